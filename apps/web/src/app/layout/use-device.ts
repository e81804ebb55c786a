import { useSyncExternalStore } from 'react';
import { appConfig } from '../config';

function subscribeTo(query: string) {
  return (listener: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Mobile layout below the spec's 992 px breakpoint. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${appConfig.mobileBreakpoint - 0.02}px)`);
/** Narrow phones: the navbar keeps icons only. */
export const useIsNarrow = () => useMediaQuery('(max-width: 575.98px)');
