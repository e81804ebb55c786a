// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(cleanup);

const fallback = <span data-testid="fallback">crashed</span>;

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error('render failed');
  return <span data-testid="page">page</span>;
}

describe('RouteErrorBoundary', () => {
  it('shows the fallback for a page that throws, at that address, and the page again at another', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/orders" fallback={fallback}>
        <Page fails />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(screen.queryByTestId('page')).toBeNull();

    // the same address: the failure stays on screen even if the page would now render
    rerender(
      <RouteErrorBoundary resetKey="/orders" fallback={fallback}>
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();

    rerender(
      <RouteErrorBoundary resetKey="/stock" fallback={fallback}>
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(screen.queryByTestId('fallback')).toBeNull();
    logged.mockRestore();
  });

  it('renders its children while nothing fails', () => {
    render(
      <RouteErrorBoundary resetKey="/" fallback={fallback}>
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('page')).toBeTruthy();
  });
});
