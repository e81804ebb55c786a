import { z } from 'zod';

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

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  account_status: z.number().int(),
  password_days_left: z.number().int().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

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

export const warehouseRef = z.object({ code: z.string(), name: z.string() });

/** `GET /api/v1/me` data. */
export const me = z.object({
  userId: z.string(),
  name: z.string(),
  accountType: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  dealerCode: z.string().optional(),
  dealerName: z.string().optional(),
  dealerType: z.string().optional(),
  warehouses: z.array(warehouseRef),
  currentWarehouseCode: z.string().optional(),
  supplierCode: z.string().optional(),
  headOffice: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountStatus: z.number().int(),
  passwordDaysLeft: z.number().int().optional(),
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
  phone: z.union([z.literal(''), z.string().regex(/^(1\d{10}|\d{3,4}-\d{7,8})$/)]).optional(),
});
export type ProfileRequest = z.infer<typeof profileRequest>;

/** `POST /api/v1/me/warehouse`: switch the current warehouse; answers a new token. */
export const switchWarehouseRequest = z.object({ warehouseCode: z.string().trim().min(1).max(20) });
