import { type AccountInfo, authEndpoints, type Me } from '@spm/contracts';
import { businessDate } from '@spm/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setBusinessTimeZone } from '../../shared/format';
import { call } from '../api/endpoint';
import { clearSession, getToken, isSignedIn, saveIdentity } from './storage';

/**
 * The signed-in user (spec §4 "After login, user info and roles are fetched once"): account info
 * (name, warehouse, server time) and `GET /api/v1/me` (roles, permissions, warehouses).
 */
export interface Session {
  me: Me;
  account: AccountInfo;
  /** serverTime − local time at fetch, so the navbar clock can tick locally. */
  serverOffsetMs: number;
}

export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<Session> {
  const [account, me] = await Promise.all([
    call(authEndpoints.accountInfo, {}, { silent: true, silent401: true }),
    call(authEndpoints.me, {}, { silent: true, silent401: true }),
  ]);
  const serverMs = Date.parse(account.serverTime);
  setBusinessTimeZone(me.businessTz);
  saveIdentity({
    userId: account.user.userId || me.userId,
    name: account.user.userNamer || me.name,
    warehouseCode: account.user.warehouseCode ?? me.currentWarehouseCode ?? null,
    dealerType: account.user.dealerType ?? me.dealerType ?? null,
  });
  return { me, account, serverOffsetMs: Number.isFinite(serverMs) ? serverMs - Date.now() : 0 };
}

export function loadSession(client: QueryClient): Promise<Session> {
  return client.fetchQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    enabled: isSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The session inside the signed-in layout (the guard has loaded it). */
export function useSession(): Session {
  const client = useQueryClient();
  const session = client.getQueryData<Session>(sessionKey);
  const query = useSessionQuery();
  const value = query.data ?? session;
  if (!value) throw new Error('useSession outside the signed-in layout');
  return value;
}

/** `can('notice:add')`: is the permission code granted? The admin's list holds every code. */
export function usePermissions(): (code: string | undefined) => boolean {
  const { data } = useSessionQuery();
  const permissions = data?.me.permissions;
  return useCallback(
    (code: string | undefined) => {
      if (!code) return true;
      if (!permissions) return false;
      return permissions.includes(code) || permissions.includes('*');
    },
    [permissions],
  );
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** Log-out: tell the server (the token stops working), then forget everything and go to /login. */
export async function logout(): Promise<void> {
  try {
    await call(authEndpoints.logout, {}, { silent: true, silent401: true });
  } catch {
    // the token is dropped locally either way
  }
  clearSession();
  window.location.replace('/login');
}

/**
 * Today's business date (`yyyy-MM-dd` in the business time zone) by the server's clock — the date the
 * header clock shows and the server checks against, never the browser's own zone or clock.
 */
export function useBusinessToday(): string {
  const { serverOffsetMs, me } = useSession();
  return businessDate(new Date(Date.now() + serverOffsetMs), me.businessTz);
}
