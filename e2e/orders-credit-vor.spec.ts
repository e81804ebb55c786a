import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessToken, expectDashboard, screenshot, signIn, signOut } from './helpers';

/** Demo parts (apps/server/src/db/seed/demo/parts-catalogue.ts): oil filter, stocked in every warehouse. */
const OIL_FILTER = '01001-A3G1-00-A0';
/** A VIN with a valid check digit (VOR orders need one). */
const VIN = '1M8GDM9AXKP042788';
/** Enough oil filters to exceed dealer2's remaining submittable amount (3,000.00 balance, no limit). */
const LARGE_QTY = 1000;

interface Credit {
  availableBalance: string;
  remainingSubmittableAmount: string;
  submittedNotSettledAmount: string;
}

interface OrderDetail {
  id: number;
  status: number;
  dealerOrderNo: string | null;
  tempOrderNo: string;
  orderType: string;
  vin: string | null;
  amount: string;
  vorApprovalStatus: string;
  history: { action: string; opinion: string | null; actorName: string | null }[];
}

/** GET through the API with the browser's token; answers the envelope's `data`. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** Money as cents (amounts are strings with two decimals; shown amounts may carry separators). */
const cents = (money: string): bigint => BigInt(money.replace(/[^\d.-]/g, '').replace('.', ''));

/** A list page's search by one text field; answers the row holding `text`. */
async function searchList(page: Page, field: string, value: string, text = value): Promise<Locator> {
  await page.locator(`#search_${field}:visible`).fill(value);
  await page.getByTestId('search-button').locator('visible=true').click();
  const row = page.locator('.spm-table:visible .ant-table-row', { hasText: text });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}

/** Picks an option of an antd select opened by clicking `select`. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

/**
 * Credit shortfall (spec §5, docs/decisions/dealer-orders.md): dealer2 (D0002, no credit limit, balance
 * 3,000.00) submits an order above its remaining submittable amount. The screen explains the shortfall in
 * a dialog, the order stays a temporary order in the order input list and no credit is reserved.
 */
test('信用额度不足：订单提交被拒并保持暂存，不占用额度', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'dealer2');
  await expectDashboard(page);
  const creditBefore = await apiGet<Credit>(page, '/api/v1/credit');

  await page.goto(`/orderEntry/orderEntryDetail?partCode=${OIL_FILTER}`);
  await expect(page.getByTestId('order-entry')).toBeVisible();
  const lines = page.getByTestId('order-lines');
  await expect(lines).toContainText('机油滤清器', { timeout: 30_000 });
  await page.getByTestId('line-qty').first().fill(String(LARGE_QTY));
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  const total = page.getByTestId('order-total');
  // the grid re-prices the line on the server: wait for the amount of the large quantity
  await expect
    .poll(async () => cents((await total.textContent()) ?? '0'), { timeout: 30_000 })
    .toBeGreaterThan(cents(creditBefore.remainingSubmittableAmount));
  await screenshot(page, 'orders-credit-01-large-order');

  const submitAnswer = page.waitForResponse(
    (r) => /\/api\/v1\/dealer-orders\/\d+\/submit$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByTestId('submit-order').click();
  const answer = await submitAnswer;
  expect(answer.status()).toBe(200);
  const envelope = (await answer.json()) as {
    status: number;
    code: string;
    data: {
      id: number;
      status: number;
      shortfall: { orderAmount: string; remainingAmount: string; shortfallAmount: string };
    };
  };
  expect(envelope.status).toBe(501);
  expect(envelope.code).toBe('CREDIT_SHORTFALL');
  expect(envelope.data.status).toBe(0);
  const { orderAmount, remainingAmount, shortfallAmount } = envelope.data.shortfall;
  expect(remainingAmount).toBe(creditBefore.remainingSubmittableAmount);
  expect(cents(shortfallAmount)).toBe(cents(orderAmount) - cents(remainingAmount));

  // the dialog explains the shortfall and asks before any retry
  const dialog = page.locator('.ant-modal-confirm:visible');
  await expect(dialog).toContainText('信用额度不足，订单已暂存', { timeout: 30_000 });
  const explanation = dialog.getByTestId('shortfall-dialog');
  await expect(explanation).toContainText('信用额度不足');
  await expect(explanation).toContainText('订单金额');
  await expect(explanation).toContainText('剩余可提交金额');
  await expect(explanation).toContainText('不足金额');
  await expect(explanation).toContainText('订单未提交，仍为暂存状态');
  await expect(dialog.getByRole('button', { name: '重新提交' })).toBeVisible();
  await screenshot(page, 'orders-credit-02-shortfall-dialog');
  await dialog.getByRole('button', { name: '保持暂存' }).click();
  await expect(dialog).toHaveCount(0);

  // the order stayed temporary: no DealerOrderNO, still editable
  const orderId = envelope.data.id;
  await expect(page).toHaveURL(new RegExp(`/orderEntry/orderEntryDetail\\?id=${orderId}$`));
  await expect(page.locator('[data-testid="order-entry"] .ant-tag[data-status="0"]')).toHaveText(
    '未完成（暂存）',
  );
  await expect(page.getByTestId('submit-order')).toBeEnabled();
  const order = await apiGet<OrderDetail>(page, `/api/v1/dealer-orders/${orderId}`);
  expect(order.status).toBe(0);
  expect(order.dealerOrderNo).toBeNull();
  expect(order.amount).toBe(orderAmount);

  // no credit reserved
  expect(await apiGet<Credit>(page, '/api/v1/credit')).toEqual(creditBefore);

  // the order input list still holds it as a temporary order
  await page.goto('/orderEntry/orderTracking');
  const row = await searchList(page, 'tempOrderNo', order.tempOrderNo);
  await expect(row).toContainText('常规');
  await expect(row).toContainText(orderAmount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ','));
  await screenshot(page, 'orders-credit-03-still-temporary');
});

/**
 * VOR approval (spec §4, docs/decisions/dealer-orders.md): the dealer submits a VOR order for one
 * vehicle, it waits for approval; head office approves it with an opinion on the VOR approval page, and
 * the dealer then finds it can be released, with the approval in the order's approval history.
 */
test('VOR订单：经销商提交，总部审批通过，经销商查看审批履历', async ({ page }) => {
  test.setTimeout(180_000);
  const opinion = '车辆停驶，同意紧急供货';

  // ---- dealer: a VOR order with a VIN
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto(`/orderEntry/orderEntryDetail?partCode=${OIL_FILTER}`);
  await expect(page.getByTestId('order-entry')).toBeVisible();
  await expect(page.getByTestId('order-lines')).toContainText('机油滤清器', { timeout: 30_000 });
  await choose(page, page.getByTestId('order-type'), '停驶（VOR）');
  await expect(page.getByTestId('vin')).toHaveAttribute('placeholder', 'VOR订单必须输入VIN');
  await page.getByTestId('vin').fill(VIN.toLowerCase());
  await expect(page.getByTestId('vin')).toHaveValue(VIN);
  await page.getByTestId('line-qty').first().fill('2');
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  await expect(page.getByTestId('order-total')).not.toHaveText(/^\D*0\.00$/, { timeout: 30_000 });
  await screenshot(page, 'orders-vor-01-entry');

  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/orderEntry\/orderTracking$/, { timeout: 30_000 });
  const submitted = page.locator('.ant-message-notice', { hasText: '提交成功' });
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  const dealerOrderNo = /D0001\d{10}/.exec((await submitted.textContent()) ?? '')?.[0] as string;
  expect(dealerOrderNo).toBeTruthy();

  const [summary] = (
    await apiGet<{ items: { id: number }[] }>(page, `/api/v1/dealer-orders?dealerOrderNo=${dealerOrderNo}`)
  ).items;
  const pending = await apiGet<OrderDetail>(page, `/api/v1/dealer-orders/${summary.id}`);
  expect(pending.orderType).toBe('VOR');
  expect(pending.vin).toBe(VIN);
  expect(pending.status).toBe(1);
  expect(pending.vorApprovalStatus).toBe('pending');

  await page.goto('/orderStatusQuery/index');
  const waiting = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(waiting).toContainText('停驶（VOR）');
  // held for approval, not short of money: "待VOR审批" instead of the spec's "金额不足/延期"
  await expect(waiting.getByTestId('order-status-awaiting-vor')).toHaveText('待VOR审批');
  await expect(waiting).not.toContainText('金额不足');
  await screenshot(page, 'orders-vor-02-awaiting-approval');
  await signOut(page);

  // ---- head office: approve with an opinion
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/vorApproval/index');
  const approvalRow = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(approvalRow).toContainText('D0001');
  await expect(approvalRow).toContainText('待VOR审批');
  await approvalRow.getByTestId('vor-approve').click();
  const decision = page.locator('.ant-modal:visible');
  await expect(decision).toContainText(`审批通过 VOR 订单 ${dealerOrderNo}`);
  await decision.getByTestId('vor-opinion').fill(opinion);
  await screenshot(page, 'orders-vor-03-approve-dialog');
  await decision
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^审\s*批$/ })
    .click();
  await expect(page.locator('.ant-message-notice', { hasText: '已审批通过' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(decision).toHaveCount(0);
  // no longer awaiting approval
  await expect(page.locator('.spm-table:visible .ant-table-row', { hasText: dealerOrderNo })).toHaveCount(0, {
    timeout: 30_000,
  });
  await screenshot(page, 'orders-vor-04-approved');
  await signOut(page);

  // ---- dealer: can release, with the approval in the approval history
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const approved = await apiGet<OrderDetail>(page, `/api/v1/dealer-orders/${summary.id}`);
  expect(approved.status).toBe(3);
  expect(approved.vorApprovalStatus).toBe('approved');
  expect(approved.history.find((h) => h.action === 'approve')?.opinion).toBe(opinion);

  await page.goto('/orderStatusQuery/index');
  const released = await searchList(page, 'dealerOrderNo', dealerOrderNo);
  await expect(released).toContainText('可释放（已提交）');
  await expect(released).toContainText('审批通过');
  await released.getByTestId('open-order').click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByTestId('order-header')).toContainText(dealerOrderNo, { timeout: 30_000 });
  await expect(drawer.getByTestId('order-header')).toContainText(VIN);
  await drawer.getByRole('tab', { name: '审批履历' }).click();
  const entries = drawer.getByRole('tabpanel', { name: '审批履历' }).getByTestId('history-entry');
  const approval = entries.filter({ hasText: '审批通过' });
  await expect(approval).toHaveCount(1, { timeout: 30_000 });
  await expect(approval).toContainText('金额不足/延期 → 可释放（已提交）');
  await expect(approval).toContainText(`审批意见：${opinion}`);
  await expect(approval).toContainText('王建国');
  await expect(entries.filter({ hasText: /^提交/ })).toBeVisible();
  await screenshot(page, 'orders-vor-05-approval-history');
});
