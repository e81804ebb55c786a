/** Button actions of spec §6, plus `view` (the route itself) and domain verbs such as `approve`. */
export const BUTTON_ACTIONS = [
  'add',
  'edit',
  'delete',
  'search',
  'save',
  'print',
  'return',
  'submit',
  'import',
  'export',
] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** One page (or API area) with the actions that can be granted on it. */
export interface PageDefinition {
  /** zh-CN and en-US names, shown in the role editor. */
  readonly zh: string;
  readonly en: string;
  readonly actions: readonly string[];
}

export const definePages = <const T extends Record<string, PageDefinition>>(pages: T): T => pages;
