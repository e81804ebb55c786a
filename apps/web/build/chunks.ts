import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { CodeSplittingNameFunction } from 'rolldown';
import { CORE_NAMESPACES } from '../src/locales/namespaces';
import { sourceFiles } from '../src/shared/source-files';

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

/** Files that load with the signed-in layout: the route tables and the layout's own components. */
const layoutFile = /^(app\/(routes\.tsx|layout\/)|features\/[^/]+\/routes\.tsx)/;
/** Files of the screens outside the layout: sign-in, forced password change, error pages, the login page's lists. */
const outsideLayoutFile = /^(features\/(auth|errors)\/|shared\/DeferredSelect)/;
/** An icon component of `@ant-design/icons`, by name (its definition in `@ant-design/icons-svg` goes with it). */
const iconModule = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](\w+)\.js$/;

/** What every icon component renders with (the login page has icons): with the start-up libraries. */
const iconBase =
  /[\\/]node_modules[\\/](@ant-design[\\/]icons[\\/]es[\\/](?!icons[\\/]|index\.js$)|clsx[\\/])/;
/** The indexes of `@ant-design/icons`, through which the app imports its icons by name. */
const iconIndex = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/;

/**
 * The icons of the menu and the layout: icons that a route table or a layout component imports and
 * no screen outside the layout does. Every signed-in page loads them with the layout, so they make
 * one chunk instead of one small chunk each (the route table alone named about 25). Icons are
 * imported by name from the package's index, so the graph does not tell who uses which: the
 * sources are read.
 */
export function layoutIcons(srcDir: string): Set<string> {
  const users = new Map<string, string[]>();
  for (const path of sourceFiles(srcDir)) {
    const text = readFileSync(path, 'utf8');
    const file = relative(srcDir, path).split(sep).join('/');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g)) {
      for (const name of match[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
        if (name) users.set(name, [...(users.get(name) ?? []), file]);
      }
    }
  }
  return new Set(
    [...users]
      .filter(
        ([, files]) => files.some((f) => layoutFile.test(f)) && !files.some((f) => outsideLayoutFile.test(f)),
      )
      .map(([name]) => name),
  );
}

/**
 * Chunk names (`output.codeSplitting`) for the first screen: the browser opens only 6 connections to
 * the server, and the start-up code in ~60 small automatic chunks took ~10 rounds of requests before
 * the first paint.
 * - `catalogs-<language>`: the core catalogs of a language, one chunk instead of one each;
 * - `startup`: the libraries of `STARTUP_PACKAGES` and `STARTUP_ANTD` and the icons' base, one chunk;
 * - `null` for the rest: Rolldown's own chunking (the app's code, the pages, their libraries).
 */
export function startupChunk(id: string): string | null {
  const catalog = coreCatalog.exec(id);
  if (catalog) return `catalogs-${catalog[1]}`;
  return startupModule.test(id) || iconBase.test(id) ? 'startup' : null;
}

/**
 * The chunk name of the icons of `layoutIcons(srcDir)`: `layout-icons`, one chunk. A group of a lower
 * priority than `startupChunk`'s, so that what the icons render with stays with the start-up
 * libraries. An icon that antd's own components import (a close or loading icon) stays out: the login
 * page has it.
 */
export function layoutIconsChunk(srcDir: string): CodeSplittingNameFunction {
  const icons = layoutIcons(srcDir);
  return (id, ctx) => {
    const icon = iconModule.exec(id);
    if (!icon || !icons.has(icon[1])) return null;
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    return importers.every((importer) => iconIndex.test(importer)) ? 'layout-icons' : null;
  };
}
