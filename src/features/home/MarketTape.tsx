import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';
import type { Locale } from '@/i18n/locales';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';

// The tape is not part of the first paint: its code comes when the page is idle (and again on
// retry when it failed to come).
const TickerTape = lazyWidget(() =>
  import('@/design-system/TickerTape').then((m) => ({ default: m.TickerTape })),
);

/** Our locales in the charting provider's own codes (it has no Finnish: English stands in). */
export const PROVIDER_LOCALES: Record<Locale, string> = {
  cs: 'cs',
  de: 'de_DE',
  en: 'en',
  es: 'es',
  fi: 'en',
  fr: 'fr',
  it: 'it',
  no: 'no',
  pl: 'pl',
  ro: 'ro',
  ru: 'ru',
};

const Slot = styled.div`
  min-height: 48px;
`;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

export interface MarketTapeProps {
  /** `false` never contacts the provider and shows the quiet fallback (stories, tests, demo). */
  enabled?: boolean;
}

/** The market ticker tape, loaded once the page is usable, in the theme and language of the UI. */
export function MarketTape({ enabled = true }: MarketTapeProps) {
  const t = useIntl().formatMessage;
  const theme = usePreferences((s) => (s.themeStatus === 'dark-theme' ? 'dark' : 'light'));
  const locale = usePreferences((s) => s.locale);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <Slot>
      {idle && (
        <WidgetBoundary
          message={t(messages.tickerUnavailable)}
          retryLabel={t(messages.widgetRetry)}
          onRetry={TickerTape.retry}
        >
          <Suspense fallback={null}>
            <TickerTape
              theme={theme}
              locale={PROVIDER_LOCALES[locale]}
              enabled={enabled}
              label={t(messages.tickerLabel)}
              loadingText={t(messages.tickerLoading)}
              placeholderText={t(messages.tickerUnavailable)}
            />
          </Suspense>
        </WidgetBoundary>
      )}
    </Slot>
  );
}
