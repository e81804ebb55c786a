import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../app/api/client';
import { titledColumns } from '../../../shared/columns';

/** What a select dialog lists and where its pick goes. */
export interface SelectDialogProps<T> {
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
}

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
}: SelectDialogProps<T>) {
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

/** What a pick field shows and hands on: the picked row's label and where a new pick goes. */
export interface PickProps<T> {
  label: string | null;
  onPick: (row: T) => void;
  /** On a read-only form. */
  disabled?: boolean;
}

/**
 * A form field that picks a row through the select dialog (spec §2 "settlement contract data select",
 * "accident car order select"): the picked row's `label` (read-only, the hint of `kind` while none)
 * and a pick button (`pick-<kind>`) that opens the dialog (`<kind>-select`) of `source`'s rows,
 * searched by its keyword field. `columns` makes the dialog's columns from the column kit titled by
 * the `accidentCars:field.` labels.
 */
export function PickField<T extends { id: number }>({
  kind,
  source,
  columns,
  label,
  onPick,
  disabled,
}: PickProps<T> & {
  kind: 'order' | 'settlement';
  source: Pick<SelectDialogProps<T>, 'queryKey' | 'fetch' | 'keywordField'>;
  columns: (cols: ReturnType<typeof titledColumns>) => ColumnsType<T>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={label ?? ''} readOnly placeholder={t(`accidentCars:select.${kind}Hint`)} />
        <Button onClick={() => setOpen(true)} disabled={disabled} data-testid={`pick-${kind}`}>
          {t('accidentCars:select.pick')}
        </Button>
      </Space.Compact>
      <SelectDialog<T>
        {...source}
        open={open}
        title={t(`accidentCars:select.${kind}Title`)}
        keywordLabel={t(`accidentCars:field.${source.keywordField}`)}
        columns={columns(titledColumns(t, 'accidentCars:field.'))}
        onPick={onPick}
        onClose={() => setOpen(false)}
        testId={`${kind}-select`}
      />
    </>
  );
}
