import { CORE_NAMESPACES } from '../src/locales/namespaces';

const coreCatalog = new RegExp(
  `[\\\\/]src[\\\\/]locales[\\\\/](zh-CN|en-US)[\\\\/](${CORE_NAMESPACES.join('|')})\\.json$`,
);

/**
 * The libraries the app needs before its first screen, whole: React DOM, the router, i18next,
 * react-query, antd's style core, the rc-components under the login page's antd components. (React
 * itself stays apart: the small entry uses it, and must not wait for this chunk.)
 */
const STARTUP_PACKAGES = [
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@ant-design/cssinjs',
  '@ant-design/cssinjs-utils',
  '@ant-design/colors',
  '@ant-design/fast-color',
  'stylis',
  '@emotion/hash',
  '@emotion/unitless',
  '@rc-component/util',
  '@rc-component/motion',
  '@rc-component/trigger',
  '@rc-component/portal',
  '@rc-component/resize-observer',
  '@rc-component/form',
  '@rc-component/async-validator',
  '@rc-component/input',
  '@rc-component/tooltip',
];
/**
 * antd's core and the components of the login page (also on nearly every other page). Its two lists
 * load antd's Select when first used (`DeferredSelect`), so the Select is not here.
 */
const STARTUP_ANTD = [
  '_util',
  'config-provider',
  'theme',
  'style',
  'locale',
  'form',
  'input',
  'button',
  'spin',
  'alert',
  'space',
  'grid',
  'tooltip',
  'empty',
];
const startupModule = new RegExp(
  `[\\\\/]node_modules[\\\\/](${STARTUP_PACKAGES.join('|').replace(/[.]/g, '\\.')}|antd[\\\\/]es[\\\\/](${STARTUP_ANTD.join('|')}))[\\\\/]`,
);

/**
 * Chunk names (`output.codeSplitting`) for the first screen: the browser opens only 6 connections to
 * the server, and the start-up code in ~60 small automatic chunks took ~10 rounds of requests before
 * the first paint.
 * - `catalogs-<language>`: the core catalogs of a language, one chunk instead of one each;
 * - `startup`: the libraries of `STARTUP_PACKAGES` and `STARTUP_ANTD`, one chunk;
 * - `null` for the rest: Rolldown's own chunking (the app's code, the pages, their libraries).
 */
export function startupChunk(id: string): string | null {
  const catalog = coreCatalog.exec(id);
  if (catalog) return `catalogs-${catalog[1]}`;
  return startupModule.test(id) ? 'startup' : null;
}
