import {
  type ClaimAuditInput,
  type ClaimDetail,
  type ClaimInput,
  claimEndpoints,
  majorClaimEndpoints,
} from '@spm/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { documentCalls } from './document-calls';
import { call } from './endpoint';

vi.mock('./endpoint', () => ({ call: vi.fn(async () => undefined) }));

afterEach(() => vi.clearAllMocks());

describe('documentCalls', () => {
  const e = claimEndpoints;
  const claim = documentCalls(e);

  it('fetches by id and removes by id with the version in the query', async () => {
    await claim.fetch(7);
    expect(call).toHaveBeenCalledWith(e.detail, { params: { id: 7 } });
    await claim.remove(7, 3);
    expect(call).toHaveBeenCalledWith(e.remove, { params: { id: 7 }, query: { version: 3 } });
  });

  it('creates once and silently, and updates by id silently: the form shows a refusal', async () => {
    const body = { remark: 'x' } as never;
    await claim.create(body);
    expect(call).toHaveBeenCalledWith(e.create, { body }, { idempotencyKey: true, silent: true });
    await claim.update(7, body);
    expect(call).toHaveBeenCalledWith(e.update, { params: { id: 7 }, body }, { silent: true });
  });

  it('sends a step with the version and a command with its body, each with the options it is given', async () => {
    await claim.step('submit', { idempotencyKey: true })(7, 3);
    expect(call).toHaveBeenCalledWith(
      e.submit,
      { params: { id: 7 }, body: { version: 3 } },
      { idempotencyKey: true },
    );
    await claim.step('complete')(8, 1);
    expect(call).toHaveBeenCalledWith(e.complete, { params: { id: 8 }, body: { version: 1 } }, undefined);
    const audit = { version: 2 } as never;
    await claim.command('audit', { silent: true })(7, audit);
    expect(call).toHaveBeenCalledWith(e.audit, { params: { id: 7 }, body: audit }, { silent: true });
  });

  it('is typed by the declarations: inputs and answers, and only the calls a document declares', () => {
    expectTypeOf(claim.fetch).returns.resolves.toEqualTypeOf<ClaimDetail>();
    expectTypeOf(claim.create).parameter(0).toEqualTypeOf<ClaimInput>();
    expectTypeOf(claim.command('audit')).parameter(1).toEqualTypeOf<ClaimAuditInput>();
    const major = documentCalls(majorClaimEndpoints);
    expectTypeOf(major).not.toHaveProperty('update');
    expectTypeOf(major).not.toHaveProperty('remove');
    // @ts-expect-error: an audit takes a body of its own, not the version alone
    claim.step('audit');
  });
});
