import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { THEME_COLORS } from '../src/app/config';
import { appTheme } from '../src/app/theme';

/** The import that brings antd's component styles: `import 'virtual:antd.css'` (first, before the app's CSS). */
export const ANTD_CSS_ID = 'virtual:antd.css';
const resolvedId = `\0${ANTD_CSS_ID}`;

/**
 * antd components spm does not use, directly or inside the ones it uses: their styles are left out
 * of the stylesheet. A component added to the app from this list must be removed from it
 * (`src/app/antd-styles.test.ts` fails while the app imports one of them).
 */
export const UNUSED_ANTD_COMPONENTS = [
  'Affix',
  'Anchor',
  'BorderBeam',
  'Calendar',
  'Carousel',
  'Cascader',
  'Collapse',
  'ColorPicker',
  'FloatButton',
  'BackTop',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Rate',
  'Segmented',
  'Slider',
  'Splitter',
  'Steps',
  'Tour',
  'Transfer',
  'TreeSelect',
  'Watermark',
];

/**
 * antd's component styles as one static stylesheet, made at build time (and on the dev server's
 * first request) by Ant Design's `@ant-design/static-style-extract` with spm's theme (antd docs,
 * "Server Side Rendering" → "Whole export" / "Custom theme"). The app runs antd with `zeroRuntime`
 * (`src/app/theme.ts`), so the browser computes and injects no component styles at start-up.
 *
 * The selectors are plain `.ant-*` (`hashed: false`) and every token is a CSS variable, so the one
 * stylesheet serves every theme colour and size: the ConfigProvider writes the variables at run time.
 * The variable blocks of the extraction itself (scoped to the id of the extraction's render, never
 * present in the browser) are dropped.
 */
export function antdStaticStyles(): Plugin {
  let css: string | undefined;
  return {
    name: 'spm:antd-static-styles',
    resolveId: (id) => (id === ANTD_CSS_ID ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      css ??= extractAntdCss();
      return css;
    },
  };
}

/** Renders every antd component but `UNUSED_ANTD_COMPONENTS` in spm's theme on the server and answers their CSS text. */
export function extractAntdCss(): string {
  const theme = appTheme(THEME_COLORS[0], true, false);
  const text = extractStyle({
    customTheme: (node: ReactElement) => createElement(ConfigProvider, { theme }, node),
    excludes: [...UNUSED_ANTD_COMPONENTS],
  });
  return text.replace(/\.css-var-[^{]*\{[^}]*\}/g, '');
}
