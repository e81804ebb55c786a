import { expect } from 'vitest';
import type { SharedTestApp } from '../../../../test/helpers';

/** The purchasing test users. */
export type PurchasingUser = 'buyer' | 'supplier' | 'supplier-admin' | 'wh' | 'hq' | 'admin' | 'dealer';

/** One request as `user`; answers the raw response. */
export const callAs =
  (t: SharedTestApp<PurchasingUser>) =>
  (user: PurchasingUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call(t.tokens[user], method, url, payload);

/** One request that must succeed (200); answers the envelope's data. */
export const okAs =
  (t: SharedTestApp<PurchasingUser>) =>
  async (user: PurchasingUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.call(t.tokens[user], method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
