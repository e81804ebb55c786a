import fc from 'fast-check';
import { zip } from '../xlsx';
import type { JsonSchema } from './route-inventory';

/**
 * Values for the security tests, derived from a route's schema (its zod schema rendered as JSON
 * Schema): a minimal valid instance, hostile variants for property-based runs, and hostile files.
 */

/** Strings that break naive SQL building; every list filter must treat them as plain text. */
export const SQL_INJECTIONS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  "%' AND pg_sleep(2) --",
  '\\',
  '$$',
  '%_%',
];

/** Strings at the edges: NUL, emoji, right-to-left, very long, numbers out of range, paths, markup. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀🚗🔧',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𠮷'.repeat(500),
  'x'.repeat(70_000),
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  'NaN',
  '1e309',
  '-1e309',
  'Infinity',
  '0x1F',
  '1.005',
  '99999999999999999999.99',
  '2026-02-30',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  ...SQL_INJECTIONS,
];

/** Numbers at the edges (JSON cannot carry NaN or Infinity; those are sent as strings above). */
export const EDGE_NUMBERS = [
  -1,
  0,
  1,
  0.5,
  -0.01,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  Number.MIN_VALUE,
];

const SAMPLE_STRINGS = [
  '2026-11-21',
  '2026-11-21T02:00:00.000Z',
  '1.00',
  '1',
  'A',
  'TST01-00001-00-A1',
  'W01',
  'D0001',
  'S001',
  '13800138000',
  'test@example.com',
  'Kp7#vRm2Lq',
  'abc',
];

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type));
const pick = (s: JsonSchema): JsonSchema => {
  const options = s.anyOf ?? s.oneOf;
  if (options && options.length > 0) return options.find((o) => !typesOf(o).includes('null')) ?? options[0];
  if (s.allOf && s.allOf.length > 0) return Object.assign({}, ...s.allOf);
  return s;
};

function sampleString(s: JsonSchema): string {
  if (s.format === 'date') return '2026-11-21';
  if (s.format === 'date-time') return '2026-11-21T02:00:00.000Z';
  if (s.format === 'email') return 'test@example.com';
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 200;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = SAMPLE_STRINGS.find((v) => re.test(v) && fits(v));
    if (hit) return hit;
  }
  return 'x'.repeat(Math.max(1, Math.min(min, max)));
}

function sampleNumber(s: JsonSchema, integer: boolean): number {
  let v = 1;
  if (s.minimum !== undefined) v = Math.max(v, s.minimum);
  if (s.exclusiveMinimum !== undefined) v = Math.max(v, s.exclusiveMinimum + (integer ? 1 : 0.01));
  if (s.maximum !== undefined) v = Math.min(v, s.maximum);
  if (s.exclusiveMaximum !== undefined) v = Math.min(v, s.exclusiveMaximum - (integer ? 1 : 0.01));
  return integer ? Math.ceil(v) : v;
}

/**
 * A minimal valid instance of a JSON Schema: required properties only (all of them when `full`),
 * the first enum member, the smallest number in range, one array item. Patterns are met from a list
 * of sample values where one fits; otherwise the instance may still be refused with a 400.
 */
export function sampleOf(schema: JsonSchema | undefined, full = false, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined && depth > 0 && !full) return schema.default;
  const s = pick(schema);
  if (s !== schema) return sampleOf(s, full, depth);
  const types = typesOf(s);
  if (types.includes('object') || s.properties) {
    const out: Record<string, unknown> = {};
    const required = new Set(s.required ?? []);
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      if (required.has(key) || full) out[key] = sampleOf(prop, full, depth + 1);
    }
    return out;
  }
  if (types.includes('array')) {
    const n = Math.min(Math.max(s.minItems ?? 1, 1), s.maxItems ?? 1);
    return Array.from({ length: n }, () => sampleOf(s.items, full, depth + 1));
  }
  if (types.includes('string')) return sampleString(s);
  if (types.includes('integer')) return sampleNumber(s, true);
  if (types.includes('number')) return sampleNumber(s, false);
  if (types.includes('boolean')) return false;
  if (types.includes('null')) return null;
  return 'x';
}

/** fast-check arbitrary of hostile values shaped like `schema`: right keys, wrong or edge values. */
export function hostileOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: true, withBigInt: false });
  if (!schema || depth > 4) return anything;
  const s = pick(schema);
  const types = typesOf(s);
  const edge = fc.oneof(
    fc.constantFrom(...EDGE_STRINGS),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.string({ unit: 'binary' }),
  );
  if (types.includes('object') || s.properties) {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, prop] of Object.entries(s.properties ?? {})) shape[key] = hostileOf(prop, depth + 1);
    return fc.oneof({ weight: 4, arbitrary: fc.record(shape, { requiredKeys: [] }) }, anything, edge);
  }
  if (types.includes('array')) {
    return fc.oneof(
      fc.array(hostileOf(s.items, depth + 1), { maxLength: 3 }),
      anything,
      fc.constant(nested(60)),
    );
  }
  const valid = fc.constant(sampleOf(s));
  return fc.oneof({ weight: 2, arbitrary: edge }, valid, anything);
}

/** Arrays nested `depth` deep, for parsers that recurse. */
export function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Any value as text: strings as they are, anything else as JSON (or its type when not serialisable). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** A querystring record from an arbitrary value: strings as they are, anything else as JSON text. */
export function asQuery(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map(asText) : asText(v);
  }
  return out;
}

/** A string for a path segment from an arbitrary value. */
export const asSegment = (value: unknown): string => asText(value) || 'x';

/**
 * An `.xlsx` zip bomb: a well-formed package whose sheet inflates from a few KB to `inflated` bytes of
 * zeros (compression ratio ≈ 1000). Import routes must refuse it before unpacking.
 */
export function zipBombXlsx(inflated = 24 * 1024 * 1024): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/></Types>';
  const workbook =
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>';
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(inflated) },
  ]);
}

/** An `.xlsx` name on content that is no spreadsheet (a PNG signature and text). */
export const NOT_A_SPREADSHEET = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('not a workbook'),
]);

/**
 * A `multipart/form-data` body for `app.inject` with text `fields` first and then one file part
 * `file` (the order browsers send a form in): `{ payload, headers }`.
 */
export function multipartWith(fields: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `----spmsec${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
