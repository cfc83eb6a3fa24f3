import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@/design-system/theme';
import { I18nProvider } from '@/i18n';
import { usePreferences } from '@/stores/preferences';
import { router } from './router';

export function App() {
  const themeStatus = usePreferences((s) => s.themeStatus);
  const locale = usePreferences((s) => s.locale);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <ThemeProvider theme={themes[themeStatus]}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
