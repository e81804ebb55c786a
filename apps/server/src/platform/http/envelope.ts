import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/language';
import { type MessageKey, t } from '../i18n/messages';

/** Success envelope `{ status: 200, message, data }` (API.md "Conventions"). */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'ok') {
  return { status: 200, message: t(requestLanguage(request), messageKey), data };
}
