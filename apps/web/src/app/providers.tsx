import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api/errors';
import { useComponentSize, useSettings } from './settings';
import { appTheme } from './theme';

/** Where antd's form messages put the field's label (antd fills it in, it is no template literal). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's own placeholder
const ANTD_LABEL = '${label}';

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
 * without runtime styles (`theme.ts`): the components' CSS is the static `virtual:antd.css`. A
 * required field left empty says so in the app's own words (`common:validation.required`) whether
 * its rule comes from `requiredRule` or is antd's plain `{ required: true }`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const size = useComponentSize();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'en-US' ? enUS : zhCN}
        componentSize={size}
        form={{ validateMessages: { required: t('common:validation.required', { field: ANTD_LABEL }) } }}
        theme={appTheme(settings.themeColor, size === 'small')}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
