import { expect, test } from '@playwright/test';
import {
  checkInDialog,
  chooseFromMenu,
  expectDashboard,
  screenshot,
  signIn,
  signOut,
  switchLanguage,
} from './helpers';

/** A dealer's day in the shell: sign in (zh-CN), switch to English, pinyin menu search, tags, sign out. */
test('dealer signs in, switches language, searches the menu by pinyin, uses the tags view, signs out', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByTestId('login-submit')).toContainText('登 录');
  await screenshot(page, 'login');

  await signIn(page, 'dealer');
  await expectDashboard(page);
  const sidebar = page.locator('.spm-sider');
  await expect(sidebar.getByText('首页')).toBeVisible();
  await expect(sidebar.getByText('通知公告')).toBeVisible();
  await expect(sidebar.getByText('用户管理')).toHaveCount(0);
  await expect(page.getByTestId('server-clock')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await screenshot(page, 'shell-zh');

  // warehouse switch: a new token, then the same page reloads with the other warehouse
  await page.getByTestId('warehouse-switch').click();
  await checkInDialog(page.getByRole('radio', { name: 'W02 上海配送中心' }));
  // the page reloads after the switch: wait for it, or the next click lands on the old page
  const reloaded = page.waitForEvent('load');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await reloaded;
  await expect(page.getByTestId('warehouse-switch')).toContainText('上海配送中心');
  await expectDashboard(page);

  // English: i18next, antd locale and the language cookie switch together
  // the menu opens with an animation: the helper clicks again when a click lands while it moves
  await switchLanguage(page, 'en-US');
  await expect(sidebar.getByText('Dashboard')).toBeVisible();
  await expect(sidebar.getByText('Notice centre')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en-US');
  // data the server localizes is fetched again in English
  await expect(page.getByTestId('warehouse-switch')).toContainText('Shanghai PDC');
  await screenshot(page, 'shell-en');

  // pinyin initials of 通知公告 find the page even in English
  // the option list opens with an animation: a click that lands while it moves is tried again
  const option = page.locator('.ant-select-item-option', { hasText: 'Notice centre' });
  await expect(async () => {
    if (!(await option.isVisible())) {
      await page.getByTestId('menu-search').click();
      await page.getByTestId('menu-search').locator('input').fill('tzgg');
    }
    await option.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/notice\/index$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // the tag opens once the page's chunk has loaded: wait for it before leaving the page
  await expect(page.getByTestId('tag').filter({ hasText: 'Notice centre' })).toBeVisible();

  // three tags: Dashboard (affix), Notice centre, Profile
  // each menu opens with an animation: the helper clicks again when a click lands while it moves
  await chooseFromMenu(
    () => page.getByTestId('user-menu').click(),
    page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Dashboard' }),
    () => expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 }),
  );
  await page.goto('/profile/index');
  const tags = page.getByTestId('tag');
  await expect(tags).toHaveText(['Dashboard', 'Notice centre', 'Profile']);

  // context menu on "Notice centre": close others keeps the affix tag and opens it
  await chooseFromMenu(
    () => tags.filter({ hasText: 'Notice centre' }).click({ button: 'right' }),
    page.getByRole('menuitem', { name: 'Close others' }),
    () => expect(tags).toHaveText(['Dashboard', 'Notice centre'], { timeout: 5_000 }),
  );
  await expect(page).toHaveURL(/\/notice\/index$/);

  // refresh re-opens the page; close all leaves the dashboard
  const more = () => page.getByTestId('tags-more').click();
  await chooseFromMenu(more, page.getByRole('menuitem', { name: 'Refresh' }), () =>
    expect(page).toHaveURL(/\/notice\/index$/, { timeout: 5_000 }),
  );
  await chooseFromMenu(more, page.getByRole('menuitem', { name: 'Close all' }), () =>
    expect(tags).toHaveText(['Dashboard'], { timeout: 5_000 }),
  );
  await expectDashboard(page);

  // sign out: back to the login page; the token no longer opens the app
  await signOut(page);
  await page.goto('/notice/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice%2Findex$/);
});

test('the shell fits a 390 px wide phone: sidebar as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await expect(page.locator('.spm-sider')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'shell-390');
  await page.getByTestId('hamburger').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('通知公告')).toBeVisible();
  await screenshot(page, 'shell-390-menu');
  await drawer.getByText('通知公告').click();
  await expect(page).toHaveURL(/\/notice\/index$/);
  await expect(drawer.locator('.ant-drawer-content')).toBeHidden();
});
