import { ALL_PERMISSIONS } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['admin', 'hq']);
const admin = clientOf(t, 'admin');
const hq = clientOf(t, 'hq');

type Role = { code: string; userCount: number };
const codes = async (query: string) =>
  ((await admin.get(`/api/v1/admin/roles${query}`)).body.data as Role[]).map((r) => r.code);

describe('role list search, sorting and export', () => {
  it('finds roles by code or name and sorts by the list columns', async () => {
    expect(await codes(`?keyword=${encodeURIComponent('仓库')}`)).toEqual(['warehouse']);
    expect(await codes('?keyword=SUPPLIER')).toEqual(['supplier', 'supplierAdmin']);
    const byCode = await codes('');
    expect(byCode).toEqual([...byCode].sort());
    expect(await codes('?sort=-code')).toEqual([...byCode].reverse());
    const byUsers = ((await admin.get('/api/v1/admin/roles?sort=-userCount')).body.data as Role[]).map(
      (r) => r.userCount,
    );
    expect(byUsers).toEqual([...byUsers].sort((a, b) => b - a));
  });

  it('exports the roles with the list keyword for the role administrator only', async () => {
    const file = await admin.get('/api/v1/admin/roles/export?keyword=admin&sort=code');
    expect(file.statusCode, String(file.body)).toBe(200);
    const rows = [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
    expect(rows.map((r) => r[0])).toEqual(['角色编码', 'admin', 'supplierAdmin']);
    expect(rows[1].slice(0, 4)).toEqual(['admin', '系统管理员', 'Administrator', ALL_PERMISSIONS.length]);
    expect(String(rows[1][5]).split(', ')).toEqual([...ALL_PERMISSIONS]);
    expect((await hq.get('/api/v1/admin/roles/export')).statusCode).toBe(403);
  });
});
