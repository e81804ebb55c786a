// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/api/notify';
import { setUpDomWith, withSession } from '../../../shared/test-dom';
import type { PlacedPromotionOrder } from '../api';
import { type OrderPlaceValues, PlaceOrderDialog } from './PlaceOrderDialog';

vi.mock('../../../app/api/notify', () => import('../../../app/api/notify-mock'));

beforeAll(setUpDomWith('promotions'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Offer {
  id: number;
  packageCode: string;
}

const placed = { dealerOrderNo: 'DO-1' } as PlacedPromotionOrder;

function renderDialog(record: Offer | null, headOffice: boolean) {
  const order = vi.fn(async (_values: OrderPlaceValues) => placed);
  const onClose = vi.fn();
  render(
    withSession(
      [],
      <PlaceOrderDialog<Offer, OrderPlaceValues>
        record={record}
        headOffice={headOffice}
        onClose={onClose}
        title="订购"
        name="offerOrder"
        testId="offer-order-dialog"
        width={520}
        items={(r) => ['packageCode', { key: 'qty', value: `#${r.id}` }]}
        fields={[]}
        codeFields={{}}
        order={order}
        successMessage={(p) => `ordered ${p.dealerOrderNo}`}
      />,
    ),
  );
  return { order, onClose };
}

describe('PlaceOrderDialog', { timeout: 30_000 }, () => {
  it('shows the record and orders it from the W01 warehouse, then says so and closes', async () => {
    const { order, onClose } = renderDialog({ id: 7, packageCode: 'PKG-7' }, false);
    expect(await screen.findByTestId('offer-order-dialog')).toBeTruthy();
    expect(screen.getByText('PKG-7')).toBeTruthy();
    expect(screen.getByText('#7')).toBeTruthy();
    expect(screen.queryByLabelText('经销商代码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(order).toHaveBeenCalledWith({ orderWarehouseCode: 'W01' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('ordered DO-1');
  });

  it('asks head office for the dealer, and is closed without a record', async () => {
    renderDialog({ id: 8, packageCode: 'PKG-8' }, true);
    expect(await screen.findByTestId('offer-order-dialog')).toBeTruthy();
    expect(document.querySelector('#offerOrder_dealerCode')).toBeTruthy();
    cleanup();
    renderDialog(null, true);
    expect(screen.queryByTestId('offer-order-dialog')).toBeNull();
  });
});
