import { describe, expect, it } from 'vitest';
import { checkPartOrderable, type OrderablePart, type OrderingContext } from './orderability.js';

const part: OrderablePart = { partCode: 'A1-B2-C3-D4', status: 'CUR', partType: 'Normal', flags: {} };
const ctx: OrderingContext = {
  orderType: 'Normal',
  transportType: null,
  dealerRegion: 'east',
  newEnergyAuthorised: false,
};
const code = (p: Partial<OrderablePart>, c: Partial<OrderingContext> = {}) =>
  checkPartOrderable({ ...part, ...p }, { ...ctx, ...c })?.code ?? null;

describe('checkPartOrderable', () => {
  it('accepts a current part, and sell-remaining statuses', () => {
    expect(code({})).toBeNull();
    expect(code({ status: 'OWO' })).toBeNull();
    expect(code({ status: 'OSRB', newPartCode: 'N-N-N-N' })).toBeNull();
  });
  it('names the successor of a replaced part', () => {
    expect(checkPartOrderable({ ...part, status: 'ORB', newPartCode: 'N1-N2-N3-N4' }, ctx)).toEqual({
      code: 'PART_REPLACED',
      params: { partCode: 'A1-B2-C3-D4', newPartCode: 'N1-N2-N3-N4' },
      field: 'partCode',
    });
  });
  it('refuses abolished parts by status or discard flag', () => {
    expect(code({ status: 'ONR' })).toBe('PART_ABOLISHED');
    expect(code({ flags: { discard: true } })).toBe('PART_ABOLISHED');
  });
  it('refuses not implemented, dedicated tool, dedicated sub-part and new-model parts', () => {
    expect(code({ status: 'ATP' })).toBe('PART_NOT_IMPLEMENTED');
    expect(code({ partType: 'DedicatedTool' })).toBe('PART_DEDICATED_TOOL');
    expect(code({ flags: { subPart: true } })).toBe('PART_DEDICATED_SUB_PART');
    expect(code({ partType: 'NewModel' })).toBe('PART_NEW_MODEL');
  });
  it('refuses limited-sale parts in their limited areas only', () => {
    expect(
      checkPartOrderable({ ...part, flags: { limitSell: true }, limitedSalesAreas: ['east'] }, ctx)?.params,
    ).toEqual({
      partCode: 'A1-B2-C3-D4',
      area: 'east',
    });
    expect(code({ flags: { limitSell: true }, limitedSalesAreas: ['north'] })).toBeNull();
    expect(code({ flags: { limitSell: true }, limitedSalesAreas: [] })).toBe('PART_LIMITED_SALE');
    expect(code({ flags: { limitSell: true }, limitedSalesAreas: ['north'] }, { dealerRegion: null })).toBe(
      'PART_LIMITED_SALE',
    );
  });
  it('refuses new-energy parts to dealers not authorised', () => {
    expect(code({ flags: { newEnergy: true } })).toBe('NEW_ENERGY_PART_NOT_AUTHORISED');
    expect(code({ flags: { newEnergy: true } }, { newEnergyAuthorised: true })).toBeNull();
  });
  it('refuses embargoed parts on urgent orders only', () => {
    expect(code({ flags: { embargo: true } }, { orderType: 'Urgent', transportType: 'Sea' })).toBe(
      'PART_EMBARGOED_ON_URGENT',
    );
    expect(code({ flags: { embargo: true } }, { orderType: 'VOR' })).toBeNull();
  });
  it('refuses air-parcel-embargoed parts on urgent air orders only', () => {
    const flags = { airParcelEmbargo: true };
    expect(code({ flags }, { orderType: 'Urgent', transportType: 'Air' })).toBe('PART_AIR_PARCEL_EMBARGOED');
    expect(code({ flags }, { orderType: 'Urgent', transportType: 'Sea' })).toBeNull();
    expect(code({ flags }, { orderType: 'Normal' })).toBeNull();
  });
});
