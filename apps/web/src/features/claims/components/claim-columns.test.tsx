// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { listSource } from '../../../shared/list-source';
import { setUpDomWith, withSession } from '../../../shared/test-dom';
import { useClaimList } from './claim-columns';

beforeAll(setUpDomWith('claims'));
afterEach(cleanup);

interface Claim {
  id: number;
  version: number;
  status: number;
}

const rows: Claim[] = [
  { id: 7, version: 3, status: 0 },
  { id: 8, version: 1, status: 2 },
];

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{pathname + search}</span>;
}

function Claims({ remove }: { remove: (id: number, version: number) => Promise<unknown> }) {
  const claims = useClaimList<Claim>({
    source: listSource<Claim, 'dealerClaim'>('dealerClaim', ['claims', 'list'], vi.fn()),
    entry: '/claims/entry',
    remove,
    addLabel: 'new claim',
  });
  const [add] = claims.list.toolbar;
  return (
    <>
      <Table<Claim> rowKey="id" columns={[claims.actionsColumn]} dataSource={rows} pagination={false} />
      <button type="button" data-testid="add" onClick={() => add.onClick({} as never)}>
        {add.label}
      </button>
      <Where />
    </>
  );
}

describe('useClaimList', { timeout: 30_000 }, () => {
  it('opens a row on the entry page and adds on it empty', () => {
    render(withSession([], <Claims remove={vi.fn()} />, '/claims'));
    fireEvent.click(screen.getAllByRole('button', { name: /查\s?看/ })[1]);
    expect(screen.getByTestId('where').textContent).toBe('/claims/entry?id=8');
    fireEvent.click(screen.getByTestId('add'));
    expect(screen.getByTestId('where').textContent).toBe('/claims/entry');
  });

  it('deletes the deletable rows (unsubmitted unless said otherwise) with their version, for holders of <page>:delete, after a confirmation', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    render(withSession(['dealerClaim:delete'], <Claims remove={remove} />));
    const deletes = screen.getAllByText(i18n.t('common:action.delete'));
    expect(deletes).toHaveLength(1);
    fireEvent.click(deletes[0]);
    // the confirmation's OK button is worded "Delete", as every row delete's
    const dialog = (await screen.findByText(i18n.t('claims:confirmDelete'))).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7, 3));
  });

  it('shows no delete to users without the permission', () => {
    render(withSession([], <Claims remove={vi.fn()} />));
    expect(screen.queryByText(i18n.t('common:action.delete'))).toBeNull();
  });
});
