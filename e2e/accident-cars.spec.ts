import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, expectDashboard, screenshot, signIn, signOut } from './helpers';

const ORDER_LIST = '/accidentCarOrderInquiry/accidentCarOrderInquiryList';
const SUBSIDY_LIST = '/accidentCarSubsidyApplyQuery/list';
const VIN = 'LSVAU218XN2183294';
const PLATE = '沪A10234';
const CONTRACT = 'WX-D0001-001';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The kinds and minimum counts of spec §5, with the type each test file takes. */
const KINDS: [string, number, 'xlsx' | 'png' | 'pdf'][] = [
  ['labourCost', 1, 'xlsx'],
  ['scenePhoto', 2, 'png'],
  ['signedStatement', 1, 'pdf'],
  ['statementExcel', 1, 'xlsx'],
  ['damagePhoto', 6, 'png'],
  ['vinPhoto', 1, 'png'],
  ['licencePhoto', 1, 'png'],
  ['accidentCertificate', 1, 'pdf'],
  ['insurancePolicy', 1, 'pdf'],
  ['lossAgreement', 1, 'pdf'],
  ['insurerClaimList', 1, 'pdf'],
  ['repairInvoice', 1, 'png'],
];
const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  pdf: 'application/pdf',
};

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('工时').addRow(['钣金', 800]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The files of one kind (its minimum count). */
async function filesOf(kind: string) {
  const [, count, type] = KINDS.find((k) => k[0] === kind) as (typeof KINDS)[number];
  const buffer = type === 'xlsx' ? await xlsx() : type === 'pdf' ? PDF : PNG;
  return Array.from({ length: count }, (_, i) => ({
    name: `${kind}-${i + 1}.${type}`,
    mimeType: MIME[type],
    buffer,
  }));
}

async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

async function api(page: Page, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: await res.json() };
}

/** A submitted dealer order of D0001 with one brake pad line, through the API: its order no. */
async function submittedOrder(page: Page, dealer: string): Promise<string> {
  const stock = await api(page, dealer, 'GET', '/api/v1/stock?warehouseCode=W01&pageSize=200');
  // an orderable part that is no oil, fluid or maintenance kit (those may not become accident orders)
  const part = stock.body.data.items.find(
    (p: { orderable: boolean; nameZh: string }) => p.orderable && !/油|液|保养/.test(p.nameZh),
  );
  const qty = part.minPackageQty * part.unitSalesQty;
  const created = await api(page, dealer, 'POST', '/api/v1/dealer-orders', {
    orderType: 'Normal',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
    lines: [{ partCode: part.partCode, qty }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const submitted = await api(page, dealer, 'POST', `/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data.dealerOrderNo as string;
}

/** Picks a row of a select dialog (search, click the row, OK). */
async function pickFrom(page: Page, testId: string, keyword: string) {
  const dialog = page.locator('.ant-modal:visible').last();
  const search = dialog.locator('.ant-input-search input');
  await search.fill(keyword);
  await search.press('Enter');
  await dialog.locator('.ant-table-row', { hasText: keyword }).first().click();
  await page.getByTestId(`${testId}-ok`).click();
}

/** Uploads the files of `kind` on the subsidy page and waits until they are listed. */
async function upload(page: Page, kind: string) {
  const files = await filesOf(kind);
  await page
    .getByTestId('subsidy-attachments')
    .locator(`tr[data-row-key="${kind}"] input[type=file]`)
    .setInputFiles(files);
  await expect(page.getByTestId(`files-${kind}`).getByTestId('subsidy-file')).toHaveCount(files.length, {
    timeout: 30_000,
  });
}

/** An approver opens the application from "pending for me" and decides with an opinion. */
async function decide(page: Page, user: string, applicationNo: string, decision: 'approve' | 'reject') {
  await signOut(page);
  await signIn(page, user);
  await expectDashboard(page);
  await page.goto(SUBSIDY_LIST);
  await page.getByTestId('pending-for-me').click();
  await page.getByTestId('subsidy-link').filter({ hasText: applicationNo }).click();
  await page.getByTestId(`subsidy-${decision}`).click();
  await page.getByTestId('vor-opinion').fill(decision === 'approve' ? '同意' : '附件不清晰，请补充');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: decision === 'approve' ? /审\s*批/ : /驳\s*回/ })
    .click();
  await expect(page.getByTestId('history-entry').last()).toContainText(
    decision === 'approve' ? '同意' : '附件不清晰',
  );
}

test('事故车：订单转换、结算合同、补贴申请缺附件被拒、四级审批通过；两次驳回后不能再提交', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'dealer');
  await expectDashboard(page);
  const dealer = await tokenOf(page, 'dealer');
  const orderNo = await submittedOrder(page, dealer);

  // convert the order from its row of the order status query, picking the settlement contract
  await page.goto('/orderStatusQuery/index');
  const convert = page.locator('.ant-table-row', { hasText: orderNo }).getByTestId('convert-to-accident');
  await expect(convert).toBeEnabled();
  await convert.click();
  await expect(page.locator('#convert_dealerOrderNo')).toHaveValue(orderNo);
  await page.getByTestId('pick-settlement').click();
  await pickFrom(page, 'settlement-select', CONTRACT);
  await expect(page.locator('#convert_vin')).toHaveValue(VIN);
  await page.locator('#convert_plateNo').fill(PLATE);
  await screenshot(page, 'accident-cars-convert-zh');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: /转\s*换/ })
    .click();
  // the accident car order opens
  await expect(page).toHaveURL(/accidentCarOrderInquiryDetail\?id=\d+/, { timeout: 20_000 });
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await page.goto(ORDER_LIST);
  await expect(page.getByTestId('accident-order-link').filter({ hasText: orderNo })).toBeVisible();
  await expect(page.getByTestId('toolbar-export')).toBeVisible();
  await screenshot(page, 'accident-cars-orders-zh');

  // the subsidy application: settlement, order, figures, attachments without two kinds
  await page.goto(SUBSIDY_LIST);
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('pick-settlement').click();
  await pickFrom(page, 'settlement-select', CONTRACT);
  await expect(page.locator('#subsidy_plateNo')).toHaveValue(PLATE);
  await page.getByTestId('pick-order').click();
  await pickFrom(page, 'order-select', orderNo);
  await page.locator('#subsidy_reportMonth').fill('2026-11');
  await page.locator('#subsidy_lossDeterminationDate').fill('2026-11-10');
  await page.locator('#subsidy_lossAmount').fill('25000');
  await page.locator('#subsidy_policyAmount').fill('100000');
  await page.locator('#subsidy_deduction').fill('200');
  for (const [kind] of KINDS) if (kind !== 'vinPhoto' && kind !== 'repairInvoice') await upload(page, kind);
  await page.getByTestId('subsidy-submit').click();
  const problems = page.getByTestId('subsidy-problems');
  await expect(problems).toContainText('VIN码照片', { timeout: 20_000 });
  await expect(problems).toContainText('维修发票');
  await expect(page).toHaveURL(/edit\?id=\d+/);
  await screenshot(page, 'accident-subsidy-refused-zh');
  await upload(page, 'vinPhoto');
  await upload(page, 'repairInvoice');
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByTestId('subsidy-submit').click();
  await expect(page).toHaveURL(new RegExp(`${SUBSIDY_LIST}$`), { timeout: 20_000 });
  const applicationNo = (await api(page, dealer, 'GET', `/api/v1/subsidy-applications/${id}`)).body.data
    .applicationNo as string;

  // four levels in turn, each signed in as its own demo user
  for (const user of ['area-manager', 'parts-manager', 'fixprice', 'finance']) {
    await decide(page, user, applicationNo, 'approve');
  }
  await expect(page.getByTestId('subsidy-edit')).toContainText('审核通过');
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  await screenshot(page, 'accident-subsidy-passed-zh');
  expect((await api(page, dealer, 'GET', `/api/v1/subsidy-applications/${id}`)).body.data.status).toBe(11);

  // a second application: rejected by the area manager, resubmitted, rejected by the parts manager
  const first = (await api(page, dealer, 'GET', `/api/v1/subsidy-applications/${id}`)).body.data;
  const attachments: { id: number; kind: string }[] = [];
  for (const [kind] of KINDS) {
    for (const file of await filesOf(kind)) {
      const res = await page.request.post(`/api/v1/subsidy-applications/attachments?kind=${kind}`, {
        headers: { authorization: `Bearer ${dealer}` },
        multipart: { file },
      });
      expect(res.status()).toBe(200);
      attachments.push({ id: (await res.json()).data.id, kind });
    }
  }
  const body = {
    settlementContractId: first.settlementContractId,
    accidentOrderId: first.accidentOrderId,
    materialNumber: first.materialNumber,
    reportMonth: first.reportMonth,
    plateNo: first.plateNo,
    vin: first.vin,
    licenceRegistrationDate: first.licenceRegistrationDate,
    lossDeterminationDate: first.lossDeterminationDate,
    lossAmount: first.lossAmount,
    policyAmount: first.policyAmount,
    attachments,
  };
  const second = await api(page, dealer, 'POST', '/api/v1/subsidy-applications', body);
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  const secondId = second.body.data.id as number;
  await api(page, dealer, 'POST', `/api/v1/subsidy-applications/${secondId}/submit`, {
    version: second.body.data.version,
  });
  await decide(page, 'area-manager', second.body.data.applicationNo, 'reject');
  let v = (await api(page, dealer, 'GET', `/api/v1/subsidy-applications/${secondId}`)).body.data.version;
  v = (await api(page, dealer, 'POST', `/api/v1/subsidy-applications/${secondId}/submit`, { version: v }))
    .body.data.version;
  const am = await tokenOf(page, 'area-manager');
  await api(page, am, 'POST', `/api/v1/subsidy-applications/${secondId}/approve`, { version: v });
  await decide(page, 'parts-manager', second.body.data.applicationNo, 'reject');

  await signOut(page);
  await signIn(page, 'dealer');
  await expectDashboard(page);
  await page.goto(`/accidentCarSubsidyApplyQuery/edit?id=${secondId}`);
  await expect(page.getByTestId('subsidy-edit')).toContainText('配件经理驳回');
  await page.getByTestId('subsidy-submit').click();
  await expect(page.getByTestId('subsidy-problems')).toContainText('驳回 2 次', { timeout: 20_000 });
  await screenshot(page, 'accident-subsidy-blocked-zh');
  expect((await api(page, dealer, 'GET', `/api/v1/subsidy-applications/${secondId}`)).body.data.status).toBe(
    4,
  );
});
