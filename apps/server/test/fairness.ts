import { sampleEvery as sampleAtRate } from '../../../bench/lib/sampler';
import { partsMasterSheet } from '../src/modules/parts';
import { addDataSheet, workbookWriter, writeExportRow } from '../src/platform/excel/writer';
import { collectingStream } from './xlsx';

/**
 * A parts-master workbook of `rows` new parts (codes `<prefix>-<n>-00-A1`), written with the sheet
 * definition the import reads.
 */
export async function partsWorkbook(rows: number, prefix: string): Promise<Buffer> {
  const { out, written } = collectingStream();
  const workbook = workbookWriter(out);
  const worksheet = addDataSheet(workbook, partsMasterSheet, 'zh-CN');
  for (let i = 0; i < rows; i++) {
    const record = {
      partCode: `${prefix}-${String(i).padStart(6, '0')}-00-A1`,
      nameZh: `负载测试配件${i}`,
      nameEn: `Load test part ${i}`,
      status: 'CUR',
      priceOrdinary: `${10 + (i % 90)}.50`,
    };
    writeExportRow(worksheet, partsMasterSheet, record, { language: 'zh-CN', businessTz: 'Asia/Shanghai' });
  }
  worksheet.commit();
  await workbook.commit();
  return written();
}

/** Latencies (ms) of requests started at a fixed rate, whether or not earlier ones have answered. */
export interface Sampler {
  /** Stops starting requests, waits for the outstanding ones; answers every latency and failures. */
  stop(): Promise<{ latencies: number[]; failures: number }>;
}

/** Starts `probe` every `intervalMs` (see the bench's `sampleEvery`), keeping every latency. */
export function sampleEvery(intervalMs: number, probe: () => Promise<boolean>): Sampler {
  const latencies: number[] = [];
  const running = sampleAtRate(intervalMs, probe, { record: (ms) => latencies.push(ms) });
  return { stop: async () => ({ latencies, failures: (await running.stop()).failures }) };
}

/** The `p`-th percentile (0-100) of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
