import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { multipartFile, readXlsx } from '../../../../test/xlsx';
import { parts } from '../parts.tables';

/** Uploads an import file as multipart field `file`; answers the raw response. */
export function uploadFile(
  t: TestApp,
  token: string,
  url: string,
  buffer: Buffer,
  language?: string,
  fileName = 'import.xlsx',
) {
  const { payload, headers } = multipartFile(buffer, fileName);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...t.auth(token), ...(language ? { 'accept-language': language } : {}) },
  });
}

/** Downloads a file (attachment or export) and reads every worksheet. */
export async function downloadWorkbook(t: TestApp, token: string, url: string, language?: string) {
  const res = await t.app.inject({
    url,
    headers: { ...t.auth(token), ...(language ? { 'accept-language': language } : {}) },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return { res, sheets: await readXlsx(res.rawPayload) };
}

/** The feedback file of a failed import answer, its data rows keyed by original row number → error text. */
export async function feedbackErrors(
  t: TestApp,
  token: string,
  feedbackFileId: number,
): Promise<Map<number, string>> {
  const { sheets } = await downloadWorkbook(t, token, `/api/v1/attachments/${feedbackFileId}/download`);
  const [data] = [...sheets.values()];
  const header = data[0] as string[];
  const errorCol = header.length - 1;
  const out = new Map<number, string>();
  for (const row of data.slice(1)) if (row?.[errorCol]) out.set(Number(row[0]), String(row[errorCol]));
  return out;
}

/** A stored part row (for before/after comparisons). */
export async function partRow(t: TestApp, partCode: string) {
  const [row] = await t.ctx.db.select().from(parts).where(eq(parts.partCode, partCode));
  return row;
}
