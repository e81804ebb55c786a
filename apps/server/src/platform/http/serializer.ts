import { createSerializerCompiler } from 'fastify-type-provider-zod';

type Compiler = ReturnType<typeof createSerializerCompiler>;

/** Plain JSON form of a value with object keys sorted, so two answers compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * The response serializer: each answer is encoded through its declared response schema (ARCHITECTURE
 * §3 "Endpoints are declared once"). With `strict`, used by the test tiers, an answer the schema would
 * change — a field it does not declare (and would silently drop) or a value it would rewrite — throws
 * instead, so a schema that drifts from what the service returns fails the tests that call the route.
 */
export function responseSerializer(strict: boolean): Compiler {
  const encode = createSerializerCompiler({});
  if (!strict) return encode;
  return (route) => {
    const serialize = encode(route);
    return (data: unknown) => {
      const json = serialize(data);
      if (canonical(JSON.parse(json)) !== canonical(JSON.parse(JSON.stringify(data)))) {
        throw new Error(`Answer of ${route.method} ${route.url} does not match its response schema`);
      }
      return json;
    };
  };
}
