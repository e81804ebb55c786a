// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const fallback = <span data-testid="fallback">loading</span>;

/** A page module whose import resolves when `release` is called. */
function deferredModule(text: string) {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  let mounts = 0;
  function Page() {
    const [mount] = useState(() => ++mounts);
    return <span data-testid="page">{`${text} #${mount}`}</span>;
  }
  return { load: () => ready.then(() => ({ default: Page })), release, mounts: () => mounts };
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first commit, without the Suspense fallback', async () => {
    const module = deferredModule('orders');
    const Page = lazyPage(module.load);
    const preloading = Page.preload();
    module.release();
    await preloading;
    render(<Suspense fallback={fallback}>{<Page />}</Suspense>);
    expect(screen.getByTestId('page').textContent).toBe('orders #1');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('suspends a page whose chunk is not in yet, then shows it once, and loads the chunk once', async () => {
    let imports = 0;
    const module = deferredModule('stock');
    const Page = lazyPage(() => {
      imports++;
      return module.load();
    });
    const { rerender } = render(<Suspense fallback={fallback}>{<Page />}</Suspense>);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await act(async () => {
      module.release();
      await Page.preload();
    });
    expect((await screen.findByTestId('page')).textContent).toBe('stock #1');
    // a later render of the same mount keeps it (no switch to the direct path, no remount)
    rerender(<Suspense fallback={fallback}>{<Page />}</Suspense>);
    expect(screen.getByTestId('page').textContent).toBe('stock #1');
    expect(module.mounts()).toBe(1);
    expect(imports).toBe(1);
  });
});
