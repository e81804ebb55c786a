import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accessToken, expectDashboard, screenshot, signIn, signOut } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function readSheet(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The dealer's settled ship bills without an invoice, read as finance through the API. */
async function openBills(page: Page): Promise<{ shipBillNo: string; shipDate: string }[]> {
  const token = await accessToken(page);
  const res = await page.request.get(
    '/api/v1/invoices?dealerCode=D0001&kind=positive&status=notInvoiced&pageSize=5',
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return (await res.json()).data.items;
}

/**
 * Finance and sales statistics in Chinese (spec §2 `/makeInvoiceInfoQuery/index`, `/salesStatistics/index`):
 * finance imports the tax system's invoice numbers for settled shipments and the dealer sees them in
 * the invoicing info query; the dealer opens the year's sales statistics, sees the charts beside a
 * table that agrees with the totals, drills into one month's shipped detail and exports it.
 */
test('finance imports invoice numbers; the dealer sees them and reads the sales statistics', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // ---- finance: import the invoice numbers
  await signIn(page, 'finance');
  await expectDashboard(page);
  await page.goto('/makeInvoiceInfoQuery/index');
  await expect(page.getByTestId('invoice-list')).toBeVisible({ timeout: 30_000 });
  const bills = (await openBills(page)).slice(0, 2);
  expect(bills.length).toBeGreaterThan(0);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('发票');
  sheet.addRow(['发货单号', '发票代码', '发票号码', '开票日期']);
  for (const [i, b] of bills.entries()) sheet.addRow([b.shipBillNo, '3100212130', `8800000${i}`, b.shipDate]);
  await page.getByRole('button', { name: '导入发票' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.getByText('下载导入模板')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '发票导入.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByTestId('import-result')).toContainText('导入成功', { timeout: 30_000 });
  await screenshot(page, 'finance-01-invoice-import');
  await dialog.locator('.ant-modal-footer').getByRole('button').click();
  await signOut(page);

  // ---- dealer: the invoicing info query shows them
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto('/makeInvoiceInfoQuery/index');
  const list = page.getByTestId('invoice-list');
  const row = list.locator('.ant-table-row', { hasText: bills[0].shipBillNo });
  await expect(row).toContainText('88000000', { timeout: 30_000 });
  await expect(row).toContainText('已开票');
  await screenshot(page, 'finance-02-invoicing-info');

  // ---- dealer: sales statistics of the year, charts and table agree
  await page.goto('/salesStatistics/index');
  const stats = page.getByTestId('sales-statistics');
  await expect(stats.getByTestId('chart-monthly').locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(stats.getByTestId('chart-order-types').locator('canvas')).toBeVisible();
  const total = money(
    await stats.getByTestId('total-shippedAmount').locator('.ant-statistic-content').innerText(),
  );
  expect(total).toBeGreaterThan(0);
  const monthRows = stats.getByTestId('stat-months').locator('.ant-table-row');
  await expect(monthRows).toHaveCount(12);
  const monthly = await monthRows.evaluateAll((rows) =>
    rows.map((r) => (r.querySelectorAll('td')[1] as HTMLElement).innerText),
  );
  expect(monthly.reduce((s, v) => s + money(v), 0)).toBeCloseTo(total, 2);
  await screenshot(page, 'finance-03-sales-statistics');

  // ---- drill into the month with shipments, export its shipped detail
  const month = monthly.findIndex((v) => money(v) > 0) + 1;
  await stats.getByTestId(`drill-shipped-${month}`).click();
  const detail = stats.getByTestId('shipped-detail');
  await expect(stats.getByTestId('stat-detail')).toContainText(`${month}月`);
  await expect(detail.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  const shownRows = await detail.locator('.ant-table-row').count();
  await screenshot(page, 'finance-04-shipped-detail');
  const download = page.waitForEvent('download');
  await stats.getByTestId('detail-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await readSheet(await file.path());
  expect(rows[0]).toEqual(expect.arrayContaining(['订单号', '发货数量', '发货金额', '发货单号', '年份']));
  expect(rows.length - 1).toBeGreaterThanOrEqual(Math.min(shownRows, 20));
});
