import { i18n } from '../i18n';
import {
  buildUrl,
  commonHeaders,
  errorFromBody,
  type Query,
  type RequestOptions,
  rawFetch,
  takeRefreshedToken,
} from './client';
import { ApiError, OK_STATUSES } from './errors';
import { confirmRelogin, notify } from './notify';

/**
 * File transfer: downloads (file name from `Content-Disposition`, spec §7) and uploads with
 * progress (multipart field `file`), both through the same token, language and error handling.
 */

/** Reads the file name of `attachment; filename*=UTF-8''...` (RFC 6266), else `filename="..."`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[2].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) return (plain[2] ?? plain[1]).trim();
  return null;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadOptions extends Pick<RequestOptions, 'body' | 'signal' | 'silent'> {
  method?: 'GET' | 'POST';
  query?: Query;
}

/** Downloads a file and saves it under the server's name; a missing name is a failure (spec §7). */
export async function download(path: string, options: DownloadOptions = {}): Promise<string> {
  const response = await rawFetch(options.method ?? 'GET', path, { ...options, headers: { Accept: '*/*' } });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const error = errorFromBody(response.status, body);
    if (response.status === 401) confirmRelogin();
    else if (!options.silent) notify.error(error.message);
    error.shown = true;
    throw error;
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  if (!fileName) {
    const error = new ApiError({
      httpStatus: response.status,
      code: 'DOWNLOAD_FAILED',
      message: i18n.t('common:error.download'),
    });
    if (!options.silent) notify.error(error.message);
    error.shown = true;
    throw error;
  }
  saveBlob(await response.blob(), fileName);
  return fileName;
}

export interface UploadOptions {
  /** Extra multipart fields. */
  fields?: Record<string, string>;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  silent?: boolean;
}

/** Uploads one file as multipart field `file`; answers the envelope `data`. */
export function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    for (const [k, v] of Object.entries(commonHeaders())) xhr.setRequestHeader(k, v);
    xhr.timeout = 600_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const failWith = (error: ApiError) => {
      if (error.httpStatus === 401) confirmRelogin();
      else if (!options.silent) notify.error(error.message);
      error.shown = true;
      reject(error);
    };
    xhr.onload = () => {
      takeRefreshedToken(xhr.getResponseHeader('x-authorization'));
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const status = (body as { status?: unknown } | null)?.status;
      if (
        xhr.status < 200 ||
        xhr.status >= 300 ||
        (typeof status === 'number' && !OK_STATUSES.includes(status))
      ) {
        failWith(errorFromBody(xhr.status, body));
        return;
      }
      options.onProgress?.(100);
      resolve((body as { data: T }).data);
    };
    const networkFailure = (code: string) => () =>
      failWith(
        new ApiError({
          httpStatus: 0,
          code,
          message: i18n.t(code === 'TIMEOUT' ? 'common:error.timeout' : 'common:error.network'),
        }),
      );
    xhr.onerror = networkFailure('NETWORK');
    xhr.ontimeout = networkFailure('TIMEOUT');
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const form = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    form.append('file', file, file instanceof File ? file.name : 'file');
    xhr.send(form);
  });
}

/**
 * Fetches a protected file (the bearer token is sent) as a Blob, e.g. for an image preview; rejects
 * with an Error on a non-2xx answer (nothing is shown: the caller decides).
 */
export async function fetchBlob(path: string): Promise<Blob> {
  const response = await rawFetch('GET', path, { headers: { Accept: '*/*' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
