import { type ErrorCode, errorCatalog } from '@spm/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError, databaseErrorOf } from '../errors';

/** SQLSTATE `raise_exception`, which `spm_refuse` (migration 0022) raises. */
const RAISE_EXCEPTION = 'P0001';

/**
 * An SQL expression (of type text) that fails its statement with the catalogued error `code` and its
 * message `params`: for a statement that must refuse in the database, because its transaction may
 * already be committed by the time the service sees its answer (`closingStatement`). Use it in the
 * branch of a CASE that is taken only when refusing; `refusing` turns the failure into the AppError.
 */
export function refusalSql(code: ErrorCode, params: Record<string, string | number>): SQL {
  return sql`spm_refuse(${code}::text, ${JSON.stringify(params)}::jsonb)`;
}

/** The AppError of a statement refused by `refusalSql`; undefined for any other failure. */
export function refusalOf(error: unknown): AppError | undefined {
  const failure = databaseErrorOf(error);
  if (failure?.code !== RAISE_EXCEPTION || typeof failure.message !== 'string') return undefined;
  const code = failure.message;
  if (!Object.hasOwn(errorCatalog, code)) return undefined;
  let params: Record<string, unknown> = {};
  try {
    params = typeof failure.detail === 'string' ? JSON.parse(failure.detail) : {};
  } catch {
    params = {};
  }
  return new AppError(code as ErrorCode, params);
}

/**
 * Awaits `statement` (a query that may refuse through `refusalSql`) and answers its result; a refusal
 * is thrown as its AppError, every other failure as it came.
 * @throws AppError the refusal's code and params
 */
export async function refusing<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}
