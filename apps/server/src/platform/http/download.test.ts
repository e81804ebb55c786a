import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download';

describe('contentDisposition', () => {
  it('percent-encodes the UTF-8 name as RFC 8187 ext-value', () => {
    expect(contentDisposition('订单导出.xlsx')).toBe(
      "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95%E5%AF%BC%E5%87%BA.xlsx",
    );
  });

  it('leaves no quote, semicolon, line break or RFC 8187 delimiter unencoded', () => {
    const value = contentDisposition('a"b;c\r\nd\'e(f)*g h.pdf');
    expect(value).toBe("attachment; filename*=UTF-8''a%22b%3Bc%0D%0Ad%27e%28f%29%2Ag%20h.pdf");
    expect(decodeURIComponent(value.split("''")[1])).toBe('a"b;c\r\nd\'e(f)*g h.pdf');
  });
});
