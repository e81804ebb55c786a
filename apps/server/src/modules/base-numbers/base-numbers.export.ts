import type { baseNumberListQuery } from '@spm/contracts';
import type { z } from 'zod';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { remarkColumn } from '../../platform/excel/reference-columns';
import { defineExportSheet, instantDateColumn } from '../../platform/excel/sheet';
import { listBaseNumbers } from './base-numbers.service';

/**
 * The base number export (`GET /api/v1/base-numbers/export`, permission `baseNumber:export`): the list's
 * keyword and sort; `partCount` the parts naming the base number, created date in business time.
 */
export const baseNumberExport: ExportDef<z.output<typeof baseNumberListQuery>> = sheetExport(
  defineExportSheet({
    key: 'base-numbers',
    page: 'baseNumber',
    titleZh: '基本号',
    titleEn: 'Base numbers',
    columns: [
      { key: 'baseNumber', headerZh: '基本号', headerEn: 'Base number', type: 'string', width: 20 },
      { key: 'nameZh', headerZh: '中文名称', headerEn: 'Name (zh)', type: 'string', width: 24 },
      { key: 'nameEn', headerZh: '英文名称', headerEn: 'Name (en)', type: 'string', width: 28 },
      { key: 'partCount', headerZh: '配件数', headerEn: 'Parts', type: 'int' },
      remarkColumn(30),
      instantDateColumn('createdAt', '创建日期', 'Created on'),
    ],
  }),
  pagedRows((db, _principal, query) => listBaseNumbers(db, query)),
);
