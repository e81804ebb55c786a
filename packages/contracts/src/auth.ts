import { TELEPHONE_PATTERN } from '@spm/domain';
import { z } from 'zod';
import { noData } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** `POST /connect/token` form body (API.md "Sign-in"). */
export const tokenRequest = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(128),
  warehouse_code: z.string().trim().max(20).optional(),
  captcha_key: z.string().max(64).optional(),
  captcha_code: z.string().max(10).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

/** `POST /connect/token` answer (bare, not in the envelope; API.md "Sign-in"). */
export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  account_status: z.number().int(),
  password_days_left: z.number().int().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** A refused `POST /connect/token` (HTTP 400, RFC 6749 §5.2, localized `error_description`). */
export const tokenRefusal = z.object({
  error: z.enum(['invalid_grant', 'invalid_request']),
  error_description: z.string(),
  /** The error catalogue's code and its params (`invalid_grant`), to show the refusal again in another language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  captcha_required: z.boolean().optional(),
  account_status: z.number().int().optional(),
});

/** `GET /connect/captcha` answer (bare): the key to send back and the SVG image text. */
export const captchaResponse = z.object({ captcha_key: z.string(), image: z.string() });

/** `POST /dealersApi/accountInfo/info` data (field `userNamer` spelled as in the existing contract). */
export const accountInfo = z.object({
  user: z.object({
    userNamer: z.string(),
    userId: z.string(),
    warehouseCode: z.string().nullable(),
    warehouseName: z.string().nullable(),
    dealerType: z.string().nullable(),
  }),
  avatar: z.string(),
  introduction: z.string(),
  serverTime: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** A warehouse by code and name (in the caller's language). */
export const warehouseRef = z.object({ code: z.string(), name: z.string() });

/** `GET /api/v1/me` data. */
export const me = z.object({
  userId: z.string(),
  name: z.string(),
  accountType: z.string(),
  roles: z.array(z.string()),
  /** The names of `roles` in the caller's language, in the same order. */
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
  dealerCode: z.string().optional(),
  dealerName: z.string().optional(),
  dealerType: z.string().optional(),
  /** May use POPP: not a dealer's staff, or a dealer of a configured type (spec §2 POPP group). */
  poppParticipant: z.boolean().optional(),
  warehouses: z.array(warehouseRef),
  currentWarehouseCode: z.string().optional(),
  supplierCode: z.string().optional(),
  headOffice: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountStatus: z.number().int(),
  passwordDaysLeft: z.number().int().optional(),
  /** The business time zone (IANA name, config `BUSINESS_TZ`) the screens show dates and times in. */
  businessTz: z.string(),
});
export type Me = z.infer<typeof me>;

/** `POST /api/v1/me/password`. */
export const changePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** `PUT /api/v1/me/profile`: email format; mobile 11 digits or telephone XXX-XXXXXXXX (spec §5). */
export const profileRequest = z.object({
  email: z.union([z.literal(''), z.email().max(100)]).optional(),
  phone: z.union([z.literal(''), z.string().regex(TELEPHONE_PATTERN)]).optional(),
});
export type ProfileRequest = z.infer<typeof profileRequest>;

/** `POST /api/v1/me/warehouse`: switch the current warehouse; answers a new token. */
export const switchWarehouseRequest = z.object({ warehouseCode: z.string().trim().min(1).max(20) });

/** A new token after a password change or a warehouse switch (also in the `x-authorization` header). */
export const freshToken = z.object({ access_token: z.string(), expires_in: z.number().int() });
export type FreshToken = z.infer<typeof freshToken>;

/** `PUT /api/v1/me/profile` answer: the contact fields as stored (`''` clears one). */
export const profileAnswer = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

const tags = ['sign-in'];

/** Sign-in and the caller's own account (API.md "Sign-in"; spec §1, §4, §5). */
export const authEndpoints = {
  /**
   * Password grant, `application/x-www-form-urlencoded` (fields of `tokenRequest`, checked by the
   * handler so that a bad form answers the OAuth shape). Bare answer; a refusal is 400 `{ error:
   * "invalid_grant" | "invalid_request", error_description, captcha_required?, account_status? }`;
   * 429 when rate-limited.
   */
  token: defineEndpoint({
    method: 'POST',
    path: '/connect/token',
    summary: 'Password grant: sign in (form-urlencoded)',
    tags,
    response: tokenResponse,
  }),
  /** Bare answer; a code is required after 3 failed sign-ins for the user name. */
  captcha: defineEndpoint({
    method: 'GET',
    path: '/connect/captcha',
    summary: 'A verification code image (SVG)',
    tags,
    response: captchaResponse,
  }),
  /** Active warehouses for the sign-in page's select (public). */
  warehouses: defineEndpoint({
    method: 'GET',
    path: '/connect/warehouses',
    summary: 'Warehouses for the sign-in page',
    tags,
    response: z.array(warehouseRef),
  }),
  /** Empty body; the bearer token stops working at once. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/connect/logout',
    summary: 'Revoke the bearer token at once',
    tags,
    response: noData,
  }),
  /** Empty body; the existing clients' shape (`serverTime` ISO 8601). */
  accountInfo: defineEndpoint({
    method: 'POST',
    path: '/dealersApi/accountInfo/info',
    summary: 'Account info in the existing clients’ shape',
    tags,
    response: accountInfo,
  }),
  /** Roles, permissions, scope, account status. */
  me: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me',
    summary: 'Who am I: roles, permissions, scope',
    tags,
    response: me,
  }),
  /**
   * Older tokens stop working; answers a new one. 422 OLD_PASSWORD_WRONG | PASSWORD_MISMATCH |
   * PASSWORD_LENGTH | PASSWORD_COMPLEXITY | PASSWORD_REUSED | PASSWORD_TOO_COMMON (spec §5).
   */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/password',
    summary: 'Change my password; answers a new token',
    tags,
    body: changePasswordRequest,
    response: freshToken,
  }),
  /** Email and phone (formats of spec §5). */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/profile',
    summary: 'Update my email and phone',
    tags,
    body: profileRequest,
    response: profileAnswer,
  }),
  /** The warehouse must be one of mine (422 WAREHOUSE_NOT_ALLOWED); answers a new token. */
  switchWarehouse: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/warehouse',
    summary: 'Switch the current warehouse; answers a new token',
    tags,
    body: switchWarehouseRequest,
    response: freshToken,
  }),
};
