import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers';
import { handBuiltXlsx } from '../../../../test/xlsx';
import { DEMO_PARTS } from '../../../db/seed/demo/parts-catalogue';
import { IMPORT_BATCH } from '../../../platform/excel/importer';
import { parts } from '../parts.tables';
import { feedbackErrors, partRow, uploadFile } from './excel-test-support';

/** The parts master import across batch edges: rows are checked and written a batch at a time. */
const IMPORT = '/api/v1/parts/imports/parts-master';
const HEADER = ['配件编号', '中文名称', '英文名称', '状态', '新件号', '普通价格', '最小库存', '最大库存'];
const code = (n: number) => `E${String(n).padStart(4, '0')}-EDGE-00-A1`;
/** Rows of `count` new parts named `prefix` + number (worksheet rows 2 … count + 1). */
const newParts = (count: number, prefix: string): (string | number | null)[][] =>
  Array.from({ length: count }, (_, i) => [
    code(i + 1),
    `${prefix}${i + 1}`,
    `Edge ${i + 1}`,
    null,
    null,
    '9.9',
  ]);

const t = useTestApp(['hq']);

const edgeParts = () =>
  t.ctx.db.select().from(parts).where(like(parts.partCode, 'E____-EDGE-%')).orderBy(parts.partCode);

describe('parts master import across batches', () => {
  it('writes nothing when a row of the second batch fails, though the first batch was valid', async () => {
    const rows = newParts(IMPORT_BATCH + 1, '边界件');
    rows[IMPORT_BATCH].splice(6, 2, 10, 5);
    const res = await uploadFile(t, t.tokens.hq, IMPORT, handBuiltXlsx([HEADER, ...rows]), 'en-US');
    expect(res.json().data).toMatchObject({ status: 'failed', total: IMPORT_BATCH + 1, failed: 1 });
    const errors = await feedbackErrors(t, t.tokens.hq, res.json().data.feedbackFileId);
    expect([...errors.keys()]).toEqual([IMPORT_BATCH + 2]);
    expect(await edgeParts()).toHaveLength(0);
  });

  it('imports every row of a file of one batch plus one row, then updates them all', async () => {
    const total = IMPORT_BATCH + 1;
    const first = await uploadFile(
      t,
      t.tokens.hq,
      IMPORT,
      handBuiltXlsx([HEADER, ...newParts(total, '边界件')]),
    );
    expect(first.json().data).toMatchObject({ status: 'succeeded', total, inserted: total, updated: 0 });
    const stored = await edgeParts();
    expect(stored).toHaveLength(total);
    expect(stored[total - 1]).toMatchObject({
      partCode: code(total),
      nameZh: `边界件${total}`,
      pinyinInitials: 'bjj',
      status: 'CUR',
      priceOrdinary: '9.90',
      priceNormal: '9.90',
      version: 0,
    });

    const again = await uploadFile(
      t,
      t.tokens.hq,
      IMPORT,
      handBuiltXlsx([HEADER, ...newParts(total, '新边界件')]),
    );
    expect(again.json().data).toMatchObject({ status: 'succeeded', inserted: 0, updated: total });
    const updated = await edgeParts();
    expect(updated.every((p, i) => p.nameZh === `新边界件${i + 1}` && p.version === 1)).toBe(true);
    expect(updated[0]).toMatchObject({ pinyinInitials: 'xbjj', nameEn: 'Edge 1' });
  });

  it('refuses a status change naming a successor that only a later row inserts, as if rows were saved one by one', async () => {
    const before = await partRow(t, DEMO_PARTS.replaced);
    const later = 'E9001-EDGE-00-A1';
    const res = await uploadFile(
      t,
      t.tokens.hq,
      IMPORT,
      handBuiltXlsx([
        HEADER,
        [DEMO_PARTS.replaced, null, null, 'ORB', later, null],
        [later, '后继件', 'Successor', null, null, '1'],
      ]),
      'en-US',
    );
    expect(res.json().data).toMatchObject({ status: 'failed', failed: 1 });
    const errors = await feedbackErrors(t, t.tokens.hq, res.json().data.feedbackFileId);
    expect(errors.get(2)).toContain(later);
    expect(await partRow(t, DEMO_PARTS.replaced)).toEqual(before);
    expect(await partRow(t, later)).toBeUndefined();
  });
});
