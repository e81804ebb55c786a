import type { AdminUser } from '@spm/contracts';
import type { Language } from '@spm/domain';
import { businessDateTime } from '@spm/domain';
import ExcelJS from 'exceljs';

const COLUMNS: { key: keyof AdminUser; zh: string; en: string; width: number }[] = [
  { key: 'username', zh: '用户名', en: 'User ID', width: 18 },
  { key: 'name', zh: '姓名', en: 'Name', width: 14 },
  { key: 'accountType', zh: '账户类型', en: 'Account type', width: 14 },
  { key: 'headOffice', zh: '总部', en: 'Head office', width: 8 },
  { key: 'dealerCode', zh: '经销商', en: 'Dealer', width: 10 },
  { key: 'supplierCode', zh: '供应商', en: 'Supplier', width: 10 },
  { key: 'warehouseCodes', zh: '仓库', en: 'Warehouses', width: 30 },
  { key: 'roleCodes', zh: '角色', en: 'Roles', width: 20 },
  { key: 'email', zh: '邮箱', en: 'Email', width: 24 },
  { key: 'phone', zh: '电话', en: 'Phone', width: 16 },
  { key: 'locked', zh: '已锁定', en: 'Locked', width: 8 },
  { key: 'mustChangePassword', zh: '需修改密码', en: 'Must change password', width: 10 },
  { key: 'lastLoginAt', zh: '最后登录时间', en: 'Last sign-in', width: 20 },
  { key: 'createdAt', zh: '创建时间', en: 'Created', width: 20 },
];

/** Export file name of the user list. */
export const usersExportFileName = (language: Language) =>
  language === 'en-US' ? 'users.xlsx' : '用户列表.xlsx';

/**
 * The user list as an `.xlsx` workbook (one sheet, localized headers; times `yyyy-MM-dd HH:mm:ss` in
 * the business time zone; yes/no flags in the caller's language).
 */
export async function usersWorkbook(
  rows: AdminUser[],
  language: Language,
  businessTz: string,
): Promise<Buffer> {
  const en = language === 'en-US';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(en ? 'Users' : '用户');
  sheet.columns = COLUMNS.map((c) => ({ header: en ? c.en : c.zh, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const yesNo = (v: boolean) => (v ? (en ? 'Yes' : '是') : en ? 'No' : '否');
  const time = (v: string | null) => (v ? businessDateTime(new Date(v), businessTz) : '');
  for (const u of rows) {
    sheet.addRow({
      ...u,
      headOffice: yesNo(u.headOffice),
      warehouseCodes: u.warehouseCodes.join(','),
      roleCodes: u.roleCodes.join(','),
      locked: yesNo(u.locked),
      mustChangePassword: yesNo(u.mustChangePassword),
      lastLoginAt: time(u.lastLoginAt),
      createdAt: time(u.createdAt),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
