import { expect, type Page, test } from '@playwright/test';
import { accessToken, expectDashboard, screenshot, signIn, signOut } from './helpers';

/** A call through the API with the browser's token; answers status, code and the envelope's `data`. */
async function api(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}`, 'accept-language': 'zh-CN' },
    ...(body ? { data: body } : {}),
  });
  const json = await res.json();
  return { status: res.status(), code: json.code as string | undefined, data: json.data };
}

/**
 * The vehicle register in Chinese, then the major claim and BOD paths through the API with the signed-in
 * browsers' tokens: head office registers and approves a major claim on a registered VIN, the dealer
 * orders against it (the order carries the major claim no) and is refused above the approved qty; the
 * dealer applies for a BOD order, head office approves, the dealer orders it with the BOD flag.
 */
test('vehicle register; major claim and BOD application approved by head office and ordered', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'hq');
  await expectDashboard(page);
  await page.goto('/vehicleRegister/index');
  const rows = page.locator('.spm-table:visible .ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'vehicles-01-register');
  const vehicles = (await api(page, 'GET', '/api/v1/vehicles?newEnergy=false&pageSize=1')).data.items;
  const vin = vehicles[0].vin as string;
  await page.locator('#search_keyword:visible').fill(vin);
  await page.getByTestId('search-button').locator('visible=true').click();
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await expect(rows.first()).toContainText(vin);

  const partCode = (await api(page, 'GET', '/api/v1/parts?pageSize=1')).data.items[0].partCode as string;
  const majorClaimNo = `MC-E2E-${Date.now() % 1_000_000}`;
  const made = await api(page, 'POST', '/api/v1/major-claims', {
    majorClaimNo,
    dealerCode: 'D0001',
    vin,
    lines: [{ partCode, approvedQty: 2 }],
  });
  expect(made.status, JSON.stringify(made)).toBe(200);
  const approved = await api(page, 'POST', `/api/v1/major-claims/${made.data.id}/approve`, {
    version: made.data.version,
    opinion: '同意',
  });
  expect(approved.data.status).toBe(1);
  await signOut(page);

  await signIn(page, 'dealer');
  await expectDashboard(page);
  const ordered = await api(page, 'POST', `/api/v1/major-claims/${made.data.id}/orders`, {
    lines: [{ partCode, qty: 2 }],
  });
  expect(ordered.status, JSON.stringify(ordered)).toBe(200);
  expect(ordered.data.dealerOrderNo).toMatch(/^D0001/);
  const over = await api(page, 'POST', `/api/v1/major-claims/${made.data.id}/orders`, {
    lines: [{ partCode, qty: 1 }],
  });
  expect([over.status, over.code]).toEqual([422, 'MAJOR_CLAIM_QTY_EXCEEDS_APPROVED']);

  const bod = await api(page, 'POST', '/api/v1/bod-applications', {
    partType: '车身件',
    partCode,
    qty: 1,
    vin,
    contact: '张伟',
    telephone: '13900139000',
  });
  expect(bod.status, JSON.stringify(bod)).toBe(200);
  const sent = await api(page, 'POST', `/api/v1/bod-applications/${bod.data.id}/submit`, {
    version: bod.data.version,
  });
  expect(sent.data.status).toBe(1);
  await signOut(page);

  await signIn(page, 'hq');
  await expectDashboard(page);
  const ok = await api(page, 'POST', `/api/v1/bod-applications/${bod.data.id}/approve`, {
    version: sent.data.version,
    opinion: '同意',
  });
  expect(ok.data.status).toBe(2);
  await signOut(page);

  await signIn(page, 'dealer');
  await expectDashboard(page);
  const placed = await api(page, 'POST', `/api/v1/bod-applications/${bod.data.id}/order`, {
    version: ok.data.version,
  });
  expect(placed.data).toMatchObject({ status: 4 });
  expect(placed.data.dealerOrderNo).toMatch(/^D0001/);
  expect(placed.data.history.map((h: { action: string }) => h.action)).toEqual([
    'submit',
    'approve',
    'order',
  ]);
});
