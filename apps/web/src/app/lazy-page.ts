import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on its first render (its own chunk) whose chunk can also be fetched ahead. */
export type PageComponent = LazyExoticComponent<ComponentType> & {
  /** Starts loading the chunk (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload`: both share one import, so a page preloaded in idle time after
 * sign-in (layout/prefetch.ts) renders at once on the first click.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
