import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './transfer';

describe('fileNameFromDisposition', () => {
  it("reads RFC 6266 filename*=UTF-8''… with Chinese names", () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('订单导出 2026.xlsx')}`;
    expect(fileNameFromDisposition(header)).toBe('订单导出 2026.xlsx');
  });

  it('falls back to filename="…" and to a bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
  });

  it('answers null without a name (the download then fails, spec §7)', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
