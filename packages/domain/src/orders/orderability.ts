import type { LimitArea, PartFlags, PartType } from '../parts/part-enums.js';
import type { PartStatus } from '../parts/part-status.js';
import { type RuleViolation, violation } from '../rules.js';
import type { OrderType, TransportType } from './order-enums.js';

/** The part master fields that decide whether a dealer may order a part. */
export interface OrderablePart {
  readonly partCode: string;
  readonly status: PartStatus;
  /** Successor, named in PART_REPLACED. */
  readonly newPartCode?: string | null;
  readonly partType?: PartType;
  readonly flags: PartFlags;
  /** Areas where a `limitSell` part may not be sold; empty means everywhere. */
  readonly limitedSalesAreas?: readonly LimitArea[];
}

/** The order and dealer the part would be ordered on. */
export interface OrderingContext {
  readonly orderType: OrderType;
  readonly transportType?: TransportType | null;
  /** The dealer's sales region; unknown regions count as limited for `limitSell` parts. */
  readonly dealerRegion?: LimitArea | null;
  /** The dealer is authorised for new-energy parts. */
  readonly newEnergyAuthorised: boolean;
}

/**
 * May this part go on this order (spec §5 "Orders")? First failing rule, field `partCode`, params
 * `{partCode}` plus:
 * - PART_REPLACED {newPartCode} (status ORB); PART_ABOLISHED (ONR or discard flag);
 *   PART_NOT_IMPLEMENTED (ATP);
 * - PART_DEDICATED_TOOL, PART_NEW_MODEL (part type); PART_DEDICATED_SUB_PART (subPart flag);
 * - PART_LIMITED_SALE {area} (limitSell flag and the dealer's region is limited; `area` is the region
 *   code, or `all` when the dealer has none);
 * - NEW_ENERGY_PART_NOT_AUTHORISED (newEnergy flag, dealer not authorised);
 * - PART_EMBARGOED_ON_URGENT (embargo flag on an Urgent order);
 * - PART_AIR_PARCEL_EMBARGOED (airParcelEmbargo flag on an Urgent + Air order).
 * OWO and OSRB parts are orderable but only from stock: see `PART_STATUSES[status].backorderAllowed`.
 */
export function checkPartOrderable(part: OrderablePart, ctx: OrderingContext): RuleViolation | null {
  const partCode = part.partCode;
  const refuse = (code: Parameters<typeof violation>[0], extra: Record<string, unknown> = {}) =>
    violation(code, { partCode, ...extra }, 'partCode');
  const flags = part.flags;
  if (part.status === 'ORB') return refuse('PART_REPLACED', { newPartCode: part.newPartCode ?? '' });
  if (part.status === 'ONR' || flags.discard) return refuse('PART_ABOLISHED');
  if (part.status === 'ATP') return refuse('PART_NOT_IMPLEMENTED');
  if (part.partType === 'DedicatedTool') return refuse('PART_DEDICATED_TOOL');
  if (flags.subPart) return refuse('PART_DEDICATED_SUB_PART');
  if (part.partType === 'NewModel') return refuse('PART_NEW_MODEL');
  if (flags.limitSell) {
    const areas = part.limitedSalesAreas ?? [];
    const region = ctx.dealerRegion ?? null;
    if (areas.length === 0 || region === null || areas.includes(region)) {
      return refuse('PART_LIMITED_SALE', { area: region ?? 'all' });
    }
  }
  if (flags.newEnergy && !ctx.newEnergyAuthorised) return refuse('NEW_ENERGY_PART_NOT_AUTHORISED');
  if (ctx.orderType === 'Urgent') {
    if (flags.embargo) return refuse('PART_EMBARGOED_ON_URGENT');
    if (flags.airParcelEmbargo && ctx.transportType === 'Air') return refuse('PART_AIR_PARCEL_EMBARGOED');
  }
  return null;
}
