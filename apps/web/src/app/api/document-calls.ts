import type { DataOf, BodyOf as DeclaredBody } from '@spm/contracts';
import { type CallOptions, call, type JsonEndpoint } from './endpoint';

/** A body as the contract types it (its schema's output: the document types the pages hold). */
type BodyOf<E> = E extends JsonEndpoint ? DeclaredBody<E> : never;
type Answer<E> = Promise<E extends JsonEndpoint ? DataOf<E> : never>;

/** The names of `E`'s endpoints whose body is the document's version alone (a workflow step). */
export type StepName<E> = {
  [K in keyof E]: E[K] extends JsonEndpoint ? ({ version: number } extends BodyOf<E[K]> ? K : never) : never;
}[keyof E];
/** The names of `E`'s endpoints that take a JSON body. */
export type CommandName<E> = {
  [K in keyof E]: E[K] extends JsonEndpoint ? (undefined extends BodyOf<E[K]> ? never : K) : never;
}[keyof E];

/** The calls `documentCalls` derives from a document's endpoints: each present only where its endpoint is declared. */
export type DocumentCalls<E> = (E extends { detail: infer D }
  ? { fetch: (id: number) => Answer<D> }
  : unknown) &
  (E extends { create: infer C } ? { create: (body: BodyOf<C>) => Answer<C> } : unknown) &
  (E extends { update: infer U } ? { update: (id: number, body: BodyOf<U>) => Answer<U> } : unknown) &
  (E extends { remove: infer R } ? { remove: (id: number, version: number) => Answer<R> } : unknown) & {
    /** A workflow step sent with the document's version alone (`{ params: { id }, body: { version } }`). */
    step<K extends StepName<E>>(
      name: K,
      options?: CallOptions,
    ): (id: number, version: number) => Answer<E[K]>;
    /** A call on the document with a body of its own (an audit, a receipt, a decision). */
    command<K extends CommandName<E>>(
      name: K,
      options?: CallOptions,
    ): (id: number, body: BodyOf<E[K]>) => Answer<E[K]>;
  };

/**
 * The calls of one document type (a numbered document addressed by `:id`), derived from its declared
 * endpoints (`claimEndpoints`, `transferEndpoints`, …, or an object naming them where a group declares
 * them under other names: `{ detail: e.subsidy, create: e.createSubsidy }`) the way every document's are:
 * - `fetch(id)`: `detail` by id;
 * - `create(body)`: `create`, sent once (a fresh `Idempotency-Key`) and silent, its refusal left to the form;
 * - `update(id, body)`: `update` by id, silent (the form shows the refusal);
 * - `remove(id, version)`: `remove` by id with the version in the query;
 * - `step(name, options?)` / `command(name, options?)`: a call of any other endpoint by id, with
 *   `{ version }` or a body of its own, sent with the options given (idempotent or silent where that step is).
 */
export function documentCalls<E extends object>(endpoints: E): DocumentCalls<E> {
  const at = (name: PropertyKey) => (endpoints as Record<PropertyKey, JsonEndpoint>)[name];
  const byId = (name: PropertyKey, options?: CallOptions) => {
    const endpoint = at(name);
    return (id: number, body: unknown) => call(endpoint, { params: { id }, body } as never, options);
  };
  return {
    fetch: (id: number) => call(at('detail'), { params: { id } } as never),
    create: (body: unknown) => call(at('create'), { body } as never, { idempotencyKey: true, silent: true }),
    update: (id: number, body: unknown) =>
      call(at('update'), { params: { id }, body } as never, { silent: true }),
    remove: (id: number, version: number) =>
      call(at('remove'), { params: { id }, query: { version } } as never),
    step: (name: PropertyKey, options?: CallOptions) => {
      const send = byId(name, options);
      return (id: number, version: number) => send(id, { version });
    },
    command: byId,
  } as unknown as DocumentCalls<E>;
}
