// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../app/api/notify';
import { type RowApprovalOptions, useRowApproval } from './ApprovalDialog';
import { col } from './columns';
import { setUpDom, withSession } from './test-dom';

// antd's message would render and animate in a root of its own after the last test, when the file's
// window is gone; what the dialog notifies is asserted instead
vi.mock('../app/api/notify', () => import('../app/api/notify-mock'));

beforeAll(setUpDom);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Order {
  id: number;
  no: string;
  pending: boolean;
}

const rows: Order[] = [
  { id: 1, no: 'V001', pending: true },
  { id: 2, no: 'V002', pending: false },
];

function Orders(props: Pick<RowApprovalOptions<Order>, 'decide'>) {
  const approval = useRowApproval<Order>({
    permission: 'vorApproval:approve',
    testId: 'vor',
    title: (kind, order) => `${kind} ${order.no}`,
    successMessage: (kind) => `${kind}d`,
    decide: props.decide,
  });
  const columns = [
    col.actions<Order>('op', (row) => [
      approval.approve(row, !row.pending),
      approval.reject(row, !row.pending),
    ]),
  ];
  return (
    <>
      <Table<Order> rowKey="id" columns={columns} dataSource={rows} pagination={false} />
      {approval.dialog}
    </>
  );
}

describe('useRowApproval', { timeout: 30_000 }, () => {
  it('offers approve and reject on the rows not hidden, to holders of the permission', () => {
    render(withSession(['vorApproval:approve'], <Orders decide={vi.fn()} />));
    expect(screen.getAllByTestId('vor-approve')).toHaveLength(1);
    expect(screen.getAllByTestId('vor-reject')).toHaveLength(1);
    cleanup();
    render(withSession([], <Orders decide={vi.fn()} />));
    expect(screen.queryByTestId('vor-approve')).toBeNull();
  });

  it('asks for the opinion in a dialog titled with the decision and the row, then saves the decision', async () => {
    const decide = vi.fn().mockResolvedValue(undefined);
    render(withSession(['vorApproval:approve'], <Orders decide={decide} />));
    fireEvent.click(screen.getByTestId('vor-reject'));
    expect(await screen.findByText('reject V001')).toBeTruthy();
    fireEvent.change(screen.getByTestId('vor-opinion'), { target: { value: '  no stock  ' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /驳\s?回/ }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('reject', rows[0], 'no stock'));
    // the dialog closes once the decision is saved (its work ends before the test does)
    await waitFor(() => expect(screen.queryByText('reject V001')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('rejectd');
  });
});
