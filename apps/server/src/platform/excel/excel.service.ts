import type { Writable } from 'node:stream';
import { businessDateTime, type Language, type PermissionCode, pageCatalog } from '@spm/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Principal } from '../access/principal';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createAttachmentService } from '../files/attachment.service';
import { cleanFileName, FILE_TYPES } from '../files/file-types';
import { generatedStream } from '../files/generated-stream';
import { sendDownload } from '../http/download';
import type { FailureScope } from '../jobs/failure-scope';
import type { JobService } from '../jobs/job.service';
import { parkedUploads, receiveExcelUpload, type Upload } from './excel-uploads';
import { type ImportDef, type ImportResult, runImport } from './importer';
import { buttonLabel, type ColumnDef, type SheetDef, sheetPermission, sheetTitle } from './sheet';
import {
  addDataSheet,
  type CellFormat,
  sheetDrained,
  workbookWriter,
  writeExportRow,
  writeFeedback,
  writeTemplate,
} from './writer';
import { inspectXlsx } from './zip-guard';

const XLSX_TYPE = FILE_TYPES.xlsx.contentType;
/** Generated files (feedback, exports) are stored as the user's private uploads. */
const GENERATED_RULES = { allowedTypes: ['xlsx'] as const, maxBytes: 1024 * 1024 * 1024, maxNameLength: 200 };

/** An export: a sheet, who may run it and where its rows come from. */
export interface ExportDef<Q = Record<string, unknown>> {
  /** Unique key (job parameter). */
  key: string;
  sheet: SheetDef;
  permission: PermissionCode;
  /** Records keyed by column key, streamed page by page (never the whole table in memory). */
  rows: (db: Db, principal: Principal, query: Q) => AsyncIterable<Record<string, unknown>>;
  /** Number of rows `rows` will give, for the progress of a background export. */
  count?: (db: Db, principal: Principal, query: Q) => Promise<number>;
}

/** A template centre entry (`GET /api/v1/templates`), texts in the caller's language. */
export interface TemplateItem {
  key: string;
  /** Page name. */
  page: string;
  /** Button name. */
  button: string;
  templateName: string;
  /** Permission page and action, for clients that localize themselves. */
  pageKey: string;
  action: string;
}

/** Answer of an import upload: the result, or a queued background job (`status: 'queued'`). */
export type ImportAnswer = (ImportResult | (Omit<ImportResult, 'status'> & { status: 'queued' })) & {
  jobId: string | null;
};

/** Result of a background export job. */
export interface ExportJobResult {
  fileId: number;
  fileName: string;
  rows: number;
}

/**
 * The Excel framework (docs/decisions/excel-import-export.md): imports, exports and templates made
 * from one sheet definition. Modules register their imports and exports when their routes register
 * (`importRoute` / `exportRoutes` in `excel.routes.ts`); the template centre lists the registered imports.
 */
export function createExcelService({
  db,
  singleConnection,
  config,
  now,
  jobs,
  log,
}: {
  db: Db;
  /** The embedded engine (one connection): large upsert imports are written in committed batches. */
  singleConnection: boolean;
  config: Config;
  now: () => Date;
  jobs: JobService;
  log: FastifyBaseLogger;
}) {
  // it only stores the files it makes (exports, feedback files): it never opens an owned attachment
  const files = createAttachmentService({ db, config, now, attachmentOwners: new Map() });
  const imports = new Map<string, ImportDef>();
  const exports = new Map<string, ExportDef>();
  const parked = parkedUploads(config.dataDir, log);

  const stamp = () => businessDateTime(now(), config.businessTz).replace(/\D/g, '');
  /** How cells are worded for a reader of `language` (dates in the configured business time zone). */
  const cellFormat = (language: Language): CellFormat => ({ language, businessTz: config.businessTz });
  const fileNameOf = (sheet: SheetDef, language: Language, suffixZh: string, suffixEn: string) =>
    cleanFileName(
      `${sheetTitle(sheet, language)}${language === 'en-US' ? ` ${suffixEn}` : suffixZh}_${stamp()}.xlsx`,
    );

  /**
   * Writes a workbook into the attachment store as the user's private file; answers its id. A failure
   * of the writer or of the storage, however early, rejects (the partial file is removed).
   */
  async function storeGenerated(
    scope: FailureScope,
    fileName: string,
    userId: number,
    write: (out: Writable) => Promise<void>,
  ) {
    const generated = generatedStream(scope, write);
    const saving = files.save(generated.stream, fileName, userId, GENERATED_RULES).catch((error: unknown) => {
      // the writer stops at its next row (see `exportTo`)
      generated.stream.destroy();
      throw error;
    });
    const [info] = await Promise.all([saving, generated.done]);
    return info.id;
  }

  const importDeps = {
    db,
    singleConnection,
    now,
    businessTz: config.businessTz,
    saveFeedback: (
      sheet: SheetDef,
      language: Language,
      rows: Parameters<typeof writeFeedback>[3],
      summary: Parameters<typeof writeFeedback>[4],
      userId: number,
    ) =>
      storeGenerated(
        { kind: 'stream', name: `feedback:${sheet.key}` },
        fileNameOf(sheet, language, '导入反馈', 'import feedback'),
        userId,
        (out) => writeFeedback(out, sheet, language, rows, summary),
      ),
  };

  function permitted(principal: Principal, permission: string) {
    if (!principal.permissions.has(permission)) throw new AppError('FORBIDDEN');
  }

  async function exportTo(
    out: Writable,
    def: ExportDef,
    query: Record<string, unknown>,
    principal: Principal,
    language: Language,
    progress?: (percent: number) => void,
  ): Promise<number> {
    const total = progress && def.count ? await def.count(db, principal, query) : 0;
    const format = cellFormat(language);
    const workbook = workbookWriter(out);
    const worksheet = addDataSheet(workbook, def.sheet, language);
    let rows = 0;
    for await (const record of def.rows(db, principal, query)) {
      if (out.destroyed) throw out.errored ?? new AppError('EXCEL_EXPORT_FAILED');
      writeExportRow(worksheet, def.sheet, record, format);
      await sheetDrained(worksheet, out);
      rows++;
      if (progress && total > 0 && rows % 500 === 0) progress((95 * rows) / total);
    }
    worksheet.commit();
    await workbook.commit();
    return rows;
  }

  /** A job's unexpected error (database, storage) becomes `code` for the user; the cause is logged. */
  const failsAs =
    (code: 'EXCEL_IMPORT_FAILED' | 'EXCEL_EXPORT_FAILED', jobId: string) => (error: unknown) => {
      if (error instanceof AppError) throw error;
      log.error({ err: error, jobId }, 'excel job failed');
      throw new AppError(code);
    };

  jobs.define(
    'excel.import',
    async (params, run) => {
      const def = imports.get(String(params.sheet));
      const file = String(params.file);
      try {
        if (!def) throw new AppError('NOT_FOUND');
        permitted(run.principal, sheetPermission(def.sheet));
        const buffer = await parked.read(file);
        const result = await runImport(importDeps, def, {
          buffer,
          fileName: String(params.fileName),
          principal: run.principal,
          language: run.language,
          maxRows: config.excel.maxRows,
          progress: run.progress,
        });
        return { ...result, jobId: run.jobId };
      } catch (error) {
        return failsAs('EXCEL_IMPORT_FAILED', run.jobId)(error);
      } finally {
        await parked.remove(file).catch(() => {});
      }
    },
    {
      perUser: {
        running: config.excel.importsRunningPerUser,
        queued: config.excel.importsQueuedPerUser,
        busy: 'EXCEL_IMPORTS_BUSY',
      },
    },
  );

  jobs.define('excel.export', async (params, run): Promise<ExportJobResult> => {
    const def = exports.get(String(params.export));
    if (!def) throw new AppError('NOT_FOUND');
    permitted(run.principal, def.permission);
    const query = (params.query ?? {}) as Record<string, unknown>;
    const fileName = fileNameOf(def.sheet, run.language, '导出', 'export');
    let rows = 0;
    const fileId = await storeGenerated(
      { kind: 'stream', name: `export:${def.key}`, jobId: run.jobId },
      fileName,
      run.principal.userId,
      async (out) => {
        rows = await exportTo(out, def, query, run.principal, run.language, run.progress);
      },
    ).catch(failsAs('EXCEL_EXPORT_FAILED', run.jobId));
    return { fileId, fileName, rows };
  });

  return {
    /** Makes an import known (its template joins the template centre). */
    registerImport<C extends readonly ColumnDef[]>(def: ImportDef<C>): void {
      const known = imports.get(def.sheet.key);
      if (known && known !== (def as unknown)) throw new Error(`import ${def.sheet.key} registered twice`);
      imports.set(def.sheet.key, def as unknown as ImportDef);
    },

    registerExport<Q>(def: ExportDef<Q>): void {
      const known = exports.get(def.key);
      if (known && known !== (def as unknown)) throw new Error(`export ${def.key} registered twice`);
      exports.set(def.key, def as unknown as ExportDef);
    },

    /**
     * Reads the multipart field `file` of an import upload into memory (at most EXCEL_MAX_BYTES).
     * @throws AppError VALIDATION_FAILED (no file) | EXCEL_FILE_TOO_LARGE {limit} (413) | FILE_EMPTY
     */
    receiveUpload: (request: FastifyRequest): Promise<Upload> =>
      receiveExcelUpload(request, config.excel.maxBytes),

    /**
     * Imports an upload: the workbook is inspected first (413/415 before any parsing); a file up to
     * EXCEL_SYNC_MAX_BYTES is imported at once, a larger one becomes a background job (`status: 'queued'`,
     * `jobId`; poll `GET /api/v1/jobs/{jobId}` whose `result` is the same shape). A user runs at most
     * EXCEL_IMPORTS_RUNNING_PER_USER background imports at once, the rest wait in the queue.
     * @throws AppError EXCEL_IMPORTS_BUSY (429) while the user has EXCEL_IMPORTS_RUNNING_PER_USER +
     *   EXCEL_IMPORTS_QUEUED_PER_USER background imports unfinished
     */
    async importUpload(
      def: ImportDef,
      upload: Upload,
      principal: Principal,
      language: Language,
    ): Promise<ImportAnswer> {
      await inspectXlsx(upload.buffer, config.excel);
      if (upload.buffer.length <= config.excel.syncMaxBytes) {
        const result = await runImport(importDeps, def, {
          ...upload,
          principal,
          language,
          maxRows: config.excel.maxRows,
        });
        return { ...result, jobId: null };
      }
      const file = await parked.park(upload.buffer);
      const jobId = await jobs
        .submit(
          'excel.import',
          { sheet: def.sheet.key, file, fileName: upload.fileName },
          principal,
          language,
        )
        .catch(async (error: unknown) => {
          await parked.remove(file);
          throw error;
        });
      return {
        sheet: def.sheet.key,
        fileName: upload.fileName,
        status: 'queued',
        total: 0,
        inserted: 0,
        updated: 0,
        failed: 0,
        feedbackFileId: null,
        feedbackUrl: null,
        errors: [],
        jobId,
      };
    },

    /**
     * Streams an export as the response (`Content-Disposition: attachment`, nosniff), rows written as
     * they are read. A failure after the first bytes aborts the download.
     */
    sendExport<Q>(
      reply: FastifyReply,
      def: ExportDef<Q>,
      query: Q,
      principal: Principal,
      language: Language,
    ) {
      const generated = generatedStream({ kind: 'stream', name: `export:${def.key}` }, async (out) => {
        await exportTo(
          out,
          def as unknown as ExportDef,
          query as Record<string, unknown>,
          principal,
          language,
        );
      });
      generated.done.catch((error: unknown) => log.error({ err: error }, 'export failed'));
      return sendDownload(reply, {
        contentType: XLSX_TYPE,
        fileName: fileNameOf(def.sheet, language, '导出', 'export'),
        body: generated.stream,
      });
    },

    /** Queues an export as a background job; its result is `{ fileId, fileName, rows }`. */
    submitExport<Q>(def: ExportDef<Q>, query: Q, principal: Principal, language: Language): Promise<string> {
      return jobs.submit(
        'excel.export',
        { export: def.key, query: query as Record<string, unknown> },
        principal,
        language,
      );
    },

    /** The template centre list: templates of the imports the caller may run, in their language. */
    templates(principal: Principal, language: Language): TemplateItem[] {
      return [...imports.values()]
        .filter((d) => principal.permissions.has(sheetPermission(d.sheet)))
        .map(({ sheet }) => {
          const page = pageCatalog[sheet.page];
          return {
            key: sheet.key,
            page: language === 'en-US' ? page.en : page.zh,
            button: buttonLabel(sheet, language),
            templateName: language === 'en-US' ? `${sheet.titleEn} template` : `${sheet.titleZh}模板`,
            pageKey: sheet.page,
            action: sheet.button,
          };
        });
    },

    /**
     * Streams the template of import `key` (header, example row, notes) in the caller's language.
     * @throws AppError NOT_FOUND for an unknown key or one the caller may not import
     */
    sendTemplate(reply: FastifyReply, key: string, principal: Principal, language: Language) {
      const def = imports.get(key);
      if (!def || !principal.permissions.has(sheetPermission(def.sheet))) throw new AppError('NOT_FOUND');
      const generated = generatedStream({ kind: 'stream', name: `template:${key}` }, (out) =>
        writeTemplate(out, def.sheet, cellFormat(language)),
      );
      generated.done.catch((error: unknown) => log.error({ err: error }, 'template failed'));
      const name =
        language === 'en-US' ? `${def.sheet.titleEn} template.xlsx` : `${def.sheet.titleZh}模板.xlsx`;
      return sendDownload(reply, { contentType: XLSX_TYPE, fileName: name, body: generated.stream });
    },
  };
}

export type ExcelService = ReturnType<typeof createExcelService>;
