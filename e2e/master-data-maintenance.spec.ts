import { expect, test } from '@playwright/test';
import { expectDashboard, screenshot, signIn, signOut, switchLanguage } from './helpers';

/** Demo parts (apps/server/src/db/seed/demo/parts-catalogue.ts); every one has a 12-month prediction. */
const PART = '15001-E7G1-00-A0';
const SPARK_PLUG = '01004-A3G1-00-A0';

/**
 * 主数据维护（中文）：总部新增供应商并查看变更履历；设置配件担当和用户上级；
 * 订单录入时数量远超正常需求显示异常需求提示，总部在异常需求列表看到提交的行。
 */
test('供应商主数据、配件担当、异常需求提示', async ({ page }) => {
  test.setTimeout(180_000);
  const code = `S${Date.now().toString(36).slice(-5).toUpperCase()}`;

  // 1. 供应商：新增、修改后查看变更履历
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/masterData/supplier');
  await expect(page.getByTestId('supplier-master')).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  const dialog = page.locator('.ant-modal');
  await dialog.locator('#supplier_code').fill(code);
  await dialog.locator('#supplier_nameZh').fill('宁波华翔汽车零部件有限公司');
  await dialog.locator('#supplier_nameEn').fill('Ningbo Huaxiang Auto Parts Co., Ltd.');
  await dialog.locator('#supplier_contact').fill('陈伟');
  await dialog.locator('#supplier_phone').fill('0574-1234567');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(dialog.locator('#supplier_phone_help')).toContainText('XXX-XXXXXXXX');
  await dialog.locator('#supplier_phone').fill('057-41234567');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(dialog).toBeHidden();
  await page.locator('#search_keyword').fill('nbhx');
  await page.getByTestId('search-button').click();
  const row = page.locator('.spm-table .ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'master-suppliers');
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await dialog.locator('#supplier_contact').fill('陈静');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(dialog).toBeHidden();
  await row.getByTestId('supplier-history').click();
  const history = page.getByTestId('master-history');
  await expect(history).toContainText('联系人: 陈伟 → 陈静');
  await screenshot(page, 'master-supplier-history');
  await page.keyboard.press('Escape');

  // 2. 配件担当与用户上级
  await page.goto('/masterData/partResponsibility');
  await page.locator('#search_keyword').fill(PART);
  await page.getByTestId('search-button').click();
  const part = page.locator('.spm-table .ant-table-row', { hasText: PART });
  await part.getByTestId('edit-responsible').click();
  await page.locator('#responsibility_userId').click();
  await page.locator('#responsibility_userId').fill('hq');
  // Enter takes the active (first) option and closes the list, so the list cannot cover "save"
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(part).not.toContainText('—');
  await screenshot(page, 'master-part-responsibility');
  await page.getByRole('tab', { name: '用户上级' }).click();
  await expect(page.getByTestId('user-superiors')).toBeVisible();
  await screenshot(page, 'master-user-superiors');

  await signOut(page);

  // 3. 异常需求：经销商录入时提示（不拒绝，仍可提交），总部在异常需求列表看到该行
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto(`/orderEntry/orderEntryDetail?partCode=${SPARK_PLUG}`);
  await expect(page.getByTestId('order-lines')).toContainText(SPARK_PLUG);
  const qty = page.getByTestId('line-qty').first();
  // the line's own quote (which sets the package qty) first, then the large qty
  await expect(qty).toHaveValue(/^\d+$/);
  await page.waitForLoadState('networkidle');
  await qty.fill('480');
  await expect(qty).toHaveValue('480');
  await expect(page.getByTestId('abnormal-demand-advisory')).toContainText(SPARK_PLUG);
  await screenshot(page, 'order-entry-abnormal-demand');
  await page.getByTestId('submit-order').click();
  await expect(page.locator('.ant-message-notice', { hasText: '提交成功' })).toBeVisible();
  await signOut(page);
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/masterData/abnormalDemand');
  await expect(page.getByTestId('abnormal-demand')).toBeVisible();
  await expect(page.locator('.spm-table .ant-table-row', { hasText: SPARK_PLUG }).first()).toContainText(
    '480',
  );
  await screenshot(page, 'master-abnormal-demand');
  await switchLanguage(page, 'en-US');
  await page.goto('/masterData/supplier');
  await expect(page.getByTestId('supplier-master')).toBeVisible();
  await screenshot(page, 'master-suppliers-en');
});
