import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './helpers';

/** Demo parts (apps/server/src/db/seed/demo/parts-catalogue.ts). */
const OIL_FILTER = '01001-A3G1-00-A0';
const REPLACED = '01002-A3G1-00-A0';
const SUCCESSOR = '01002-A3G1-01-A0';

/**
 * A dealer enters an order: picks a part by searching, gets the price from the parts master, swaps a
 * replaced part for its successor with one click, saves, submits and finds the DealerOrderNO in the
 * order status query with the credit labels moved.
 */
test('dealer enters, submits and finds an order', async ({ page }) => {
  await signIn(page, 'dealer');
  await expectDashboard(page);

  await page.goto(`/orderEntry/orderEntryDetail?partCode=${REPLACED}`);
  await expect(page.getByTestId('order-entry')).toBeVisible();
  const before = await page.getByTestId('credit-submittedNotSettledAmount').textContent();
  await page.getByTestId('use-successor').click();
  await expect(page.getByTestId('order-lines')).toContainText(SUCCESSOR);
  await expect(page.getByTestId('line-problem')).toHaveCount(0);

  await page.getByTestId('add-line').click();
  const picker = page.getByTestId('part-select').last();
  await picker.click();
  await page.keyboard.type(OIL_FILTER);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: OIL_FILTER })
    .first()
    .click();
  await expect(page.getByTestId('order-lines')).toContainText('机油滤清器');
  await expect(page.getByTestId('order-total')).not.toHaveText('0.00');

  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/orderEntry\/orderTracking$/);
  const message = page.locator('.ant-message-notice', { hasText: '提交成功' });
  await expect(message).toBeVisible();
  const dealerOrderNo = /D0001\d{10}/.exec((await message.textContent()) ?? '')?.[0];
  expect(dealerOrderNo).toBeTruthy();
  await expect(page.getByTestId('credit-submittedNotSettledAmount')).not.toHaveText(before ?? '');

  await page.goto('/orderStatusQuery/index');
  await page.locator('#search_dealerOrderNo').fill(dealerOrderNo as string);
  await page.getByTestId('search-button').click();
  const row = page.locator('.spm-table .ant-table-row', { hasText: dealerOrderNo as string });
  await expect(row).toHaveCount(1);
  await row.getByTestId('open-order').click();
  await expect(page.getByTestId('order-header')).toContainText(dealerOrderNo as string);
  await expect(page.locator('.ant-drawer')).toContainText(SUCCESSOR);
});
