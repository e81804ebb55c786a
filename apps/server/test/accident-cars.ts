import { expect } from 'vitest';
import type { Client } from './client';
import type { TestApp } from './helpers';
import { postMultipart } from './multipart';
import { expectClientRefused } from './refusals';
import { exceljsXlsx, multipartFile } from './xlsx';

/** The first demo vehicle (register: 沪A10234, LAV15). */
export const ACCIDENT_VIN = 'LSVAU218XN2183294';
export const ACCIDENT_PLATE = '沪A10234';

/** Header row of the settlement contract sheet (zh). */
const HEADER = [
  '维修合同号',
  '结算单号',
  '经销商编号',
  '经销商名称',
  '2S店编号',
  '2S店名称',
  'VIN码',
  '结算时间',
  '明细类型',
  '工时/备件编号',
  '工时/备件名称',
  '数量/工时数',
  '单价',
  '折扣率',
  '费用',
];

/**
 * Imports one settlement contract of `dealerCode` on `vin` settled at `settledAt` (business time,
 * `yyyy-MM-dd HH:mm`) with one labour line (800.00) and one part line (2 × 5000.00, 10 % off) as
 * `token`; answers the import's JSON answer.
 */
export async function importSettlement(
  t: TestApp,
  token: string,
  contractNo: string,
  settledAt: string,
  dealerCode = 'D0001',
  vin = ACCIDENT_VIN,
) {
  const head = [contractNo, `JS${contractNo}`, dealerCode, null, 'S2-01', '二级站', vin, settledAt];
  const file = await exceljsXlsx([
    HEADER,
    [...head, '工时', 'GS01', '钣金', 4, 200, 0, 800],
    [...head, '备件', 'BJ01', '前保险杠', 2, 5000, 0.1, 9000],
  ]);
  const upload = multipartFile(file, 'settlements.xlsx');
  return (await postMultipart(t, token, '/api/v1/settlement-contracts/import', upload)).json();
}

/** The id of the settlement contract `contractNo` as `dealer` lists it. */
export async function settlementId(dealer: Client, contractNo: string): Promise<number> {
  const res = await dealer.get(`/api/v1/settlement-contracts?contractNo=${contractNo}`);
  expect(res.body.data.items, JSON.stringify(res.body)).toHaveLength(1);
  return res.body.data.items[0].id;
}

/** `expectClientRefused` (both languages), and when `field` is given a field error naming it. */
export async function refused(
  t: TestApp,
  token: string,
  request: Parameters<typeof expectClientRefused>[2],
  status: number,
  code: string,
  field?: string,
) {
  const body = await expectClientRefused(t, token, request, status, code);
  if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
  return body;
}

/** One file of each kind's minimum count, as `{ kind, name, content }`. */
export async function completeAttachmentFiles(
  kinds: readonly { key: string; types: readonly string[]; min: number }[],
  png: Buffer,
  pdf: Buffer,
) {
  const xlsx = await exceljsXlsx([
    ['项目', '金额'],
    ['钣金', 800],
  ]);
  return kinds.flatMap((k) =>
    Array.from({ length: k.min }, (_, i) => {
      const type = k.types.includes('xlsx') ? 'xlsx' : k.types.includes('png') ? 'png' : 'pdf';
      const content = type === 'xlsx' ? xlsx : type === 'pdf' ? pdf : png;
      return { kind: k.key, name: `${k.key}-${i + 1}.${type}`, content };
    }),
  );
}

/** Uploads one subsidy attachment of `kind` as `token`; answers the raw response. */
export async function uploadSubsidyFile(
  t: TestApp,
  token: string,
  kind: string,
  name: string,
  content: Buffer,
) {
  const upload = multipartFile(content, name);
  return postMultipart(t, token, `/api/v1/subsidy-applications/attachments?kind=${kind}`, upload);
}

/**
 * Enters an accident car order of `ACCIDENT_VIN` from warehouse W01 as `dealer`, `order` added to the
 * body (lines, plate, settlement contract); expects 200 and answers the order as the API gives it.
 */
export async function enterAccidentOrder(dealer: Client, order: Record<string, unknown>) {
  const res = await dealer.post('/api/v1/accident-car-orders', {
    orderWarehouseCode: 'W01',
    vin: ACCIDENT_VIN,
    ...order,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
