import { useSyncExternalStore } from 'react';

/** A small persisted store: one value, subscribers, saved to local or session storage as JSON. */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(
  key: string | null,
  initial: T,
  kind: 'local' | 'session' = 'local',
): Store<T> {
  const storage = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  let value = initial;
  if (key) {
    try {
      const raw = storage()?.getItem(key);
      if (raw) {
        const parsed = JSON.parse(raw) as T;
        value =
          parsed && typeof parsed === 'object' && !Array.isArray(parsed) && typeof initial === 'object'
            ? { ...initial, ...parsed }
            : parsed;
      }
    } catch {
      value = initial;
    }
  }
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (key) {
        try {
          storage()?.setItem(key, JSON.stringify(value));
        } catch {
          // storage disabled: keep the value in memory
        }
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
