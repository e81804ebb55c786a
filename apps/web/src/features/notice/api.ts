import type { Page } from '@spm/contracts';
import { api, type Query } from '../../app/api/client';
import type { Attachment } from '../../shared/attachments';

/** A notice in the list (`GET /api/v1/notices`). */
export interface NoticeSummary {
  id: number;
  title: string;
  publisherName: string;
  publishedAt: string;
  attachmentCount: number;
  version: number;
}

/** `GET /api/v1/notices/{id}`. */
export interface NoticeDetail {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
  publisherName: string;
  attachments: Attachment[];
  version: number;
}

export interface NoticeInput {
  title: string;
  content: string;
  attachmentIds: Attachment['id'][];
}

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
