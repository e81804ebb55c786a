import { describe, expect, it } from 'vitest';
import { idempotent, routeAccess, routeOptions } from './routes';

describe('routeAccess', () => {
  it('reads a permission code, a signed-in marker and a public marker', () => {
    expect(routeAccess('notice:add')).toEqual({ permission: 'notice:add' });
    expect(routeAccess('authenticated')).toEqual({ permission: 'authenticated' });
    expect(routeAccess('public')).toEqual({ public: true });
  });

  it('passes a RouteAccess through', () => {
    const access = { permission: 'authenticated', allowDuringPasswordChange: true } as const;
    expect(routeAccess(access)).toBe(access);
  });
});

describe('routeOptions', () => {
  it('gives the access alone the defaults', () => {
    expect(routeOptions('notice:add', { message: 'saved' })).toEqual({
      access: { permission: 'notice:add' },
      message: 'saved',
    });
  });

  it("lets a spec's own options win over the defaults", () => {
    expect(routeOptions({ access: 'notice:delete', message: 'ok' }, { message: 'deleted' })).toEqual({
      access: { permission: 'notice:delete' },
      message: 'ok',
    });
    expect(routeOptions(idempotent('notice:add'), { message: 'saved' })).toEqual({
      access: { permission: 'notice:add' },
      message: 'saved',
      idempotent: true,
    });
  });

  it('tells a spec from a RouteAccess', () => {
    expect(routeOptions({ public: true })).toEqual({ access: { public: true } });
    expect(routeOptions({ access: { public: true } })).toEqual({ access: { public: true } });
  });
});
