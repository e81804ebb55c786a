import fs from 'node:fs';
import path from 'node:path';
import type { ApiClient } from '../lib/api';
import { dataOf } from '../lib/api';
import { sampleEvery } from '../lib/sampler';
import { figure, type Scenario } from '../lib/scenario';
import { rssSampler } from '../lib/server';
import { type Figure, recorder, round } from '../lib/stats';
import { template, writeFile } from './parts-excel';

const NAME = 'import-fairness';
/** Other users' requests are started this often during the import, whether or not earlier ones answered. */
const INTERVAL_MS = 100;

/** Starts `probe` every INTERVAL_MS until stopped, its latencies in a recorder. */
function sampler(probe: () => Promise<boolean>) {
  const latencies = recorder();
  const running = sampleEvery(INTERVAL_MS, probe, latencies);
  return { stop: async () => ({ latencies, failures: (await running.stop()).failures }) };
}

async function waitJob(admin: ApiClient, jobId: string): Promise<string> {
  for (;;) {
    const job = dataOf(await admin.get<{ status: string }>(`/api/v1/jobs/${jobId}`), 'job');
    if (job.status === 'succeeded' || job.status === 'failed') return job.status;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Fairness under a large import (issue 21): admin imports `ctx.excelRows` parts (issue: 100,000)
 * through `POST /api/v1/parts/imports/parts-master` while `/health/ready` and a dealer's stock
 * search (`GET /api/v1/stock?keyword=04152`) are started every 100 ms until the job ends. Reports
 * p50/p95/p99 of each (target p95 < 1 s), the import's seconds and the server's peak RSS.
 */
export const importFairnessScenario: Scenario = {
  name: NAME,
  description: 'readiness and stock search while a 100,000-row import runs',
  async prepare() {
    return {
      baseline: [],
      async run({ server, users, ctx }) {
        const tpl = await template(users.admin);
        const file = await writeFile(tpl, ctx.excelRows);
        const form = new FormData();
        form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
        const rss = rssSampler(server);
        const ready = sampler(async () => (await fetch(`${server.baseUrl}/health/ready`)).status === 200);
        const search = sampler(
          async () => (await users.dealer.get('/api/v1/stock?keyword=04152')).httpStatus === 200,
        );
        const start = performance.now();
        const res = await users.admin.send<{ status: string; jobId?: string }>(
          '/api/v1/parts/imports/parts-master',
          { method: 'POST', body: form },
        );
        const answer = res.body?.data;
        const status =
          answer?.status === 'queued' && answer.jobId
            ? await waitJob(users.admin, answer.jobId)
            : answer?.status;
        const seconds = (performance.now() - start) / 1000;
        const readiness = await ready.stop();
        const searches = await search.stop();
        const peak = rss.stop();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
        const out: Figure[] = [];
        for (const [label, sampled] of [
          ['/health/ready during the import', readiness],
          ['stock search by another user during the import', searches],
        ] as const) {
          const n = sampled.latencies.count();
          const f = figure(
            NAME,
            label,
            'api',
            {
              connections: 1,
              requests: n,
              ...sampled.latencies.percentiles(),
              rps: round(n / seconds),
              errors: sampled.failures,
              non2xx: sampled.failures,
            },
            {
              importSeconds: round(seconds),
              importStatus: String(status),
              peakRssMb: peak,
              rows: ctx.excelRows,
            },
          );
          f.target = { text: 'p95 < 1 s', met: status === 'succeeded' && f.p95Ms < 1000 };
          out.push(f);
        }
        return out;
      },
    };
  },
};
