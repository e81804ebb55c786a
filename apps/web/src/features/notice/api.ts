import { noticeEndpoints as endpoints, type NoticeCreateRequest } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
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
const notice = documentCalls(endpoints);
export const fetchNotice = notice.fetch;
export const createNotice = notice.create;
export const updateNotice = notice.update;
export const deleteNotice = notice.remove;

/** The lists of the feature's list pages (`ListPage` sources). */
export const noticeLists = {
  notices: exportedListSource('notice', noticeKeys.lists(), endpoints),
};
