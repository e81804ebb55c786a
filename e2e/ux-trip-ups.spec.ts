import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { shipAnOrderToDealer } from './api';
import { accessToken, expectDashboard, screenshot, signIn, signOut, useLanguage } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a new user trips over (issue "UX trip-ups", item 6): an import refused as a whole says that
 * nothing was saved, names the rows, offers the feedback file and has the template beside the upload —
 * on the order tracking page as on every other import.
 */
test('订单导入：有错误行时明确提示未保存任何数据，模板与反馈文件就在手边', async ({ page }) => {
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/orderEntry/orderTracking');
  await page.getByTestId('excel-import').click();
  const dialog = page.locator('.ant-modal', { hasText: '点击或拖拽' });
  await expect(dialog).toBeVisible();
  // the template is offered beside the upload
  await expect(dialog.getByText('下载导入模板')).toBeVisible();

  // the dealer's own template, filled with one line whose part does not exist
  const token = await accessToken(page);
  const template = await page.request.get('/api/v1/templates/dealerOrderImport/download', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(template.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  // the template's example rows are not ours
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  const cell: Record<string, unknown> = {
    经销商代码: 'D0001',
    订货仓库: 'W01',
    收货仓库: 'W01',
    订单类型: '常规',
    配件编号: 'NOPART-0000-00-X0',
    订货数量: 2,
  };
  sheet.addRow(headers.map((h) => cell[h.replace(/[*＊]/g, '').trim()] ?? null));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await dialog.locator('input[type=file]').setInputFiles({ name: '订单导入.xlsx', mimeType: XLSX, buffer });

  const result = page.getByTestId('import-result');
  await expect(result).toContainText('导入失败，未保存任何数据', { timeout: 30_000 });
  await expect(result).toContainText('1 行有错误');
  await expect(result.locator('.ant-statistic', { hasText: '新增' })).toContainText('0');
  await expect(page.getByTestId('import-feedback')).toBeVisible();
  await expect(result).toContainText('配件 NOPART-0000-00-X0 不存在');
  await expect(result).not.toContainText('部分数据有误');
  await screenshot(page, 'ux-06-order-import-refused');
});

/** Item 2: submitting an order without lines says "请添加配件" and leaves no empty draft or extra tab. */
test('订单录入：没有配件时提交只提示“请添加配件”，不生成空草稿、不多开标签页', async ({ page }) => {
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const token = await accessToken(page);
  const drafts = async () => {
    const res = await page.request.get('/api/v1/dealer-orders?status=0&pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).data.total as number;
  };
  const before = await drafts();
  await page.goto('/orderEntry/orderEntryDetail');
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByTestId('submit-order').click();
    await expect(page.locator('.ant-message-error', { hasText: '请添加配件' })).toBeVisible();
  }
  expect(await drafts()).toBe(before);
  await expect(page.getByTestId('tag').filter({ hasText: '订单录入明细' })).toHaveCount(1);
  await screenshot(page, 'ux-02-submit-without-lines');
});

/** The first time zone of `zones` whose date now differs from the business date in Shanghai. */
function zoneWithAnotherDate(zones: string[]): string {
  const dateIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });
  const business = dateIn('Asia/Shanghai');
  return zones.find((zone) => dateIn(zone) !== business) ?? zones[0];
}

/**
 * Item 4: "today" comes from the server's business date, not the browser's: in a browser whose own
 * date differs from Beijing's, the receive date starts at the business date the header clock shows.
 */
test('到货确认：浏览器时区与业务时区日期不同时，收货日期仍以业务日期为准', async ({ browser, request }) => {
  const shipBillNo = await shipAnOrderToDealer(request);
  const timezoneId = zoneWithAnotherDate(['Etc/GMT+12', 'Pacific/Kiritimati']);
  const context = await browser.newContext({ timezoneId, locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const businessToday = (await page.getByTestId('server-clock').innerText()).slice(0, 10);
  await page.goto('/confirmDelivery/index');
  await page.locator('#search_shipBillNo:visible').fill(shipBillNo);
  await page.getByTestId('search-button').locator('visible=true').click();
  const row = page.locator('.spm-table:visible .ant-table-row', { hasText: shipBillNo });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '确认收货' }).click();
  const receipt = page.locator('.ant-modal:visible');
  await expect(receipt.locator('.ant-picker input')).toHaveValue(businessToday);
  await screenshot(page, 'ux-04-receive-date-business-today');
  await receipt.getByRole('button', { name: /取\s?消/ }).click();
  await context.close();
});

/** Console errors and uncaught page errors of `page` from now on ("Uncaught (in promise)" among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(`Uncaught ${e.message}`));
  return errors;
}

/**
 * Item 1: a failed save always says why. A qty beyond the limit is refused at the field with the
 * limit named, and the save says so too; a 500 or 422 answer behind a confirmation shows its message
 * and leaves no "Uncaught (in promise)" in the console.
 */
test('保存失败总有原因：超大数量在字段上提示上限，500/422 应答不留未捕获的 Promise 错误', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/orderEntry/orderEntryDetail?partCode=01001-A3G1-00-A0');
  await expect(page.getByTestId('order-lines')).toContainText('机油滤清器');
  await page.getByTestId('line-qty').first().fill('99999999999');
  await expect(page.getByTestId('qty-problem')).toContainText('数量或金额超出上限（数量不超过99,999,999件');
  await page.getByTestId('save-order').click();
  await expect(page.locator('.ant-message-error', { hasText: '数量或金额超出上限' })).toBeVisible();
  await screenshot(page, 'ux-01-qty-beyond-limit');

  await signOut(page);
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.route('**/api/v1/admin/users/*/reset-password', (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'INTERNAL', message: '服务器开小差了' } }),
  );
  await page.route('**/api/v1/admin/users/*/lock', (route) =>
    route.fulfill({ status: 422, json: { status: 422, code: 'CONFLICT', message: '数据已被他人修改' } }),
  );
  await page.goto('/admin/users');
  const row = page.locator('.spm-table .ant-table-row', { hasText: 'newbie' });
  await row.getByTestId('reset-password').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(page.locator('.ant-message-error', { hasText: '服务器开小差了' })).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s?消/ })
    .click();
  await row.getByRole('button', { name: '锁定' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(page.locator('.ant-message-error', { hasText: '数据已被他人修改' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The bounding box of `locator`, which must be on screen. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b as NonNullable<typeof b>;
}

/**
 * Item 8: at 1440 px in English the submit date is not under the fixed actions column, and the
 * order detail drawer shows the amount column of the lines.
 */
test('订单状态查询：1440 宽英文下提交日期列不被操作列遮住，订单详情显示金额列', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useLanguage(page, 'en-US');
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/orderStatusQuery/index');
  const table = page.locator('.spm-table:visible');
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  const submitDate = await box(table.locator('th', { hasText: 'Submit date' }).first());
  const actions = await box(table.locator('th', { hasText: /^Actions$/ }).first());
  expect(submitDate.x + submitDate.width).toBeLessThanOrEqual(actions.x + 1);
  await screenshot(page, 'ux-08-order-list-1440-en');

  await table.getByTestId('open-order').first().click();
  const drawer = page.locator('.ant-drawer-body');
  const amountHeader = drawer.locator('.spm-table th', { hasText: /^Amount$/ });
  await expect(amountHeader).toBeVisible();
  // measured once the drawer has slid in: its right edge within the viewport
  await expect
    .poll(async () => {
      const b = await box(drawer);
      return b.x + b.width <= 1441;
    })
    .toBe(true);
  const amount = await box(amountHeader);
  const body = await box(drawer);
  expect(amount.x + amount.width).toBeLessThanOrEqual(body.x + body.width);
  await screenshot(page, 'ux-08-order-detail-drawer-en');
});

/**
 * Items 11 and 12: the last sign-in error and the warehouse names follow the language; VIN is
 * marked required as soon as VOR is chosen; one line is "1 line".
 */
test('登录错误与仓库名随语言切换；选 VOR 即标出 VIN 必填；英文 "1 line"', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill('dealer');
  await form.locator('#password').fill('Wrong@2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await page.getByTestId('login-language').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'English' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Wrong user ID or password');
  await form.locator('#warehouseCode').click();
  // the warehouse list's own dropdown (the language list may still be sliding away)
  await expect(page.locator('.ant-select-dropdown:visible', { hasText: 'W01' })).toContainText(
    'W01 Beijing PDC',
  );
  await screenshot(page, 'ux-12-login-error-en');
  await page.keyboard.press('Escape');

  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/orderEntry/orderEntryDetail?partCode=01001-A3G1-00-A0');
  await expect(page.getByTestId('order-lines')).toContainText('1 line, qty 1');
  const vin = page.locator('.ant-form-item', { has: page.getByTestId('vin') }).locator('label');
  await expect(vin).not.toHaveClass(/ant-form-item-required/);
  await page.getByTestId('order-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'VOR' }).click();
  await expect(vin).toHaveClass(/ant-form-item-required/);
  await screenshot(page, 'ux-11-vor-vin-required-en');
});

/** Item 10: part options say why a part cannot be ordered, and cannot be picked. */
test('订单明细选配件：不可订的配件置灰并标出原因', async ({ page }) => {
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/orderEntry/orderEntryDetail');
  await page.getByTestId('part-select').first().click();
  await page.keyboard.type('01007-A3G1');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: '01007-A3G1-00-A0',
  });
  await expect(option).toHaveClass(/ant-select-item-option-disabled/);
  await expect(option.getByTestId('part-not-orderable')).toHaveText('已废止');
  await screenshot(page, 'ux-10-part-options-status');
});

/** Item 14: role names, not codes, on the profile; item 11: the password hint names every rule. */
test('个人中心：显示角色名称，密码提示包含全部规则', async ({ page }) => {
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/profile/index');
  await expect(page.locator('.ant-descriptions')).toContainText('经销商配件员');
  await screenshot(page, 'ux-14-profile-role-names');
  await page.getByRole('tab', { name: '修改密码' }).click();
  await expect(page.getByText('不能包含用户名')).toBeVisible();
  await screenshot(page, 'ux-11-password-hint');
});
