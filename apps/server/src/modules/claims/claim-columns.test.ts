import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimFormContent } from './claim-columns';
import { claims } from './claims.tables';
import { warehouseClaims } from './warehouse-claims.tables';

describe('claimFormContent', () => {
  const form = {
    reason: 2,
    description: 'cracked',
    submitter: 'Li',
    phone: '13800000000',
    sendDate: '2026-11-21',
  };

  it('takes the content fields of a claim form and nothing else', () => {
    expect(claimFormContent(form)).toEqual({
      reason: 2,
      description: 'cracked',
      submitter: 'Li',
      phone: '13800000000',
    });
  });

  it('names columns both claim tables have', () => {
    for (const table of [claims, warehouseClaims])
      expect(Object.keys(getTableColumns(table))).toEqual(
        expect.arrayContaining(Object.keys(claimFormContent(form))),
      );
  });
});
