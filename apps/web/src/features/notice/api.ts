import { noticeEndpoints as endpoints, type NoticeCreateRequest } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export type { NoticeDetail, NoticeListItem as NoticeSummary } from '@spm/contracts';
export type NoticeInput = NoticeCreateRequest;

/** Query-key factory of the notice domain. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (params: object) => [...noticeKeys.lists(), params] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const fetchNotices = (query: Query) => call(endpoints.list, { query });
export const fetchNotice = (id: number) => call(endpoints.detail, { params: { id } });
export const createNotice = (body: NoticeInput) =>
  call(endpoints.create, { body }, { silent: true, idempotencyKey: true });
export const updateNotice = (id: number, body: NoticeInput & { version: number }) =>
  call(endpoints.update, { params: { id }, body }, { silent: true });
export const deleteNotice = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } });

/** The lists of the feature's list pages (`ListPage` sources). */
export const noticeLists = {
  notices: exportedListSource('notice', noticeKeys.lists(), endpoints),
};
