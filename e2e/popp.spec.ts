import { expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  DEMO_PASSWORD,
  expectDashboard,
  screenshot,
  signIn,
  signOut,
  switchLanguage,
} from './helpers';

const ENTRY = '/pOPPManagement/pOPPEntry';
const QUERY = '/pOPPManagement/pOPPSingleQuery';

interface Quota {
  taskVolume: string;
  usedAmount: string;
  remainingAmount: string;
}

/** A call through the API with a bearer token; answers status and the envelope. */
async function api(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: await res.json() };
}

/** Signs a user in through the token endpoint (for the warehouse's part of the flow). */
async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

/** The row of the POPP list holding `poppNo`. */
const rowOf = (page: Page, poppNo: string) =>
  page.locator('.spm-table:visible .ant-table-row', { hasText: poppNo });

/** OK of the confirm dialog or modal in front. */
const okButton = (page: Page) =>
  page
    .locator('.ant-modal:visible')
    .last()
    .locator('.ant-modal-footer, .ant-modal-confirm-btns')
    .getByRole('button', { name: /^(确\s*定|OK|审\s*批|驳\s*回|Approve|Reject)$/ });

/** Runs a row action of the POPP (with its confirmation) and waits until the API shows `status`. */
async function rowStep(page: Page, id: number, poppNo: string, testId: string, status: number) {
  if (!page.url().endsWith(QUERY)) await page.goto(QUERY);
  await rowOf(page, poppNo).getByTestId(testId).click({ timeout: 30_000 });
  // a click that lands while the dialog still opens is lost: click until the dialog is gone
  await expect(async () => {
    if (await okButton(page).isVisible()) await okButton(page).click({ timeout: 3_000 });
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const token = await accessToken(page);
  await expect
    .poll(async () => (await api(page, token, 'GET', `/api/v1/popp/${id}`)).body.data.status, {
      timeout: 30_000,
    })
    .toBe(status);
  await expect(rowOf(page, poppNo).locator(`[data-status="${status}"]`)).toBeVisible({ timeout: 15_000 });
}

/**
 * POPP in Chinese (spec §2 POPP query and entry, §4, §8): the dealer (a configured dealer type) enters
 * a regular POPP with the quota figures in view and submits it; a second submit is refused ("contact
 * the POPP commissioner"); the POPP specialist approves it with an opinion and confirms it back to the
 * warehouse; the warehouse ships its order; the dealer confirms the delivery and the POPP's receipt;
 * the specialist closes it. The remaining quota is checked through the API at every step. A dealer of
 * another type (`dealer3`) sees no POPP menu and gets 404 from the POPP API.
 */
test('dealer enters and submits a POPP within its quota; it is audited, shipped, received and closed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'dealer');
  await expectDashboard(page);
  // a token of its own for the API checks: signing out of the browser revokes the browser's
  const dealer = await tokenOf(page, 'dealer');
  const quota = async () =>
    (await api(page, dealer, 'GET', '/api/v1/popp-quotas/current')).body.data as Quota;
  const start = await quota();
  const demo = await api(page, dealer, 'GET', '/api/v1/popp?status=0&poppType=regular');
  const sample = await api(page, dealer, 'GET', `/api/v1/popp/${demo.body.data.items[0].id}`);
  const partCode = sample.body.data.lines[0].partCode as string;

  await expect(page.locator('.spm-sider').getByText('POPP管理')).toBeVisible();
  await page.goto(QUERY);
  await page.getByTestId('toolbar-add').click();
  await expect(page).toHaveURL(new RegExp(`${ENTRY}$`));
  await expect(page.getByTestId('popp-quota-remaining')).toContainText(start.remainingAmount.split('.')[1]);
  await page.locator('#popp_warehouseCode').click();
  await page.locator('.ant-select-item-option', { hasText: 'W01' }).first().click();
  await page.locator('#popp_submitter').fill('李明');
  await page.locator('#popp_submitterTel').fill('13800001111');
  await page.locator('#popp_lines_0_partCode').fill(partCode);
  await page.locator('#popp_lines_0_applyQty').fill('3');
  await screenshot(page, 'popp-entry-zh');
  await page.getByTestId('popp-save').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const saved = (await api(page, dealer, 'GET', `/api/v1/popp/${id}`)).body.data;
  expect(saved).toMatchObject({ status: 0, poppType: 'regular' });
  await expect(page.getByTestId('popp-quota')).toContainText(saved.amount.split('.')[0]);
  await page.getByTestId('popp-save-submit').click();
  await expect(page).toHaveURL(new RegExp(`${QUERY}$`));
  const poppNo = saved.poppNo as string;
  await expect(rowOf(page, poppNo).locator('[data-status="1"]')).toBeVisible();
  const remaining = (await quota()).remainingAmount;
  expect(Number(remaining)).toBeCloseTo(Number(start.remainingAmount) - Number(saved.amount), 2);

  // a second submit: refused, contact the POPP commissioner
  const current = (await api(page, dealer, 'GET', `/api/v1/popp/${id}`)).body.data;
  const again = await api(page, dealer, 'POST', `/api/v1/popp/${id}/submit`, { version: current.version });
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('POPP_SUBMIT_LIMIT_EXCEEDED');
  expect(again.body.message).toContain('POPP专员');
  expect((await quota()).remainingAmount).toBe(remaining);
  await signOut(page);

  // the POPP specialist audits with an opinion and confirms it back to the warehouse
  await signIn(page, 'popp');
  await expectDashboard(page);
  await page.goto(QUERY);
  await rowOf(page, poppNo).getByTestId('popp-approve').click();
  await page.getByTestId('vor-opinion').fill('同意，按计划发货');
  await okButton(page).click();
  await expect(rowOf(page, poppNo).locator('[data-status="2"]')).toBeVisible();
  await rowStep(page, id, poppNo, 'popp-confirm', 3);
  await rowOf(page, poppNo).getByTestId('popp-no').click();
  await expect(page.getByTestId('history-entry')).toHaveCount(3);
  await screenshot(page, 'popp-detail-zh');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history-entry')).toHaveCount(0);
  await signOut(page);
  expect((await quota()).remainingAmount).toBe(remaining);

  // the warehouse releases, picks, boxes and ships the POPP's order
  const wh = await tokenOf(page, 'wh');
  const popp = (await api(page, dealer, 'GET', `/api/v1/popp/${id}`)).body.data;
  const orders = await api(page, dealer, 'GET', `/api/v1/dealer-orders?dealerOrderNo=${popp.dealerOrderNo}`);
  const orderId = orders.body.data.items[0].id as number;
  expect(
    (await api(page, wh, 'POST', '/api/v1/warehouse/releases', { dealerOrderIds: [orderId] })).body.data[0]
      .ok,
  ).toBe(true);
  const pick = await api(page, wh, 'POST', '/api/v1/warehouse/pick-bills', { dealerOrderIds: [orderId] });
  const picked = await api(page, wh, 'POST', `/api/v1/warehouse/pick-bills/${pick.body.data.id}/confirm`, {
    lines: [],
  });
  const boxes = await api(page, wh, 'POST', '/api/v1/warehouse/ship-boxes', {
    pickBillId: pick.body.data.id,
    boxes: [
      {
        lines: picked.body.data.lines.map((l: { id: number; pickedQty: number }) => ({
          pickBillLineId: l.id,
          qty: l.pickedQty,
        })),
      },
    ],
  });
  const shipped = await api(page, wh, 'POST', '/api/v1/warehouse/ship-bills', {
    boxIds: boxes.body.data.boxes.map((b: { id: number }) => b.id),
  });
  expect(shipped.status).toBe(200);

  // the dealer confirms the delivery, then the POPP's receipt
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const deliveries = await api(page, dealer, 'GET', '/api/v1/deliveries?status=unconfirmed');
  const delivery = deliveries.body.data.items.find((d: { id: number }) => d.id === shipped.body.data.id);
  const confirmed = await api(page, dealer, 'POST', `/api/v1/deliveries/${delivery.id}/confirm`, {
    receiveDate: delivery.shipDate,
    lines: delivery.lines.map((l: { id: number; shippedQty: number }) => ({
      id: l.id,
      receivedQty: l.shippedQty,
    })),
  });
  expect(confirmed.status).toBe(200);
  await rowStep(page, id, poppNo, 'popp-receive', 4);
  await signOut(page);
  expect((await quota()).remainingAmount).toBe(remaining);

  // the specialist closes it
  await signIn(page, 'popp');
  await expectDashboard(page);
  await rowStep(page, id, poppNo, 'popp-close', 5);
  await screenshot(page, 'popp-query-zh');
  await switchLanguage(page, 'en-US');
  await expect(page.locator('.spm-sider').getByText('POPP management')).toBeVisible();
  await screenshot(page, 'popp-query-en');
  await switchLanguage(page, 'zh-CN');
  await signOut(page);
  expect((await quota()).remainingAmount).toBe(remaining);

  // a dealer of a type not configured for POPP: no menu, 404 from the API
  await signIn(page, 'dealer3');
  await expectDashboard(page);
  await expect(page.locator('.spm-sider').getByText('通知公告')).toBeVisible();
  await expect(page.locator('.spm-sider').getByText('POPP管理')).toHaveCount(0);
  const other = await accessToken(page);
  expect((await api(page, other, 'GET', '/api/v1/popp')).status).toBe(404);
  expect((await api(page, other, 'GET', `/api/v1/popp/${id}`)).status).toBe(404);
});
