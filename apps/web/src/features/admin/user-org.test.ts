import { describe, expect, it } from 'vitest';
import { orgSummary } from './user-org';

const words = { headOffice: 'HQ', allWarehouses: (n: number) => `All warehouses (${n})` };
const user = (over: Partial<Parameters<typeof orgSummary>[0]> = {}) => ({
  headOffice: false,
  dealerCode: null,
  supplierCode: null,
  warehouseCodes: [] as string[],
  ...over,
});
const active = ['W01', 'W02', 'W03'];

describe('orgSummary', () => {
  it('names every active warehouse as "all" with their count', () => {
    expect(orgSummary(user({ headOffice: true, warehouseCodes: ['W03', 'W01', 'W02'] }), active, words)).toBe(
      'HQ / All warehouses (3)',
    );
    expect(orgSummary(user({ dealerCode: 'D0001', warehouseCodes: active }), active, words)).toBe(
      'D0001 / All warehouses (3)',
    );
  });

  it('lists the codes when one active warehouse is missing, or while the list is unknown', () => {
    expect(orgSummary(user({ warehouseCodes: ['W01', 'W02'] }), active, words)).toBe('W01, W02');
    expect(orgSummary(user({ warehouseCodes: ['W01', 'W02', 'W03'] }), [], words)).toBe('W01, W02, W03');
  });

  it('keeps a single warehouse as its code, and leaves out what the user has not', () => {
    expect(orgSummary(user({ warehouseCodes: ['W01'] }), ['W01'], words)).toBe('W01');
    expect(orgSummary(user({ supplierCode: 'S001' }), active, words)).toBe('S001');
    expect(orgSummary(user(), active, words)).toBe('');
  });
});
