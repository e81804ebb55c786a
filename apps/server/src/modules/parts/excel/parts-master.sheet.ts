import {
  CIRCULATION_TYPE_LABELS,
  CIRCULATION_TYPES,
  LIMIT_AREA_LABELS,
  LIMIT_AREAS,
  normalizePartCode,
  PART_FLAGS,
  PART_STATUS_CODES,
  PART_STATUSES,
  PART_TYPE_LABELS,
  PART_TYPES,
  PURCHASE_TYPE_LABELS,
  PURCHASE_TYPES,
  REPLACEABILITY_CLASSES,
  REPLACEABILITY_LABELS,
} from '@spm/domain';
import {
  type ColumnDef,
  dateColumn,
  defineSheet,
  labelledColumn,
  labelledValues,
} from '../../../platform/excel/sheet';

/** Upper-cases a code cell (storage, supplier, warehouse codes) as the input forms do. */
export const upper = (s: string) => s.toUpperCase();

/** Part code column: upper-cased and full-width folded like the input form. */
export const partCodeColumn = {
  key: 'partCode',
  headerZh: '配件编号',
  headerEn: 'Part code',
  type: 'string',
  required: true,
  max: 40,
  normalize: normalizePartCode,
  example: '01001-A3G1-00-A0',
  width: 20,
} as const satisfies ColumnDef;

export const warehouseCodeColumn = {
  key: 'warehouseCode',
  headerZh: '仓库代码',
  headerEn: 'Warehouse code',
  type: 'string',
  required: true,
  max: 20,
  normalize: upper,
  example: 'W01',
} as const satisfies ColumnDef;

/**
 * The part's name columns, Chinese (`nameZh`) then English (`nameEn`): text of at most 200 characters,
 * 24 wide, both with the sheet's template note and, where given, an example name each.
 */
export const partNameColumns = (
  note: { noteZh: string; noteEn: string },
  examples?: { zh: string; en: string },
) =>
  [
    {
      key: 'nameZh',
      headerZh: '中文名称',
      headerEn: 'Chinese name',
      type: 'string',
      max: 200,
      width: 24,
      ...note,
      ...(examples ? { example: examples.zh } : {}),
    },
    {
      key: 'nameEn',
      headerZh: '英文名称',
      headerEn: 'English name',
      type: 'string',
      max: 200,
      width: 24,
      ...note,
      ...(examples ? { example: examples.en } : {}),
    },
  ] as const;

const text = <K extends string>(key: K, headerZh: string, headerEn: string, max: number, example?: string) =>
  ({ key, headerZh, headerEn, type: 'string', max, ...(example ? { example } : {}) }) as const;
/** A column of pieces: whole numbers from 0 to 99,999,999, with `example` in the template when given. */
export const qtyColumn = <K extends string>(key: K, headerZh: string, headerEn: string, example?: number) =>
  ({
    key,
    headerZh,
    headerEn,
    type: 'int',
    min: 0,
    max: 99_999_999,
    ...(example !== undefined ? { example } : {}),
  }) as const;
const money = <K extends string>(key: K, headerZh: string, headerEn: string, example?: number) =>
  ({ key, headerZh, headerEn, type: 'money', ...(example !== undefined ? { example } : {}) }) as const;

/** Price columns shared by the parts master sheet and the pricing-attribute sheet (CNY, 2 decimals). */
export const priceColumns = [
  money('priceOrdinary', '普通价格', 'Ordinary price', 45.5),
  money('priceRush', '紧急价格', 'Rush price'),
  money('priceRushLand', '紧急陆运价格', 'Rush land price'),
  money('priceSuggestedRetail', '建议零售价', 'Suggested retail price'),
  money('priceNormal', '常规价格', 'Normal price'),
  {
    key: 'reductionCoefficient',
    headerZh: '削减系数',
    headerEn: 'Reduction coefficient',
    type: 'decimal',
    decimals: 4,
    min: 0,
    max: 9999,
  },
] as const;

/** The 17 flags of spec §3 as yes/no columns (key `flag.<name>`). */
const flagColumns = PART_FLAGS.map(
  (f) => ({ key: `flag.${f.key}`, headerZh: f.zh, headerEn: f.en, type: 'bool', width: 10 }) as const,
);

/**
 * Parts master sheet (spec §2 parts master "import" and "export", §3 "Part"): one row per part, every
 * master field but the package items. The export writes the same columns, so an exported file can be
 * edited and imported again. On import an empty cell keeps an existing part's value.
 */
export const partsMasterSheet = defineSheet({
  key: 'partsMaster',
  page: 'partsMaster',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '配件主数据',
  titleEn: 'Parts master',
  uniqueBy: ['partCode'],
  columns: [
    partCodeColumn,
    ...partNameColumns(
      { noteZh: '新配件必填', noteEn: 'required for a new part' },
      { zh: '机油滤清器', en: 'Oil filter' },
    ),
    {
      key: 'status',
      headerZh: '状态',
      headerEn: 'Status',
      type: 'enum',
      enumValues: labelledValues(PART_STATUS_CODES, PART_STATUSES),
      example: 'CUR',
      noteZh: '新配件只能为CUR或ATP；导入不能改为废止（ONR）或替换（OSRB、ORB）状态',
      noteEn:
        'a new part may only be CUR or ATP; an import cannot change a part to abolished (ONR) or replaced (OSRB, ORB)',
    },
    {
      ...partCodeColumn,
      key: 'newPartCode',
      headerZh: '新件号',
      headerEn: 'New part code',
      required: false,
      example: undefined,
    },
    { ...text('baseNumber', '基本号', 'Base number', 30), normalize: upper },
    labelledColumn('partType', '配件类型', 'Part type', PART_TYPES, PART_TYPE_LABELS),
    text('category', '类别', 'Category', 50),
    text('projectCode', '项目代码', 'Project code', 30),
    text('responsiblePerson', '担当', 'Responsible person', 50),
    { ...text('supplierCode', '供应商代码', 'Supplier code', 20), normalize: upper },
    labelledColumn('purchaseType', '采购类型', 'Purchase type', PURCHASE_TYPES, PURCHASE_TYPE_LABELS),
    labelledColumn(
      'circulationType',
      '流通类型',
      'Circulation type',
      CIRCULATION_TYPES,
      CIRCULATION_TYPE_LABELS,
    ),
    labelledColumn(
      'replaceability',
      '可替换性',
      'Replaceability',
      REPLACEABILITY_CLASSES,
      REPLACEABILITY_LABELS,
    ),
    text('oldPartNumbers', '旧件号', 'Old part numbers', 200),
    text('partsId', '配件ID', 'Parts ID', 30),
    text('hsCode', 'HS编码', 'HS code', 20),
    text('ecn', 'ECN', 'ECN', 30),
    {
      ...dateColumn('effectiveFrom', '生效日期', 'Effective from'),
      noteZh: '新填或修改时必须晚于系统日期',
      noteEn: 'when entered or changed: after the system date',
    },
    dateColumn('effectiveTo', '失效日期', 'Effective to'),
    text('innerColour', '内饰颜色', 'Inner colour', 30),
    text('outerColour', '外观颜色', 'Outer colour', 30),
    labelledColumn('limitedSalesArea', '限制销售区域', 'Limited sales area', LIMIT_AREAS, LIMIT_AREA_LABELS),
    text('limitedSalesReason', '限制销售原因', 'Limited sales reason', 200),
    text('limitedSalesRemark', '限制销售备注', 'Limited sales remark', 200),
    qtyColumn('lengthMm', '长(mm)', 'Length (mm)'),
    qtyColumn('widthMm', '宽(mm)', 'Width (mm)'),
    qtyColumn('heightMm', '高(mm)', 'Height (mm)'),
    {
      key: 'grossWeightKg',
      headerZh: '毛重(kg)',
      headerEn: 'Gross weight (kg)',
      type: 'decimal',
      decimals: 3,
      min: 0,
      max: 999_999_999,
    },
    text('packing', '包装', 'Packing', 50),
    {
      ...qtyColumn('minPackageQty', '最小包装数', 'Min package qty', 1),
      min: 1,
      noteZh: '新配件默认1',
      noteEn: 'default 1 for a new part',
    },
    {
      ...qtyColumn('unitSalesQty', '销售单位数', 'Unit sales qty', 1),
      min: 1,
      noteZh: '新配件默认1',
      noteEn: 'default 1 for a new part',
    },
    qtyColumn('unitOrderQty', '订货单位数', 'Unit order qty'),
    qtyColumn('minOrderQty', '最小订货量', 'Min order qty'),
    {
      ...qtyColumn('intensiveMoq', '集约MOQ', 'Intensive MOQ'),
      noteZh: '须为最小订货量和最小包装数的整数倍',
      noteEn: 'a multiple of the min order qty and the min package qty',
    },
    ...priceColumns.map((c) =>
      c.key === 'priceOrdinary' ? { ...c, noteZh: '新配件必填', noteEn: 'required for a new part' } : c,
    ),
    text('flowPartition', '流动分区', 'Flow partition', 20),
    {
      ...text('mainStorageCode', '主库位', 'Main storage', 30),
      normalize: upper,
      noteZh: '库位编码规范如 A-01-02-03',
      noteEn: 'storage norm, e.g. A-01-02-03',
    },
    { ...text('subStorageCode', '副库位', 'Sub storage', 30), normalize: upper },
    {
      ...text('childDefaultStorageCode', '子件默认库位', 'Child-part default storage', 30),
      normalize: upper,
    },
    qtyColumn('safetyStock', '安全库存', 'Safety stock'),
    qtyColumn('reorderPoint', '订货点', 'Reorder point'),
    qtyColumn('forecastQty', '预测数', 'Forecast qty'),
    qtyColumn('minStock', '最小库存', 'Min stock'),
    {
      ...qtyColumn('maxStock', '最大库存', 'Max stock'),
      noteZh: '不能小于最小库存',
      noteEn: 'not below the min stock',
    },
    ...flagColumns,
  ],
});
