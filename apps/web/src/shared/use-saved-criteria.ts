import { useCallback, useState } from 'react';
import { appConfig } from '../app/config';
import type { Criteria } from './SearchForm';

/** What a list page remembers between visits (spec §2 "per-page saved search criteria"). */
export interface SavedListState {
  criteria: Criteria;
  pageSize: number;
  sort?: string;
}

const storageKey = (page: string) => `spm.criteria.${page}`;

export function readSavedList(page: string): SavedListState | null {
  try {
    const raw = window.localStorage.getItem(storageKey(page));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedListState>;
    return {
      criteria: parsed.criteria && typeof parsed.criteria === 'object' ? parsed.criteria : {},
      pageSize: appConfig.pageSizes.includes(parsed.pageSize as never)
        ? (parsed.pageSize as number)
        : appConfig.defaultPageSize,
      sort: typeof parsed.sort === 'string' ? parsed.sort : undefined,
    };
  } catch {
    return null;
  }
}

export function writeSavedList(page: string, state: SavedListState): void {
  try {
    window.localStorage.setItem(storageKey(page), JSON.stringify(state));
  } catch {
    // storage full or disabled
  }
}

export function clearSavedList(page: string): void {
  try {
    window.localStorage.removeItem(storageKey(page));
  } catch {
    // storage disabled
  }
}

/**
 * Criteria, page size and sort of a list page, restored from and saved to local storage. Criteria
 * given in `fromUrl` (a link with a filter) replace the saved ones, over the default criteria.
 */
export function useSavedList(page: string, defaults: SavedListState, fromUrl: Criteria | null = null) {
  const [state, setState] = useState<SavedListState>(() => {
    const restored = readSavedList(page) ?? defaults;
    if (!fromUrl) return restored;
    const linked = { ...restored, criteria: { ...defaults.criteria, ...fromUrl } };
    writeSavedList(page, linked);
    return linked;
  });
  const update = useCallback(
    (patch: Partial<SavedListState>) => {
      setState((prev) => {
        const next = { ...prev, ...patch };
        writeSavedList(page, next);
        return next;
      });
    },
    [page],
  );
  const reset = useCallback(() => {
    clearSavedList(page);
    setState(defaults);
  }, [page, defaults]);
  return [state, update, reset] as const;
}
