// @vitest-environment jsdom
import { claimWorkflow, perm } from '@spm/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepButton, StepButtons } from './StepButton';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

const complete = (state: number, permissions: string[], onClick = vi.fn(), confirm?: string) =>
  render(
    withSession(
      permissions,
      <StepButton
        workflow={claimWorkflow}
        action="complete"
        state={state}
        confirm={confirm}
        onClick={onClick}
      >
        结案
      </StepButton>,
    ),
  );

describe('StepButton', { timeout: 30_000 }, () => {
  it('shows the step on a document in a state it leaves from, to holders of its permission', () => {
    const onClick = vi.fn();
    complete(2, [perm('dealerClaim', 'complete')], onClick);
    fireEvent.click(screen.getByRole('button', { name: /结\s?案/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows nothing in another state, or to a user without the permission', () => {
    complete(1, [perm('dealerClaim', 'complete')]);
    complete(3, [perm('dealerClaim', 'view')]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("puts an approver's step under the approver's permission", () => {
    render(
      withSession(
        [perm('dealerClaim', 'audit')],
        <StepButton workflow={claimWorkflow} action="reparation" state={1} onClick={() => undefined}>
          审核
        </StepButton>,
      ),
    );
    expect(screen.getByRole('button', { name: /审\s?核/ })).toBeTruthy();
  });

  it('asks its question before it runs the step', async () => {
    const onClick = vi.fn();
    complete(3, [perm('dealerClaim', 'complete')], onClick, '确认结案？');
    fireEvent.click(screen.getByRole('button', { name: /结\s?案/ }));
    expect(onClick).not.toHaveBeenCalled();
    expect(await screen.findByText('确认结案？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    // the question closes before the test ends, so no dialog work outlives it
    await waitFor(() => expect(screen.queryByText('确认结案？')).toBeNull());
  });

  it('lists the buttons of the steps that leave from the state, in the order given', () => {
    const steps = [
      { action: 'remodify' as const, label: '再修改', onClick: () => undefined },
      { action: 'reparation' as const, label: '审核', testId: 'audit', onClick: () => undefined },
      { action: 'complete' as const, label: '结案', onClick: () => undefined },
    ];
    const all = [perm('dealerClaim', 'edit'), perm('dealerClaim', 'audit'), perm('dealerClaim', 'complete')];
    render(withSession(all, <StepButtons workflow={claimWorkflow} state={1} steps={steps} />));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['audit']);
    cleanup();
    render(withSession(all, <StepButtons workflow={claimWorkflow} state={4} steps={steps} />));
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').textContent?.replace(/\s/g, '')).toBe('再修改');
  });
});
