import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp();
    const token = await t.login('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: t.auth(token) });
    doc = res.json();
  });
  afterAll(() => t.close());

  it('declares a response schema for the success answer of every operation', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations
      .filter(({ op }) => {
        const content = op.responses?.['200']?.content ?? {};
        return !Object.values(content).some((c) => c.schema && Object.keys(c.schema).length > 0);
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
