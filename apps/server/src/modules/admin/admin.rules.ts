import type { AccountType, ErrorCode } from '@spm/domain';
import { type RuleViolation, violation } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import { AppError, raise } from '../../platform/errors';

/** The organisation links of an account, as the admin form sends them. */
export interface OrganisationInput {
  accountType: AccountType;
  headOffice: boolean;
  dealerCode: string | null;
  supplierCode: string | null;
  warehouseCodes: readonly string[];
}

/**
 * Does the account type fit the organisation (spec §6 account types)? A dealer account needs a dealer,
 * a supplier account a supplier, and neither is head office; internal staff belong to no dealer or
 * supplier and, outside head office, work in at least one warehouse; external users have no supplier.
 * Answers the first misfit (code SCOPE_MISMATCH on the field at fault) or null.
 */
export function checkOrganisationFits(input: OrganisationInput): RuleViolation | null {
  const misfit = (field: string) => violation('SCOPE_MISMATCH', { accountType: input.accountType }, field);
  switch (input.accountType) {
    case 'Dealer':
      if (!input.dealerCode) return misfit('dealerCode');
      if (input.supplierCode) return misfit('supplierCode');
      if (input.headOffice) return misfit('headOffice');
      return null;
    case 'Supplier':
    case 'SupplierAdmin':
      if (!input.supplierCode) return misfit('supplierCode');
      if (input.dealerCode) return misfit('dealerCode');
      if (input.headOffice) return misfit('headOffice');
      return null;
    case 'Internal':
      if (input.dealerCode) return misfit('dealerCode');
      if (input.supplierCode) return misfit('supplierCode');
      if (!input.headOffice && input.warehouseCodes.length === 0) return misfit('warehouseCodes');
      return null;
    case 'External':
      if (input.supplierCode) return misfit('supplierCode');
      return null;
  }
}

/**
 * Do two lists of codes (permissions, roles, warehouses; each without repeats) hold the same codes,
 * order aside? What a user may reach changed, and its sessions end, only when they do not.
 */
export const sameCodes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((code) => b.includes(code));

/** A "does not exist" error on a form field. */
export function notFound(code: ErrorCode, field: string, params: Record<string, unknown>): never {
  raise(violation(code, params, field));
}

/**
 * An administrator grants only what they hold: every permission must be the caller's own (spec §6;
 * prevents a user administrator from making themselves or others more powerful).
 * @throws AppError ROLE_NOT_GRANTABLE
 */
export function assertGrantable(principal: Principal, permissions: Iterable<string>): void {
  for (const p of permissions)
    if (!principal.permissions.has(p)) throw new AppError('ROLE_NOT_GRANTABLE', { permission: p });
}

/**
 * An administrator manages (edits, resets, locks) only users whose permissions are all their own, so
 * resetting a more powerful user's password cannot take over that account.
 * @throws AppError USER_NOT_MANAGEABLE
 */
export function assertManageable(principal: Principal, targetPermissions: Iterable<string>): void {
  for (const p of targetPermissions)
    if (!principal.permissions.has(p)) throw new AppError('USER_NOT_MANAGEABLE');
}
