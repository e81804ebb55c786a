import type { ThemeConfig } from 'antd';

/**
 * The antd theme of spm (spec §2 theme colour and component size): the seed tokens that follow the
 * settings and the fixed component tokens (dark sidebar, ~25 px table rows at the small size).
 *
 * The same function serves the ConfigProvider at run time and the build-time extraction of antd's
 * component styles (`build/antd-styles.ts`), so the static stylesheet and the CSS variables the
 * provider writes always agree. antd 6 writes every token as a CSS variable (`--ant-*`); the static
 * stylesheet refers to them, so a different colour or size needs no new styles, only new variables.
 *
 * `zeroRuntime`: the components generate no styles in the browser (they come from the stylesheet);
 * `hashed: false`: the stylesheet's selectors are the plain `.ant-*` classes.
 */
export function appTheme(themeColor: string, dense: boolean, zeroRuntime = true): ThemeConfig {
  return {
    zeroRuntime,
    hashed: false,
    token: {
      colorPrimary: themeColor,
      fontSize: dense ? 12 : 14,
      borderRadius: 4,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      // rows about 25 px high at the default size (spec §9 grid row height)
      Table: { cellPaddingBlockSM: 2, cellPaddingInlineSM: 6, headerBg: '#f5f7fa' },
      Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17', itemHeight: 36 },
      Layout: { siderBg: '#001529', headerBg: '#fff', bodyBg: '#f0f2f5' },
    },
  };
}
