import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, isPermissionCode, type PermissionCode, perm } from './index.js';

describe('permission codes', () => {
  it('are exactly the page catalogue’s page:action pairs', () => {
    expect(ALL_PERMISSIONS).toContain('orderEntry:view');
    expect(isPermissionCode('orderEntry:view')).toBe(true);
    expect(isPermissionCode('orderEntry:fly')).toBe(false);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('form a closed union: a misspelt page or action does not compile', () => {
    const good: PermissionCode = perm('orderEntry', 'view');
    // @ts-expect-error an action the page does not have
    const badAction: PermissionCode = 'orderEntry:fly';
    // @ts-expect-error a page that does not exist
    const badPage: PermissionCode = 'orderEntri:view';
    // @ts-expect-error perm() checks the action against the page
    perm('orderEntry', 'fly');
    expect([good, badAction, badPage]).toHaveLength(3);
  });
});
