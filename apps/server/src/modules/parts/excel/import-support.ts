import type { ErrorCode } from '@spm/domain';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';

/**
 * Parses an import row with the same contract schema as the input form; a refusal becomes an
 * `AppError` whose field errors name the sheet's columns (`flags.x` → `flag.x`), so the importer
 * records them on the row. A missing value is EXCEL_CELL_REQUIRED, anything else EXCEL_CELL_INVALID.
 */
export function parseLikeForm<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String);
    const field = path[0] === 'flags' && path[1] ? `flag.${path[1]}` : (path[0] ?? '');
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input == null;
    const code: ErrorCode = missing ? 'EXCEL_CELL_REQUIRED' : 'EXCEL_CELL_INVALID';
    return { field, code };
  });
  throw new AppError('VALIDATION_FAILED', {}, fieldErrors);
}

/** True when the principal may work in the warehouse (head office: any; warehouse staff: their own). */
export function warehouseInScope(
  scope: { kind: string; warehouseCodes?: readonly string[] },
  warehouseCode: string,
): boolean {
  return (
    scope.kind === 'all' ||
    (scope.kind === 'warehouses' && (scope.warehouseCodes ?? []).includes(warehouseCode))
  );
}
