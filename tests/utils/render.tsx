import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FieldTexts } from '@/form/FieldTexts';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { themes } from '@/design-system/theme';
import type { Notation } from '@/lib/money';
import type { Locale } from '@/i18n/locales';
import { RouterLinks } from '@/page/RouterLink';

/** Source catalogue of a locale (simple format strings; react-intl parses them at run time). */
export const messagesOf = (locale: Locale): Record<string, string> => ({
  ...JSON.parse(readFileSync('lang/en.json', 'utf8')),
  ...JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')),
});

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  theme?: 'light-theme' | 'dark-theme';
  initialEntries?: string[];
  queryClient?: QueryClient;
  /** How amounts are written (Settings → Number format); standard by default. */
  numbers?: Notation;
}

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

/** Renders with the theme, messages of a locale, a fresh query client and a memory router (links through it). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    locale = 'en',
    theme = 'light-theme',
    initialEntries = ['/en/'],
    queryClient = createTestQueryClient(),
    numbers = 'standard',
    ...rest
  } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={themes[theme]}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale="en" messages={messagesOf(locale)}>
          <NumberFormatProvider locale={locale} notation={numbers}>
            <FieldTexts>
              <MemoryRouter initialEntries={initialEntries}>
                <RouterLinks>{children}</RouterLinks>
              </MemoryRouter>
            </FieldTexts>
          </NumberFormatProvider>
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
