import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../app/api/client';

/**
 * A select dialog (spec §2 "settlement contract data select", "accident car order select"): a keyword
 * box, a paged table of `fetch`'s rows; double-click or select and OK picks one row.
 */
export function SelectDialog<T extends { id: number }>({
  open,
  title,
  queryKey,
  fetch,
  keywordField,
  keywordLabel,
  columns,
  onPick,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  queryKey: readonly unknown[];
  fetch: (query: Query) => Promise<{ items: T[]; total: number }>;
  keywordField: string;
  keywordLabel: string;
  columns: ColumnsType<T>;
  onPick: (row: T) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<T | null>(null);
  const query = useQuery({
    queryKey: [...queryKey, 'select', keyword, page],
    queryFn: () => fetch({ page, pageSize: 10, ...(keyword ? { [keywordField]: keyword } : {}) }),
    enabled: open,
  });
  const pick = (row: T | null) => {
    if (!row) return;
    onPick(row);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      width={900}
      onCancel={onClose}
      onOk={() => pick(selected)}
      okButtonProps={{
        disabled: !selected,
        ...({ 'data-testid': `${testId}-ok` } as Record<string, string>),
      }}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          placeholder={keywordLabel}
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          data-testid={`${testId}-search`}
        />
      </Space>
      <Table<T>
        size="small"
        rowKey="id"
        data-testid={testId}
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.items ?? []}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_keys, rows) => setSelected(rows[0] ?? null),
        }}
        onRow={(row) => ({ onClick: () => setSelected(row), onDoubleClick: () => pick(row) })}
        pagination={{ current: page, pageSize: 10, total: query.data?.total ?? 0, onChange: setPage }}
        locale={{ emptyText: t('accidentCars:select.empty') }}
      />
    </Modal>
  );
}
