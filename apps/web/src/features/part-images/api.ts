import { partImageEndpoints as endpoints, type PartImageItem } from '@spm/contracts';
import { rawFetch } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { upload } from '../../app/api/transfer';
import { exportedListSource } from '../../shared/list-source';

export type { PartImageItem };

/** Query-key factory of the parts pictures. */
export const partImageKeys = {
  all: ['partImages'] as const,
  lists: () => [...partImageKeys.all, 'list'] as const,
};

/** Uploads a picture: multipart fields `partCode`, `title`, then the file (jpg/jpeg/png ≤ 4 MB). */
export const createPartImage = (
  file: File,
  fields: { partCode: string; title?: string },
  onProgress?: (percent: number) => void,
) =>
  upload<PartImageItem>(endpoints.create.path, file, {
    fields: { partCode: fields.partCode, ...(fields.title ? { title: fields.title } : {}) },
    onProgress,
    silent: true,
  });

export const updatePartImage = (id: number, body: { partCode: string; title: string; version: number }) =>
  call(endpoints.update, { params: { id }, body }, { silent: true });

export const deletePartImage = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } });

/** Path of the picture list export (`partsImage:export`). */
export const partImageDownloadUrl = (id: number) => urlOf(endpoints.download, { params: { id } }).path;

/** The picture's bytes (`…/content`, sent with the bearer token) as a blob for `<img>`. */
export async function fetchPartImageBlob(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await rawFetch('GET', urlOf(endpoints.content, { params: { id } }).path, {
    signal,
    headers: { Accept: 'image/*' },
    silent: true,
  });
  if (!response.ok) throw new Error(`picture ${id}: HTTP ${response.status}`);
  return response.blob();
}

/** The lists of the feature's list pages (`ListPage` sources). */
export const partImageLists = {
  partImages: exportedListSource('partsImage', partImageKeys.lists(), endpoints),
};
