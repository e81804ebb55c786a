import { errorMessage, type Language, type PermissionCode } from '@spm/domain';
import { z } from 'zod';
import { principalOf } from '../access/access.plugin';
import type { App, AppContext } from '../context';
import { ok } from '../http/envelope';
import { requestLanguage } from '../i18n/language';
import type { ExportDef, ImportAnswer } from './excel.service';
import { withImportIdempotency } from './import-idempotency';
import type { ImportDef } from './importer';
import type { ColumnDef } from './sheet';

function importMessage(answer: ImportAnswer, language: Language): string {
  const en = language === 'en-US';
  if (answer.status === 'queued') return en ? 'The import runs in the background' : '已转为后台导入，请稍候';
  if (answer.status === 'failed')
    return errorMessage('EXCEL_IMPORT_HAS_ERRORS', language, { failed: answer.failed });
  return en
    ? `Imported: ${answer.inserted} inserted, ${answer.updated} updated`
    : `导入成功：新增${answer.inserted}条，更新${answer.updated}条`;
}

/**
 * Registers `POST <url>` (multipart field `file`, an .xlsx made from the template) for an import; the
 * route needs the permission of the sheet's page button. Answer (envelope `data`): `{ jobId, status:
 * succeeded|failed|queued, sheet, fileName, total, inserted, updated, failed, feedbackFileId,
 * feedbackUrl, errors: [{ row, column, message }] (first 50) }`. `failed > 0` means nothing was saved;
 * the feedback file (`feedbackUrl` = `/api/v1/attachments/{feedbackFileId}/download`) lists every row's errors. `queued`: a large
 * file runs as a job — poll `GET /api/v1/jobs/{jobId}`, whose `result` has this shape.
 * Errors: 413 EXCEL_FILE_TOO_LARGE | EXCEL_UNPACKED_TOO_LARGE | EXCEL_COMPRESSION_SUSPICIOUS |
 * EXCEL_TOO_MANY_ROWS, 415 EXCEL_FILE_INVALID, 422 EXCEL_HEADER_NOT_FOUND | EXCEL_COLUMNS_MISSING |
 * EXCEL_NO_ROWS | FILE_EMPTY. Honours `Idempotency-Key` (same key and file: the first answer again).
 */
export function importRoute<C extends readonly ColumnDef[]>(
  app: App,
  ctx: AppContext,
  opts: { url: string; importer: ImportDef<C>; summary: string },
) {
  const importer = opts.importer as unknown as ImportDef;
  ctx.excel.registerImport(importer);
  app.post(
    opts.url,
    {
      config: { access: { permission: `${importer.sheet.page}:${importer.sheet.button}` as PermissionCode } },
      schema: { summary: opts.summary, tags: ['excel'], consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const principal = principalOf(request);
      const upload = await ctx.excel.receiveUpload(request);
      return withImportIdempotency(ctx.db, request, reply, principal.userId, upload.buffer, async () => {
        const answer = await ctx.excel.importUpload(importer, upload, principal, language);
        return { status: 200, message: importMessage(answer, language), data: answer };
      });
    },
  );
}

/**
 * Registers an export: `GET <url>` streams the .xlsx at once (filters in the query string, validated by
 * `querystring`), and `POST <url>/jobs` (same filters as JSON body) runs it as a background job whose
 * `result` is `{ fileId, fileName, rows }` (download `GET /api/v1/attachments/{fileId}/download`).
 * Both need `exporter.permission`. Headers in the caller's language.
 */
export function exportRoutes<S extends z.ZodType<Record<string, unknown>>>(
  app: App,
  ctx: AppContext,
  opts: { url: string; exporter: ExportDef<z.infer<S>>; querystring: S; summary: string },
) {
  const { exporter } = opts;
  ctx.excel.registerExport(exporter);
  app.get(
    opts.url,
    {
      config: { access: { permission: exporter.permission } },
      schema: { summary: opts.summary, tags: ['excel'], querystring: opts.querystring },
    },
    async (request, reply) =>
      ctx.excel.sendExport(
        reply,
        exporter,
        request.query as z.infer<S>,
        principalOf(request),
        requestLanguage(request),
      ),
  );
  app.post(
    `${opts.url}/jobs`,
    {
      config: { access: { permission: exporter.permission } },
      schema: { summary: `${opts.summary} (background job)`, tags: ['excel'], body: opts.querystring },
    },
    async (request) => {
      const jobId = await ctx.excel.submitExport(
        exporter,
        request.body as z.infer<S>,
        principalOf(request),
        requestLanguage(request),
      );
      return ok(request, { jobId });
    },
  );
}

/** Template centre (spec §2 navbar "template centre": page name, button name, template name, download). */
export async function templateRoutes(app: App, ctx: AppContext) {
  /**
   * `GET /api/v1/templates`: `[{ key, page, button, templateName, pageKey, action }]` in the caller's
   * language — only the templates of imports the caller may run.
   */
  app.get(
    '/api/v1/templates',
    {
      config: { access: { permission: 'authenticated' } },
      schema: { summary: 'Import templates I may use', tags: ['excel'] },
    },
    async (request) => ok(request, ctx.excel.templates(principalOf(request), requestLanguage(request))),
  );

  /**
   * `GET /api/v1/templates/{key}/download`: the template .xlsx (header row, example row, notes sheet)
   * made from the import's column definitions, in the caller's language. 404 for an unknown key or an
   * import the caller may not run.
   */
  app.get(
    '/api/v1/templates/:key/download',
    {
      config: { access: { permission: 'authenticated' } },
      schema: {
        summary: 'Download an import template',
        tags: ['excel'],
        params: z.object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,59}$/) }),
      },
    },
    async (request, reply) =>
      ctx.excel.sendTemplate(reply, request.params.key, principalOf(request), requestLanguage(request)),
  );
}
