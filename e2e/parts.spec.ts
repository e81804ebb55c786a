import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accessToken, chooseFromMenu, expectDashboard, screenshot, signIn, switchLanguage } from './helpers';

/**
 * An oil filter of the demo catalogue (apps/server/src/db/seed/demo/parts-catalogue.ts): min order qty
 * 10, min package qty 1, unit sales qty 1, intensive MOQ 20. Not the one the order specs use, so
 * changing its packaging does not touch them.
 */
const OIL_FILTER = '01001-A5G1-00-A0';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The data rows of an .xlsx's first sheet as arrays of cell values (row 1 = header). */
async function readSheet(path: string): Promise<{ name: string; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: sheet.name, rows };
}

/** Opens the parts master import dialog from the toolbar's import menu. */
async function openPartsImport(page: Page): Promise<void> {
  await chooseFromMenu(
    () => page.getByTestId('parts-import-menu').click(),
    page.getByRole('menuitem', { name: '配件主数据导入' }),
    () =>
      expect(page.locator('.ant-modal-title', { hasText: '配件主数据导入' })).toBeVisible({ timeout: 5_000 }),
  );
}

/**
 * Parts master as head office: pinyin-initials search, the packaging rule (intensive MOQ a multiple of
 * the min order qty and the min package qty) shown in Chinese and in English, then a valid save.
 */
test('head office finds a part by pinyin initials and edits its packaging under the rules', async ({
  page,
}) => {
  await signIn(page, 'hq');
  await expectDashboard(page);

  await page.goto('/partsMaster/index');
  await page.locator('#search_keyword').fill('jlq');
  await page.getByTestId('search-button').click();
  const row = page.locator('.spm-table .ant-table-row', { hasText: OIL_FILTER });
  await expect(row).toContainText('机油滤清器', { timeout: 20_000 });
  await expect(page.locator('.spm-table .ant-table-row').first()).toContainText('机油滤清器');
  await screenshot(page, 'parts-01-search-pinyin');

  await row.getByTestId('part-link').click();
  await expect(page).toHaveURL(new RegExp(`/partsMaster/partEntry\\?partCode=${OIL_FILTER}$`));
  const entry = page.getByTestId('part-entry');
  await expect(entry).toContainText(OIL_FILTER);
  await page.getByRole('tab', { name: '包装信息' }).click();
  await expect(page.locator('#part_minOrderQty')).toHaveValue('10');
  await expect(page.locator('#part_intensiveMoq')).toHaveValue('20');

  // 20 is not a multiple of a min package qty of 3: refused at once, in Chinese
  await page.locator('#part_minPackageQty').fill('3');
  const help = page.locator('#part_intensiveMoq_help');
  await expect(help).toHaveText('集约MOQ（20）须为最小订货量（10）和最小包装数（3）的整数倍', {
    timeout: 20_000,
  });
  await page.getByTestId('part-save').click();
  await expect(help).toBeVisible();
  await expect(page.locator('.ant-message-notice', { hasText: '保存成功' })).toHaveCount(0);
  await screenshot(page, 'parts-02-packaging-rule-zh');

  // English: the same refusal in English
  await switchLanguage(page, 'en-US');
  await expect(page.getByRole('tab', { name: 'Packaging Info' })).toBeVisible();
  await expect(page.locator('label[for="part_intensiveMoq"]')).toHaveText('Intensive MOQ');
  // the unsaved edit survives the language switch; typing it again re-checks the rule in English
  await expect(page.locator('#part_minPackageQty')).toHaveValue('3');
  await page.locator('#part_minPackageQty').fill('');
  await page.locator('#part_minPackageQty').fill('3');
  await expect(help).toHaveText(
    'The intensive MOQ (20) must be a multiple of the min order qty (10) and the min package qty (3)',
    { timeout: 20_000 },
  );
  await screenshot(page, 'parts-03-packaging-rule-en');

  // fixed: 20 is a multiple of 10 and 2
  await page.locator('#part_minPackageQty').fill('2');
  await expect(help).toHaveCount(0, { timeout: 20_000 });
  await page.getByTestId('part-save').click();
  await expect(page.locator('.ant-message-notice', { hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });
  const saved = await page.request.get(`/api/v1/parts/${OIL_FILTER}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect((await saved.json()).data).toMatchObject({ minPackageQty: 2, intensiveMoq: 20, minOrderQty: 10 });
});

/**
 * Parts master import as head office: the template from the import dialog gives the headers; a file
 * with one good and one bad row is refused as a whole, and the feedback file names the bad row's
 * error; the good row alone imports and is then found by its pinyin initials.
 */
test('head office imports a parts file: refused with a feedback file, then accepted', async ({ page }) => {
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/partsMaster/index');
  await openPartsImport(page);

  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载导入模板' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const { name: sheetName, rows: templateRows } = await readSheet(await template.path());
  const headers = templateRows[0] as string[];
  expect(headers).toEqual(
    expect.arrayContaining(['配件编号', '中文名称', '英文名称', '最小包装数', '集约MOQ', '普通价格']),
  );

  const code = 'E2E01-A3G1-00-A0';
  const good: Record<string, unknown> = {
    配件编号: code,
    中文名称: '测试空调滤清器',
    英文名称: 'Test cabin filter',
    普通价格: 45.5,
    最小包装数: 1,
    销售单位数: 1,
  };
  const bad: Record<string, unknown> = {
    配件编号: 'E2E99-A3G1-00-A0',
    中文名称: '测试滤芯',
    英文名称: 'Test element',
    普通价格: 30,
    最小包装数: 3,
    销售单位数: 1,
    最小订货量: 10,
    集约MOQ: 20,
  };
  const workbook = async (rows: Record<string, unknown>[]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(sheetName);
    sheet.addRow(headers);
    for (const r of rows) sheet.addRow(headers.map((h) => r[h] ?? null));
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const upload = async (name: string, buffer: Buffer) =>
    page.locator('.ant-modal input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });

  await upload('parts-import.xlsx', await workbook([good, bad]));
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('导入失败，未保存任何数据', { timeout: 30_000 });
  await expect(result.locator('.ant-statistic', { hasText: '失败' })).toContainText('1');
  await expect(result.locator('.ant-table-row')).toHaveCount(1);
  await expect(result.locator('.ant-table-row')).toContainText('集约MOQ（20）须为最小订货量（10）');
  await screenshot(page, 'parts-04-import-refused');

  const feedbackDownload = page.waitForEvent('download');
  await page.getByTestId('import-feedback').click();
  const feedback = await feedbackDownload;
  expect(feedback.suggestedFilename()).toMatch(/\.xlsx$/);
  const { rows: feedbackRows } = await readSheet(await feedback.path());
  const feedbackHeader = feedbackRows[0] as string[];
  const errorColumn = feedbackHeader.length - 1;
  expect(feedbackHeader[errorColumn]).toBe('错误信息');
  const rowOf = (partCode: string) => feedbackRows.find((r) => r.includes(partCode));
  expect(String(rowOf('E2E99-A3G1-00-A0')?.[errorColumn] ?? '')).toContain('集约MOQ（20）');
  expect(rowOf(code)?.[errorColumn] ?? null).toBeNull();

  // nothing was saved
  const token = await accessToken(page);
  const missing = await page.request.get(`/api/v1/parts/${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(missing.status()).toBe(404);

  // the good row alone is accepted
  await page.locator('.ant-modal-footer').getByRole('button').click();
  await openPartsImport(page);
  await upload('parts-import-good.xlsx', await workbook([good]));
  await expect(result).toContainText('导入成功', { timeout: 30_000 });
  await expect(result.locator('.ant-statistic', { hasText: '新增' })).toContainText('1');
  await screenshot(page, 'parts-05-import-succeeded');
  await page.locator('.ant-modal-footer').getByRole('button').click();

  // 测试空调滤清器 → cstlqq
  await page.locator('#search_keyword').fill('cstlqq');
  await page.getByTestId('search-button').click();
  await expect(page.locator('.spm-table .ant-table-row', { hasText: code })).toContainText('测试空调滤清器', {
    timeout: 20_000,
  });
});
