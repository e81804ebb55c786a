import { describe, expect, it } from 'vitest';
import { fulfilmentPages } from './access/fulfilment-pages.js';
import { pageCatalog } from './access/index.js';
import { ordersPages } from './access/orders-pages.js';
import { partsPages } from './access/parts-pages.js';
import { fulfilmentErrors } from './errors/fulfilment.js';
import { errorCatalog, errorMessage } from './errors/index.js';
import { ordersErrors } from './errors/orders.js';
import { partsErrors } from './errors/parts.js';
import {
  collectViolations,
  firstViolation,
  isNonNegativeInteger,
  isPositiveInteger,
  labelText,
  nameIn,
  parseDecimal,
  violation,
  withFieldPrefix,
} from './rules.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('RuleViolation helpers', () => {
  it('builds violations without empty keys', () => {
    expect(violation('ORDER_QTY_INVALID')).toEqual({ code: 'ORDER_QTY_INVALID' });
    expect(violation('REQUIRED', { field: 'x' }, 'x')).toEqual({
      code: 'REQUIRED',
      params: { field: 'x' },
      field: 'x',
    });
  });
  it('picks the first and collects all', () => {
    const a = violation('ORDER_QTY_INVALID');
    const b = violation('BOX_EMPTY');
    expect(firstViolation(null, undefined, a, b)).toBe(a);
    expect(firstViolation(null)).toBeNull();
    expect(collectViolations([null, a, undefined, b])).toEqual([a, b]);
    expect(
      withFieldPrefix([violation('BOX_EMPTY', undefined, 'qty'), b], 'lines[1]').map((v) => v.field),
    ).toEqual(['lines[1].qty', 'lines[1]']);
  });
  it('reads numbers safely', () => {
    expect(isPositiveInteger(1)).toBe(true);
    expect(isPositiveInteger(0)).toBe(false);
    expect(isNonNegativeInteger(0)).toBe(true);
    expect(isNonNegativeInteger('1')).toBe(false);
    expect(parseDecimal(' 1.50 ')?.toString()).toBe('1.5');
    expect(parseDecimal('1e')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(labelText({ zh: '正常', en: 'Normal' }, 'en-US')).toBe('Normal');
  });

  it('nameIn picks the English name in en-US and the Chinese name otherwise, a missing one stays missing', () => {
    const part = { nameZh: '机油滤清器', nameEn: 'Oil filter' };
    expect(nameIn(part, 'en-US')).toBe('Oil filter');
    expect(nameIn(part, 'zh-CN')).toBe('机油滤清器');
    expect(nameIn({ nameZh: null, nameEn: null }, 'en-US')).toBeNull();
    const order = { dealerNameZh: '北京安驰', dealerNameEn: 'Beijing Anchi' };
    expect(nameIn(order, 'en-US', 'dealerName')).toBe('Beijing Anchi');
    expect(nameIn(order, 'zh-CN', 'dealerName')).toBe('北京安驰');
  });
});

describe('parts, orders and fulfilment catalogues', () => {
  const tables = { partsErrors, ordersErrors, fulfilmentErrors };

  it('are all in the error catalogue and do not shadow another table', () => {
    const own = Object.values(tables).flatMap((t) => Object.keys(t));
    expect(new Set(own).size).toBe(own.length);
    for (const [name, table] of Object.entries(tables)) {
      for (const [code, def] of Object.entries(table)) {
        expect(errorCatalog[code as keyof typeof errorCatalog], `${name}.${code}`).toBe(def);
      }
    }
  });

  it('have the same placeholders in zh and en', () => {
    for (const table of Object.values(tables)) {
      for (const [code, def] of Object.entries(table))
        expect(placeholders(def.zh), code).toEqual(placeholders(def.en));
    }
  });

  it('follow the spec wording and statuses of API.md', () => {
    expect(errorMessage('STOCK_SHORTAGE', 'en-US')).toMatch(/^Stock shortage on pre-allocation/);
    expect(errorMessage('SHIP_BILL_NUMBER_LIMIT', 'en-US')).toMatch(/^Ship bill number limit reached/);
    expect(errorMessage('ORDER_PARTLY_RECEIVED', 'en-US')).toBe('Order partly received cannot be deleted');
    expect(errorMessage('ORDER_NOT_DELETABLE', 'en-US')).toMatch(/^DO order exists cannot delete/);
    expect(errorMessage('PART_STOCK_OVER_ZERO', 'en-US', { stockQty: 3 })).toMatch(
      /^Part stock over zero \(3\) cannot discard/,
    );
    expect(errorCatalog.CREDIT_SHORTFALL.http).toBe(501);
    expect(errorCatalog.ORDER_NOT_DELETABLE.http).toBe(409);
    for (const code of [
      'RECEIVE_QTY_EXCEEDS_RECEIVABLE',
      'REMARK_REQUIRED_WHEN_QTY_DIFFERS',
      'RECEIVE_DATE_OUT_OF_RANGE',
    ] as const) {
      expect(errorCatalog[code].http).toBe(422);
    }
  });

  it('register their pages with unique actions', () => {
    for (const pages of [partsPages, ordersPages, fulfilmentPages]) {
      for (const [page, def] of Object.entries(pages)) {
        expect(pageCatalog[page as keyof typeof pageCatalog]).toBe(def);
        expect(new Set(def.actions).size).toBe(def.actions.length);
        expect(def.actions).toContain('view');
      }
    }
  });
});
