import { clearTags } from '../layout/tags-store';

/**
 * What the client keeps between visits (spec §3 "Session", §4 "Login state"): the token and the
 * account status in cookies, the remembered user ID and warehouse code, the user id (base64), the
 * selected warehouse and the dealer type in local storage.
 */
const TOKEN_COOKIE = 'spm_token';
const STATUS_COOKIE = 'account_status';
const DEALER_TYPE_COOKIE = 'dealer_type';

const KEYS = {
  token: 'spm.token',
  rememberedUsername: 'spm.login.username',
  rememberedWarehouse: 'spm.login.warehouseCode',
  userId: 'spm.userId',
  name: 'spm.name',
  warehouseCode: 'spm.warehouseCode',
  dealerType: 'spm.dealerType',
} as const;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string | null, days = 30): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps token, status and language in cookies
    document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    return;
  }
  const maxAge = days * 86_400;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps token, status and language in cookies
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session still works for this page
  }
}

/** The bearer token: cookie first (spec §4), local storage as the fallback copy. */
export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE) ?? readLocal(KEYS.token);
}

export function setToken(token: string | null): void {
  writeCookie(TOKEN_COOKIE, token, 1);
  writeLocal(KEYS.token, token);
}

export function getAccountStatus(): number | null {
  const raw = readCookie(STATUS_COOKIE);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function setAccountStatus(status: number | null): void {
  writeCookie(STATUS_COOKIE, status === null ? null : String(status), 1);
}

export const remembered = {
  username: () => readLocal(KEYS.rememberedUsername) ?? '',
  warehouseCode: () => readLocal(KEYS.rememberedWarehouse) ?? '',
  save(username: string, warehouseCode: string | undefined): void {
    writeLocal(KEYS.rememberedUsername, username);
    writeLocal(KEYS.rememberedWarehouse, warehouseCode || null);
  },
};

/** base64 of a UTF-8 string (the spec stores the user id base64-encoded). */
export function toBase64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(value: string): string {
  const binary = atob(value);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export interface StoredIdentity {
  userId: string;
  name: string;
  warehouseCode: string | null;
  dealerType: string | null;
}

export function saveIdentity(identity: StoredIdentity): void {
  writeLocal(KEYS.userId, toBase64(identity.userId));
  writeLocal(KEYS.name, identity.name);
  writeLocal(KEYS.warehouseCode, identity.warehouseCode);
  writeLocal(KEYS.dealerType, identity.dealerType);
  writeCookie(DEALER_TYPE_COOKIE, identity.dealerType, 1);
}

export function getStoredUserId(): string | null {
  const raw = readLocal(KEYS.userId);
  if (!raw) return null;
  try {
    return fromBase64(raw);
  } catch {
    return null;
  }
}

export function getDealerType(): string | null {
  return readCookie(DEALER_TYPE_COOKIE) ?? readLocal(KEYS.dealerType);
}

/** Log-out (spec §4): token, account status, warehouse and stored name go; remembered login fields stay. */
export function clearSession(): void {
  setToken(null);
  setAccountStatus(null);
  writeLocal(KEYS.userId, null);
  writeLocal(KEYS.name, null);
  writeLocal(KEYS.warehouseCode, null);
  writeLocal(KEYS.dealerType, null);
  writeCookie(DEALER_TYPE_COOKIE, null);
  clearTags();
}

/** Account statuses that count as signed in (spec §4): 0 and 602. 601 may only change the password. */
export function isSignedIn(): boolean {
  if (!getToken()) return false;
  const status = getAccountStatus();
  return status === null || status === 0 || status === 602;
}
