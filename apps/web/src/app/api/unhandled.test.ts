import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify', () => import('./notify-mock'));

const { handleUnhandledRejection } = await import('./unhandled');
const { notify } = await import('./notify');
const { ApiError } = await import('./errors');

const event = (reason: unknown) => ({ reason, preventDefault: vi.fn() });

describe('unhandled API errors', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps a shown API error out of the console without showing it twice', () => {
    const error = new ApiError({ httpStatus: 422, code: 'X', message: 'refused' });
    error.shown = true;
    const e = event(error);
    handleUnhandledRejection(e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows an API error nobody showed, with its first field message', () => {
    const error = new ApiError({
      httpStatus: 400,
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      errors: [{ field: 'qty', code: 'TOO_BIG', message: 'qty too big' }],
    });
    const e = event(error);
    handleUnhandledRejection(e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('qty too big');
    expect(error.shown).toBe(true);
  });

  it('keeps a form refused by its own validation out of the console: the fields show why', () => {
    const refused = {
      errorFields: [{ name: ['phone'], errors: ['11 digits'] }],
      values: {},
      outOfDate: false,
    };
    const e = event(refused);
    handleUnhandledRejection(e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('leaves other rejections to the browser', () => {
    const e = event(new TypeError('bug'));
    handleUnhandledRejection(e);
    expect(e.preventDefault).not.toHaveBeenCalled();
    const other = event({ errorFields: 'not a list' });
    handleUnhandledRejection(other);
    expect(other.preventDefault).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
