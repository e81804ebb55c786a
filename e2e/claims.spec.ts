import { expect, test } from '@playwright/test';
import { submitAClaim } from './api';
import {
  checkInDialog,
  confirmOk,
  expectDashboard,
  screenshot,
  signIn,
  signOut,
  switchLanguage,
} from './helpers';

/** A 1×1 PNG, the claim photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Dealer claims in Chinese (spec §5 "Receiving and claims"): the dealer receives a shipment one piece
 * short and opens the claim the receipt offers, pre-filled with the ship bill and the missing piece,
 * adds a photo and submits; the claim warehouse audits it as reparation; the dealer's balance change
 * detail shows the compensation. The screens are then shown in English.
 */
test('a short delivery becomes a claim, audited as reparation, credited to the dealer', async ({ page }) => {
  test.setTimeout(300_000);

  // ---- dealer: a short receipt, then "open a claim"
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/confirmDelivery/index');
  const row = page.locator('.spm-table:visible .ant-table-row', { hasText: '未确认' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '确认收货' }).click();
  const receipt = page.locator('.ant-modal:visible');
  const qty = receipt.locator('input[aria-label^="收货数量"]').first();
  const shipped = Number(await qty.inputValue());
  await qty.fill(String(shipped - 1));
  await receipt.locator('[aria-label^="备注"]').first().fill('到货少1件');
  await receipt.getByRole('button', { name: '确认收货' }).click();
  const confirmReceipt = page.locator('.ant-modal-confirm');
  await expect(confirmReceipt).toContainText('短少 1 件');
  await confirmReceipt.getByRole('button', { name: /确\s?定/ }).click();
  const offer = page.locator('.ant-notification-notice', { hasText: '到货数量不足' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: '发起索赔' }).click();

  // ---- the claim, pre-filled with the ship bill and the missing piece
  await expect(page).toHaveURL(/\/claimInquiry\/claimEntryDetail\?shipBillNo=/);
  const entry = page.getByTestId('claim-entry');
  const claimQtys = entry.locator('[data-testid^="claim-qty-"]');
  await expect
    .poll(
      async () =>
        (
          await claimQtys.evaluateAll((els) =>
            els.map((e) => (e instanceof HTMLInputElement ? e : e.querySelector('input'))?.value),
          )
        ).sort(),
      {
        timeout: 30_000,
      },
    )
    .toContain('1');
  await entry.getByTestId('claim-description').fill('到货短少1件，外箱完好');
  await entry.getByTestId('claim-submitter').fill('李明');
  await entry.getByTestId('claim-phone').fill('1380013800');
  await entry.getByTestId('claim-save').click();
  await expect(entry).toContainText('联系电话须为11位手机号或 XXX-XXXXXXXX 格式');
  await entry.getByTestId('claim-phone').fill('13800138000');
  await entry
    .locator('input[type="file"]')
    .setInputFiles({ name: '短少照片.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(entry).toContainText('短少照片.png', { timeout: 30_000 });
  await screenshot(page, 'claims-01-entry');
  await entry.getByTestId('claim-submit').click();
  await confirmOk(page);
  await expect(entry.locator('.ant-tag', { hasText: '未审核' })).toBeVisible({ timeout: 30_000 });
  const claimNo = (await entry.getByTestId('claim-no').innerText()).trim();
  expect(claimNo).toMatch(/^CL\d{12}$/);
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  // the photo is previewed as an image of the saved claim
  await expect(page.getByTestId('claim-photo-preview').locator('img')).toHaveCount(1, { timeout: 30_000 });
  await signOut(page);

  // ---- claim warehouse: audit as reparation
  await signIn(page, 'wh');
  await expectDashboard(page);
  await page.goto('/claimInquiry/claimInquiryList');
  await page.locator('#search_claimBillNo:visible').fill(claimNo);
  await page.getByTestId('search-button').locator('visible=true').click();
  const listed = page.locator('.spm-table:visible .ant-table-row', { hasText: claimNo });
  await expect(listed).toHaveCount(1, { timeout: 30_000 });
  await expect(listed).toContainText('未审核');
  await screenshot(page, 'claims-02-list');
  await listed.getByTestId('claim-link').click();
  await page.getByTestId('claim-audit').click();
  const dialog = page.getByTestId('claim-audit-dialog');
  await dialog.getByTestId('claim-audit-note').fill('仓库少发，同意补偿');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(entry.locator('.ant-tag', { hasText: '补偿' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('history-entry')).toHaveCount(2);
  await expect(page.getByTestId('history-entry').last()).toContainText('仓库少发，同意补偿');
  await screenshot(page, 'claims-03-audited');
  await signOut(page);

  // ---- dealer: the compensation in the balance change detail
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/overageChangeDetailQuery/index');
  await page.locator('#search_businessNo:visible').fill(claimNo);
  await page.getByTestId('search-button').locator('visible=true').click();
  const credit = page.locator('.spm-table:visible .ant-table-row', { hasText: claimNo });
  await expect(credit).toHaveCount(1, { timeout: 30_000 });
  await expect(credit).toContainText('索赔补偿');
  await screenshot(page, 'claims-04-balance-change');

  // ---- dealer: the compensation's negative bill in the invoicing info query
  await page.goto('/makeInvoiceInfoQuery/index');
  await page.locator('#search_shipBillNo:visible').fill('NB');
  await page.getByTestId('search-button').locator('visible=true').click();
  const negative = page.getByTestId('invoice-list').locator('.ant-table-row', { hasText: claimNo });
  await expect(negative).toHaveCount(1, { timeout: 30_000 });
  await expect(negative).toContainText('负票');
  await expect(negative).toContainText('未开票');
  await screenshot(page, 'finance-05-negative-bill-zh');

  // ---- the claim screens in English
  await switchLanguage(page, 'en-US');
  await page.goto('/claimInquiry/claimInquiryList');
  await expect(page.locator('.spm-table:visible .ant-table-row', { hasText: claimNo })).toContainText(
    'Reparation',
    {
      timeout: 30_000,
    },
  );
  await screenshot(page, 'claims-05-list-en');
  await page
    .locator('.spm-table:visible .ant-table-row', { hasText: claimNo })
    .getByTestId('claim-link')
    .click();
  await expect(page.getByTestId('claim-entry')).toContainText('Approval history');
  await screenshot(page, 'claims-06-detail-en');
});

/**
 * A backed claim (spec §5 "claim audit"): the claim warehouse backs a submitted claim with its reason;
 * the dealer sees the reason, remodifies the claim, changes the description and submits it again
 * within the 7 natural days (the 8th-day refusal is in claims.int.test.ts: it needs the clock).
 */
test('a backed claim is remodified and resubmitted by the dealer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const claimNo = await submitAClaim(request);

  // ---- claim warehouse: back it with a reason
  await signIn(page, 'wh');
  await expectDashboard(page);
  await page.goto('/claimInquiry/claimInquiryList');
  await page.locator('#search_claimBillNo:visible').fill(claimNo);
  await page.getByTestId('search-button').locator('visible=true').click();
  await page
    .locator('.spm-table:visible .ant-table-row', { hasText: claimNo })
    .getByTestId('claim-link')
    .click();
  const entry = page.getByTestId('claim-entry');
  await page.getByTestId('claim-audit').click();
  const dialog = page.getByTestId('claim-audit-dialog');
  await checkInDialog(dialog.getByRole('radio', { name: '退回' }));
  await dialog.getByTestId('claim-audit-note').fill('请补充破损部位照片');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(entry.locator('.ant-tag', { hasText: '退回' })).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  // ---- dealer: remodify, change the description, submit again
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/claimInquiry/claimInquiryList');
  await page.locator('#search_claimBillNo:visible').fill(claimNo);
  await page.getByTestId('search-button').locator('visible=true').click();
  const row = page.locator('.spm-table:visible .ant-table-row', { hasText: claimNo });
  await expect(row).toContainText('退回', { timeout: 30_000 });
  await row.getByTestId('claim-link').click();
  await expect(page.getByTestId('history-entry').last()).toContainText('请补充破损部位照片');
  await entry.getByRole('button', { name: '重新修改' }).click();
  await expect(entry.locator('.ant-tag', { hasText: '重新修改' })).toBeVisible({ timeout: 30_000 });
  await entry.getByTestId('claim-description').fill('一件外壳破损，已补充说明破损部位在卡扣处');
  await entry.getByTestId('claim-submit').click();
  await confirmOk(page);
  await expect(entry.locator('.ant-tag', { hasText: '未审核' })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'claims-07-resubmitted');
});
