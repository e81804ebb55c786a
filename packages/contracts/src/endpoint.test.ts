import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.js';
import { noticeEndpoints } from './notices.js';

describe('endpointPath', () => {
  it('fills each path parameter, URL-encoded', () => {
    expect(endpointPath(noticeEndpoints.detail, { id: 7 })).toBe('/api/v1/notices/7');
    expect(endpointPath({ path: '/api/v1/parts/:partCode' }, { partCode: 'A B/1' })).toBe(
      '/api/v1/parts/A%20B%2F1',
    );
    expect(endpointPath(noticeEndpoints.list)).toBe('/api/v1/notices');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => endpointPath(noticeEndpoints.detail, {})).toThrow(/id/);
    expect(() => endpointPath(noticeEndpoints.detail, { id: '' })).toThrow(/id/);
  });
});
