import { type ComponentType, createElement, lazy, useState } from 'react';

/** A page loaded on its first render (its own chunk) whose chunk can also be fetched ahead. */
export type PageComponent = ComponentType & {
  /** Starts loading the chunk (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * A page in its own chunk with a `preload`; the render and the preload share one import, so a page
 * preloaded at start-up (router/preload.ts) or in idle time after sign-in (layout/prefetch.ts)
 * renders at once.
 *
 * "At once" matters: a page whose chunk is already in renders directly, not through `React.lazy`.
 * `React.lazy` suspends on its first render even when the import has long resolved, and React 19
 * then shows the Suspense fallback and holds the page back for up to 300 ms (its reveal throttle):
 * that held the login page's first paint (docs/benchmarks.md "What changed in this round"). Whether
 * a mount renders directly is decided once, at the mount, so a page never switches between the two
 * and remounts.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const once = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(once);
  function Page(props: Record<string, never>) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(Page, { preload: once });
}
