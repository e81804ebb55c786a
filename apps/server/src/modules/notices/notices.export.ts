import type { noticeListQuery } from '@spm/contracts';
import type { z } from 'zod';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { dateTimeColumn, defineExportSheet, intColumn, textColumn } from '../../platform/excel/sheet';
import type { createNoticeService } from './notices.service';

/**
 * The notice list export (`GET /api/v1/notices/export`, permission `notice:export`): the list's keyword
 * and sort, newest first unless sorted; published time as a business date-time.
 */
export const noticeExport = (
  notices: ReturnType<typeof createNoticeService>,
): ExportDef<z.output<typeof noticeListQuery>> =>
  sheetExport(
    defineExportSheet({
      key: 'notices',
      page: 'notice',
      titleZh: '通知公告',
      titleEn: 'Notices',
      columns: [
        textColumn('title', '标题', 'Title', 40),
        textColumn('publisherName', '发布人', 'Published by', 16),
        dateTimeColumn('publishedAt', '发布时间', 'Published at'),
        intColumn('attachmentCount', '附件数', 'Attachments'),
      ],
    }),
    pagedRows((_db, _principal, query) => notices.list(query)),
  );
