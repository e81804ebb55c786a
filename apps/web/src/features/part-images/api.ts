import type { Page, PartImageItem } from '@spm/contracts';
import { api, type Query, rawFetch } from '../../app/api/client';
import { upload } from '../../app/api/transfer';

export type { PartImageItem };

/** Query-key factory of the parts pictures. */
export const partImageKeys = {
  all: ['partImages'] as const,
  lists: () => [...partImageKeys.all, 'list'] as const,
};

const BASE = '/api/v1/part-images';

export const fetchPartImages = (params: Query) => api.get<Page<PartImageItem>>(BASE, params);

/** Uploads a picture: multipart fields `partCode`, `title`, then the file (jpg/jpeg/png ≤ 4 MB). */
export const createPartImage = (
  file: File,
  fields: { partCode: string; title?: string },
  onProgress?: (percent: number) => void,
) =>
  upload<PartImageItem>(BASE, file, {
    fields: { partCode: fields.partCode, ...(fields.title ? { title: fields.title } : {}) },
    onProgress,
    silent: true,
  });

export const updatePartImage = (id: number, body: { partCode: string; title: string; version: number }) =>
  api.put<PartImageItem>(`${BASE}/${id}`, body, { silent: true });

export const deletePartImage = (id: number, version: number) =>
  api.delete<unknown>(`${BASE}/${id}`, { version });

export const partImageDownloadUrl = (id: number) => `${BASE}/${id}/download`;

/** The picture's bytes (`…/content`, sent with the bearer token) as a blob for `<img>`. */
export async function fetchPartImageBlob(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await rawFetch('GET', `${BASE}/${id}/content`, {
    signal,
    headers: { Accept: 'image/*' },
    silent: true,
  });
  if (!response.ok) throw new Error(`picture ${id}: HTTP ${response.status}`);
  return response.blob();
}
