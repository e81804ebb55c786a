import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenOf } from './api';
import { confirmOk, expectDashboard, screenshot, signIn, signOut } from './helpers';

/** The brake pad of supplier S001 seeded 6 pieces at W01 with reorder point 40, used by this spec only. */
const PART = '09001-PUR1-00-A0';
const QTY = 20;

/** GET through the API as `token`; answers the envelope's `data`. */
async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/** On-hand pieces of the part at W01 (stock API). */
async function onHand(request: APIRequestContext, token: string): Promise<number> {
  const page = await get<{ items: { partCode: string; onHandQty: number }[] }>(
    request,
    token,
    `/api/v1/stock?keyword=${PART}&warehouseCode=W01&pageSize=5`,
  );
  return page.items.find((i) => i.partCode === PART)?.onHandQty ?? 0;
}

/** The part's open-PO figure at W01: ordered − received on the lines of its open purchase orders. */
async function openPo(request: APIRequestContext, token: string): Promise<number> {
  const list = await get<{ items: { id: number; status: number }[] }>(
    request,
    token,
    `/api/v1/purchase-orders?partCode=${PART}&warehouseCode=W01&pageSize=100`,
  );
  let open = 0;
  for (const po of list.items.filter((o) => o.status <= 3)) {
    const detail = await get<{ lines: { partCode: string; openQty: number }[] }>(
      request,
      token,
      `/api/v1/purchase-orders/${po.id}`,
    );
    open += detail.lines.filter((l) => l.partCode === PART).reduce((s, l) => s + l.openQty, 0);
  }
  return open;
}

/** Today in Asia/Shanghai as YYYYMMDD (a container number carries a real date). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Purchasing in Chinese (issue 17 "Done when"): the proposal suggests a PO for a part below its
 * reorder point; the buyer creates and places it; the supplier confirms it in the portal and ships it
 * with a two-box shipping notice; W01 scans both box labels at receipt, audits the packaging and puts
 * it away. Stock on hand, the stock ledger and the part's open-PO figure agree through the API.
 */
test('proposal → PO placed → supplier confirms and ships → W01 scans labels → stock, ledger, open PO agree', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const buyerToken = await tokenOf(request, 'buyer');
  const whToken = await tokenOf(request, 'wh');
  const stockBefore = await onHand(request, whToken);
  const openBefore = await openPo(request, buyerToken);

  // ---- buyer: the proposal suggests the part, a PO is made from it and placed
  await signIn(page, 'buyer');
  await expectDashboard(page);
  await page.goto('/purchasing/proposal');
  await expect(page.getByTestId('proposal-warehouse')).toContainText('W01', { timeout: 30_000 });
  const keyword = page.getByTestId('proposal-keyword').locator('input');
  await keyword.fill(PART);
  await keyword.press('Enter');
  const suggestion = page.locator('.ant-table-row', { hasText: PART });
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'purchasing-proposal-zh');
  await suggestion.getByTestId('proposal-qty').fill(String(QTY));
  await suggestion.getByTestId('proposal-create').click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/purchasing\/orders\?poNo=/, { timeout: 30_000 });
  const poNo = new URL(page.url()).searchParams.get('poNo') ?? '';
  const draft = page.locator('.ant-table-row', { hasText: poNo });
  await expect(draft).toContainText('草稿', { timeout: 30_000 });
  await draft.getByTestId('po-place').click();
  await confirmOk(page);
  await expect(draft).toContainText('已下达', { timeout: 30_000 });
  expect(await openPo(request, buyerToken)).toBe(openBefore + QTY);
  await draft.getByTestId('po-open').click();
  await expect(page.locator('.ant-drawer-body:visible')).toContainText(PART);
  await screenshot(page, 'purchasing-order-detail-zh');
  await page.keyboard.press('Escape');
  await screenshot(page, 'purchasing-orders-zh');
  await signOut(page);

  // ---- supplier: confirms with the promised date, ships in two boxes of 10
  await signIn(page, 'supplier');
  await expectDashboard(page);
  await page.goto(`/supplier/purchaseOrders?poNo=${poNo}`);
  const placed = page.locator('.ant-table-row', { hasText: poNo });
  await expect(placed).toContainText('已下达', { timeout: 30_000 });
  await placed.getByTestId('supplier-po-confirm').click();
  const confirmDialog = page.locator('.ant-modal:visible');
  await expect(confirmDialog.getByTestId('po-confirm-dialog')).toContainText(PART);
  await confirmDialog.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  await expect(placed).toContainText('已确认', { timeout: 30_000 });
  await placed.getByTestId('supplier-po-ship').click();
  const asnDialog = page.locator('.ant-modal:visible');
  await expect(asnDialog.getByTestId('ship-qty-0')).toHaveValue(String(QTY));
  await asnDialog.getByTestId('ship-boxes-0').fill('10, 10');
  await screenshot(page, 'purchasing-ship-zh');
  await asnDialog.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/supplier\/shippingNotices\?asnNo=/, { timeout: 30_000 });
  const asnNo = new URL(page.url()).searchParams.get('asnNo') ?? '';
  const notice = page.locator('.ant-table-row', { hasText: asnNo });
  await expect(notice).toContainText('已发货', { timeout: 30_000 });
  await notice.getByTestId('asn-open').click();
  const labels = page.locator('.ant-drawer-body:visible').getByTestId('asn-label');
  await expect(labels).toHaveCount(2);
  const boxLabels = (await labels.allInnerTexts()).map((l) => l.trim());
  await screenshot(page, 'purchasing-asn-zh');
  await page.keyboard.press('Escape');
  await signOut(page);

  // ---- W01: finds the receipt by the shipping notice no, scans both labels, receives, puts away
  await signIn(page, 'wh');
  await expectDashboard(page);
  await page.goto('/warehouseOps/asnReceiving');
  const lookup = page.getByTestId('asn-lookup').locator('input');
  await lookup.fill(asnNo);
  await lookup.press('Enter');
  const scanBox = page.getByTestId('asn-scan');
  await expect(scanBox).toBeVisible({ timeout: 30_000 });
  for (const label of boxLabels) {
    await scanBox.fill(label);
    await scanBox.press('Enter');
  }
  await expect(page.getByTestId('asn-receiving')).toContainText('全部配件已扫描', { timeout: 30_000 });
  const receiptNo = boxLabels[0].split('/')[0];
  await page
    .getByTestId('asn-container-no')
    .fill(`PU${today()}${String(10 + Math.floor(Math.random() * 90))}`);
  await screenshot(page, 'purchasing-receiving-zh');
  await page.getByTestId('asn-receive').click();
  await confirmOk(page);
  await expect(page.getByTestId('asn-receiving')).toContainText(`收货单 ${receiptNo} 已收货`, {
    timeout: 30_000,
  });
  await page.goto(`/warehouseOps/receipts?receiptNo=${receiptNo}`);
  const received = page.locator('.ant-table-row', { hasText: receiptNo });
  await expect(received).toContainText('已收货', { timeout: 30_000 });
  await received.getByTestId('receipt-audit').click();
  await confirmOk(page);
  await received.getByTestId('receipt-put-away').click();
  const put = page.locator('.ant-modal:visible');
  await put.locator('#putAway_storageCode').fill('Y-01');
  await put.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  await expect(received).toContainText('已上架', { timeout: 30_000 });

  // ---- stock, ledger and the open-PO figure agree
  await expect.poll(() => onHand(request, whToken)).toBe(stockBefore + QTY);
  const ledger = await get<{
    items: { movementType: string; onHandDelta: number; documentNo: string | null }[];
  }>(request, whToken, `/api/v1/stock/${PART}/ledger?warehouseCode=W01&pageSize=20`);
  expect(ledger.items.find((r) => r.documentNo === receiptNo)).toMatchObject({
    movementType: 'receive',
    onHandDelta: QTY,
  });
  expect(await openPo(request, buyerToken)).toBe(openBefore);
  const po = await get<{ status: number; receivedQty: number }>(
    request,
    buyerToken,
    `/api/v1/purchase-orders/${(await get<{ items: { id: number }[] }>(request, buyerToken, `/api/v1/purchase-orders?poNo=${poNo}`)).items[0].id}`,
  );
  expect(po).toMatchObject({ status: 4, receivedQty: QTY });
});
