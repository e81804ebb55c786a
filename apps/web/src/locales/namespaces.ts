/** Namespaces every screen may use; loaded before the first render (and one chunk per language). */
export const CORE_NAMESPACES = [
  'common',
  'menu',
  'auth',
  'layout',
  'errors',
  'shared',
  'profile',
  'dashboard',
];
