import type { noticeListQuery } from '@spm/contracts';
import type { z } from 'zod';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { dateTimeColumn, defineExportSheet } from '../../platform/excel/sheet';
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
        { key: 'title', headerZh: '标题', headerEn: 'Title', type: 'string', width: 40 },
        { key: 'publisherName', headerZh: '发布人', headerEn: 'Published by', type: 'string', width: 16 },
        dateTimeColumn('publishedAt', '发布时间', 'Published at'),
        { key: 'attachmentCount', headerZh: '附件数', headerEn: 'Attachments', type: 'int' },
      ],
    }),
    pagedRows((_db, _principal, query) => notices.list(query)),
  );
