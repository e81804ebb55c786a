import { ALL_PERMISSIONS } from '@spm/domain';
import { roles } from '../../../platform/db/platform.tables';
import type { DemoSeedContext } from './context';

/**
 * Demo roles as permission patterns: `page` grants every action of the page, `page:action` one action,
 * `!page:action` takes one away. Patterns naming pages that do not exist yet simply match nothing, so
 * the roles keep working as modules add pages.
 */
export const DEMO_ROLES: { code: string; nameZh: string; nameEn: string; patterns: string[] }[] = [
  { code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', patterns: ['*'] },
  {
    code: 'hq',
    nameZh: '总部配件担当',
    nameEn: 'Head-office parts staff',
    patterns: [
      'dashboard',
      'notice',
      'partsMaster',
      'baseNumber',
      'partsImage',
      'inventoryQuery',
      'orderEntry',
      'orderStatusQuery',
      'vorApproval',
      'unsubmittedOrder',
      'submittedUnsettled',
      'overageChangeDetail',
      'warehouseRelease:view',
      'warehouseRelease:search',
      'pickBill:view',
      'pickBill:search',
      'shipBill:view',
      'shipBill:search',
      'adminUser:view',
      'adminUser:search',
      'vehicleRegister',
      'dealerClaim',
      '!dealerClaim:add',
      '!dealerClaim:edit',
      '!dealerClaim:delete',
      '!dealerClaim:save',
      '!dealerClaim:submit',
    ],
  },
  {
    code: 'dealer',
    nameZh: '经销商配件员',
    nameEn: 'Dealer parts staff',
    patterns: [
      'dashboard',
      'notice:view',
      'notice:search',
      'inventoryQuery',
      'orderEntry',
      '!orderEntry:agent',
      'orderStatusQuery',
      'unsubmittedOrder',
      'submittedUnsettled',
      'confirmDelivery',
      'overageChangeDetail',
      'partsImage:view',
      'partsImage:search',
      'partsImage:download',
      'vehicleRegister:view',
      'dealerClaim',
      '!dealerClaim:audit',
      '!dealerClaim:complete',
      'poppQuery',
      '!poppQuery:audit',
      '!poppQuery:confirm',
      '!poppQuery:close',
    ],
  },
  {
    code: 'warehouse',
    nameZh: '仓库作业员',
    nameEn: 'Warehouse staff',
    patterns: [
      'dashboard',
      'notice:view',
      'notice:search',
      'inventoryQuery',
      'partsMaster:view',
      'partsMaster:search',
      'partsMaster:export',
      'warehouseRelease',
      'pickBill',
      'boxing',
      'shipBill',
      'orderStatusQuery:view',
      'orderStatusQuery:search',
      'orderStatusQuery:export',
      'dealerClaim:view',
      'dealerClaim:search',
      'dealerClaim:print',
      'dealerClaim:export',
      'dealerClaim:audit',
      'dealerClaim:complete',
    ],
  },
  {
    code: 'supplier',
    nameZh: '供应商用户',
    nameEn: 'Supplier user',
    patterns: ['dashboard', 'notice:view', 'notice:search', 'partsImage:view', 'partsImage:search'],
  },
  {
    code: 'supplierAdmin',
    nameZh: '供应商管理员',
    nameEn: 'Supplier administrator',
    patterns: [
      'dashboard',
      'notice:view',
      'notice:search',
      'partsImage:view',
      'partsImage:search',
      'partsImage:download',
    ],
  },
  {
    code: 'popp',
    nameZh: 'POPP担当',
    nameEn: 'POPP specialist',
    patterns: [
      'dashboard',
      'notice:view',
      'notice:search',
      'poppQuery',
      '!poppQuery:add',
      '!poppQuery:submit',
      '!poppQuery:receive',
      '!poppQuery:delete',
      'poppQuota',
    ],
  },
  {
    code: 'areaManager',
    nameZh: '区域经理',
    nameEn: 'Area manager',
    patterns: ['dashboard', 'notice:view', 'notice:search'],
  },
];

/** Expands permission patterns against the page catalogue. */
export function expandPermissions(patterns: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const p of patterns.filter((x) => !x.startsWith('!'))) {
    for (const code of ALL_PERMISSIONS) {
      if (p === '*' || code === p || code.startsWith(`${p}:`)) granted.add(code);
    }
  }
  for (const p of patterns.filter((x) => x.startsWith('!'))) granted.delete(p.slice(1));
  return [...granted];
}

export async function seedRoles({ db }: DemoSeedContext) {
  await db.insert(roles).values(
    DEMO_ROLES.map((r) => ({
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      permissions: expandPermissions(r.patterns),
    })),
  );
}
