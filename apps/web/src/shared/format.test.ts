import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatMoney, setBusinessTimeZone } from './format';

describe('formatMoney', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['0', '0.00'],
    ['-1234567.891', '-1,234,567.89'],
    ['999.995', '1,000.00'],
    ['12345678901234567.99', '12,345,678,901,234,567.99'],
    ['-0.001', '0.00'],
    [1234.5, '1,234.50'],
    ['007.1', '7.10'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('leaves empty values empty and odd text as it is', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('dates', () => {
  it('shows timestamps in the business time zone as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2026-01-31T16:30:05Z')).toBe('2026-02-01 00:30:05');
    expect(formatDate('2026-01-31T16:30:05Z')).toBe('2026-02-01');
    expect(formatDate('2026-03-04')).toBe('2026-03-04');
    expect(formatDateTime(null)).toBe('');
  });

  it("shows them in the server's business time zone once the session tells it", () => {
    setBusinessTimeZone('America/Los_Angeles');
    try {
      expect(formatDateTime('2026-01-31T16:30:05Z')).toBe('2026-01-31 08:30:05');
      expect(formatDate('2026-02-01T05:00:00Z')).toBe('2026-01-31');
      expect(formatDate('2026-03-04')).toBe('2026-03-04');
    } finally {
      setBusinessTimeZone('Asia/Shanghai');
    }
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
  });
});
