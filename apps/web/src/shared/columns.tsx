import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../app/i18n';
import { useConfirm } from './confirm';
import { type DocumentPlace, type DocumentPlaces, documentHref, useDocumentPlace } from './DocumentLink';
import { formatDate, formatDateTime } from './format';
import { MoneyText } from './MoneyText';
import { useCan } from './PermissionButton';
import { StatusTag } from './StatusTag';
import type { StatusKindName } from './status-tones';

/** Overrides of a kit column (width, sorter, fixed, ellipsis, render, ...). */
export type ColumnOptions<T> = Omit<ColumnType<T>, 'title' | 'dataIndex'>;

type Field<T> = keyof T & string;

/** A row action of `col.actions`: a link button, hidden without its permission code. */
export interface RowAction {
  key: string;
  label?: string;
  icon?: ReactNode;
  /** Permission code (`<page>:<action>`, spec §6); without it the action shows for everyone. */
  permission?: string;
  danger?: boolean;
  /** Ask this question before running (delete, lock, ...); the dialog waits for a promise. */
  confirm?: string;
  /** OK wording of the confirmation (e.g. "Delete"). */
  confirmOk?: string;
  /** Shown but not usable, `tooltip` saying why (e.g. a base number still in use). */
  disabled?: boolean;
  tooltip?: string;
  /** Left out for this row (e.g. approve on an order that is not pending). */
  hidden?: boolean;
  testId?: string;
  /** A ready-made control shown instead of a link button (e.g. the print button with its own dialog). */
  element?: ReactNode;
  onClick?: () => unknown;
}

/** How `col.link` shows its button. */
export interface LinkOptions<T> {
  testId?: string;
  icon?: ReactNode;
  display?: (row: T) => ReactNode;
}

/** The link buttons of one row; confirmations through `useConfirm`. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const can = useCan();
  const confirm = useConfirm();
  const shown = actions.filter((a) => !a.hidden && (!a.permission || can(a.permission)));
  return (
    <Space size={0}>
      {shown.map((a) =>
        a.element !== undefined ? (
          <span key={a.key}>{a.element}</span>
        ) : (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger}
            icon={a.icon}
            data-testid={a.testId}
            disabled={a.disabled}
            title={a.tooltip}
            onClick={() =>
              a.confirm
                ? confirm({
                    content: a.confirm,
                    danger: a.danger,
                    okText: a.confirmOk,
                    onOk: () => a.onClick?.(),
                  })
                : void a.onClick?.()
            }
          >
            {a.label}
          </Button>
        ),
      )}
    </Space>
  );
}

const field = <T,>(title: ReactNode, dataIndex: Field<T>): ColumnType<T> => ({
  title,
  dataIndex,
  key: dataIndex,
});

/**
 * The column kit (ARCHITECTURE §4 "building blocks"): table columns with the house widths and
 * alignment. Each takes the title, the row field and overrides; `options.key` and `options.render`
 * win over the kit's.
 */
export const col = {
  /** Plain text, left-aligned. */
  text: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    ...options,
  }),
  /**
   * A bilingual field in the screen's language: the row's `<field>Zh` in Chinese, its `<field>En`
   * otherwise (e.g. `'city'` → `cityZh` / `cityEn`). The column's key, and so its server sort key,
   * is that field.
   */
  inLanguage: <T extends { [K in `${F}Zh` | `${F}En`]: unknown }, F extends string>(
    title: ReactNode,
    field: F,
    options: ColumnOptions<T> = {},
  ): ColumnType<T> =>
    col.text<T>(title, `${field}${currentLanguage() === 'zh-CN' ? 'Zh' : 'En'}` as Field<T>, options),
  /** A part's name in the screen's language: `nameZh` in Chinese, `nameEn` otherwise. */
  partName: <T extends { nameZh: string; nameEn: string }>(
    title: ReactNode,
    options: ColumnOptions<T> = {},
  ): ColumnType<T> => col.inLanguage<T, 'name'>(title, 'name', options),
  /** A code or number (order no, part code): 150 px, kept on one line. */
  code: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    width: 150,
    ...options,
  }),
  /**
   * A code that opens its row (detail drawer, entry page): a link button, 150 px. `display` shows
   * something else than the field (e.g. the temporary no while there is no order no yet).
   */
  link: <T,>(
    title: ReactNode,
    dataIndex: Field<T>,
    onOpen: (row: T) => void,
    options: ColumnOptions<T> & LinkOptions<T> = {},
  ): ColumnType<T> => {
    const { testId, icon, display, ...rest } = options;
    return {
      ...field<T>(title, dataIndex),
      width: 150,
      render: (value: ReactNode, row: T) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          icon={icon}
          onClick={() => onOpen(row)}
          data-testid={testId}
        >
          {display ? display(row) : value}
        </Button>
      ),
      ...rest,
    };
  },
  /** An amount: right-aligned, two decimals, thousands separators (`formatMoney`), negative in red. */
  money: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    align: 'right',
    width: 120,
    render: (value: string | number | null) => <MoneyText value={value} />,
    ...options,
  }),
  /** A quantity or count: right-aligned, 80 px. */
  qty: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    align: 'right',
    width: 80,
    ...options,
  }),
  /** A date `yyyy-MM-dd` (business time zone), 100 px. */
  date: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    width: 100,
    render: (value: string | null) => formatDate(value),
    ...options,
  }),
  /** A timestamp `yyyy-MM-dd HH:mm:ss` (business time zone), 150 px. */
  dateTime: <T,>(title: ReactNode, dataIndex: Field<T>, options: ColumnOptions<T> = {}): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    width: 150,
    render: (value: string | null) => formatDateTime(value),
    ...options,
  }),
  /** A status as a coloured tag of `kind` (tones and wording from `STATUS_KINDS`), 110 px. */
  status: <T,>(
    title: ReactNode,
    dataIndex: Field<T>,
    kind: StatusKindName,
    options: ColumnOptions<T> = {},
  ): ColumnType<T> => ({
    ...field<T>(title, dataIndex),
    width: 110,
    render: (value: string | number | null) => <StatusTag kind={kind} value={value} />,
    ...options,
  }),
  /**
   * The operation column (`key: 'op'`), fixed right: `actions(row)` lists the row's link buttons,
   * each with its permission code, confirmation and test id. Hide the whole column with
   * `options.hidden` when the user may do none of them.
   */
  actions: <T,>(
    title: ReactNode,
    actions: (row: T) => RowAction[],
    options: ColumnOptions<T> = {},
  ): ColumnType<T> => ({
    title,
    key: 'op',
    fixed: 'right',
    width: 150,
    render: (_: unknown, row: T) => <RowActions actions={actions(row)} />,
    ...options,
  }),
};

/**
 * The column kit titled from the i18n keys under `prefix` (`'warehouseOps:'`, `'parts:field.'`): a
 * column takes its row field and is titled `t(<prefix><field>)`, the wording kept under the field's
 * name; `actions` is the operation column, titled `common:column.operation`. Otherwise as `col`; a
 * column worded under another key is a `col` column.
 */
export function titledColumns(t: TFunction, prefix: string) {
  const title = (field: string) => t(`${prefix}${field}`);
  return {
    text: <T,>(field: Field<T>, options?: ColumnOptions<T>) => col.text<T>(title(field), field, options),
    code: <T,>(field: Field<T>, options?: ColumnOptions<T>) => col.code<T>(title(field), field, options),
    /** The part's name in the screen's language, titled `<prefix>partName`. */
    partName: <T extends { nameZh: string; nameEn: string }>(options?: ColumnOptions<T>) =>
      col.partName<T>(title('partName'), options),
    link: <T,>(field: Field<T>, onOpen: (row: T) => void, options?: ColumnOptions<T> & LinkOptions<T>) =>
      col.link<T>(title(field), field, onOpen, options),
    money: <T,>(field: Field<T>, options?: ColumnOptions<T>) => col.money<T>(title(field), field, options),
    qty: <T,>(field: Field<T>, options?: ColumnOptions<T>) => col.qty<T>(title(field), field, options),
    date: <T,>(field: Field<T>, options?: ColumnOptions<T>) => col.date<T>(title(field), field, options),
    dateTime: <T,>(field: Field<T>, options?: ColumnOptions<T>) =>
      col.dateTime<T>(title(field), field, options),
    status: <T,>(field: Field<T>, kind: StatusKindName, options?: ColumnOptions<T>) =>
      col.status<T>(title(field), field, kind, options),
    actions: <T,>(actions: (row: T) => RowAction[], options?: ColumnOptions<T>) =>
      col.actions<T>(t('common:column.operation'), actions, options),
  };
}

/** Row fields holding a document no (null while there is none, e.g. no replacement order yet). */
export type DocumentNoField<T> = {
  [K in keyof T & string]: T[K] extends string | null | undefined ? K : never;
}[keyof T & string];

/** Where a document no opens: a page showing it (`DocumentPlace`), on the rows `opens` lets through. */
export interface DocumentTarget<T> extends DocumentPlace {
  /** Rows whose no opens there (e.g. a receipt whose source is a transfer); default all. */
  opens?: (row: T) => boolean;
}

/**
 * A document no (order no, plan no, ...) that opens its document elsewhere in the app: a link to
 * `path?<param>=<no>` of the first of `targets` whose permission the user holds, plain text for
 * users who hold none, for rows outside that target's `opens` and nothing when the row has no no;
 * 150 px, `options` as the kit's.
 */
export function useDocumentNoColumn<T>(
  title: ReactNode,
  field: DocumentNoField<T>,
  targets: DocumentPlaces<DocumentTarget<T>>,
  options: ColumnOptions<T> = {},
): ColumnType<T> {
  const navigate = useNavigate();
  const target = useDocumentPlace(targets);
  const plain = col.code<T>(title, field, options);
  if (!target) return plain;
  const link = col.link<T>(title, field, (row) => navigate(documentHref(target, String(row[field]))), {
    testId: target.testId,
    ...options,
  });
  return {
    ...link,
    render: (value: string | null, row: T, index: number) =>
      !value ? null : (target.opens?.(row) ?? true) ? link.render?.(value, row, index) : value,
  };
}

/** What a usual row action may add: left out for some rows (`hidden`), its test id. */
export type RowActionOptions = Pick<RowAction, 'hidden' | 'testId'>;

/**
 * The usual row actions with their icon and wording: `view`, `edit` (with its permission code) and
 * `remove` (red, with its permission code, confirmed by `question` with a "Delete" OK button);
 * `options` of `edit` and `remove` leaves the action out for some rows or gives its test id.
 */
export function useRowActions() {
  const { t } = useTranslation();
  return {
    view: (onClick: () => unknown): RowAction => ({
      key: 'view',
      label: t('common:action.view'),
      icon: <EyeOutlined />,
      onClick,
    }),
    edit: (permission: string, onClick: () => unknown, options: RowActionOptions = {}): RowAction => ({
      key: 'edit',
      label: t('common:action.edit'),
      icon: <EditOutlined />,
      permission,
      ...options,
      onClick,
    }),
    remove: (
      permission: string,
      question: string,
      onClick: () => unknown,
      options: RowActionOptions = {},
    ): RowAction => ({
      key: 'delete',
      label: t('common:action.delete'),
      icon: <DeleteOutlined />,
      permission,
      danger: true,
      ...options,
      confirm: question,
      confirmOk: t('common:action.delete'),
      onClick,
    }),
  };
}
