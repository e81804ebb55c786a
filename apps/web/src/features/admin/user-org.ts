import type { AdminUser } from '@spm/contracts';

/** The words the organisation summary needs, in the screen's language. */
export interface OrgWords {
  headOffice: string;
  /** e.g. "全部仓库（8）" / "All warehouses (8)" for `count` warehouses. */
  allWarehouses: (count: number) => string;
}

/**
 * What the user list shows as a user's organisation: head office, the dealer, the supplier and the
 * warehouses, joined by " / ". A user bound to every active warehouse (two or more) shows "all
 * warehouses (N)" instead of the N codes, so that the column stays readable; while the warehouse
 * list is not known (`activeWarehouseCodes` empty) the codes show as they are.
 */
export function orgSummary(
  user: Pick<AdminUser, 'headOffice' | 'dealerCode' | 'supplierCode' | 'warehouseCodes'>,
  activeWarehouseCodes: readonly string[],
  words: OrgWords,
): string {
  const bound = new Set(user.warehouseCodes);
  const allActive = activeWarehouseCodes.length >= 2 && activeWarehouseCodes.every((code) => bound.has(code));
  const warehouses = allActive
    ? words.allWarehouses(activeWarehouseCodes.length)
    : user.warehouseCodes.join(', ');
  return [user.headOffice ? words.headOffice : null, user.dealerCode, user.supplierCode, warehouses || null]
    .filter(Boolean)
    .join(' / ');
}
