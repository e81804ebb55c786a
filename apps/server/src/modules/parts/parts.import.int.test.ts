import type { PartFields } from '@spm/contracts';
import { errorMessage } from '@spm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import { partHolds } from '../index';
import { upsertParts } from './parts.import';
import { findPart } from './parts.repository';

let t: TestApp;
const actor = { userId: 1, name: '系统管理员', at: new Date() };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields: PartFields = {
  nameZh: '空调滤清器',
  nameEn: 'Cabin filter',
  baseNumber: null,
  partType: 'Normal',
  category: 'Interior',
  projectCode: null,
  responsiblePerson: null,
  supplierCode: null,
  purchaseType: null,
  circulationType: null,
  replaceability: null,
  oldPartNumbers: null,
  partsId: null,
  hsCode: null,
  ecn: null,
  effectiveFrom: null,
  effectiveTo: null,
  innerColour: null,
  outerColour: null,
  limitedSalesArea: null,
  limitedSalesReason: null,
  limitedSalesRemark: null,
  flags: {},
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  grossWeightKg: null,
  packing: null,
  minPackageQty: 1,
  unitSalesQty: 1,
  unitOrderQty: null,
  minOrderQty: null,
  intensiveMoq: null,
  packageItems: [],
  priceOrdinary: '45.00',
  priceRush: null,
  priceRushLand: null,
  priceSuggestedRetail: null,
  priceNormal: null,
  reductionCoefficient: null,
  flowPartition: null,
  mainStorageCode: null,
  subStorageCode: null,
  childDefaultStorageCode: null,
  safetyStock: null,
  reorderPoint: null,
  forecastQty: null,
  minStock: null,
  maxStock: null,
};

describe('upsertParts (parts import)', () => {
  it('inserts and updates valid rows and answers the failing rows with their violations', async () => {
    const sparkPlug = await findPart(t.ctx.db, DEMO_PARTS.multiple);
    const results = await t.ctx.db.transaction((tx) =>
      upsertParts(
        tx,
        [
          { ...fields, partCode: 'zz200-a3g1-00-a0' },
          {
            ...fields,
            partCode: DEMO_PARTS.multiple,
            nameZh: '火花塞（导入）',
            status: 'OWO',
            mainStorageCode: sparkPlug?.mainStorageCode ?? null,
          },
          { ...fields, partCode: 'ZZ200-A3G1-00' },
          { ...fields, partCode: 'ZZ201-A3G1-00-A0', minStock: 5, maxStock: 1 },
          { ...fields, partCode: 'ZZ202-A3G1-00-A0', status: 'ORB', newPartCode: DEMO_PARTS.normal },
        ],
        actor,
        partHolds,
        '2026-11-21',
      ),
    );
    expect(results.map((r) => r.outcome)).toEqual(['inserted', 'updated', 'failed', 'failed', 'failed']);
    expect(results.slice(2).map((r) => (r.outcome === 'failed' ? r.errors[0].code : ''))).toEqual([
      'PART_CODE_FORMAT_INVALID',
      'MAX_STOCK_BELOW_MIN',
      'PART_NEW_STATUS_INVALID',
    ]);
    expect(errorMessage('PART_NEW_STATUS_INVALID', 'en-US', { status: 'ORB' })).not.toBe(
      errorMessage('PART_NEW_STATUS_INVALID', 'zh-CN', { status: 'ORB' }),
    );
    expect(await findPart(t.ctx.db, 'ZZ200-A3G1-00-A0')).toMatchObject({
      pinyinInitials: 'ktlqq',
      priceRush: '58.50',
    });
    expect(await findPart(t.ctx.db, DEMO_PARTS.multiple)).toMatchObject({
      nameZh: '火花塞（导入）',
      status: 'OWO',
    });
    expect(await findPart(t.ctx.db, 'ZZ201-A3G1-00-A0')).toBeUndefined();
  });

  it('cannot abolish or replace a part by import', async () => {
    const results = await t.ctx.db.transaction((tx) =>
      upsertParts(
        tx,
        [
          { ...fields, partCode: DEMO_PARTS.noStock, status: 'ONR' },
          { ...fields, partCode: DEMO_PARTS.zeroStock, status: 'ORB', newPartCode: DEMO_PARTS.normal },
          { ...fields, partCode: DEMO_PARTS.replaced, status: 'ORB', newPartCode: DEMO_PARTS.chainEnd },
        ],
        actor,
        partHolds,
        '2026-11-21',
      ),
    );
    expect(results.map((r) => (r.outcome === 'failed' ? r.errors[0].code : r.outcome))).toEqual([
      'PART_IMPORT_CANNOT_ABOLISH',
      'PART_IMPORT_CANNOT_REPLACE',
      'updated',
    ]);
    expect(await findPart(t.ctx.db, DEMO_PARTS.noStock)).toMatchObject({ status: 'CUR' });
    expect(await findPart(t.ctx.db, DEMO_PARTS.replaced)).toMatchObject({
      status: 'ORB',
      newPartCode: DEMO_PARTS.chainEnd,
    });
  });
});
