import type { VehicleListQuery } from '@spm/contracts';
import { checkVin } from '@spm/domain';
import { count } from 'drizzle-orm';
import type { ExportDef } from '../../platform/excel/excel.service';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { pagedRows } from '../../platform/excel/list-export';
import { vinImportColumn } from '../../platform/excel/reference-columns';
import { dateColumn, defineSheet } from '../../platform/excel/sheet';
import { createVehicle, findVehicleByVin, listVehicles, updateVehicle } from './vehicles.service';
import { vehicles } from './vehicles.tables';

const text = (key: string, headerZh: string, headerEn: string, max: number, example: string) =>
  ({ key, headerZh, headerEn, type: 'string', max, example }) as const;

/** The vehicle register sheet (import template, import and export; spec §3, §6). */
export const vehicleSheet = defineSheet({
  key: 'vehicles',
  page: 'vehicleRegister',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '车辆档案',
  titleEn: 'Vehicle register',
  uniqueBy: ['vin'],
  columns: [
    {
      ...vinImportColumn('车架号'),
      noteZh: '17位，不含 I、O、Q，第9位为校验位',
      noteEn: '17 characters without I, O, Q; position 9 is the check digit',
    },
    text('plateNo', '车牌号', 'Plate no', 20, '沪A12345'),
    { ...text('modelCode', '车型代码', 'Model code', 30, 'SVW-LAV'), required: true },
    { ...text('modelName', '车型名称', 'Model name', 100, '朗逸 1.5L'), required: true },
    {
      ...dateColumn('deliveryDate', '交车日期', 'Delivery date'),
      example: '2025-06-18',
    },
    text('ownerName', '车主', 'Owner', 100, '张伟'),
    text('engineNo', '发动机号', 'Engine no', 30, 'DLF123456'),
    text('electricDriveNo', '电驱号', 'Electric drive no', 30, ''),
    {
      key: 'newEnergy',
      headerZh: '新能源',
      headerEn: 'New energy',
      type: 'bool',
      required: true,
      example: false,
    },
  ],
});

/**
 * Vehicle import: a row with a new VIN registers the vehicle (inserted), a known VIN replaces its
 * other fields (updated). VIN_FORMAT_INVALID / VIN_CHECK_DIGIT_MISMATCH on the row otherwise.
 */
export const vehicleImport = defineImport({
  sheet: vehicleSheet,
  upsert: true,
  check: (row) => {
    const v = row.vin ? checkVin(row.vin) : null;
    return v ? [{ column: 'vin', code: v.code, params: v.params as Record<string, unknown> }] : [];
  },
  apply: (tx, rows, ctx) =>
    saveEachRow(rows, ctx, async (row) => {
      const { vin, ...rest } = row.values;
      const fields = {
        plateNo: rest.plateNo ?? undefined,
        modelCode: rest.modelCode as string,
        modelName: rest.modelName as string,
        deliveryDate: rest.deliveryDate ?? undefined,
        ownerName: rest.ownerName ?? undefined,
        engineNo: rest.engineNo ?? undefined,
        electricDriveNo: rest.electricDriveNo ?? undefined,
        newEnergy: rest.newEnergy === true,
      };
      const known = await findVehicleByVin(tx, vin as string);
      if (known) {
        await updateVehicle(tx, known.id, { ...fields, version: known.version }, ctx.now);
        return 'updated';
      }
      await createVehicle(tx, { vin: vin as string, ...fields }, ctx.now);
      return 'inserted';
    }),
});

/** The vehicle register export (`GET /api/v1/vehicles/export`): the list's filters, streamed by pages. */
export const vehicleExport: ExportDef<VehicleListQuery> = {
  key: 'vehicles',
  sheet: vehicleSheet,
  permission: 'vehicleRegister:export',
  rows: pagedRows((db, _principal, query) => listVehicles(db, query)),
  async count(db) {
    const [{ total }] = await db.select({ total: count() }).from(vehicles);
    return total;
  },
};
