import type { DataOf, EndpointDef, Page } from '@spm/contracts';
import type { PermissionCode } from '@spm/domain';
import type { Key } from 'react';
import { call, type JsonEndpoint, urlOf } from '../app/api/endpoint';
import type { Criteria } from './SearchForm';

/** What `fetch` receives: the criteria plus paging and sort (`field` or `-field`). */
export type ListParams = Criteria & { page: number; pageSize: number; sort?: string };

/**
 * What a list page lists, declared once next to the feature's API functions: the things that always
 * travel together. A page hands it to `ListPage` as `source` and adds what is its own (columns,
 * search fields, toolbar).
 */
export interface ListSource<T extends object, P extends string = string> {
  /** Page key of the permission catalogue; criteria are saved under it. */
  page: P;
  /** The list's query key; its first element names the domain refreshed after a toolbar action. */
  queryKey: readonly unknown[];
  fetch: (params: ListParams) => Promise<Page<T>>;
  /** The row key: `id` unless given. */
  rowKey?: (keyof T & string) | ((row: T) => Key);
  /** Export button (`<page>:export`): downloads this path with the current criteria and sort. */
  exportUrl?: string;
  /** Permission code of the export button when it is not `<page>:export` (a tab saving its own criteria). */
  exportPermission?: PermissionCode;
  /** Test id of the page's element; `list-<page>` unless given. */
  testId?: string;
}

/**
 * A list source of `page` (its literal type kept, for hooks that build a permission of it): its query key and fetch function, with the export path, row key and test id
 * in `options`. The row type comes from `fetch`.
 */
export function listSource<T extends object, P extends string = string>(
  page: P,
  queryKey: readonly unknown[],
  fetch: (params: ListParams) => Promise<Page<T>>,
  options: Omit<ListSource<T>, 'page' | 'queryKey' | 'fetch'> = {},
): ListSource<T, P> {
  return { page, queryKey, fetch, ...options };
}

/**
 * The declared endpoints of a listed document that exports its list: the page of rows and the export
 * file (`crud` with `exportEndpoints`; endpoints named otherwise are passed as `{ list, export }`).
 */
export interface ExportedListEndpoints {
  list: JsonEndpoint;
  export: { file: EndpointDef };
}

/** The row type of the list endpoint of `E`. */
export type ListRowOf<E extends ExportedListEndpoints> =
  DataOf<E['list']> extends Page<infer T extends object> ? T : never;

/**
 * A list source of `page` read from the declared `endpoints` of its document: rows from `list` with the
 * criteria, paging and sort as its query, the export button downloading `export.file`; row key and
 * test id in `options`.
 */
export function exportedListSource<E extends ExportedListEndpoints, P extends string = string>(
  page: P,
  queryKey: readonly unknown[],
  endpoints: E,
  options: Pick<ListSource<ListRowOf<E>>, 'rowKey' | 'testId'> = {},
): ListSource<ListRowOf<E>, P> {
  const fetch = (params: ListParams) =>
    call(endpoints.list, { query: params } as never) as Promise<Page<ListRowOf<E>>>;
  const exportUrl = urlOf(endpoints.export.file, {} as never).path;
  return listSource(page, queryKey, fetch, { ...options, exportUrl });
}
