import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { ListPage, type ListPageProps } from './ListPage';

/** A tab of `ListTabs`: its key, its wording and what it shows. */
export interface ListTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * A tab listing one list source: a `ListPage` with `list` as its props (its own criteria saved under
 * its source's page key, its own toolbar and export).
 */
export function listTab<T extends object>(key: string, label: ReactNode, list: ListPageProps<T>): ListTab {
  return { key, label, children: <ListPage<T> {...list} /> };
}

/**
 * A page of tabs, each usually a list (`listTab`), opening on `defaultActiveKey` (the first tab unless
 * given); a tab given as `false` is left out (e.g. one the user has no permission for).
 */
export function ListTabs({
  items,
  defaultActiveKey,
}: {
  items: (ListTab | false)[];
  defaultActiveKey?: string;
}) {
  return (
    <Tabs
      defaultActiveKey={defaultActiveKey}
      items={items.filter((item): item is ListTab => item !== false)}
    />
  );
}
