import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ApiClient } from '../lib/api';
import { dataOf } from '../lib/api';
import { type BenchContext, figure, type Scenario } from '../lib/scenario';
import { type RunningServer, rssSampler } from '../lib/server';
import type { Figure } from '../lib/stats';
import { round } from '../lib/stats';

const NAME = 'parts-excel';
/** Part-code prefix of the generated parts (first segment); the export filters on it. */
export const PREFIX = '9BNCH';

interface ImportAnswer {
  jobId?: string;
  status: 'succeeded' | 'failed' | 'queued';
  total: number;
  inserted: number;
  updated: number;
  failed: number;
  errors?: { row: number; column: string; message: string }[];
}

/** The parts master template (header row and example row) as downloaded from the template centre. */
export async function template(
  admin: ApiClient,
): Promise<{ sheetName: string; header: unknown[]; example: unknown[] }> {
  const list = dataOf(await admin.get<{ key: string }[]>('/api/v1/templates'), 'templates');
  const key = list.find((t) => t.key === 'partsMaster')?.key ?? list.find((t) => /parts/i.test(t.key))?.key;
  if (!key) throw new Error('parts master template not found');
  const res = await admin.get(`/api/v1/templates/${key}/download`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  return { sheetName: ws.name, header: values(1), example: values(2) };
}

/**
 * Writes an .xlsx of `rows` parts in the template's layout with exceljs' streaming writer: the
 * example row (enum cells as codes) with part code `9BNCH-<n>-00-B0`, names numbered, no new part
 * code. Answers its path.
 */
export async function writeFile(tpl: Awaited<ReturnType<typeof template>>, rows: number): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spm-bench-')), `parts-${rows}.xlsx`);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const ws = wb.addWorksheet(tpl.sheetName);
  ws.addRow(tpl.header).commit();
  const col = (...names: string[]) => tpl.header.findIndex((h) => names.includes(String(h)));
  const [code, zh, en, newCode] = [
    col('配件编号', 'Part code'),
    col('中文名称', 'Chinese name'),
    col('英文名称', 'English name'),
    col('新件号', 'New part code'),
  ];
  // Enum cells as their code alone ("CUR 正常" → "CUR"): the importer accepts either form.
  const example = tpl.example.map((v) =>
    typeof v === 'string' ? (/^([A-Z0-9_]+) \S/.exec(v)?.[1] ?? v) : v,
  );
  for (let n = 1; n <= rows; n++) {
    const row = [...example];
    row[code] = `${PREFIX}-${String(n).padStart(6, '0')}-00-B0`;
    row[zh] = `基准件${n}号`;
    row[en] = `Benchmark part ${n}`;
    if (newCode >= 0) row[newCode] = null;
    ws.addRow(row).commit();
  }
  ws.commit();
  await wb.commit();
  return file;
}

async function waitJob(admin: ApiClient, jobId: string): Promise<ImportAnswer> {
  for (;;) {
    const job = dataOf(
      await admin.get<{ status: string; result: ImportAnswer | null; error: { code: string } | null }>(
        `/api/v1/jobs/${jobId}`,
      ),
      'job',
    );
    if (job.status === 'succeeded' && job.result) return job.result;
    if (job.status === 'failed')
      return (
        job.result ?? {
          status: 'failed',
          total: 0,
          inserted: 0,
          updated: 0,
          failed: -1,
          errors: [{ row: 0, column: '', message: job.error?.code ?? 'failed' }],
        }
      );
    await new Promise((r) => setTimeout(r, 500));
  }
}

const one = (seconds: number, errors: number) => ({
  connections: 1,
  requests: 1,
  p50Ms: round(seconds * 1000),
  p95Ms: round(seconds * 1000),
  p99Ms: round(seconds * 1000),
  rps: 0,
  errors,
  non2xx: errors,
});

/**
 * The parts export of the generated rows (`GET /api/v1/parts/export?keyword=9BNCH`, streamed and read
 * to its end): seconds, rows/s, the server's peak RSS meanwhile (VmRSS every 100 ms), the file size and
 * the server's lifetime high-water mark. Target: peak RSS ≤ 300 MB (PostgreSQL), ≤ 400 MB (PGlite).
 */
export async function exportFigure(
  server: RunningServer,
  admin: ApiClient,
  ctx: BenchContext,
): Promise<Figure> {
  const rss = rssSampler(server);
  const start = performance.now();
  const exp = await fetch(`${server.baseUrl}/api/v1/parts/export?keyword=${PREFIX}`, {
    headers: admin.headers,
  });
  let size = 0;
  if (exp.body) for await (const chunk of exp.body) size += (chunk as Uint8Array).length;
  const seconds = (performance.now() - start) / 1000;
  const peak = rss.stop();
  const ok = exp.status === 200;
  const result = figure(NAME, `export ${PREFIX}* parts`, 'job', one(seconds, ok ? 0 : 1), {
    seconds: round(seconds),
    rowsPerS: round(ctx.excelRows / seconds),
    peakRssMb: peak,
    fileMb: round(size / 1048576),
    hwmMb: server.memory().hwmMb,
  });
  const limit = ctx.db === 'pg' ? 300 : 400;
  result.target = { text: `peak RSS ≤ ${limit} MB`, met: ok && peak <= limit };
  return result;
}

/**
 * Parts master import of `ctx.excelRows` rows (issue: 100,000) through `POST
 * /api/v1/parts/imports/parts-master` (polling the background job), then the parts export of the same
 * rows (`GET /api/v1/parts/export?keyword=9BNCH`, streamed). Reports seconds, rows/s, the server's peak
 * RSS during each (MB, VmRSS sampled every 100 ms) and the file sizes. Target: import ≤ 60 s, RSS ≤ 500 MB.
 */
export const partsExcelScenario: Scenario = {
  name: NAME,
  description: 'parts import and export of 100,000 rows',
  async prepare() {
    return {
      baseline: [],
      async run({ server, users, ctx }) {
        const out: Figure[] = [];
        const tpl = await template(users.admin);
        const t0 = performance.now();
        const file = await writeFile(tpl, ctx.excelRows);
        const genS = (performance.now() - t0) / 1000;
        const bytes = fs.statSync(file).size;
        const form = new FormData();
        form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
        const rss = rssSampler(server);
        const start = performance.now();
        const res = await users.admin.send<ImportAnswer>('/api/v1/parts/imports/parts-master', {
          method: 'POST',
          body: form,
        });
        let answer = res.body?.data;
        if (res.httpStatus === 200 && answer?.status === 'queued' && answer.jobId)
          answer = await waitJob(users.admin, answer.jobId);
        const seconds = (performance.now() - start) / 1000;
        const peak = rss.stop();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
        const okImport = res.httpStatus === 200 && answer?.status === 'succeeded';
        if (!okImport)
          process.stderr.write(
            `import answer: HTTP ${res.httpStatus} ${JSON.stringify(answer ?? res.raw.toString('utf8').slice(0, 500)).slice(0, 800)}\n`,
          );
        const imp = figure(NAME, `import ${ctx.excelRows} parts`, 'job', one(seconds, okImport ? 0 : 1), {
          seconds: round(seconds),
          rowsPerS: round(ctx.excelRows / seconds),
          peakRssMb: peak,
          fileMb: round(bytes / 1048576),
          generateS: round(genS),
          inserted: answer?.inserted ?? 0,
          updated: answer?.updated ?? 0,
          failedRows: answer?.failed ?? 0,
        });
        imp.target = { text: '≤ 60 s, peak RSS ≤ 500 MB', met: okImport && seconds <= 60 && peak <= 500 };
        out.push(imp);

        out.push(await exportFigure(server, users.admin, ctx));
        return out;
      },
    };
  },
};
