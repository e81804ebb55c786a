import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { refusalOf, refusing } from './refusal';

/** A driver error as node-postgres and PGlite report it. */
const dbError = (code: string, message: string, detail?: string) =>
  Object.assign(new Error(message), { code, detail });

describe('refusalOf', () => {
  it('answers the catalogued error and its params of a refused statement, also behind a wrapper', () => {
    const refused = dbError('P0001', 'ORDER_SEQUENCE_EXHAUSTED', '{"max": 9999}');
    for (const error of [refused, Object.assign(new Error('query failed'), { cause: refused })]) {
      const mapped = refusalOf(error);
      expect(mapped).toBeInstanceOf(AppError);
      expect(mapped).toMatchObject({ code: 'ORDER_SEQUENCE_EXHAUSTED', params: { max: 9999 } });
    }
  });

  it('leaves other failures alone: another SQLSTATE, an unknown code, an AppError', () => {
    expect(refusalOf(dbError('23505', 'ORDER_SEQUENCE_EXHAUSTED'))).toBeUndefined();
    expect(refusalOf(dbError('P0001', 'no such code'))).toBeUndefined();
    expect(refusalOf(new AppError('NOT_FOUND'))).toBeUndefined();
    expect(refusalOf(new Error('plain'))).toBeUndefined();
  });

  it('refusing rethrows a refusal as its AppError and any other failure as it came', async () => {
    await expect(
      refusing(Promise.reject(dbError('P0001', 'ORDER_SEQUENCE_EXHAUSTED', 'not json'))),
    ).rejects.toMatchObject({ code: 'ORDER_SEQUENCE_EXHAUSTED', params: {} });
    const other = dbError('40001', 'serialization failure');
    await expect(refusing(Promise.reject(other))).rejects.toBe(other);
    await expect(refusing(Promise.resolve(7))).resolves.toBe(7);
  });
});
