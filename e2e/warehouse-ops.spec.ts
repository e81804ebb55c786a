import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenOf } from './api';
import { confirmOk, expectDashboard, screenshot, signIn, signOut } from './helpers';

/** On-hand pieces of a part in a warehouse, through the stock API. */
async function onHand(request: APIRequestContext, token: string, partCode: string, warehouseCode: string) {
  const res = await request.get(
    `/api/v1/stock?keyword=${partCode}&warehouseCode=${warehouseCode}&pageSize=5`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const items = (await res.json()).data.items as { partCode: string; onHandQty: number }[];
  return items.find((i) => i.partCode === partCode)?.onHandQty ?? 0;
}

/** A W01 part that `wh` (刘洋) is responsible for, with at least 10 pieces available. */
async function partOfWh(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const stock = (
    await (await request.get('/api/v1/stock?warehouseCode=W01&pageSize=100', { headers })).json()
  ).data.items as { partCode: string; availableQty: number }[];
  for (const s of stock.filter((i) => i.availableQty >= 10)) {
    const part = (await (await request.get(`/api/v1/parts/${s.partCode}`, { headers })).json()).data;
    if (part?.responsiblePerson === '刘洋') return s.partCode;
  }
  throw new Error('no W01 part of 刘洋 with stock');
}

const tomorrow = () => {
  const d = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
  return d.toISOString().slice(0, 10);
};

/**
 * Warehouse operations in Chinese (issue 16): W01 requests a transfer to W02, audits and ships it; W02
 * receives it one box short with a remark, passes the packaging audit and puts it away; a count plan at
 * W02 finds one piece missing, and the adjustment it raises is audited. Stock is checked through the
 * API at every step.
 */
test('transfer W01 → W02 received short, counted at W02, difference adjusted', async ({ page, request }) => {
  test.setTimeout(240_000);
  const hq = await tokenOf(request, 'hq');
  const whToken = await tokenOf(request, 'wh');
  const partCode = await partOfWh(request, whToken);
  const w01 = await onHand(request, hq, partCode, 'W01');
  const w02 = await onHand(request, hq, partCode, 'W02');

  // ---- W01: request, audit, ship
  await signIn(page, 'wh');
  await expectDashboard(page);
  await page.goto('/warehouseOps/transfers');
  await expect(page.getByTestId('toolbar-add')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const dialog = page.locator('.ant-modal:visible');
  await expect(async () => {
    await page.getByTestId('toolbar-add').click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.locator('#transfer_toWarehouseCode').click();
  await page.locator('.ant-select-item-option', { hasText: 'W02' }).first().click();
  await dialog.getByTestId('line-part-0').fill(partCode);
  await dialog.getByTestId('line-qty-0').fill('10');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  const row = page.locator('.ant-table-row', { hasText: '未审核' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'warehouse-ops-transfers-zh');
  await row.getByTestId('transfer-approve').click();
  await confirmOk(page);
  const audited = page.locator('.ant-table-row', { hasText: '已审核' }).first();
  await expect(audited).toBeVisible({ timeout: 30_000 });
  await audited.getByTestId('transfer-ship').click();
  await confirmOk(page);
  await expect(page.locator('.ant-table-row', { hasText: '已发运' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => onHand(request, hq, partCode, 'W01')).toBe(w01 - 10);
  await signOut(page);

  // ---- W02: receive one short with a remark, packaging audit, put away
  await signIn(page, 'wh2');
  await expectDashboard(page);
  await page.goto('/warehouseOps/receipts');
  const pending = page.locator('.ant-table-row', { hasText: '待收货' }).first();
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await pending.getByTestId('receipt-receive').click();
  const receive = page.locator('.ant-modal:visible');
  const day = tomorrow().replaceAll('-', '');
  await receive.locator('#receive_containerNo').fill(`TR${day}01`);
  await receive.getByTestId('received-qty-0').fill('9');
  await receive.getByTestId('received-remark-0').fill('短少一箱');
  await screenshot(page, 'warehouse-ops-receive-zh');
  await receive.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  const received = page.locator('.ant-table-row', { hasText: '已收货' }).first();
  await expect(received).toBeVisible({ timeout: 30_000 });
  await received.getByTestId('receipt-audit').click();
  await confirmOk(page);
  await page.locator('.ant-table-row', { hasText: '已收货' }).first().getByTestId('receipt-put-away').click();
  const put = page.locator('.ant-modal:visible');
  await put.locator('#putAway_storageCode').fill('Y-01');
  await put.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  await expect(page.locator('.ant-table-row', { hasText: '已上架' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => onHand(request, hq, partCode, 'W02')).toBe(w02 + 9);

  // ---- W02: count plan, freeze, count one less on the phone page, close, audit the adjustment
  await page.goto('/warehouseOps/countPlans');
  await page.waitForLoadState('networkidle');
  const plan = page.locator('.ant-modal:visible');
  await expect(async () => {
    await page.getByTestId('toolbar-add').click();
    await expect(plan).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // type the date and leave with Tab, which keeps it and closes the picker's pop-up over the next
  // field (Enter would submit the dialog before the locations and parts are in)
  const executionDate = plan.locator('#countPlan_executionDate');
  await executionDate.click();
  await executionDate.fill(tomorrow());
  await executionDate.press('Tab');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(executionDate).toHaveValue(tomorrow());
  await plan.locator('#countPlan_storageCodes').click();
  await plan.locator('#countPlan_storageCodes').fill('Y-01');
  await plan.locator('#countPlan_partCodes').fill(partCode);
  await screenshot(page, 'warehouse-ops-count-plan-zh');
  await plan.getByRole('button', { name: /保\s*存/ }).click();
  const planned = page.locator('.ant-table-row', { hasText: '已计划' }).first();
  await expect(planned).toBeVisible({ timeout: 30_000 });
  // one line: the part at Y-01, none counted yet
  await expect(planned.locator('td').nth(4)).toHaveText('1');
  await expect(planned.locator('td').nth(5)).toHaveText('0');
  await planned.getByTestId('plan-freeze').click();
  await confirmOk(page);
  const frozen = page.locator('.ant-table-row', { hasText: '已冻结' }).first();
  await expect(frozen).toBeVisible({ timeout: 30_000 });
  await frozen.getByTestId('plan-count').click();
  await page.setViewportSize({ width: 390, height: 844 });
  const counting = page.getByTestId('counting-page');
  await expect(counting).toBeVisible({ timeout: 30_000 });
  await counting.getByTestId('count-scan').fill(`Y-01 ${partCode}`);
  await counting.getByTestId('count-scan').press('Enter');
  // the book qty of Y-01 is the nine pieces put away there; one is missing
  await expect(counting).toContainText('账面 9 / 实盘 -');
  await counting.getByTestId('count-qty').fill('8');
  await counting.getByTestId('count-save').click();
  await expect(counting).toContainText('账面 9 / 实盘 8', { timeout: 30_000 });
  await screenshot(page, 'warehouse-ops-counting-390-zh');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/warehouseOps/countPlans');
  const counted = page.locator('.ant-table-row', { hasText: '已冻结' }).first();
  await expect(counted.locator('td').nth(5)).toHaveText('1', { timeout: 30_000 });
  await counted.getByTestId('plan-close').click();
  await confirmOk(page);
  await expect(page.locator('.ant-table-row', { hasText: '已关闭' }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await onHand(request, hq, partCode, 'W02')).toBe(w02 + 9);

  await page.goto('/warehouseOps/adjustments');
  const adjustment = page.locator('.ant-table-row', { hasText: '未审核' }).first();
  await expect(adjustment).toBeVisible({ timeout: 30_000 });
  await adjustment.getByTestId('adjustment-approve').click();
  const audit = page.locator('.ant-modal:visible');
  await expect(audit.getByTestId('adjustment-lines')).toContainText(partCode, { timeout: 30_000 });
  await audit.getByTestId('audit-opinion').fill('盘亏一件，同意调整');
  await audit.getByRole('button', { name: /审核通过/ }).click();
  await confirmOk(page);
  await expect(page.locator('.ant-table-row', { hasText: '已审核' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => onHand(request, hq, partCode, 'W02')).toBe(w02 + 8);
  expect(await onHand(request, hq, partCode, 'W01')).toBe(w01 - 10);
  await screenshot(page, 'warehouse-ops-adjustments-zh');
});

/** Pieces of a part per location of a warehouse, through the stock API. */
async function byLocation(
  request: APIRequestContext,
  token: string,
  partCode: string,
  warehouseCode: string,
) {
  const res = await request.get(`/api/v1/stock/${partCode}/locations?warehouseCode=${warehouseCode}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await res.json()).data as { storageCode: string; onHandQty: number; availableQty: number }[];
  return new Map(items.map((i) => [i.storageCode, i]));
}

/** A free storage code under `Y-01` (a sub storage of every demo warehouse) of W01, e.g. `Y-01-37`. */
async function freeLocation(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(
    '/api/v1/warehouse/locations?warehouseCode=W01&storageCode=Y-01&pageSize=500',
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const codes = new Set(
    ((await res.json()).data.items as { storageCode: string }[]).map((l) => l.storageCode),
  );
  expect(codes.has('Y-01')).toBe(true);
  for (let n = 37; n <= 99; n++) if (!codes.has(`Y-01-${n}`)) return `Y-01-${n}`;
  throw new Error('no free storage code under Y-01 in W01');
}

/** Picks `text` in the open antd select dropdown. */
async function pick(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

/**
 * Storage locations and a stock adjustment by hand, in Chinese: W01 adds a location with a capacity,
 * moves two pieces into it from where the part lies (confirmed), requests an adjustment of one piece
 * less there and approves it with an opinion. Stock by location is checked through the API.
 */
test('location added, pieces moved into it, adjustment requested and approved', async ({ page, request }) => {
  test.setTimeout(180_000);
  const whToken = await tokenOf(request, 'wh');
  const partCode = await partOfWh(request, whToken);
  const before = await byLocation(request, whToken, partCode, 'W01');
  const source = [...before.values()].find((l) => l.availableQty >= 2);
  if (!source) throw new Error(`no W01 location of ${partCode} with 2 pieces available`);
  const target = await freeLocation(request, whToken);

  await signIn(page, 'wh');
  await expectDashboard(page);
  await page.goto('/warehouseOps/locations');
  await expect(page.getByTestId('toolbar-add')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const dialog = page.locator('.ant-modal:visible');
  await expect(async () => {
    await page.getByTestId('toolbar-add').click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // a code off the storage norm is refused in the form, in Chinese
  await dialog.locator('#location_storageCode').fill('A-1');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await dialog.locator('#location_storageCode').fill(target);
  await dialog.locator('#location_storageType').click();
  await pick(page, '副库位');
  await dialog.locator('#location_capacity').fill('50');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  // move two pieces from the part's location into the new one
  await page.getByTestId('toolbar-edit').click();
  const move = page.locator('.ant-modal:visible');
  await expect(move).toBeVisible();
  await move.locator('#move_partCode').fill(partCode);
  await move.locator('#move_fromStorageCode').fill(source.storageCode);
  await move.locator('#move_toStorageCode').fill(target);
  // the target's type, pieces held and capacity show under it once found
  await expect(move).toContainText('副库位', { timeout: 10_000 });
  await move.locator('#move_qty').fill('2');
  await screenshot(page, 'warehouse-locations-move');
  await move.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-modal-confirm-content')).toContainText(target);
  await confirmOk(page);
  await expect(move).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await byLocation(request, whToken, partCode, 'W01')).get(target)?.onHandQty)
    .toBe(2);
  expect((await byLocation(request, whToken, partCode, 'W01')).get(source.storageCode)?.onHandQty).toBe(
    source.onHandQty - 2,
  );

  // an adjustment of one piece less at the new location, requested and approved
  await page.goto('/warehouseOps/adjustments');
  await expect(page.getByTestId('toolbar-add')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('toolbar-add').click();
  const entry = page.locator('.ant-modal:visible');
  await expect(entry).toBeVisible();
  await entry.locator('#adjustment_partCode').fill(partCode);
  await entry.locator('#adjustment_storageCode').fill(target);
  await entry.locator('#adjustment_qtyDelta').fill('-1');
  await entry.locator('#adjustment_reason').fill('移库后复核短少一件');
  await screenshot(page, 'warehouse-adjustment-entry');
  await entry.getByRole('button', { name: /保\s*存/ }).click();
  await confirmOk(page);
  await expect(entry).toHaveCount(0, { timeout: 30_000 });
  const requested = page.locator('.ant-table-row', { hasText: '移库后复核短少一件' }).first();
  await expect(requested).toContainText('未审核', { timeout: 30_000 });
  expect((await byLocation(request, whToken, partCode, 'W01')).get(target)?.onHandQty).toBe(2);
  await requested.getByTestId('adjustment-approve').click();
  const audit = page.locator('.ant-modal:visible');
  await expect(audit.getByTestId('adjustment-lines')).toContainText(target, { timeout: 30_000 });
  await audit.getByTestId('audit-opinion').fill('同意');
  await audit.getByRole('button', { name: /审核通过/ }).click();
  await confirmOk(page);
  await expect(page.locator('.ant-table-row', { hasText: '移库后复核短少一件' }).first()).toContainText(
    '已审核',
    { timeout: 30_000 },
  );
  await expect
    .poll(async () => (await byLocation(request, whToken, partCode, 'W01')).get(target)?.onHandQty)
    .toBe(1);
});
