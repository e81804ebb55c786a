import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type ApplyContext, type ImportRow, saveEachRow } from './importer';

/** An `attempt` as the import runs it: an AppError is recorded against the row, answering undefined. */
function recordingContext() {
  const refused: number[] = [];
  const ctx: Pick<ApplyContext, 'attempt'> = {
    async attempt(row, fn) {
      try {
        return await fn();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push(row.rowNumber);
        return undefined;
      }
    },
  };
  return { ctx, refused };
}

const rows: ImportRow<{ code: string }>[] = [
  { rowNumber: 2, values: { code: 'new' } },
  { rowNumber: 3, values: { code: 'known' } },
  { rowNumber: 4, values: { code: 'bad' } },
  { rowNumber: 5, values: { code: 'new' } },
];

describe('saveEachRow', () => {
  it('saves the rows in order and counts what each save inserted or updated; a refused row counts as neither', async () => {
    const { ctx, refused } = recordingContext();
    const saved: string[] = [];
    const result = await saveEachRow(rows, ctx, async (row) => {
      if (row.values.code === 'bad') throw new AppError('VALIDATION_FAILED');
      saved.push(`${row.rowNumber}`);
      return row.values.code === 'known' ? 'updated' : 'inserted';
    });
    expect(result).toEqual({ inserted: 2, updated: 1 });
    expect(saved).toEqual(['2', '3', '5']);
    expect(refused).toEqual([4]);
  });

  it('lets any other error end the import', async () => {
    const { ctx } = recordingContext();
    await expect(
      saveEachRow(rows, ctx, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
  });
});
