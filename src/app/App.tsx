import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { GlobalStyle, themes } from '@/design-system/theme';
import { FieldTexts } from '@/form/FieldTexts';
import { I18nProvider } from '@/i18n';
import { RouterLinks } from '@/page/RouterLink';
import { usePreferences } from '@/stores/preferences';
import { queryClient } from './queryClient';
import { startMonitoring } from './monitoring';
import { createAppRouter } from './router/createAppRouter';
import { connectApiEvents } from './shell/apiEvents';

export interface AppProps {
  /**
   * The router, when the caller made it (the build-time rendering of signed-out pages watches its
   * navigation: src/app/prerender/render.tsx). Without it, the app makes its own on the first render.
   */
  router?: ReturnType<typeof createAppRouter>;
}

export function App({ router: given }: AppProps = {}) {
  const themeStatus = usePreferences((s) => s.themeStatus);
  const locale = usePreferences((s) => s.locale);
  const notation = usePreferences((s) => s.numberNotation);
  const theme = themes[themeStatus];
  const [router] = useState(() => {
    connectApiEvents();
    const created = given ?? createAppRouter();
    startMonitoring(created, queryClient);
    return created;
  });

  useEffect(() => {
    // index.html painted the stored theme before load; keep <html> in step with later toggles.
    const root = document.documentElement;
    root.dataset.theme = themeStatus;
    root.style.colorScheme = theme.name;
    root.style.background = theme.colors.background;
  }, [themeStatus, theme]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <NumberFormatProvider locale={locale} notation={notation}>
            <FieldTexts>
              <RouterLinks>
                <RouterProvider router={router} />
              </RouterLinks>
            </FieldTexts>
          </NumberFormatProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
