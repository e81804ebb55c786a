import type { noticeListQuery } from '@spm/contracts';
import { businessDateTime } from '@spm/domain';
import type { z } from 'zod';
import type { ExportDef } from '../../platform/excel/excel.service';
import { defineExportSheet, everyRow } from '../../platform/excel/sheet';
import type { createNoticeService } from './notices.service';

/**
 * The notice list export (`GET /api/v1/notices/export`, permission `notice:export`): the list's keyword
 * and sort, newest first unless sorted; published time as a business date-time.
 */
export const noticeExport = (
  notices: ReturnType<typeof createNoticeService>,
): ExportDef<z.output<typeof noticeListQuery>> => ({
  key: 'notices',
  sheet: defineExportSheet({
    key: 'notices',
    page: 'notice',
    titleZh: '通知公告',
    titleEn: 'Notices',
    columns: [
      { key: 'title', headerZh: '标题', headerEn: 'Title', type: 'string', width: 40 },
      { key: 'publisherName', headerZh: '发布人', headerEn: 'Published by', type: 'string', width: 16 },
      { key: 'publishedAt', headerZh: '发布时间', headerEn: 'Published at', type: 'string', width: 20 },
      { key: 'attachmentCount', headerZh: '附件数', headerEn: 'Attachments', type: 'int' },
    ],
  }),
  permission: 'notice:export',
  async *rows(_db, _principal, query) {
    for await (const n of everyRow((page, pageSize) => notices.list({ ...query, page, pageSize })))
      yield { ...n, publishedAt: businessDateTime(new Date(n.publishedAt)) };
  },
});
