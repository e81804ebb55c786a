import type { AccountType, DataScope, PermissionCode } from '@spm/domain';

/** Who is calling: loaded from the database on every authenticated request. */
export interface Principal {
  userId: number;
  username: string;
  name: string;
  accountType: AccountType;
  headOffice: boolean;
  dealerCode: string | null;
  dealerType: string | null;
  supplierCode: string | null;
  /** Warehouses the user works in (warehouse staff) or orders from (others: all active). */
  warehouseCodes: string[];
  /** Warehouse chosen at sign-in or in the navbar; warehouse screens show this one. */
  currentWarehouseCode: string | null;
  roles: string[];
  permissions: ReadonlySet<string>;
  scope: DataScope;
  mustChangePassword: boolean;
  /** The sign-in session of the token (`sid`): renewals keep it, logout revokes it. */
  sessionId: string;
  tokenExpiresAt: Date;
}

/** How a route may be reached; every route under /api, /connect and /dealersApi declares one. */
export type RouteAccess =
  | { public: true }
  | { permission: PermissionCode | 'authenticated'; allowDuringPasswordChange?: boolean };

export const hasPermission = (principal: Principal, code: string): boolean => principal.permissions.has(code);
