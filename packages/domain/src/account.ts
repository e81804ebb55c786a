/** Account types of spec §6. */
export const ACCOUNT_TYPES = ['Internal', 'Dealer', 'External', 'Supplier', 'SupplierAdmin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Dealer types of spec §6 / GLOSSARY: two joint-venture networks, group, a third network,
 * internal customer, warehouse, outer assist.
 */
export const DEALER_TYPES = [
  'JointVentureA',
  'JointVentureB',
  'Group',
  'NetworkC',
  'InternalCustomer',
  'Warehouse',
  'OuterAssist',
] as const;
export type DealerType = (typeof DEALER_TYPES)[number];

/** `account_status` of `/connect/token` (API.md "Sign-in"). */
export const ACCOUNT_STATUS = {
  active: 0,
  initialPasswordMustChange: 601,
  passwordExpiresSoon: 602,
  passwordExpired: 603,
  locked: 604,
} as const;
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];

/** Sales regions (spec §9 "limit areas"). */
export const SALES_REGIONS = ['north', 'east', 'south', 'west', 'central'] as const;
export type SalesRegion = (typeof SALES_REGIONS)[number];

/**
 * What rows a user may see (ARCHITECTURE §3 "Access"): head office sees all; a dealer its own
 * documents; warehouse staff the documents of their warehouses; a supplier its own. `none` fails closed.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'dealer'; dealerCode: string }
  | { kind: 'warehouses'; warehouseCodes: readonly string[] }
  | { kind: 'supplier'; supplierCode: string }
  | { kind: 'none' };

export interface ScopeInput {
  accountType: AccountType;
  headOffice: boolean;
  dealerCode: string | null;
  supplierCode: string | null;
  warehouseCodes: readonly string[];
}

/** Derives the data scope of a user from its account type and organisation links. */
export function deriveDataScope(user: ScopeInput): DataScope {
  switch (user.accountType) {
    case 'Dealer':
      return user.dealerCode ? { kind: 'dealer', dealerCode: user.dealerCode } : { kind: 'none' };
    case 'Supplier':
    case 'SupplierAdmin':
      return user.supplierCode ? { kind: 'supplier', supplierCode: user.supplierCode } : { kind: 'none' };
    case 'Internal':
    case 'External':
      if (user.headOffice) return { kind: 'all' };
      if (user.dealerCode) return { kind: 'dealer', dealerCode: user.dealerCode };
      return user.warehouseCodes.length > 0
        ? { kind: 'warehouses', warehouseCodes: user.warehouseCodes }
        : { kind: 'none' };
  }
}
