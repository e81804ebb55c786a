import { errorMessage } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { zip } from '../../../test/xlsx';
import { AppError } from '../errors';
import { inspectXlsx } from './zip-guard';

/** Issue "Hardening", finding 7: the zip-bomb refusal names the configured limit, not the entry's claim. */
describe('zip-bomb refusal message', () => {
  it('a lying entry is refused naming the unpacked-size limit (10 MB), not its declared 1000 bytes', async () => {
    const xml = (s: string) => Buffer.from(s, 'utf8');
    const buf = zip([
      { name: '[Content_Types].xml', data: xml('<Types/>') },
      { name: 'xl/workbook.xml', data: xml('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(300 * 1024, 'x'), declaredSize: 1000 },
    ]);
    const error = await inspectXlsx(buf, {
      maxUnpackedBytes: 10 * 1024 * 1024,
      maxCompressionRatio: 200,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { code, params } = error as AppError;
    expect(code).toBe('EXCEL_UNPACKED_TOO_LARGE');
    expect(errorMessage(code, 'en-US', params)).toContain('10 MB');
    expect(errorMessage(code, 'en-US', params)).not.toContain('1000');
  });
});
