import { formatDate, localTimeZone } from '@/lib/format';
import { moneyRange, type Money } from '@/lib/money';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNumberFormat } from '../NumberFormat';
import { StatusBadge, type KnownStatus } from '../StatusBadge';
import { formatCountdownEn, type CountdownParts } from './countdown';
import type { IpoStatus } from './ipoWindow';
import { IpoWindow, type IpoWindowLabels } from './IpoWindow';
import { Actions, Card, Facts, Head, Logo, Sub, Title, TitleBlock } from './IpoCard.styles';

/** The IPO fields the card shows: the API's `Ipo`, its prices as money in their currency. */
export interface IpoCardIpo {
  company: string;
  ticker: string;
  exchange: string;
  logo_url: string | null;
  /** The bottom of the price range. */
  price_min: Money;
  /** The top of the price range (the same as the bottom for a fixed price). */
  price_max: Money;
  lot_size: number;
  min_quantity: number;
  /** ISO 8601 (UTC). */
  subscription_start: string;
  /** ISO 8601 (UTC). */
  subscription_end: string;
  /** ISO 8601 date or moment of the first trading day; shown when given. */
  listing_date?: string | null;
  /** The backend's status: it alone decides what the card says about the window. */
  status: IpoStatus | (string & {});
}

/** Captions of the card; English defaults, containers pass translations. */
export interface IpoCardLabels extends IpoWindowLabels {
  priceBand: string;
  lotSize: string;
  minQuantity: string;
  subscription: string;
  /** Caption of the listing date. */
  listingDate: string;
}

const DEFAULT_LABELS: Omit<IpoCardLabels, keyof IpoWindowLabels> = {
  priceBand: 'Price band',
  lotSize: 'Lot size',
  minQuantity: 'Minimum quantity',
  subscription: 'Subscription',
  listingDate: 'Listing date',
};

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const toMs = (value: Date | number) => (value instanceof Date ? value.getTime() : value);

/** Uses the given `now`, or the clock refreshed every 30 s so the minutes stay current. */
export function useNow(now: Date | number | undefined): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const id = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(id);
  }, [now]);
  return now === undefined ? clock : toMs(now);
}

export interface IpoCardProps {
  /** The IPO to show. */
  ipo: IpoCardIpo;
  /** The current time for the countdown; defaults to the clock (refreshed every 30 s). */
  now?: Date | number;
  /** Buttons passed by the container, e.g. Subscribe (only while the status is `open`). */
  actions?: ReactNode;
  /** Captions; missing entries fall back to English. */
  labels?: Partial<IpoCardLabels>;
  /** Names of the statuses; missing entries fall back to English. */
  statusLabels?: Partial<Record<KnownStatus, string>>;
  /** Text of the countdown from days, hours and minutes. Default: "2 days, 5 hours, 30 minutes". */
  formatCountdown?: (parts: CountdownParts) => string;
  /** Locale (BCP 47) of the dates. */
  locale?: string;
  /**
   * Time zone of the subscription window and of the exact closing time shown on hover and focus
   * of the countdown; the reader's own by default. Date-only values always read as UTC dates.
   */
  timeZone?: string;
  /** Alternative text of the logo; empty by default because the company name is right beside it. */
  logoAlt?: string;
  /** Heading level of the company name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One IPO of the calendar: company, price band, lot, subscription window, status and actions. The
 * status is the backend's; a countdown shows only what it allows (see `ipoWindowLine`).
 */
export function IpoCard({
  ipo,
  now,
  actions,
  labels,
  statusLabels,
  formatCountdown = formatCountdownEn,
  locale = 'en',
  timeZone,
  logoAlt = '',
  headingLevel = 3,
}: IpoCardProps) {
  const zone = timeZone ?? localTimeZone();
  const l = { ...DEFAULT_LABELS, ...labels };
  const format = useNumberFormat();
  const current = useNow(now);
  // Remember which URL failed, so a new logo URL gets its own chance.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const titleId = useId();
  const showLogo = Boolean(ipo.logo_url) && failedLogo !== ipo.logo_url;
  const dateIn = (value: string) =>
    formatDate(value, locale, { timeZone: DATE_ONLY.test(value) ? 'UTC' : zone });
  const band = moneyRange(format.money(ipo.price_min), format.money(ipo.price_max));

  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Logo aria-hidden={showLogo && logoAlt ? undefined : true}>
          {showLogo ? (
            <img
              src={ipo.logo_url ?? undefined}
              alt={logoAlt}
              width={48}
              height={48}
              onError={() => setFailedLogo(ipo.logo_url)}
            />
          ) : (
            initialsOf(ipo.company)
          )}
        </Logo>
        <TitleBlock>
          <Title as={`h${headingLevel}`} id={titleId}>
            {ipo.company}
          </Title>
          <Sub>
            {ipo.ticker} · {ipo.exchange}
          </Sub>
        </TitleBlock>
        <StatusBadge
          status={ipo.status}
          labels={statusLabels}
          tone={ipo.status === 'open' ? 'success' : undefined}
        />
      </Head>
      <Facts>
        <div>
          <dt>{l.priceBand}</dt>
          <dd>{band}</dd>
        </div>
        <div>
          <dt>{l.lotSize}</dt>
          <dd>{format.number(ipo.lot_size)}</dd>
        </div>
        <div>
          <dt>{l.minQuantity}</dt>
          <dd>{format.number(ipo.min_quantity)}</dd>
        </div>
        <div>
          <dt>{l.subscription}</dt>
          <dd>
            <time dateTime={ipo.subscription_start}>{dateIn(ipo.subscription_start)}</time> –{' '}
            <time dateTime={ipo.subscription_end}>{dateIn(ipo.subscription_end)}</time>
          </dd>
        </div>
        {ipo.listing_date && (
          <div>
            <dt>{l.listingDate}</dt>
            <dd>
              <time dateTime={ipo.listing_date}>{dateIn(ipo.listing_date)}</time>
            </dd>
          </div>
        )}
      </Facts>
      <IpoWindow
        ipo={ipo}
        now={current}
        labels={labels}
        formatCountdown={formatCountdown}
        locale={locale}
        timeZone={zone}
      />
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
