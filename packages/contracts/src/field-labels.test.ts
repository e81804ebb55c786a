import { fieldLabel } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import type { EndpointDef } from './endpoint.js';
import * as contracts from './index.js';

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** Every property name a schema declares, nested objects and array items included. */
function fieldNames(schema: Schema | undefined, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNames(property, into);
  }
  for (const nested of [
    schema.items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ])
    fieldNames(nested, into);
  return into;
}

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value;

/** Every endpoint declared by the contracts, from the `…Endpoints` maps. */
const endpoints = Object.values(contracts).flatMap((exported) =>
  typeof exported === 'object' && exported !== null ? Object.values(exported).filter(isEndpoint) : [],
);

describe('field labels', () => {
  it('every field of every request body, query and path of the API has a label (zh-CN and en-US)', () => {
    const names = new Set<string>();
    for (const endpoint of endpoints) {
      for (const part of [endpoint.body, endpoint.query, endpoint.params]) {
        if (part && typeof part === 'object')
          fieldNames(toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as Schema, names);
      }
    }
    expect(endpoints.length).toBeGreaterThan(100);
    // a listed field reads differently in zh-CN; the table gives it an en-US label alongside
    const unlabelled = [...names].filter((name) => fieldLabel(name, 'zh-CN') === name);
    expect(unlabelled).toEqual([]);
  });
});
