import { hashPassword } from '../../../platform/auth/passwords';
import { userRoles, users, userWarehouses, warehouses } from '../../../platform/db/platform.tables';
import type { DemoSeedContext } from './context';

/** The password of every demo account (API.md "Demo accounts"; demo data only). */
export const DEMO_PASSWORD = 'Demo@2026';

interface DemoUser {
  username: string;
  name: string;
  accountType: 'Internal' | 'Dealer' | 'External' | 'Supplier' | 'SupplierAdmin';
  headOffice?: boolean;
  dealerCode?: string;
  supplierCode?: string;
  /** 'all' = every warehouse (ordering or head office); otherwise the listed ones. */
  warehouses: 'all' | string[];
  roles: string[];
  mustChangePassword?: boolean;
  who: string;
}

/** The fixed demo accounts of API.md "Demo accounts". */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    name: '系统管理员',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['admin'],
    who: 'administrator (all routes)',
  },
  {
    username: 'hq',
    name: '王建国',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['hq'],
    who: 'head-office parts staff',
  },
  {
    username: 'dealer',
    name: '李明',
    accountType: 'Dealer',
    dealerCode: 'D0001',
    warehouses: 'all',
    roles: ['dealer'],
    who: 'dealer D0001',
  },
  {
    username: 'dealer2',
    name: '张伟',
    accountType: 'Dealer',
    dealerCode: 'D0002',
    warehouses: 'all',
    roles: ['dealer'],
    who: 'dealer D0002',
  },
  {
    username: 'nev-dealer',
    name: '陈静',
    accountType: 'Dealer',
    dealerCode: 'D0003',
    warehouses: 'all',
    roles: ['dealer'],
    who: 'new-energy dealer D0003',
  },
  {
    username: 'wh',
    name: '刘洋',
    accountType: 'Internal',
    warehouses: ['W01'],
    roles: ['warehouse'],
    who: 'warehouse W01 staff',
  },
  {
    username: 'wh2',
    name: '赵磊',
    accountType: 'Internal',
    warehouses: ['W02'],
    roles: ['warehouse'],
    who: 'warehouse W02 staff',
  },
  {
    username: 'supplier',
    name: '孙丽',
    accountType: 'Supplier',
    supplierCode: 'S001',
    warehouses: [],
    roles: ['supplier'],
    who: 'supplier S001 user',
  },
  {
    username: 'supplier-admin',
    name: '周强',
    accountType: 'SupplierAdmin',
    supplierCode: 'S001',
    warehouses: [],
    roles: ['supplierAdmin'],
    who: 'supplier S001 administrator',
  },
  {
    username: 'dealer3',
    name: '孙丽',
    accountType: 'Dealer',
    dealerCode: 'D0060',
    warehouses: 'all',
    roles: ['dealer'],
    who: 'dealer D0060, whose type is not configured for POPP',
  },
  {
    username: 'popp',
    name: '吴敏',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['popp'],
    who: 'POPP specialist',
  },
  {
    username: 'area-manager',
    name: '郑涛',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['areaManager'],
    who: 'area manager',
  },
  {
    username: 'parts-manager',
    name: '钱伟',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['partsManager'],
    who: 'parts manager (subsidy second level)',
  },
  {
    username: 'fixprice',
    name: '冯洁',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['fixPrice'],
    who: 'fix-price commissioner (subsidy third level)',
  },
  {
    username: 'finance',
    name: '蒋华',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['finance'],
    who: 'finance analysis (subsidy fourth level; invoices)',
  },
  {
    username: 'buyer',
    name: '林涛',
    accountType: 'Internal',
    headOffice: true,
    warehouses: 'all',
    roles: ['buyer'],
    who: 'head-office buyer (PO price, purchase orders)',
  },
  {
    username: 'newbie',
    name: '何芳',
    accountType: 'Dealer',
    dealerCode: 'D0004',
    warehouses: 'all',
    roles: ['dealer'],
    mustChangePassword: true,
    who: 'must change the initial password (601)',
  },
];

export async function seedUsers({ db, now }: DemoSeedContext) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const allWarehouses = (await db.select({ code: warehouses.code }).from(warehouses)).map((w) => w.code);
  for (const u of DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({
        username: u.username,
        name: u.name,
        accountType: u.accountType,
        headOffice: u.headOffice ?? false,
        dealerCode: u.dealerCode ?? null,
        supplierCode: u.supplierCode ?? null,
        passwordHash: hash,
        passwordChangedAt: now(),
        mustChangePassword: u.mustChangePassword ?? false,
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values(u.roles.map((roleCode) => ({ userId: row.id, roleCode })));
    const codes = u.warehouses === 'all' ? allWarehouses : u.warehouses;
    if (codes.length > 0)
      await db
        .insert(userWarehouses)
        .values(codes.map((warehouseCode) => ({ userId: row.id, warehouseCode })));
  }
}
