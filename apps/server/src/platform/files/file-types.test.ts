import { describe, expect, it } from 'vitest';
import { cleanFileName, extensionOf, formatBytes } from './file-types';

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\fakepath\\报价单.xlsx', '报价单.xlsx'],
    ['  说明\u0000\u001f.pdf  ', '说明.pdf'],
    ['dir/', ''],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.zip', 'zip'],
    ['photo.jpeg', 'jpeg'],
    ['.pdf', undefined],
    ['noext', undefined],
    ['x.exe', undefined],
    ['x.constructor', undefined],
  ])('reads the extension of %s as %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });

  it('formats limits for messages', () => {
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(4.5 * 1024 * 1024)).toBe('4.5 MB');
  });
});
