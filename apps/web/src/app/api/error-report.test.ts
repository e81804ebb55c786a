import type { ClientErrorReport } from '@spm/contracts';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../auth/storage', () => ({ getToken: () => 'token' }));
vi.mock('./endpoint', () => ({ call: vi.fn() }));

const { createErrorReporter, ERROR_REPORT_LIMITS } = await import('./error-report');

/** A reporter on a fake clock whose scheduled flushes run when the test says. */
function setUp(options: { signedIn?: boolean; fail?: boolean } = {}) {
  let now = 1_000_000;
  const sent: ClientErrorReport[][] = [];
  const tasks: (() => void)[] = [];
  const reporter = createErrorReporter({
    send: async (reports) => {
      sent.push(reports);
      if (options.fail) throw new Error('network down');
    },
    now: () => now,
    schedule: (task) => void tasks.push(task),
    pageUrl: () => 'https://spm.example/orders',
    signedIn: () => options.signedIn ?? true,
  });
  return {
    reporter,
    sent,
    tasks,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('browser error reporter', () => {
  it('sends one batch after the delay, the same error once with its repeats counted', async () => {
    const { reporter, sent, tasks } = setUp();
    reporter.report('error', 'TypeError: a', 'TypeError: a\n  at x (app.js:1:1)');
    reporter.report('error', 'TypeError: a', 'TypeError: a\n  at x (app.js:1:1)');
    reporter.report('unhandledrejection', 'boom');
    expect(tasks).toHaveLength(1);
    expect(sent).toEqual([]);
    await reporter.flush();
    expect(sent).toEqual([
      [
        {
          kind: 'error',
          message: 'TypeError: a',
          stack: 'TypeError: a\n  at x (app.js:1:1)',
          pageUrl: 'https://spm.example/orders',
          count: 2,
        },
        { kind: 'unhandledrejection', message: 'boom', pageUrl: 'https://spm.example/orders', count: 1 },
      ],
    ]);
  });

  it('does not send an error again within the repeat window, and does after it', async () => {
    const { reporter, sent, advance } = setUp();
    reporter.report('error', 'same');
    await reporter.flush();
    advance(ERROR_REPORT_LIMITS.repeatWindowMs - 1);
    reporter.report('error', 'same');
    await reporter.flush();
    expect(sent).toHaveLength(1);
    advance(1);
    reporter.report('error', 'same');
    await reporter.flush();
    expect(sent).toHaveLength(2);
  });

  it('sends at most 5 reports a request and perMinute a minute', async () => {
    const { reporter, sent, advance } = setUp();
    for (let i = 0; i < 8; i++) reporter.report('error', `e${i}`);
    await reporter.flush();
    expect(sent.map((batch) => batch.length)).toEqual([5]);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) reporter.report('error', `r${round}-${i}`);
      await reporter.flush();
    }
    expect(sent.flat()).toHaveLength(ERROR_REPORT_LIMITS.perMinute);
    advance(60_000);
    reporter.report('error', 'later');
    await reporter.flush();
    expect(sent.at(-1)?.map((report) => report.message)).toEqual(['later']);
  });

  it('cuts texts to the server bounds', async () => {
    const { reporter, sent } = setUp();
    reporter.report('error', 'm'.repeat(900), 's'.repeat(9000));
    await reporter.flush();
    expect(sent[0][0].message).toHaveLength(500);
    expect(sent[0][0].stack).toHaveLength(4000);
  });

  it('never fails when the report itself fails, and sends nothing while signed out', async () => {
    const failing = setUp({ fail: true });
    failing.reporter.report('error', 'x');
    await expect(failing.reporter.flush()).resolves.toBeUndefined();
    expect(failing.sent).toHaveLength(1);

    const signedOut = setUp({ signedIn: false });
    signedOut.reporter.report('error', 'x');
    await signedOut.reporter.flush();
    expect(signedOut.sent).toEqual([]);
    expect(signedOut.tasks).toEqual([]);
  });
});
