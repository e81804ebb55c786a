import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { checkVersion } from '../../platform/documents';

/**
 * A claim's "lock and check" from its row lock (`lock` answers undefined when the claim is missing or
 * out of the caller's scope): locks the claim in `tx` and checks the version the caller saw.
 * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
 */
export const lockAtVersion =
  <T extends { version: number }>(
    lock: (tx: Tx, principal: Principal, id: number) => Promise<T | undefined>,
  ) =>
  async (tx: Tx, principal: Principal, id: number, version: number): Promise<T> => {
    const current = requireFound(await lock(tx, principal, id));
    checkVersion(current, version);
    return current;
  };
