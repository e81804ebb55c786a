import type { PartImageListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { partCodeColumn } from '../../platform/excel/reference-columns';
import { dateTimeColumn, defineExportSheet } from '../../platform/excel/sheet';
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
        { key: 'partName', headerZh: '配件名称', headerEn: 'Part name', type: 'string', width: 24 },
        { key: 'title', headerZh: '图片标题', headerEn: 'Title', type: 'string', width: 24 },
        { key: 'fileName', headerZh: '文件名', headerEn: 'File name', type: 'string', width: 28 },
        { key: 'size', headerZh: '大小(字节)', headerEn: 'Size (bytes)', type: 'int' },
        { key: 'uploaderName', headerZh: '上传人', headerEn: 'Uploaded by', type: 'string', width: 14 },
        dateTimeColumn('uploadedAt', '上传时间', 'Uploaded at'),
      ],
    }),
    pagedRows((_db, _principal, query) => images.list(query, 'zh-CN')),
  );
