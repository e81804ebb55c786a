import type { PartImageListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { partCodeColumn } from '../../platform/excel/reference-columns';
import { dateTimeColumn, defineExportSheet, intColumn, textColumn } from '../../platform/excel/sheet';
import type { createPartImageService } from './part-images.service';

/**
 * The parts picture list export (`GET /api/v1/part-images/export`, permission `partsImage:export`): the
 * list's filters and sort, one row a picture (no image data); part names in zh-CN, size in bytes,
 * upload time as a business date-time.
 */
export const partImageExport = (
  images: ReturnType<typeof createPartImageService>,
): ExportDef<PartImageListQuery> =>
  sheetExport(
    defineExportSheet({
      key: 'part-images',
      page: 'partsImage',
      titleZh: '配件图片',
      titleEn: 'Parts pictures',
      columns: [
        partCodeColumn(20),
        textColumn('partName', '配件名称', 'Part name', 24),
        textColumn('title', '图片标题', 'Title', 24),
        textColumn('fileName', '文件名', 'File name', 28),
        intColumn('size', '大小(字节)', 'Size (bytes)'),
        textColumn('uploaderName', '上传人', 'Uploaded by', 14),
        dateTimeColumn('uploadedAt', '上传时间', 'Uploaded at'),
      ],
    }),
    pagedRows((_db, _principal, query) => images.list(query, 'zh-CN')),
  );
