import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { Notation } from '@/lib/money';
import type { Locale } from '@/i18n/locales';
import { StoryProviders } from '../../stories/pages/frame';

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

/**
 * Clears a query client a whole file shares, once none of its queries is on its way: a late
 * answer would otherwise land in the next test (call 51's is also remembered in sessionStorage,
 * which the next test reads as this tab's).
 */
export async function clearWhenSettled(client: QueryClient): Promise<void> {
  await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 10_000 });
  client.clear();
}

/**
 * Renders with the theme, messages of a locale, a fresh query client and a memory router (links
 * through it): the providers of the stories' frame (stories/pages/frame.tsx).
 */
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
    <StoryProviders
      theme={theme === 'dark-theme' ? 'dark' : 'light'}
      locale={locale}
      messages={messagesOf(locale)}
      numbers={numbers}
      initialEntries={initialEntries}
      queryClient={queryClient}
    >
      {children}
    </StoryProviders>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
