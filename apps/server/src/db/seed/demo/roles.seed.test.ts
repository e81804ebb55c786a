import { describe, expect, it } from 'vitest';
import { DEMO_ROLES, expandPermissions } from './roles.seed';

describe('demo roles', () => {
  it('name only pages and actions that exist, so no grant is silently lost', () => {
    const dead = DEMO_ROLES.flatMap((role) =>
      role.patterns
        .map((p) => p.replace(/^!/, ''))
        .filter((p) => expandPermissions([p]).length === 0)
        .map((p) => `${role.code}: ${p}`),
    );
    expect(dead).toEqual([]);
  });

  it('take away what a `!` pattern names', () => {
    const dealer = DEMO_ROLES.find((r) => r.code === 'dealer');
    const granted = expandPermissions(dealer?.patterns ?? []);
    expect(granted).toContain('orderEntry:submit');
    expect(granted).not.toContain('orderEntry:agent');
  });
});
