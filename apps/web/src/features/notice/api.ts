import type { NoticeCreateRequest, NoticeDetail, NoticeListItem, Page } from '@spm/contracts';
import { api, type Query } from '../../app/api/client';

export type { NoticeDetail };
/** A notice in the list (`GET /api/v1/notices`); `version` when the server lists it. */
export type NoticeSummary = NoticeListItem & { version?: number };
export type NoticeInput = NoticeCreateRequest;

/** Query-key factory of the notice domain. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (params: object) => [...noticeKeys.lists(), params] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const fetchNotices = (params: Query) => api.get<Page<NoticeSummary>>('/api/v1/notices', params);
export const fetchNotice = (id: number) => api.get<NoticeDetail>(`/api/v1/notices/${id}`);
export const createNotice = (body: NoticeInput) =>
  api.post<NoticeDetail>('/api/v1/notices', body, { silent: true, idempotencyKey: true });
export const updateNotice = (id: number, body: NoticeInput & { version: number }) =>
  api.put<NoticeDetail>(`/api/v1/notices/${id}`, body, { silent: true });
export const deleteNotice = (id: number, version: number) =>
  api.delete<unknown>(`/api/v1/notices/${id}`, { version });
