import { defineErrors } from './types.js';

/**
 * Excel import/export and background job errors (spec §8 "Import errors return a feedback or error
 * file with counts updated, inserted, failed"; §5 "Import rows cannot repeat the same combination").
 * File-level codes answer the upload at once; cell and row codes are written into the feedback file.
 */
export const excelErrors = defineErrors({
  EXCEL_FILE_INVALID: {
    http: 415,
    zh: '文件不是有效的Excel工作簿（.xlsx），请使用模板另存为.xlsx后再导入',
    en: 'The file is not a valid Excel workbook (.xlsx); save it as .xlsx from the template and import again',
  },
  EXCEL_FILE_TOO_LARGE: {
    http: 413,
    zh: '导入文件过大（上限 {limit}）',
    en: 'The import file is too large (limit {limit})',
  },
  EXCEL_UNPACKED_TOO_LARGE: {
    http: 413,
    zh: '导入文件解压后过大（上限 {limit}），已拒绝',
    en: 'The import file unpacks to too much data (limit {limit}); refused',
  },
  EXCEL_COMPRESSION_SUSPICIOUS: {
    http: 413,
    zh: '导入文件的压缩比异常（{ratio}:1，上限 {max}:1），已拒绝',
    en: 'The import file has a suspicious compression ratio ({ratio}:1, limit {max}:1); refused',
  },
  EXCEL_TOO_MANY_ROWS: {
    http: 413,
    zh: '导入文件的数据行过多（上限 {max} 行）',
    en: 'The import file has too many rows (limit {max})',
  },
  EXCEL_HEADER_NOT_FOUND: {
    http: 422,
    zh: '未找到模板表头，请使用“{template}”模板',
    en: 'The template header was not found; please use the template "{template}"',
  },
  EXCEL_COLUMNS_MISSING: {
    http: 422,
    zh: '缺少必需的列：{columns}',
    en: 'Required columns are missing: {columns}',
  },
  EXCEL_NO_ROWS: { http: 422, zh: '导入文件中没有数据行', en: 'The import file has no data rows' },
  EXCEL_CELL_REQUIRED: { http: 422, zh: '请输入{column}', en: 'Please input {column}' },
  EXCEL_CELL_NOT_INTEGER: { http: 422, zh: '{column}须为整数', en: '{column} must be an integer' },
  EXCEL_CELL_NOT_NUMBER: { http: 422, zh: '{column}须为数字', en: '{column} must be a number' },
  EXCEL_CELL_DECIMALS: {
    http: 422,
    zh: '{column}最多{decimals}位小数',
    en: '{column} may have at most {decimals} decimals',
  },
  EXCEL_CELL_INVALID: { http: 422, zh: '{column}格式不正确', en: '{column} is not valid' },
  EXCEL_CELL_NOT_DATE: {
    http: 422,
    zh: '{column}须为日期（yyyy-MM-dd）',
    en: '{column} must be a date (yyyy-MM-dd)',
  },
  EXCEL_CELL_NOT_BOOL: { http: 422, zh: '{column}须为“是”或“否”', en: '{column} must be Yes or No' },
  EXCEL_CELL_NOT_ALLOWED: {
    http: 422,
    zh: '{column}的值不在允许范围内（{allowed}）',
    en: '{column} has a value that is not allowed ({allowed})',
  },
  EXCEL_CELL_TOO_LONG: {
    http: 422,
    zh: '{column}不能超过{max}个字符',
    en: '{column} may have at most {max} characters',
  },
  EXCEL_CELL_OUT_OF_RANGE: {
    http: 422,
    zh: '{column}须在{min}至{max}之间',
    en: '{column} must be between {min} and {max}',
  },
  EXCEL_ROW_DUPLICATE: {
    http: 422,
    zh: '与第{row}行重复（{columns}相同的行不能重复导入）',
    en: 'Repeats row {row} (rows with the same {columns} cannot be imported twice)',
  },
  EXCEL_IMPORT_HAS_ERRORS: {
    http: 422,
    zh: '导入失败：{failed}行有错误，未保存任何数据，请下载反馈文件修改后重新导入',
    en: 'Import failed: {failed} rows have errors and nothing was saved; download the feedback file, correct it and import again',
  },
  EXCEL_IMPORT_PARTLY_SAVED: {
    http: 422,
    zh: '导入中断：{failed}行有错误，之前的{saved}条已保存，其余未保存；请下载反馈文件修改后重新导入整个文件（已保存的行会再次按文件更新）',
    en: 'Import interrupted: {failed} rows have errors; the {saved} records before them were saved and the rest were not. Download the feedback file, correct it and import the whole file again (saved rows are simply updated again)',
  },
  EXCEL_IMPORTS_BUSY: {
    http: 429,
    zh: '您已有{running}个导入正在执行、{queued}个在排队（上限各{maxRunning}个和{maxQueued}个），请等待完成后再导入',
    en: 'You already have {running} imports running and {queued} queued (limits {maxRunning} and {maxQueued}); wait for them to finish before importing again',
  },
  EXCEL_EXPORT_FAILED: {
    http: 500,
    zh: '导出文件未能生成，请检查筛选条件后重试',
    en: 'The export file could not be made; check the filters and try again',
  },
  EXCEL_IMPORT_FAILED: {
    http: 500,
    zh: '导入未能完成，未保存任何数据，请重试',
    en: 'The import could not be completed and saved nothing; please try again',
  },
  JOB_INTERRUPTED: {
    http: 500,
    zh: '后台任务因服务重启而中断，未保存任何数据，请重新操作',
    en: 'The background job was interrupted by a server restart and saved nothing; please try again',
  },
});
