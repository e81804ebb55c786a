import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessToken, expectDashboard, screenshot, signIn, signOut, switchLanguage } from './helpers';

/** Demo parts (apps/server/src/db/seed/demo/parts-catalogue.ts), both stocked in W01. */
const OIL_FILTER = '01001-A3G1-00-A0';
/** Spark plug: unit sales qty 4, min package qty 4. */
const SPARK_PLUG = '01004-A3G1-00-A0';
const OIL_FILTER_QTY = 2;
const SPARK_PLUG_QTY = 8;

interface Credit {
  availableBalance: string;
  remainingSubmittableAmount: string;
  submittedNotSettledAmount: string;
}

/** GET through the API with the browser's token; answers the envelope's `data`. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** Money as cents (amounts are strings with two decimals). */
const cents = (money: string): bigint => BigInt(money.replace('.', ''));
const money = (value: bigint): string => {
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** As the credit labels show it: thousands separators, two decimals. */
const shown = (amount: string): string => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');

/** A list page's search by one text field; answers the row holding `text`. */
async function searchList(page: Page, field: string, value: string, text = value): Promise<Locator> {
  await page.locator(`#search_${field}:visible`).fill(value);
  await page.getByTestId('search-button').locator('visible=true').click();
  const row = page.locator('.spm-table:visible .ant-table-row', { hasText: text });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}

/** OK of the antd confirm dialog or modal in front. */
const okButton = (page: Page) =>
  page
    .locator('.ant-modal:visible')
    .last()
    .locator('.ant-modal-footer, .ant-modal-confirm-btns')
    .getByRole('button', { name: /^(确\s*定|OK)$/ });

/**
 * The main flow in Chinese (spec "Warehouse fulfilment"): a dealer orders two parts found by pinyin,
 * the warehouse releases, picks (with the printed pick list), boxes and ships, and the dealer confirms
 * a short receipt with a remark; the order's quantities and the credit labels follow. The key pages
 * are then checked in English.
 */
test('dealer orders, warehouse releases, picks, boxes and ships, dealer confirms a short receipt', async ({
  page,
}) => {
  test.setTimeout(600_000);

  // ---- dealer: stock search by pinyin initials, order entry
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const creditBefore = await apiGet<Credit>(page, '/api/v1/credit');

  await page.goto('/InventoryQuery/index');
  await page.locator('#search_keyword').fill('jlq');
  await page.locator('#search_warehouseCode').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'W01' }).click();
  await page.getByTestId('search-button').click();
  // only W01 rows once the search has answered
  await expect(page.locator('.spm-table .ant-table-row', { hasText: OIL_FILTER })).toHaveCount(1, {
    timeout: 30_000,
  });
  const stockRow = page.locator(`.spm-table .ant-table-row[data-row-key="${OIL_FILTER}|W01"]`);
  await expect(stockRow).toContainText('机油滤清器');
  await expect(stockRow).toContainText('北京配送中心');
  await screenshot(page, 'main-flow-01-stock-search');

  await stockRow.getByTestId('stock-order').click();
  await expect(page).toHaveURL(/\/orderEntry\/orderEntryDetail\?partCode=/);
  await expect(page.getByTestId('order-warehouse')).toContainText('W01');
  const lines = page.getByTestId('order-lines');
  await expect(lines).toContainText('机油滤清器', { timeout: 30_000 });
  await expect(page.getByTestId('credit-submittedNotSettledAmount')).toContainText(
    shown(creditBefore.submittedNotSettledAmount),
  );
  const qty = page.getByTestId('line-qty');
  await expect(qty.first()).toHaveValue('1');
  await qty.first().fill(String(OIL_FILTER_QTY));

  // second part: picked by pinyin initials of 火花塞
  await page.getByTestId('add-line').click();
  await page.getByTestId('part-select').last().click();
  await page.keyboard.type('hhs');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: SPARK_PLUG })
    .click({ timeout: 30_000 });
  await expect(lines).toContainText('火花塞', { timeout: 30_000 });
  await expect(qty.last()).toHaveValue('4');

  // 5 is not a multiple of the unit sales qty 4
  await qty.last().fill('5');
  const qtyProblem = page.getByTestId('qty-problem');
  await expect(qtyProblem).toHaveText('订货数量须为销售单位数4的整数倍');
  await screenshot(page, 'main-flow-02-qty-error');
  await qty.last().fill(String(SPARK_PLUG_QTY));
  await expect(qtyProblem).toHaveCount(0);
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  await expect(page.getByTestId('order-total')).not.toHaveText('0.00');
  await screenshot(page, 'main-flow-03-order-lines');

  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/orderEntry\/orderTracking$/, { timeout: 30_000 });
  const submitted = page.locator('.ant-message-notice', { hasText: '提交成功' });
  await expect(submitted).toBeVisible();
  const dealerOrderNo = /D0001\d{10}/.exec((await submitted.textContent()) ?? '')?.[0] as string;
  expect(dealerOrderNo).toBeTruthy();

  const [summary] = (
    await apiGet<{ items: { id: number; amount: string; orderWarehouseCode?: string }[] }>(
      page,
      `/api/v1/dealer-orders?dealerOrderNo=${dealerOrderNo}`,
    )
  ).items;
  const order = await apiGet<{
    id: number;
    amount: string;
    orderWarehouseCode: string;
    status: number;
    lines: { partCode: string; qty: number; price: string; amount: string }[];
  }>(page, `/api/v1/dealer-orders/${summary.id}`);
  expect(order.orderWarehouseCode).toBe('W01');
  expect(order.status).toBe(3);
  expect(order.lines.map((l) => [l.partCode, l.qty])).toEqual([
    [OIL_FILTER, OIL_FILTER_QTY],
    [SPARK_PLUG, SPARK_PLUG_QTY],
  ]);
  const creditSubmitted = await apiGet<Credit>(page, '/api/v1/credit');
  expect(creditSubmitted.submittedNotSettledAmount).toBe(
    money(cents(creditBefore.submittedNotSettledAmount) + cents(order.amount)),
  );
  // the order list's credit labels show the reservation
  await expect(page.getByTestId('credit-submittedNotSettledAmount')).toContainText(
    shown(creditSubmitted.submittedNotSettledAmount),
    { timeout: 30_000 },
  );

  await page.goto('/orderStatusQuery/index');
  const statusRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(statusRow).toContainText('可释放（已提交）');
  await expect(statusRow).toContainText('北京配送中心');
  await screenshot(page, 'main-flow-04-order-submitted');
  await signOut(page);

  // ---- warehouse W01: release
  await signIn(page, 'wh');
  await expectDashboard(page);
  await expect(page.getByTestId('warehouse-switch')).toContainText('北京配送中心');
  await page.goto('/warehouse/release');
  const releaseRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await releaseRow.getByRole('checkbox').check();
  await page.getByTestId('toolbar-release').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定释放选中的 1 个订单？');
  // the release's own answer, so that a refused or failed release names its reason here
  const released = page.waitForResponse((r) => r.url().endsWith('/api/v1/warehouse/releases'));
  await okButton(page).click();
  const releaseAnswer = await released;
  expect(releaseAnswer.status(), await releaseAnswer.text()).toBe(200);
  const results = page.getByTestId('release-results');
  await expect(results.locator('.ant-table-row', { hasText: dealerOrderNo })).toContainText('已释放', {
    timeout: 30_000,
  });
  await screenshot(page, 'main-flow-05-released');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();

  // pick bill: created from the released order, printed, confirmed
  await page.goto('/warehouse/pickBill');
  await page.getByRole('tab', { name: '待拣货订单', exact: true }).click();
  const pickRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await pickRow.getByRole('checkbox').check();
  await page.getByTestId('toolbar-add').locator('visible=true').click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText(OIL_FILTER, { timeout: 30_000 });
  await expect(drawer).toContainText(SPARK_PLUG);
  await expect(drawer).toContainText('待拣货');
  const pickBillNo = /PK\d{12}/.exec((await drawer.locator('.ant-drawer-title').textContent()) ?? '')?.[0];
  expect(pickBillNo).toBeTruthy();
  await screenshot(page, 'main-flow-06-pick-bill');

  await drawer.getByRole('button', { name: '打印拣货单' }).click();
  await expect(page.locator('.ant-modal:visible')).toContainText('打印份数');
  const pdfResponse = page.waitForResponse((r) => /\/pick-bills\/\d+\/print/.test(r.url()));
  const pdfDownload = page.waitForEvent('download');
  await okButton(page).click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pickList = await pdfDownload;
  expect(pickList.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pickList.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await drawer.getByRole('button', { name: '拣货确认' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: '拣货已确认' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(drawer).toContainText('已确认');
  await screenshot(page, 'main-flow-07-picked');
  await page.locator('.ant-drawer:visible .ant-drawer-close').click();

  // boxing: everything of the order in one box
  await page.goto('/warehouse/boxing');
  const boxRow = await searchList(page, 'pickBillNo', pickBillNo as string);
  // the "to box" list has its export, as the boxes list
  await expect(page.getByTestId('toolbar-export').locator('visible=true')).toBeVisible();
  await boxRow.getByRole('button', { name: '装箱' }).click();
  const boxing = page.locator('.ant-modal:visible');
  await expect(boxing).toContainText(dealerOrderNo, { timeout: 30_000 });
  await expect(boxing).toContainText('第1箱');
  await screenshot(page, 'main-flow-08-boxing');
  await boxing.getByRole('button', { name: '确认装箱' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: '已装箱' })).toBeVisible({ timeout: 30_000 });

  // ship bill for the order's box
  await page.goto('/warehouse/shipBill');
  const shipRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(shipRow).toContainText('已装箱');
  await shipRow.getByRole('checkbox').check();
  await page.getByTestId('toolbar-add').locator('visible=true').click();
  const shipDialog = page.locator('.ant-modal:visible');
  await expect(shipDialog).toContainText(
    `订单 ${dealerOrderNo}：1 箱，共 ${OIL_FILTER_QTY + SPARK_PLUG_QTY} 件`,
  );
  await shipDialog.locator('#carrier').fill('顺丰速运');
  await okButton(page).click();
  await expect(
    page.locator('.ant-message-notice', { hasText: `已生成发运单 ${dealerOrderNo}A` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: '发运单', exact: true }).click();
  await expect(
    page.locator('.spm-table:visible .ant-table-row', { hasText: `${dealerOrderNo}A` }),
  ).toContainText('顺丰速运', { timeout: 30_000 });
  await screenshot(page, 'main-flow-09-shipped');
  await signOut(page);

  // ---- dealer: the delivery, a short receipt with a remark
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const creditShipped = await apiGet<Credit>(page, '/api/v1/credit');
  const deliveries = await apiGet<{ items: { shipBillNo: string; amount: string }[] }>(
    page,
    `/api/v1/deliveries?dealerOrderNo=${dealerOrderNo}`,
  );
  const shipped = deliveries.items.find((d) => d.shipBillNo === `${dealerOrderNo}A`);
  expect(shipped?.amount).toBe(order.amount);
  const shippedAmount = cents(shipped?.amount ?? '0');
  // shipping settles the order: it leaves submitted-not-settled and is charged to the balance
  expect(creditShipped.submittedNotSettledAmount).toBe(
    money(cents(creditSubmitted.submittedNotSettledAmount) - shippedAmount),
  );
  expect(creditShipped.availableBalance).toBe(money(cents(creditSubmitted.availableBalance) - shippedAmount));

  await page.goto('/confirmDelivery/index');
  const deliveryRow = await searchList(page, 'dealerOrderNo', dealerOrderNo, `${dealerOrderNo}A`);
  await expect(deliveryRow).toContainText('未确认');
  await expect(deliveryRow).toContainText('北京配送中心');
  await screenshot(page, 'main-flow-10-delivery');
  await deliveryRow.getByRole('button', { name: '确认收货' }).click();
  const receipt = page.locator('.ant-modal:visible');
  await expect(receipt).toContainText(SPARK_PLUG);
  const received = receipt.getByLabel(`收货数量 ${SPARK_PLUG}`);
  await expect(received).toHaveValue(String(SPARK_PLUG_QTY));
  await received.fill(String(SPARK_PLUG_QTY - 1));
  await expect(receipt.getByLabel(`备注 ${SPARK_PLUG}`)).toHaveAttribute('placeholder', '数量不一致时必填');
  await receipt.getByRole('button', { name: '确认收货' }).click();
  await expect(receipt).toContainText('收货数量与可收货数量不一致时须填写备注');
  await screenshot(page, 'main-flow-11-remark-required');
  await receipt.getByLabel(`备注 ${SPARK_PLUG}`).fill('外包装破损，少收1件');
  await receipt.getByRole('button', { name: '确认收货' }).click();
  // an irreversible step: the confirmation states the short qty
  const confirmReceipt = page.locator('.ant-modal-confirm');
  await expect(confirmReceipt).toContainText(/本次实收 \d+ 件，短少 1 件/);
  await screenshot(page, 'main-flow-11b-confirm-short-receipt');
  await confirmReceipt.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.locator('.ant-message-notice', { hasText: '收货已确认' })).toBeVisible({
    timeout: 30_000,
  });

  await page.locator('#search_status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已确认' }).click();
  const confirmedRow = await searchList(page, 'dealerOrderNo', dealerOrderNo, `${dealerOrderNo}A`);
  await expect(confirmedRow).toContainText('已确认');
  await confirmedRow.getByRole('button', { name: '查看' }).click();
  const deliveryLines = page.locator('.ant-modal:visible .ant-table-row');
  await expect(deliveryLines.filter({ hasText: SPARK_PLUG })).toContainText('外包装破损，少收1件');
  await expect(deliveryLines.filter({ hasText: SPARK_PLUG }).locator('td').nth(4)).toHaveText(
    String(SPARK_PLUG_QTY - 1),
  );
  await expect(deliveryLines.filter({ hasText: OIL_FILTER }).locator('td').nth(4)).toHaveText(
    String(OIL_FILTER_QTY),
  );
  await screenshot(page, 'main-flow-12-receipt-confirmed');
  await page.locator('.ant-modal:visible .ant-modal-close').click();

  // the order: shipped in full, received
  await page.goto('/orderStatusQuery/index');
  const doneRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(doneRow).toContainText('已完成（实际收货）');
  await doneRow.getByTestId('open-order').click();
  const detail = page.locator('.ant-drawer:visible');
  await expect(detail.getByTestId('order-header')).toContainText(dealerOrderNo);
  const lineOf = (partCode: string) => detail.locator('.ant-table-row', { hasText: partCode }).locator('td');
  // columns: #, part code, name, qty, sent, unsent
  await expect(lineOf(OIL_FILTER).nth(3)).toHaveText(String(OIL_FILTER_QTY));
  await expect(lineOf(OIL_FILTER).nth(4)).toHaveText(String(OIL_FILTER_QTY));
  await expect(lineOf(OIL_FILTER).nth(5)).toHaveText('0');
  await expect(lineOf(SPARK_PLUG).nth(4)).toHaveText(String(SPARK_PLUG_QTY));
  await expect(lineOf(SPARK_PLUG).nth(5)).toHaveText('0');
  await screenshot(page, 'main-flow-13-order-finished');
  await page.locator('.ant-drawer:visible .ant-drawer-close').click();

  // credit labels on the order entry page: the shipped amount left submitted-not-settled
  const creditAfter = await apiGet<Credit>(page, '/api/v1/credit');
  expect(creditAfter).toEqual(creditShipped);
  await page.goto('/orderEntry/orderEntryDetail');
  await expect(page.getByTestId('credit-submittedNotSettledAmount')).toContainText(
    shown(creditAfter.submittedNotSettledAmount),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('credit-availableBalance')).toContainText(
    shown(creditAfter.availableBalance),
  );
  await expect(page.getByTestId('credit-remainingSubmittableAmount')).toContainText(
    shown(creditAfter.remainingSubmittableAmount),
  );
  await screenshot(page, 'main-flow-14-credit');

  // ---- the same in English
  await switchLanguage(page, 'en-US');
  await page.goto('/confirmDelivery/index');
  const table = page.locator('.spm-table');
  for (const title of ['Ship bill no', 'Order no', 'Sending warehouse', 'Delivery qty', 'Received qty'])
    await expect(table.locator('th', { hasText: title }).first()).toBeVisible({ timeout: 30_000 });
  const enRow = page.locator('.spm-table .ant-table-row', { hasText: `${dealerOrderNo}A` });
  await expect(enRow).toContainText('Confirmed', { timeout: 30_000 });
  await expect(enRow).toContainText('Beijing PDC');
  await screenshot(page, 'main-flow-15-delivery-en');

  await page.goto('/orderStatusQuery/index');
  const enOrder = page.locator('.spm-table .ant-table-row', { hasText: dealerOrderNo });
  await expect(enOrder).toContainText('Received', { timeout: 30_000 });
  await enOrder.getByTestId('open-order').click();
  for (const title of ['Order qty', 'Send qty', 'Unsent qty'])
    await expect(detail.locator('th', { hasText: title }).first()).toBeVisible({ timeout: 30_000 });
  await expect(detail).toContainText('Oil filter');
  await expect(detail.locator('.ant-table-row', { hasText: SPARK_PLUG })).toContainText('Spark plug');
  await screenshot(page, 'main-flow-16-order-en');
});
