import { expect, type Page, test } from '@playwright/test';
import { expectDashboard, screenshot, signIn, signOut } from './helpers';

async function pickOption(
  page: Page,
  selector: string,
  search: string,
  option: RegExp | string,
): Promise<void> {
  await page.locator(selector).click();
  await page.locator(selector).fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** The administrator creates a user, sees the initial password once, and resets it. */
test('admin creates a user and resets its password', async ({ page }) => {
  const username = `e2e${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await expectDashboard(page);

  await page.locator('.spm-sider').getByText('系统管理').click();
  await page.locator('.spm-sider').getByText('用户管理').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.locator('.spm-table .ant-table-row').first()).toBeVisible();

  await page.getByTestId('toolbar-add').click();
  const form = page.getByTestId('user-form');
  await form.locator('#user_username').fill(username);
  await form.locator('#user_name').fill('测试用户');
  await pickOption(page, '#user_dealerCode', 'D0001', 'D0001');
  await pickOption(page, '#user_roleCodes', 'dealer', /dealer/);
  await page.locator('.ant-modal-title').click();
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();

  const shown = page.getByTestId('initial-password');
  await expect(shown).toBeVisible();
  const first = ((await shown.textContent()) ?? '').trim();
  expect(first.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: /确\s*定/ }).click();

  await page.locator('#search_keyword').fill(username);
  await page.getByTestId('search-button').click();
  const row = page.locator('.spm-table .ant-table-row', { hasText: username });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'admin-users');

  await row.getByTestId('reset-password').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(shown).toBeVisible();
  const second = ((await shown.textContent()) ?? '').trim();
  expect(second).not.toBe(first);
  await screenshot(page, 'admin-reset-password');
  await page.getByRole('button', { name: /确\s*定/ }).click();

  // the new user must change the reset password at the first sign-in
  await signOut(page);
  await signIn(page, username, second);
  await expect(page).toHaveURL(/\/password\/change$/);
});
