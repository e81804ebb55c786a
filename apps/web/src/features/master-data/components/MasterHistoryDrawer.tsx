import type { MasterChange } from '@spm/contracts';
import { labelText, MASTER_DATA_ACTION_LABELS, type MasterDataAction } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { formatDateTime } from '../../../shared/format';
import { fetchHistory, masterKeys } from '../api';

/** Which master a history belongs to. */
export type MasterKind = 'warehouses' | 'dealers' | 'suppliers';

/** Field names of the history whose label key in `masterData` differs from the name. */
const LABEL_KEYS: Record<string, string> = {
  provinceZh: 'province',
  defaultWarehouseCode: 'defaultWarehouse',
  orderingWarehouseCodes: 'orderingWarehouses',
  areaManagerUserId: 'areaManager',
};

/**
 * The change history of one warehouse, dealer or supplier (spec §2 "history of changes"): who, when,
 * which action, each field before and after, and the reason of an abolish or close. `code` null = closed.
 */
export function MasterHistoryDrawer({
  kind,
  code,
  onClose,
}: {
  kind: MasterKind;
  code: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`masterData:${LABEL_KEYS[field] ?? field}`, { defaultValue: field });
  const shown = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? t('masterData:yes') : t('masterData:no');
    return Array.isArray(v) ? v.join(', ') : String(v);
  };
  const query = useQuery({
    queryKey: [...masterKeys[kind], 'history', code],
    queryFn: () => fetchHistory(kind, code as string),
    enabled: code !== null,
  });
  const columns: ColumnsType<MasterChange> = [
    {
      title: t('masterData:history.at'),
      dataIndex: 'changedAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    { title: t('masterData:history.by'), dataIndex: 'changedBy', width: 120 },
    {
      title: t('masterData:history.action'),
      dataIndex: 'action',
      width: 90,
      render: (a: MasterDataAction) => (
        <Tag>{labelText(MASTER_DATA_ACTION_LABELS[a], currentLanguage())}</Tag>
      ),
    },
    {
      title: t('masterData:history.changes'),
      key: 'changes',
      render: (_: unknown, c: MasterChange) => (
        <>
          {c.changes.map((f) => (
            <div key={f.field}>
              {label(f.field)}: {shown(f.from)} → {shown(f.to)}
            </div>
          ))}
          {c.reason ? (
            <div>
              {t('masterData:history.reason')}: {c.reason}
            </div>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <Drawer
      open={code !== null}
      title={t('masterData:history.title', { code })}
      size={760}
      onClose={onClose}
      data-testid="master-history"
    >
      <Table<MasterChange>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        columns={columns}
        pagination={false}
      />
    </Drawer>
  );
}
