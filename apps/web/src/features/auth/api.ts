import { authEndpoints, type TokenResponse } from '@spm/contracts';
import { rawFetch } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { setAccountStatus, setToken } from '../../app/auth/storage';
import { i18n } from '../../app/i18n';
import { clearTags } from '../../app/layout/tags-store';

export interface WarehouseOption {
  code: string;
  name: string;
}

export interface Captcha {
  key: string;
  image: string;
}

/** A refused sign-in (RFC 6749 §5.2 body): localized text and whether a verification code is needed. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly captchaRequired: boolean,
    readonly httpStatus: number,
    /** The error catalogue's code and params, when the server named them (the text in any language). */
    readonly code?: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export interface SignInInput {
  username: string;
  password: string;
  warehouseCode?: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** `POST /connect/token` (form-urlencoded, grant_type=password); stores the token and account status. */
export async function signIn(input: SignInInput): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await rawFetch(authEndpoints.token.method, urlOf(authEndpoints.token, {}).path, {
      form: {
        grant_type: 'password',
        username: input.username,
        password: input.password,
        warehouse_code: input.warehouseCode || undefined,
        captcha_key: input.captchaKey || undefined,
        captcha_code: input.captchaCode || undefined,
      },
      silent: true,
      silent401: true,
    });
  } catch (error) {
    throw new SignInError(error instanceof Error ? error.message : i18n.t('common:error.network'), false, 0);
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (!response.ok || typeof body.access_token !== 'string') {
    const message =
      (typeof body.error_description === 'string' && body.error_description) ||
      (typeof body.message === 'string' && body.message) ||
      i18n.t('common:error.tryAgain');
    throw new SignInError(
      message,
      body.captcha_required === true,
      response.status,
      typeof body.code === 'string' ? body.code : undefined,
      body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : undefined,
    );
  }
  const token = body as unknown as TokenResponse;
  clearTags();
  setToken(token.access_token);
  setAccountStatus(token.account_status);
  return token;
}

/** Public warehouse list of the login screen. */
export const fetchLoginWarehouses = (): Promise<WarehouseOption[]> =>
  call(authEndpoints.warehouses, {}, { silent: true, silent401: true });

/** `GET /connect/captcha` → `{ captcha_key, image }` (SVG text), bare or inside an envelope. */
export async function fetchCaptcha(): Promise<Captcha> {
  const response = await rawFetch(authEndpoints.captcha.method, urlOf(authEndpoints.captcha, {}).path, {
    silent: true,
    silent401: true,
  });
  const body = (await response.json()) as Record<string, unknown>;
  const payload = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  return { key: String(payload.captcha_key ?? ''), image: String(payload.image ?? '') };
}

/** Keeps a post-login redirect inside the app (no other origin, no protocol-relative URL). */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/';
  return target;
}
