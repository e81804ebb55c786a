import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api/errors';
import { useComponentSize, useSettings } from './settings';
import { appTheme } from './theme';

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
 * client-side stores, so switching them re-renders everything at once (spec §2). The theme runs
 * without runtime styles (`theme.ts`): the components' CSS is the static `virtual:antd.css`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const size = useComponentSize();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'en-US' ? enUS : zhCN}
        componentSize={size}
        theme={appTheme(settings.themeColor, size === 'small')}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
