import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Result, Table, Tooltip } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appConfig } from '../app/config';
import { useSettings } from '../app/settings';
import { useConfirm } from './confirm';
import type { ListParams, ListSource } from './list-source';
import { PermissionButton } from './PermissionButton';
import { type Criteria, type SearchField, SearchForm } from './SearchForm';
import { criteriaFromUrl } from './url-criteria';
import { useDownload } from './use-download';
import { useSavedList } from './use-saved-criteria';

export type { ListParams, ListSource } from './list-source';

export interface ToolbarContext<T> {
  selectedRows: T[];
  selectedRowKeys: Key[];
  criteria: Criteria;
  /**
   * After a change: refreshes this list and marks every list of its domain (the first element of its
   * `queryKey`, e.g. `warehouse`) out of date, so a pick bill made from the orders tab shows in the pick
   * bills tab without a reload.
   */
  reload: () => void;
  clearSelection: () => void;
}

export interface ToolbarAction<T> {
  /** Button action of the permission code `<page>:<action>` (spec §6: add, edit, delete, ...). */
  action: string;
  label?: string;
  icon?: ReactNode;
  primary?: boolean;
  danger?: boolean;
  /** `one`: exactly one selected row; `some`: at least one. */
  needsSelection?: 'one' | 'some';
  /** Ask before running (delete, submit, ...). */
  confirm?: string | ((ctx: ToolbarContext<T>) => string);
  /** OK wording of the confirmation (e.g. "Delete"); "OK" unless given. */
  confirmOk?: string;
  /** Permission code when it is not `<page>:<action>`. */
  permission?: string;
  onClick: (ctx: ToolbarContext<T>) => unknown;
}

export interface ListPageProps<T extends object> {
  /** What is listed: page key, query key, fetch, row key, export, test id (`listSource`). */
  source: ListSource<T>;
  columns: ColumnsType<T>;
  searchFields?: SearchField[];
  defaultCriteria?: Criteria;
  defaultSort?: string;
  toolbar?: ToolbarAction<T>[];
  selection?: 'single' | 'multiple';
  /** Extra elements at the right of the toolbar. */
  toolbarExtra?: ReactNode;
  onRow?: (row: T) => React.HTMLAttributes<HTMLElement>;
}

/**
 * A list page (ARCHITECTURE §4): saved search criteria, permission-gated toolbar, server-side
 * paging and sorting, row selection, empty and error states, export. Search fields named in the URL
 * query (`?status=3`, a dashboard card's link) replace the saved criteria.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { source } = props;
  const { t } = useTranslation();
  const confirm = useConfirm();
  const settings = useSettings();
  const defaults = useMemo(
    () => ({
      criteria: props.defaultCriteria ?? {},
      pageSize: appConfig.defaultPageSize,
      sort: props.defaultSort,
    }),
    [props.defaultCriteria, props.defaultSort],
  );
  const { search } = useLocation();
  const [saved, save, resetSaved] = useSavedList(
    source.page,
    defaults,
    criteriaFromUrl(props.searchFields ?? [], search),
  );
  const [pageNo, setPageNo] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL query (a link with a filter) applies it
  useEffect(() => {
    const fromUrl = criteriaFromUrl(props.searchFields ?? [], search);
    if (!fromUrl) return;
    save({ criteria: { ...defaults.criteria, ...fromUrl } });
    setPageNo(1);
  }, [search]);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const exporting = useDownload();

  const params: ListParams = { ...saved.criteria, page: pageNo, pageSize: saved.pageSize, sort: saved.sort };
  const query = useQuery({
    queryKey: [...source.queryKey, params],
    queryFn: () => source.fetch(params),
    placeholderData: keepPreviousData,
  });
  const clearSelection = () => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  };
  const client = useQueryClient();
  const reload = () => void query.refetch();
  const reloadDomain = () => void client.invalidateQueries({ queryKey: [source.queryKey[0]] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of data drops the selection
  useEffect(clearSelection, [query.data]);

  const ctx: ToolbarContext<T> = {
    selectedRows,
    selectedRowKeys,
    criteria: saved.criteria,
    reload: reloadDomain,
    clearSelection,
  };

  const runAction = (a: ToolbarAction<T>) => {
    const go = () => a.onClick(ctx);
    if (!a.confirm) return void go();
    confirm({
      content: typeof a.confirm === 'function' ? a.confirm(ctx) : a.confirm,
      danger: a.danger,
      okText: a.confirmOk,
      onOk: go,
    });
  };

  const columns = useMemo(
    () =>
      props.columns.map((c) => {
        const key = (c.key ?? ('dataIndex' in c ? c.dataIndex : undefined)) as string | undefined;
        if (!c.sorter || !key) return c;
        const order = saved.sort === key ? 'ascend' : saved.sort === `-${key}` ? 'descend' : null;
        return { ...c, sortOrder: order } as typeof c;
      }),
    [props.columns, saved.sort],
  );

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = (s?.columnKey ?? s?.field) as string | undefined;
    const sort = s?.order && field ? (s.order === 'descend' ? `-${field}` : field) : undefined;
    const size = pagination.pageSize ?? saved.pageSize;
    if (sort !== saved.sort || size !== saved.pageSize) {
      save({ sort, pageSize: size });
      setPageNo(size !== saved.pageSize ? 1 : (pagination.current ?? 1));
    } else {
      setPageNo(pagination.current ?? 1);
    }
  };

  const exportList = async () => {
    if (!source.exportUrl) return;
    await exporting.start(source.exportUrl, { query: { ...saved.criteria, sort: saved.sort } });
  };

  const headerOffset = settings.fixedHeader ? 50 + (settings.tagsView ? 32 : 0) : 0;
  const error = query.isError && !query.data;
  // nothing is said about the rows before the first answer: the spinner alone, no empty state under it
  const firstLoad = query.isPending && !error;
  const searched = Object.values(saved.criteria).some(
    (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );

  return (
    <div className="spm-page" data-testid={source.testId ?? `list-${source.page}`}>
      {props.searchFields && props.searchFields.length > 0 && (
        <SearchForm
          fields={props.searchFields}
          value={saved.criteria}
          loading={query.isFetching}
          onSearch={(criteria) => {
            save({ criteria });
            setPageNo(1);
            if (JSON.stringify(criteria) === JSON.stringify(saved.criteria)) reload();
          }}
          onReset={() => {
            resetSaved();
            setPageNo(1);
          }}
        />
      )}
      <div className="spm-toolbar">
        {(props.toolbar ?? []).map((a) => {
          const disabled =
            (a.needsSelection === 'one' && selectedRows.length !== 1) ||
            (a.needsSelection === 'some' && selectedRows.length === 0);
          return (
            <PermissionButton
              key={a.action}
              code={a.permission ?? `${source.page}:${a.action}`}
              type={a.primary ? 'primary' : 'default'}
              danger={a.danger}
              icon={a.icon}
              disabled={disabled}
              onClick={() => runAction(a)}
              data-testid={`toolbar-${a.action}`}
            >
              {a.label ?? t(`common:action.${a.action}`)}
            </PermissionButton>
          );
        })}
        {source.exportUrl && (
          <PermissionButton
            code={source.exportPermission ?? `${source.page}:export`}
            icon={<ExportOutlined />}
            loading={exporting.busy !== null}
            onClick={exportList}
            data-testid="toolbar-export"
          >
            {t('common:action.export')}
          </PermissionButton>
        )}
        <div className="spm-toolbar-right">
          {props.toolbarExtra}
          {selectedRows.length > 0 && (
            <span style={{ color: '#8c8c8c' }}>
              {t('shared:list.selected', { count: selectedRows.length })}
            </span>
          )}
          <Tooltip title={t('common:action.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('common:action.refresh')} />
          </Tooltip>
        </div>
      </div>
      <Table<T>
        className="spm-table"
        rowKey={source.rowKey ?? 'id'}
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        onChange={onTableChange}
        onRow={props.onRow}
        scroll={{ x: 'max-content' }}
        sticky={{ offsetHeader: headerOffset }}
        showSorterTooltip={false}
        rowSelection={
          props.selection
            ? {
                type: props.selection === 'single' ? 'radio' : 'checkbox',
                selectedRowKeys,
                columnWidth: 32,
                onChange: (keys, rows) => {
                  setSelectedRowKeys(keys);
                  setSelectedRows(rows);
                },
              }
            : undefined
        }
        pagination={{
          current: pageNo,
          pageSize: saved.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: appConfig.pageSizes.map(String),
          showTotal: (total) => t('shared:list.total', { total }),
        }}
        locale={{
          emptyText: error ? (
            <Result
              status="warning"
              title={t('shared:list.loadFailed')}
              extra={<Button onClick={reload}>{t('common:action.retry')}</Button>}
              style={{ padding: 16 }}
            />
          ) : firstLoad ? (
            <div className="spm-table-pending" />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(searched ? 'shared:list.empty' : 'shared:list.noData')}
            />
          ),
        }}
      />
    </div>
  );
}

/**
 * The one way a page refreshes its lists after a change outside the toolbar (a dialog saved, a row
 * action done): invalidates the given query-key prefixes (a list's `queryKey` or its domain's `all`),
 * which refetches the lists showing them. Resolves when the refetches are done.
 */
export function useRefresh(...queryKeys: (readonly unknown[])[]): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
