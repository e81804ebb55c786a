import { describe, expect, it } from 'vitest';
import { jobView } from './job-view';
import type { backgroundJobs } from './jobs.tables';

type JobRow = typeof backgroundJobs.$inferSelect;

const row = (patch: Partial<JobRow>): JobRow => ({
  id: '4b5f3a56-6d1e-4f5c-9a44-2a1d2c3b4e5f',
  kind: 'excel.import',
  status: 'queued',
  progress: 0,
  userId: 7,
  language: 'zh-CN',
  warehouseCode: null,
  params: { sheet: 'parts' },
  result: null,
  errorCode: null,
  errorParams: null,
  instanceId: null,
  createdAt: new Date('2026-11-30T02:00:00.000Z'),
  startedAt: null,
  heartbeatAt: null,
  finishedAt: null,
  ...patch,
});

describe('jobView (GET /api/v1/jobs/{id})', () => {
  it('shows the result only once the job succeeded', () => {
    expect(
      jobView(row({ status: 'running', progress: 40, result: { partial: true } }), 'zh-CN'),
    ).toMatchObject({
      status: 'running',
      progress: 40,
      result: null,
      error: null,
      finishedAt: null,
    });
    const done = row({
      status: 'succeeded',
      progress: 100,
      result: { inserted: 3 },
      finishedAt: new Date('2026-11-30T02:01:00.000Z'),
    });
    expect(jobView(done, 'en-US')).toEqual({
      id: done.id,
      kind: 'excel.import',
      status: 'succeeded',
      progress: 100,
      result: { inserted: 3 },
      error: null,
      createdAt: '2026-11-30T02:00:00.000Z',
      finishedAt: '2026-11-30T02:01:00.000Z',
    });
  });

  it("words a failure from the catalogue in the reader's language, with its parameters", () => {
    const failed = row({
      status: 'failed',
      errorCode: 'EXCEL_FILE_TOO_LARGE',
      errorParams: { limit: '10 MB' },
    });
    expect(jobView(failed, 'zh-CN').error).toEqual({
      code: 'EXCEL_FILE_TOO_LARGE',
      message: '导入文件过大（上限 10 MB）',
    });
    expect(jobView(failed, 'en-US').error).toEqual({
      code: 'EXCEL_FILE_TOO_LARGE',
      message: 'The import file is too large (limit 10 MB)',
    });
  });

  it('reads a failure without a catalogue code as INTERNAL, never as raw text', () => {
    expect(jobView(row({ status: 'failed', errorCode: null }), 'en-US').error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong; please try again later',
    });
    expect(jobView(row({ status: 'failed', errorCode: 'SOMETHING_ELSE' }), 'zh-CN').error).toEqual({
      code: 'SOMETHING_ELSE',
      message: '系统繁忙，请稍后再试',
    });
  });
});
