import { describe, expect, it } from 'vitest';
import { domainLanguage } from './language';

describe('domainLanguage', () => {
  it('keeps en-US and reads every other tag as zh-CN, the default language', () => {
    expect(domainLanguage('en-US')).toBe('en-US');
    expect(['zh-CN', 'zh', 'en', 'cimode', ''].map(domainLanguage)).toEqual([
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'zh-CN',
    ]);
  });
});
