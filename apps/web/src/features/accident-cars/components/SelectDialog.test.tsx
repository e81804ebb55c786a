// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpDomWith, withSession } from '../../../shared/test-dom';
import { PickField } from './SelectDialog';

beforeAll(setUpDomWith('accidentCars'));
afterEach(cleanup);

interface Row {
  id: number;
  dealerOrderNo: string;
  vin: string;
}

const source = {
  queryKey: ['pick-test'],
  fetch: vi.fn(async () => ({ items: [{ id: 1, dealerOrderNo: 'DO-1', vin: 'VIN1' }], total: 1 })),
  keywordField: 'dealerOrderNo',
};

describe('PickField', { timeout: 30_000 }, () => {
  it('opens the select dialog with the columns titled by the accident car field labels and hands the pick on', async () => {
    const onPick = vi.fn();
    render(
      withSession(
        [],
        <PickField<Row>
          kind="order"
          source={source}
          columns={(cols) => [cols.code('dealerOrderNo'), cols.code('vin')]}
          label={null}
          onPick={onPick}
        />,
      ),
    );
    expect(screen.getByPlaceholderText('请选择事故车订单')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pick-order'));
    const table = await screen.findByTestId('order-select');
    expect(within(table).getByText('订单号')).toBeTruthy();
    expect(within(table).getByText('VIN码')).toBeTruthy();
    fireEvent.doubleClick(await within(table).findByText('DO-1'));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ id: 1, dealerOrderNo: 'DO-1', vin: 'VIN1' }));
  });
});
