import { THEME_COLORS } from './config';
import { createStore, useStore } from './store';

/** Layout settings of the settings drawer (spec §2), kept in local storage. */
export interface LayoutSettings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  themeColor: THEME_COLORS[0],
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

export const settingsStore = createStore<LayoutSettings>('spm.settings', DEFAULT_SETTINGS);
export const useSettings = () => useStore(settingsStore);

export function updateSettings(patch: Partial<LayoutSettings>): void {
  settingsStore.set((prev) => ({ ...prev, ...patch }));
}

/** Component size (spec: default "mini" = antd small). */
export type ComponentSize = 'small' | 'medium' | 'large';
export const COMPONENT_SIZES: readonly ComponentSize[] = ['small', 'medium', 'large'];
export const sizeStore = createStore<ComponentSize>('spm.size', 'small');
export const useComponentSize = () => useStore(sizeStore);

/** Sidebar collapsed (desktop) — kept like the old system's `sidebarStatus`. */
export const sidebarStore = createStore<{ collapsed: boolean }>('spm.sidebar', { collapsed: false });
export const useSidebar = () => useStore(sidebarStore);
