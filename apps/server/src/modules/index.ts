import type { ModuleRoutes } from '../platform/context';

/**
 * The business modules, each registering its own routes. Add a module with one line here.
 */
export const modules: ModuleRoutes[] = [];
