import { expect, type Page, test } from '@playwright/test';
import { expectDashboard, screenshot, signIn, signOut } from './helpers';

/** A new-energy demo part (apps/server/src/db/seed/demo/parts-catalogue.ts). */
const NEV_PART = '15001-E7G1-00-A0';

async function pickOption(page: Page, selector: string, search: string, option: RegExp | string) {
  await page.locator(selector).click();
  await page.locator(selector).fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/**
 * 主数据（中文）：总部新建一个带信用额度和新能源授权的经销商，为它建用户；该用户订购新能源配件；
 * 总部随后废止一个有库存的仓库，被拒绝并看到原因。
 */
test('总部新建经销商和用户，用户订购新能源配件；有库存的仓库不能废止', async ({ page }) => {
  test.setTimeout(180_000);
  const code = `E${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const username = `e2e${code.toLowerCase()}`;

  // 1. 总部新建经销商：信用额度 50000、新能源授权
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/masterData/dealer');
  await expect(page.getByTestId('dealer-master')).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  const dialog = page.locator('.ant-modal');
  await dialog.locator('#dealer_code').fill(code);
  await dialog.locator('#dealer_nameZh').fill('无锡骏驰新能源汽车销售服务有限公司');
  await dialog.locator('#dealer_nameEn').fill('Wuxi Junchi NEV Sales & Service Co., Ltd.');
  await dialog.locator('#dealer_provinceZh').fill('江苏');
  await dialog.locator('#dealer_cityZh').fill('无锡');
  await dialog.locator('#dealer_cityEn').fill('Wuxi');
  await dialog.locator('#dealer_creditLimit').fill('50000');
  await dialog.locator('#dealer_newEnergyAuthorised').click();
  await dialog.locator('#dealer_phone').fill('0510-1234567');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  // 电话格式不对：XXX-XXXXXXXX 或 11 位手机号
  await expect(dialog.locator('#dealer_phone_help')).toContainText('XXX-XXXXXXXX');
  await dialog.locator('#dealer_phone').fill('13912345678');
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(dialog).toBeHidden();
  await page.locator('#search_keyword').fill('wxjc');
  await page.getByTestId('search-button').click();
  const row = page.locator('.spm-table .ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('50,000.00');
  await screenshot(page, 'master-dealers');

  // 2. 为它建用户
  await page.goto('/admin/users');
  await page.getByTestId('toolbar-add').click();
  const form = page.getByTestId('user-form');
  await form.locator('#user_username').fill(username);
  await form.locator('#user_name').fill('无锡配件员');
  await pickOption(page, '#user_dealerCode', code, code);
  await pickOption(page, '#user_roleCodes', 'dealer', /dealer/);
  await page.locator('.ant-modal-title').click();
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  const shown = page.getByTestId('initial-password');
  await expect(shown).toBeVisible();
  const initial = ((await shown.textContent()) ?? '').trim();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await signOut(page);

  // 3. 新用户改初始密码后订购新能源配件
  await signIn(page, username, initial);
  await expect(page).toHaveURL(/\/password\/change$/);
  const pw = page.getByTestId('change-password-form');
  await pw.locator('#password_oldPassword').fill(initial);
  await pw.locator('#password_newPassword').fill('Spare#Parts2027');
  await pw.locator('#password_confirmPassword').fill('Spare#Parts2027');
  await page.getByRole('button', { name: '修改密码并进入系统' }).click();
  await expectDashboard(page);
  await page.goto(`/orderEntry/orderEntryDetail?partCode=${NEV_PART}`);
  await expect(page.getByTestId('order-entry')).toBeVisible();
  await expect(page.getByTestId('order-lines')).toContainText(NEV_PART);
  // the line is priced (the qty starts at the smallest valid one) before it is submitted
  await expect(page.getByTestId('line-qty').first()).toHaveValue(/^[1-9]\d*$/, { timeout: 30_000 });
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  await page.getByTestId('submit-order').click();
  await expect(page.locator('.ant-message-notice', { hasText: '提交成功' })).toBeVisible();
  await signOut(page);

  // 4. 总部废止有库存的仓库：被拒绝并显示原因
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/masterData/warehouse');
  await page.locator('#search_keyword').fill('W01');
  await page.getByTestId('search-button').click();
  const w01 = page.locator('.spm-table .ant-table-row', { hasText: 'W01' }).first();
  await w01.getByTestId('abolish-warehouse').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message-notice', { hasText: '正在使用中' })).toBeVisible();
  await screenshot(page, 'master-warehouse-in-use');
  await expect(w01).toContainText('有效');
});
