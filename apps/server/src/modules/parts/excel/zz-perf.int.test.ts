import fs from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { uploadFile } from './excel-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXCEL_SYNC_MAX_BYTES: String(50 * 1024 * 1024) });
});
afterAll(() => t.close());
it('perf', async () => {
  const hq = await t.login('hq');
  const file = fs.readFileSync('/tmp/shots-excel/parts-v3.xlsx');
  const t0 = Date.now();
  const res = await uploadFile(t, hq, '/api/v1/parts/imports/parts-master', file);
  const d = res.json().data;
  console.log(
    'PERF',
    Date.now() - t0,
    d.status,
    d.total,
    d.inserted,
    d.updated,
    d.failed,
    JSON.stringify(d.errors.slice(0, 3)),
  );
}, 600000);
