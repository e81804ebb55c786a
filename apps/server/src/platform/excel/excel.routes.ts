import { type ExportEndpoints, type importEndpoint, platformEndpoints } from '@spm/contracts';
import { errorMessage, type Language, type PermissionCode } from '@spm/domain';
import type { z } from 'zod';
import type { App, AppContext } from '../context';
import { CustomEnvelope, download, read } from '../http/endpoint';
import { requestLanguage } from '../i18n/language';
import type { ExportDef, ImportAnswer } from './excel.service';
import { withImportIdempotency } from './import-idempotency';
import type { ImportDef } from './importer';
import type { ColumnDef } from './sheet';

function importMessage(answer: ImportAnswer, language: Language): string {
  const en = language === 'en-US';
  if (answer.status === 'queued') return en ? 'The import runs in the background' : '已转为后台导入，请稍候';
  const saved = answer.inserted + answer.updated;
  if (answer.status === 'failed' && saved > 0)
    return errorMessage('EXCEL_IMPORT_PARTLY_SAVED', language, { failed: answer.failed, saved });
  if (answer.status === 'failed')
    return errorMessage('EXCEL_IMPORT_HAS_ERRORS', language, { failed: answer.failed });
  return en
    ? `Imported: ${answer.inserted} inserted, ${answer.updated} updated`
    : `导入成功：新增${answer.inserted}条，更新${answer.updated}条`;
}

/**
 * Registers an import from its declaration (`importEndpoint` in contracts: `POST <path>`, multipart
 * field `file`, an .xlsx made from the template); the route needs the permission of the sheet's page
 * button. Answer (envelope `data`, `importAnswer`): `{ jobId, status: succeeded|failed|queued, sheet,
 * fileName, total, inserted, updated, failed, feedbackFileId, feedbackUrl, errors: [{ row, column,
 * message }] (first 50) }`. `failed > 0` means nothing was saved (unless `inserted` / `updated` say
 * otherwise: an interrupted batched write on the embedded engine); the feedback file lists every row's
 * errors. `queued`: a large file runs as a job — poll `GET /api/v1/jobs/{jobId}`.
 * Errors: 413 EXCEL_FILE_TOO_LARGE | EXCEL_UNPACKED_TOO_LARGE | EXCEL_COMPRESSION_SUSPICIOUS |
 * EXCEL_TOO_MANY_ROWS, 415 EXCEL_FILE_INVALID, 422 EXCEL_HEADER_NOT_FOUND | EXCEL_COLUMNS_MISSING |
 * EXCEL_NO_ROWS | FILE_EMPTY. Honours `Idempotency-Key` (same key and file: the first answer again).
 */
export function importRoute<C extends readonly ColumnDef[]>(
  app: App,
  ctx: AppContext,
  opts: { importer: ImportDef<C>; endpoint: ReturnType<typeof importEndpoint> },
) {
  const { endpoint } = opts;
  const importer = opts.importer as unknown as ImportDef;
  ctx.excel.registerImport(importer);
  const permission = `${importer.sheet.page}:${importer.sheet.button}` as PermissionCode;
  read(app, endpoint, { access: { permission } }, async (_input, principal, request, reply) => {
    const language = requestLanguage(request);
    const upload = await ctx.excel.receiveUpload(request);
    const body = await withImportIdempotency(
      ctx.db,
      request,
      reply,
      principal.userId,
      upload.buffer,
      async () => {
        const answer = await ctx.excel.importUpload(importer, upload, principal, language);
        return { status: 200, message: importMessage(answer, language), data: answer };
      },
    );
    return new CustomEnvelope(body);
  });
}

/**
 * Registers an export from its declarations (`exportEndpoints` in contracts): `file` streams the .xlsx at
 * once (filters in the query string), `job` (same filters as JSON body) runs it as a background job
 * whose `result` is `{ fileId, fileName, rows }` (download `GET /api/v1/attachments/{fileId}/download`).
 * Both need `exporter.permission`. Headers in the caller's language.
 */
export function exportRoutes<Q extends z.ZodType<Record<string, unknown>>>(
  app: App,
  ctx: AppContext,
  opts: { exporter: ExportDef<z.output<Q>>; endpoints: ExportEndpoints<Q> },
) {
  const { exporter, endpoints } = opts;
  ctx.excel.registerExport(exporter as ExportDef);
  const access = { permission: exporter.permission };
  download(app, endpoints.file, { access }, (input, principal, reply, request) =>
    ctx.excel.sendExport(reply, exporter, input.query as z.output<Q>, principal, requestLanguage(request)),
  );
  read(app, endpoints.job, { access }, async (input, principal, request) => ({
    jobId: await ctx.excel.submitExport(
      exporter,
      input.body as z.output<Q>,
      principal,
      requestLanguage(request),
    ),
  }));
}

/**
 * Template centre (spec §2 navbar "template centre": page name, button name, template name, download),
 * declared in `platformEndpoints.templates` / `templateDownload`: only the templates of imports the
 * caller may run, labels in the caller's language; the download is the template .xlsx (header row,
 * example row, notes sheet) made from the import's column definitions, 404 for an unknown key or an
 * import the caller may not run.
 */
export async function templateRoutes(app: App, ctx: AppContext) {
  const signedIn = { access: { permission: 'authenticated' } } as const;
  read(app, platformEndpoints.templates, signedIn, async (_input, principal, request) =>
    ctx.excel.templates(principal, requestLanguage(request)),
  );
  download(app, platformEndpoints.templateDownload, signedIn, ({ params }, principal, reply, request) =>
    ctx.excel.sendTemplate(reply, params.key, principal, requestLanguage(request)),
  );
}
