import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api/errors';
import { useComponentSize, useSettings } from './settings';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors (4xx) are answers, not glitches: no retry
      retry: (count, error) =>
        count < 1 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
    },
    mutations: { retry: false },
  },
});

/**
 * antd theme, locale and size, react-query. The language, size and theme colour come from the
 * client-side stores, so switching them re-renders everything at once (spec §2).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const size = useComponentSize();
  const dense = size === 'small';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'en-US' ? enUS : zhCN}
        componentSize={size}
        theme={{
          token: {
            colorPrimary: settings.themeColor,
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
        }}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
