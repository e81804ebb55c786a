import { vi } from 'vitest';

/**
 * A stand-in for `./notify` in tests, `vi.mock('…/api/notify', () => import('…/api/notify-mock'))`:
 * every message and the re-login prompt are spies, and nothing renders (antd's message would render in
 * a root of its own, after a file's last test too). Test code only.
 */
export const notify = { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() };

/** Spy for the re-login prompt. */
export const confirmRelogin = vi.fn();
