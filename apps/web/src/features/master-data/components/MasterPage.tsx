import type { Page } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col, titledColumns, useRowActions } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { FormDialog } from '../../../shared/FormDialog';
import type { FormFieldList } from '../../../shared/FormFields';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { type ListParams, listSource } from '../../../shared/list-source';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import { masterKeys, masterPaths } from '../api';
import { MasterHistoryDrawer, type MasterKind } from './MasterHistoryDrawer';
import { type MasterFields, MasterFormFields } from './master-fields';

/** What every master row has: its code, names, optimistic-lock version and whether it is in use. */
export interface MasterRow {
  code: string;
  nameZh: string;
  nameEn: string;
  version: number;
  active: boolean;
}

type Editing<T> = { mode: 'add' } | { mode: 'edit'; row: T } | null;

/** The calls of one master (`masterApis`): list, create, update and abolish (close). */
export interface MasterApi<T, V> {
  fetch: (params: ListParams) => Promise<Page<T>>;
  create: (body: V) => Promise<unknown>;
  update: (code: string, body: Omit<V, 'code'> & { version: number }) => Promise<unknown>;
  retire: (code: string, version: number) => Promise<unknown>;
}

/** Permission page, test id and form name (`<entity>`), Excel template and dialog width of each master. */
const MASTERS = {
  warehouses: { page: 'masterWarehouse', entity: 'warehouse', templateKey: 'masterWarehouses', width: 640 },
  dealers: { page: 'masterDealer', entity: 'dealer', templateKey: 'masterDealers', width: 720 },
  suppliers: { page: 'masterSupplier', entity: 'supplier', templateKey: 'masterSuppliers', width: 640 },
} as const;

export interface MasterPageProps<T extends MasterRow, V extends { code: string }> {
  kind: MasterKind;
  api: MasterApi<T, V>;
  /** Search fields after the keyword (code, name or pinyin initials). */
  searchFields?: SearchField[];
  /** Width of the name column; as wide as it comes unless given. */
  nameWidth?: number;
  /** The page's own columns, between the name and "active". */
  columns: ColumnsType<T>;
  /**
   * How the master is taken out of use: `abolish` (warehouse, supplier) or `close` (dealer), asking
   * first the question of `confirm` for the row's code.
   */
  retire: { action: 'abolish' | 'close'; confirm: (code: string) => string };
  dialog: {
    /** The dialog's title when adding and when editing. */
    titles: [string, string];
    /** The values a new master starts from. */
    newValues: Partial<V>;
    /** The values of a row being edited; the row itself unless given. */
    editValues?: (row: T) => Partial<V>;
    /** The form's fields among the common master fields `f` (rendered while the dialog is open). */
    fields: (f: MasterFields) => FormFieldList;
    /** The request body of the form's values; the values unless given. */
    toBody?: (values: V) => V;
  };
}

/**
 * A master data page (spec §2 Mst pages: warehouses, dealers, suppliers): the list searched by the
 * page's criteria with code, name in the screen's language, the page's columns and an "active" tag;
 * add and edit in a form dialog, the history of changes, abolish / close with a confirmation, Excel
 * import and export, each behind its permission code of `page`.
 */
export function MasterPage<T extends MasterRow, V extends { code: string }>(props: MasterPageProps<T, V>) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'masterData:');
  const actions = useRowActions();
  const zh = currentLanguage() === 'zh-CN';
  const { page, entity, templateKey, width } = MASTERS[props.kind];
  const queryKey = masterKeys[props.kind];
  const paths = masterPaths[props.kind];
  const refresh = useRefresh(queryKey);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [history, setHistory] = useState<string | null>(null);
  const { api, dialog, retire } = props;

  const columns: ColumnsType<T> = [
    cols.code<T>('code'),
    col.inLanguage<T, 'name'>(zh ? t('masterData:nameZh') : t('masterData:nameEn'), 'name', {
      width: props.nameWidth,
    }),
    ...props.columns,
    cols.text<T>('active', {
      render: (a: boolean) => (
        <Tag color={a ? 'green' : 'default'}>{a ? t('masterData:activeYes') : t('masterData:activeNo')}</Tag>
      ),
    }),
    cols.actions<T>((row) => [
      actions.edit(perm(page, 'edit'), () => setEditing({ mode: 'edit', row }), { hidden: !row.active }),
      {
        key: 'history',
        testId: `${entity}-history`,
        label: t('masterData:history.open'),
        permission: perm(page, 'view'),
        onClick: () => setHistory(row.code),
      },
      {
        key: retire.action,
        testId: `${retire.action}-${entity}`,
        label: t(`masterData:${retire.action}`),
        permission: perm(page, 'delete'),
        hidden: !row.active,
        danger: true,
        confirm: retire.confirm(row.code),
        onClick: async () => {
          await api.retire(row.code, row.version);
          await refresh();
        },
      },
    ]),
  ];

  const initial: Partial<V> =
    editing?.mode === 'edit'
      ? (dialog.editValues?.(editing.row) ?? (editing.row as unknown as Partial<V>))
      : dialog.newValues;
  return (
    <>
      <ListPage<T>
        source={listSource(page, queryKey, api.fetch, {
          rowKey: 'code',
          exportUrl: paths.export,
          testId: `${entity}-master`,
        })}
        columns={columns}
        searchFields={[
          { name: 'keyword', label: t('masterData:keyword'), maxLength: 50 },
          ...(props.searchFields ?? []),
        ]}
        toolbar={[addAction(() => setEditing({ mode: 'add' }), t('masterData:add'))]}
        toolbarExtra={
          <ExcelImportButton
            url={paths.import}
            permission={`${page}:import`}
            templateKey={templateKey}
            onImported={refresh}
          />
        }
      />
      <FormDialog<V>
        open={editing !== null}
        title={dialog.titles[editing?.mode === 'edit' ? 1 : 0]}
        initialValues={initial}
        name={entity}
        testId={`${entity}-dialog`}
        width={width}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = dialog.toBody ? dialog.toBody(values) : values;
          if (editing?.mode === 'edit') {
            const { code: _code, ...rest } = body;
            await api.update(editing.row.code, { ...rest, version: editing.row.version });
          } else await api.create(body);
          setEditing(null);
          await refresh();
        }}
      >
        <MasterFormFields edit={editing?.mode === 'edit'} fields={dialog.fields} />
      </FormDialog>
      <MasterHistoryDrawer kind={props.kind} code={history} onClose={() => setHistory(null)} />
    </>
  );
}
