import { describe, expect, it } from 'vitest';
import { pageAddress, redactSecrets } from './redact';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('redactSecrets', () => {
  it('replaces bearer tokens, JWTs and credential parameters', () => {
    expect(redactSecrets(`Authorization: Bearer abc.def-ghi`)).toBe('Authorization: Bearer [redacted]');
    expect(redactSecrets(`failed with ${JWT} in it`)).toBe('failed with [redacted] in it');
    expect(redactSecrets('GET /x?access_token=abc&page=2')).toBe('GET /x?access_token=[redacted]&page=2');
    expect(redactSecrets('password=hunter2 refresh_token=r1')).toBe(
      'password=[redacted] refresh_token=[redacted]',
    );
  });

  it('leaves ordinary messages alone', () => {
    const message =
      "TypeError: Cannot read properties of undefined (reading 'qty') at OrderLines (lines.tsx:12:3)";
    expect(redactSecrets(message)).toBe(message);
  });
});

describe('pageAddress', () => {
  it('drops the query and fragment', () => {
    expect(pageAddress(`https://spm.example/orders/12?token=${JWT}#lines`)).toBe(
      'https://spm.example/orders/12',
    );
    expect(pageAddress(`https://spm.example/${JWT}/x`)).toBe('https://spm.example/[redacted]/x');
  });
});
