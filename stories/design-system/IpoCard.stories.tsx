import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { IpoCard, type IpoCardIpo } from '@/design-system/IpoCard';
import { money } from '@/lib/money';
import { onViewport } from '../viewport';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0f7a43"/><path d="M12 32l8-14 6 9 4-6 6 11z" fill="#fff"/></svg>',
)}`;

const usd = (amount: number) => money(amount, 'USD');

/** Storybook's frozen "now" is 2026-03-16T10:00:00Z. */
const ipo: IpoCardIpo = {
  company: 'Northwind Renewables',
  ticker: 'NWRE',
  exchange: 'NASDAQ',
  logo_url: logo,
  price_min: usd(12),
  price_max: usd(14),
  lot_size: 10,
  min_quantity: 20,
  subscription_start: '2026-03-10T09:00:00Z',
  subscription_end: '2026-03-18T15:30:00Z',
  listing_date: '2026-03-25',
  status: 'open',
};

const onSubscribe = fn();

const meta = {
  title: 'Design system/Domain/IpoCard',
  component: IpoCard,
  args: { ipo },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IpoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Northwind Renewables' })).toBeVisible();
    await expect(canvas.getByText('$ 12.00 – $ 14.00')).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText('Closes in')).toBeVisible();
    await expect(canvas.getByText('2 days, 5 hours, 30 minutes')).toHaveAttribute(
      'datetime',
      'P2DT5H30M',
    );
  },
};

/** Keyboard focus on the time left shows the exact closing time (here in Helsinki). */
export const ExactTimeOnFocus: Story = {
  args: { timeZone: 'Europe/Helsinki' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('2 days, 5 hours, 30 minutes');
    time.focus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Mar 18, 2026, 5:30 PM GMT+2');
  },
};

export const WithSubscribe: Story = {
  args: {
    actions: (
      <Button onClick={onSubscribe} block>
        Subscribe
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSubscribe.mockClear();
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onSubscribe).toHaveBeenCalledTimes(1);
  },
};

/**
 * Open by the backend, while this device's clock is already past the end (it runs fast): no
 * countdown at all, and nothing says "closed" beside "Open".
 */
export const OpenClockPastEnd: Story = {
  args: {
    ipo: {
      ...ipo,
      subscription_start: '2026-03-05T09:00:00Z',
      subscription_end: '2026-03-16T09:30:00Z',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.queryByText('Closes in')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/closed/i);
  },
};

/** Upcoming: the time left until the subscription opens. */
export const Upcoming: Story = {
  args: {
    ipo: {
      ...ipo,
      status: 'upcoming',
      subscription_start: '2026-03-16T10:45:00Z',
      subscription_end: '2026-03-25T16:00:00Z',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByText('Opens in')).toBeVisible();
    await expect(canvas.getByText('0 hours, 45 minutes')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/closed/i);
  },
};

/** Upcoming by the backend, while this device's clock is past the start: it opens shortly. */
export const UpcomingClockPastStart: Story = {
  args: {
    ipo: {
      ...ipo,
      status: 'upcoming',
      subscription_start: '2026-03-16T09:00:00Z',
      subscription_end: '2026-03-25T16:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opens shortly')).toBeVisible();
    await expect(canvas.queryByText('Closes in')).toBeNull();
  },
};

/** Closed: the status says it; no countdown, whatever the dates. */
export const Closed: Story = {
  args: {
    ipo: {
      ...ipo,
      status: 'closed',
      subscription_start: '2026-02-01T09:00:00Z',
      subscription_end: '2026-02-10T16:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.queryByText(/^(Closes|Opens) in$/)).toBeNull();
  },
};

/**
 * Closed by the backend while this device's clock is still inside the window (it runs slow): the
 * status wins, no "Closes in".
 */
export const ClosedClockInsideWindow: Story = {
  args: { ipo: { ...ipo, status: 'closed' } },
  play: Closed.play,
};

export const Listed: Story = {
  args: {
    ipo: {
      ...ipo,
      status: 'listed',
      price_min: usd(18.5),
      price_max: usd(18.5),
      subscription_start: '2026-01-05T09:00:00Z',
      subscription_end: '2026-01-12T16:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ 18.50')).toBeVisible();
    await expect(canvas.queryByText(/^(Closes|Opens) in$/)).toBeNull();
  },
};

/** No logo: the company's initials instead. */
export const InitialsFallback: Story = {
  args: {
    ipo: { ...ipo, company: 'Helios Quantum Systems', ticker: 'HQS', logo_url: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('HQ')).toBeVisible();
  },
};

/** A logo URL that fails to load falls back to the initials too. */
export const BrokenLogo: Story = {
  args: {
    ipo: { ...ipo, company: 'Aurora Biotech', logo_url: '/missing-logo-for-story.png' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AB')).toBeVisible();
  },
};

/** Long German captions, and prices in euros: the card shows the currency it is given. */
export const LongText: Story = {
  args: {
    locale: 'de',
    ipo: {
      ...ipo,
      company: 'Kaupankäyntitilien Pohjoismainen Infrastruktuuriyhtiö Oyj',
      ticker: 'KPIO',
      exchange: 'Nasdaq Helsinki',
      price_min: money(1234.5, 'EUR'),
      price_max: money(1456.75, 'EUR'),
    },
    labels: {
      priceBand: 'Preisspanne',
      lotSize: 'Handelseinheit',
      minQuantity: 'Mindestzeichnungsmenge',
      subscription: 'Zeichnungsfrist',
      closesIn: 'Zeichnungsfrist endet in',
    },
    statusLabels: { open: 'Zeichnung möglich' },
    formatCountdown: ({ days, hours, minutes }) =>
      `${days} Tage, ${hours} Stunden, ${minutes} Minuten`,
  },
};

export const Mobile: Story = {
  args: { actions: <Button block>Subscribe</Button> },
  ...onViewport('mobile'),
};
