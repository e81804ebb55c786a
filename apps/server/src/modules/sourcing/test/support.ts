import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { parts } from '../../parts/parts.tables';

/** Sourcing test parts: parents (not sub-parts) and children flagged as sub-parts. */
export const SP = {
  parent: 'SRC01-00001-00-A1',
  parent2: 'SRC01-00002-00-A1',
  sub1: 'SRC02-00001-00-A1',
  sub2: 'SRC02-00002-00-A1',
  sub3: 'SRC02-00003-00-A1',
} as const;

/** Code of the n-th (1-based) bulk RFQ part. */
export const bulkPart = (n: number) => `SRC03-${String(n).padStart(5, '0')}-00-A1`;

/** Inserts the `SP` parts and `bulk` more plain parts (`bulkPart(1..bulk)`). */
export async function insertSourcingParts(t: TestApp, bulk = 0): Promise<void> {
  const base = { nameZh: '测试配件', nameEn: 'Test part', pinyinInitials: 'cspj', priceOrdinary: '10.00' };
  await t.ctx.db
    .insert(parts)
    .values([
      { ...base, partCode: SP.parent, nameZh: '发动机总成', nameEn: 'Engine assembly' },
      { ...base, partCode: SP.parent2 },
      { ...base, partCode: SP.sub1, subPart: true, nameZh: '缸盖', nameEn: 'Cylinder head' },
      { ...base, partCode: SP.sub2, subPart: true },
      { ...base, partCode: SP.sub3, subPart: true },
      ...Array.from({ length: bulk }, (_, i) => ({ ...base, partCode: bulkPart(i + 1) })),
    ]);
}

/** Expects an error answer with `status` and `code`. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
}
