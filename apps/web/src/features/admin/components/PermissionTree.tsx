import { useQuery } from '@tanstack/react-query';
import { Input, Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys, fetchPermissions } from '../api';

const GROUP = '@';

/** Pages and their actions as a checkable tree; the value is the list of permission codes. */
export function PermissionTree({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const query = useQuery({ queryKey: adminKeys.permissions, queryFn: fetchPermissions, staleTime: 600_000 });

  const tree: DataNode[] = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (query.data ?? [])
      .filter((p) => !needle || [p.page, p.zh, p.en].some((s) => s.toLowerCase().includes(needle)))
      .map((p) => ({
        key: `${GROUP}${p.page}`,
        title: `${i18n.language === 'en-US' ? p.en : p.zh} (${p.page})`,
        children: p.actions.map((a) => ({
          key: `${p.page}:${a}`,
          title: t(`common:action.${a}`, { defaultValue: a }),
        })),
      }));
  }, [query.data, filter, i18n.language, t]);

  if (query.isLoading) return <Skeleton active />;

  return (
    <div data-testid="permission-tree">
      <Input.Search
        allowClear
        placeholder={t('admin:role.filterPermissions')}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 6 }}
      />
      <div style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 4 }}>
        <Tree
          checkable
          selectable={false}
          height={360}
          treeData={tree}
          checkedKeys={value}
          onCheck={(checked) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
            const visible = new Set(tree.flatMap((n) => (n.children ?? []).map((c) => String(c.key))));
            // codes hidden by the filter stay as they were
            const kept = value.filter((code) => !visible.has(code));
            onChange?.([...new Set([...kept, ...keys.filter((k) => !k.startsWith(GROUP))])]);
          }}
        />
      </div>
      <div style={{ color: '#8c8c8c', marginTop: 4 }}>
        {t('admin:role.selectedCount', { count: value.length })}
      </div>
    </div>
  );
}
