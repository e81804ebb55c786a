import { expect, test } from '@playwright/test';
import { expectDashboard, screenshot, signIn, signOut, switchLanguage } from './helpers';

/**
 * Role dashboards in Chinese (issue 15): a dealer sees its cards and a figure opens its list filtered
 * to the same count, also at 390 px without sideways scrolling; warehouse staff sees its backlog and
 * today's work; head office sees the approvals pending for it, in Chinese and in English.
 */
test('a dealer sees its cards and a figure opens the filtered list', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'dealer');
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await expectDashboard(page);
  const orders = page.getByTestId('card-orders');
  await expect(orders).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('card-credit')).toContainText('可用余额');
  await expect(page.getByTestId('card-deliveries')).toContainText('未确认发运单');
  await screenshot(page, 'dashboard-dealer-zh');

  // submitted orders (status 3): the demo dealer has some, and the order status query lists them
  const figure = orders.getByTestId('figure-orders-3');
  const count = (await figure.locator('.spm-figure-value').innerText()).trim();
  await figure.click();
  await expect(page).toHaveURL(/\/orderStatusQuery\/index\?status=3$/);
  await expect(page.getByTestId('list-orderStatusQuery').locator('.ant-pagination-total-text')).toHaveText(
    `共 ${count} 条`,
    { timeout: 60_000 },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('card-orders')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'dashboard-dealer-390-zh');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signOut(page);
});

test("warehouse staff sees its release backlog and today's work", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'wh');
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await expectDashboard(page);
  await expect(page.getByTestId('card-releaseBacklog')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('card-todayWork')).toContainText('拣货单');
  await expect(page.getByTestId('card-backorders')).toBeVisible();
  await screenshot(page, 'dashboard-warehouse-zh');
  await signOut(page);
});

test('head office sees the approvals pending for it, in Chinese and English', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'hq');
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await expectDashboard(page);
  const approvals = page.getByTestId('card-approvals');
  await expect(approvals).toBeVisible({ timeout: 30_000 });
  await expect(approvals.getByTestId('figure-approvals-vor')).toContainText('VOR订单');
  await expect(page.getByTestId('card-shippedMonth')).toContainText('去年同月');
  await screenshot(page, 'dashboard-hq-zh');
  await approvals.getByTestId('figure-approvals-vor').click();
  await expect(page).toHaveURL(/\/vorApproval\/index\?vorApprovalStatus=pending$/);
  await page.goto('/dashboard');
  await switchLanguage(page, 'en-US');
  await expect(page.getByTestId('card-approvals')).toContainText('Pending my approval');
  await screenshot(page, 'dashboard-hq-en');
  await switchLanguage(page, 'zh-CN');
  await signOut(page);
});
