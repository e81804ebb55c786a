import { PassThrough, type Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectingStream, twoColumnSheet } from '../../../test/xlsx';
import { readRows } from './reader';
import { addDataSheet, sheetDrained, workbookWriter, writeExportRow } from './writer';

const sheet = twoColumnSheet({
  key: 'writer-test',
  button: 'export',
  buttonZh: '导出',
  buttonEn: 'Export',
  titleZh: '写出测试',
  titleEn: 'Writer test',
});

const ZH = { language: 'zh-CN', businessTz: 'Asia/Shanghai' } as const;
const TOTAL = 20_000;
const nameOf = (i: number) => `前制动盘总成（左）加强型${(i * 7919).toString(36)}-${i}号配件`;

/** Bytes of the worksheet's XML handed to the zip and not yet taken by it. */
function pendingXml(worksheet: unknown): number {
  const sink = (worksheet as { stream: { pipes: { _writableState: { length: number } }[] } }).stream.pipes[0];
  return sink._writableState.length;
}

/** Writes TOTAL rows into a workbook read as it comes; answers the file and the most XML left pending. */
async function writeAll(drain: boolean) {
  const { out, written } = collectingStream();
  const workbook = workbookWriter(out);
  const worksheet = addDataSheet(workbook, sheet, 'zh-CN');
  let mostPending = 0;
  for (let i = 0; i < TOTAL; i++) {
    writeExportRow(worksheet, sheet, { no: i, nameZh: nameOf(i) }, ZH);
    if (drain) await sheetDrained(worksheet, out);
    else if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    mostPending = Math.max(mostPending, pendingXml(worksheet));
  }
  worksheet.commit();
  await workbook.commit();
  return { file: await written(), mostPending };
}

/** Resolves once `count()` has not moved for 200 ms (at most 20 s). */
async function stalled(count: () => number) {
  for (let last = -1, i = 0; i < 100 && count() !== last; i++) {
    last = count();
    await sleep(200);
  }
}

// 2 × 20,000 rows written and read back, and a wait of up to 20 s for full buffers: slow on a busy machine
describe('streamed export rows', { timeout: 30_000 }, () => {
  it('leave at most a buffer of XML waiting for the zip, where unchecked they piled up, and all arrive', async () => {
    const unchecked = await writeAll(false);
    const drained = await writeAll(true);
    expect(unchecked.mostPending).toBeGreaterThan(1024 * 1024);
    expect(drained.mostPending).toBeLessThan(128 * 1024);
    const rows: unknown[][] = [];
    for await (const row of readRows(drained.file, sheet, 'zh-CN', 100_000)) rows.push(row.cells);
    expect(rows).toHaveLength(TOTAL);
    expect(rows[TOTAL - 1]).toEqual([TOTAL - 1, nameOf(TOTAL - 1)]);
  });

  it('stop waiting when the output is closed, so a cancelled download ends its writer', async () => {
    const out: Writable = new PassThrough(); // never read: the zip's buffers fill, then the writer waits
    const workbook = workbookWriter(out);
    const worksheet = addDataSheet(workbook, sheet, 'zh-CN');
    let written = 0;
    const writing = (async () => {
      while (!out.destroyed) {
        writeExportRow(worksheet, sheet, { no: written, nameZh: nameOf(written) }, ZH);
        written++;
        await sheetDrained(worksheet, out);
      }
    })();
    await stalled(() => written);
    const waitingAt = written;
    out.destroy();
    await writing;
    expect(written).toBe(waitingAt);
  });
});
