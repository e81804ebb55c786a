import type { Language } from '@spm/domain';
import type { FastifyRequest } from 'fastify';

/** Language of a request (API.md "Conventions"): `language` cookie, else Accept-Language, else zh-CN. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const match = /(?:^|;\s*)language=([^;]+)/.exec(cookie);
  if (match) {
    const value = decodeURIComponent(match[1]).toLowerCase();
    if (value.startsWith('en')) return 'en-US';
    if (value.startsWith('zh')) return 'zh-CN';
  }
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && accept.length > 0) {
    const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}
