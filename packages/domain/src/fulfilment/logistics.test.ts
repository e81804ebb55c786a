import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATUS } from '../orders/order-status.js';
import {
  checkLogisticsStep,
  checkVirtualReceivable,
  checkVirtualReceiveCancellable,
  LOGISTICS_STATUS,
} from './logistics.js';

const L = LOGISTICS_STATUS;

describe('logistics confirmation steps of a ship bill', () => {
  it('goes awaiting carrier → handed to carrier → delivered, one step at a time', () => {
    expect(
      checkLogisticsStep({ from: L.awaitingCarrier, to: L.handedToCarrier, billContainerNo: 'SH2026112101' }),
    ).toBeNull();
    expect(
      checkLogisticsStep({ from: L.handedToCarrier, to: L.delivered, billContainerNo: 'SH2026112101' }),
    ).toBeNull();
    expect(
      checkLogisticsStep({ from: L.awaitingCarrier, to: L.delivered, billContainerNo: 'SH2026112101' }),
    ).toEqual({
      code: 'LOGISTICS_STATUS_TRANSITION_INVALID',
      params: { from: 0, to: 2 },
      field: 'status',
    });
    expect(
      checkLogisticsStep({ from: L.delivered, to: L.handedToCarrier, billContainerNo: null })?.code,
    ).toBe('LOGISTICS_STATUS_TRANSITION_INVALID');
  });

  it('needs a container or vehicle number to hand to the carrier, on the bill or given now', () => {
    expect(checkLogisticsStep({ from: 0, to: 1, billContainerNo: null })?.code).toBe('CONTAINER_NO_REQUIRED');
    expect(
      checkLogisticsStep({ from: 0, to: 1, billContainerNo: null, givenContainerNo: 'SH2026112101' }),
    ).toBeNull();
  });

  it('refuses a container number given after the handover', () => {
    expect(
      checkLogisticsStep({
        from: 1,
        to: 2,
        billContainerNo: 'SH2026112101',
        givenContainerNo: 'SH2026112102',
      }),
    ).toEqual({ code: 'CONTAINER_NO_LOCKED', params: {}, field: 'containerNo' });
  });
});

describe('virtual receive of a dealer order', () => {
  it('is allowed only for a shipped, settled order and cancelled only from virtually received', () => {
    const no = 'D00012611210001';
    expect(checkVirtualReceivable({ status: ORDER_STATUS.settled, dealerOrderNo: no })).toBeNull();
    for (const status of [ORDER_STATUS.backordered, ORDER_STATUS.virtuallyReceived, ORDER_STATUS.finished])
      expect(checkVirtualReceivable({ status, dealerOrderNo: no })).toEqual({
        code: 'ORDER_NOT_VIRTUALLY_RECEIVABLE',
        params: { dealerOrderNo: no },
      });
    expect(
      checkVirtualReceiveCancellable({ status: ORDER_STATUS.virtuallyReceived, dealerOrderNo: no }),
    ).toBeNull();
    expect(checkVirtualReceiveCancellable({ status: ORDER_STATUS.finished, dealerOrderNo: no })?.code).toBe(
      'ORDER_NOT_VIRTUALLY_RECEIVED',
    );
    expect(canTransition(ORDER_STATUS.virtuallyReceived, ORDER_STATUS.settled)).toBe(true);
  });
});
