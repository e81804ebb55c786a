import { Descriptions } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A detail item shown otherwise than the record's field: its own label and value. */
export interface DetailItem {
  key: string;
  /** The label; `label(key)` of the section unless given. */
  label?: ReactNode;
  value: ReactNode;
  span?: number;
}

/**
 * A document's header as a description list (small, `column` per row): each entry is a field of
 * `record` shown as it is (`empty` when null) under `label(field)`, or a `DetailItem`
 * that shows its own value.
 */
export function DetailFields<T extends object>({
  record,
  label,
  items,
  column = 3,
  bordered,
  empty = '—',
  testId,
  style,
}: {
  record: T;
  label: (key: string) => ReactNode;
  items: ((keyof T & string) | DetailItem)[];
  column?: number;
  bordered?: boolean;
  empty?: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={column}
      style={style}
      data-testid={testId}
      items={items.map((item) => {
        if (typeof item !== 'string') {
          return {
            key: item.key,
            label: item.label ?? label(item.key),
            children: item.value,
            span: item.span,
          };
        }
        const value = record[item] as ReactNode;
        return { key: item, label: label(item), children: value ?? empty };
      })}
    />
  );
}
