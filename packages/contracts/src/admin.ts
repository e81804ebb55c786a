import { ACCOUNT_TYPES } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageQuery, version } from './common.js';

const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `GET /api/v1/admin/users` query. */
export const userListQuery = pageQuery.extend({
  keyword: optionalText(50),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  locked: z.enum(['true', 'false']).optional(),
});

/** Body of `POST /api/v1/admin/users` (create). The server makes the initial password. */
export const userCreateRequest = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9._@-]+$/),
  name: z.string().trim().min(1).max(50),
  accountType: z.enum(ACCOUNT_TYPES),
  headOffice: z.boolean().default(false),
  dealerCode: code.nullable().optional(),
  supplierCode: code.nullable().optional(),
  warehouseCodes: z.array(code).max(50).default([]),
  roleCodes: z.array(code).min(1).max(20),
  email: z.union([z.literal(''), z.email().max(100)]).optional(),
  phone: z.union([z.literal(''), z.string().regex(/^(1\d{10}|\d{3,4}-\d{7,8})$/)]).optional(),
});
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

/** Body of `PUT /api/v1/admin/users/{id}`: the same fields but the user name, plus `version`. */
export const userUpdateRequest = userCreateRequest.omit({ username: true }).extend({ version });
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

export const userVersionRequest = z.object({ version });

/** A user as the admin page lists it. */
export interface AdminUser {
  id: number;
  username: string;
  name: string;
  accountType: string;
  headOffice: boolean;
  dealerCode: string | null;
  supplierCode: string | null;
  warehouseCodes: string[];
  roleCodes: string[];
  email: string | null;
  phone: string | null;
  locked: boolean;
  mustChangePassword: boolean;
  failedAttempts: number;
  lastLoginAt: string | null;
  createdAt: string;
  version: number;
}

/** Roles: code, names, permission codes. */
export const roleRequest = z.object({
  code,
  nameZh: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(50),
  permissions: z.array(z.string().max(80)).max(2000),
});
export const roleUpdateRequest = roleRequest.omit({ code: true }).extend({ version });
export type RoleRequest = z.infer<typeof roleRequest>;

export interface AdminRole {
  code: string;
  nameZh: string;
  nameEn: string;
  permissions: string[];
  userCount: number;
  version: number;
}
