import { defineMessage, defineMessages } from 'react-intl';

/** Texts several IPO pages share. */
export const ipoMessages = defineMessages({
  navLabel: { id: 'ipo.nav.label', defaultMessage: 'IPO sections' },
  navCalendar: { id: 'ipo.nav.calendar', defaultMessage: 'Calendar' },
  navMyIpo: { id: 'ipo.nav.myIpo', defaultMessage: 'My IPOs' },
  navCalculator: { id: 'ipo.nav.calculator', defaultMessage: 'Calculator' },
  navHistory: { id: 'ipo.nav.history', defaultMessage: 'History' },
  loading: { id: 'ipo.common.loading', defaultMessage: 'Loading…' },
  loadFailedTitle: {
    id: 'ipo.common.loadFailedTitle',
    defaultMessage: 'This list could not be loaded',
  },
  loadFailedText: {
    id: 'ipo.common.loadFailedText',
    defaultMessage: 'Check your connection and try again. Nothing else on the page is affected.',
  },
  buy: { id: 'ipo.common.buy', defaultMessage: 'Buy' },
  buyNamed: defineMessage<{ company: string | number }>({
    id: 'ipo.common.buyNamed',
    defaultMessage: 'Buy {company}',
  }),
  sell: { id: 'ipo.common.sell', defaultMessage: 'Sell' },
  sellNamed: defineMessage<{ company: string | number }>({
    id: 'ipo.common.sellNamed',
    defaultMessage: 'Sell {company}',
  }),
  toCalendar: { id: 'ipo.common.toCalendar', defaultMessage: 'Go to the IPO calendar' },
  priceRange: { id: 'ipo.common.priceRange', defaultMessage: 'Price range' },
  lotSize: { id: 'ipo.common.lotSize', defaultMessage: 'Lot size' },
  minQuantity: { id: 'ipo.common.minQuantity', defaultMessage: 'Minimum quantity' },
  subscription: { id: 'ipo.common.subscription', defaultMessage: 'Subscription' },
  listingDate: { id: 'ipo.common.listingDate', defaultMessage: 'Listing date' },
  company: { id: 'ipo.common.company', defaultMessage: 'Company' },
  status: { id: 'ipo.common.status', defaultMessage: 'Status' },
  actions: { id: 'ipo.common.actions', defaultMessage: 'Actions' },
  closesIn: { id: 'ipo.common.closesIn', defaultMessage: 'Closes in' },
  opensIn: { id: 'ipo.common.opensIn', defaultMessage: 'Opens in' },
  opensSoon: { id: 'ipo.common.opensSoon', defaultMessage: 'Opens shortly' },
  countdownDays: defineMessage<{ days: string | number; hours: string | number }>({
    id: 'ipo.common.countdownDays',
    defaultMessage: '{days} d {hours} h',
  }),
  countdownHours: defineMessage<{ hours: string | number; minutes: string | number }>({
    id: 'ipo.common.countdownHours',
    defaultMessage: '{hours} h {minutes} min',
  }),
  quantity: { id: 'ipo.common.quantity', defaultMessage: 'Quantity' },
  cancel: { id: 'ipo.common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'ipo.common.close', defaultMessage: 'Close' },
});

/** The IPO and order statuses, by the value the API sends. */
export const statusMessages = defineMessages({
  upcoming: { id: 'ipo.status.upcoming', defaultMessage: 'Upcoming' },
  open: { id: 'ipo.status.open', defaultMessage: 'Open' },
  closed: { id: 'ipo.status.closed', defaultMessage: 'Closed' },
  listed: { id: 'ipo.status.listed', defaultMessage: 'Listed' },
  filled: { id: 'ipo.status.filled', defaultMessage: 'Filled' },
  pending: { id: 'ipo.status.pending', defaultMessage: 'Pending' },
  rejected: { id: 'ipo.status.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'ipo.status.cancelled', defaultMessage: 'Cancelled' },
  completed: { id: 'ipo.status.completed', defaultMessage: 'Completed' },
});

/** The trade dialog after an order's answer was lost on the way. */
export const tradeMessages = defineMessages({
  lostChecking: {
    id: 'ipo.trade.lostChecking',
    defaultMessage:
      'The answer to your order did not arrive, so it is not confirmed yet. Looking for it among your orders…',
  },
  lostNotFound: {
    id: 'ipo.trade.lostNotFound',
    defaultMessage:
      'The answer to your order did not arrive and the order is not among your orders yet, so it is not confirmed. It may still arrive: check again in a moment. Sending it again is safe: it goes as the same order, so it is never carried out twice.',
  },
  lostCheckFailed: {
    id: 'ipo.trade.lostCheckFailed',
    defaultMessage:
      'The answer to your order did not arrive and your orders could not be checked, so it is not confirmed yet. Check again in a moment. Sending it again is safe: it goes as the same order, so it is never carried out twice.',
  },
  arrived: defineMessage<{ order: string }>({
    id: 'ipo.trade.arrived',
    defaultMessage: 'The answer was lost on the way, but your order arrived. {order}',
  }),
  checkAgain: { id: 'ipo.trade.checkAgain', defaultMessage: 'Check again' },
  sendAgain: { id: 'ipo.trade.sendAgain', defaultMessage: 'Send the same order again' },
  done: { id: 'ipo.trade.done', defaultMessage: 'Done' },
});

/** A holding's state (`MyIpo.status`), by the value the API sends. */
export const holdingMessages = defineMessages({
  pending: { id: 'ipo.holding.pending', defaultMessage: 'Awaiting allocation' },
  allocated: { id: 'ipo.holding.allocated', defaultMessage: 'Allocated, not listed yet' },
  listed: { id: 'ipo.holding.listed', defaultMessage: 'Listed, tradable' },
});

/** What the quantity field says before anything is sent. */
export const quantityMessages = defineMessages({
  empty: { id: 'ipo.quantity.empty', defaultMessage: 'Enter the number of shares.' },
  notWhole: { id: 'ipo.quantity.notWhole', defaultMessage: 'Enter a whole number of shares.' },
  belowMinimum: defineMessage<{ minimum: string | number }>({
    id: 'ipo.quantity.belowMinimum',
    defaultMessage: 'The minimum is {minimum} shares.',
  }),
  notLotMultiple: defineMessage<{
    lot: string | number;
    lower: string | number;
    upper: string | number;
  }>({
    id: 'ipo.quantity.notLotMultiple',
    defaultMessage: 'Shares come in lots of {lot}: choose {lower} or {upper}.',
  }),
  unaffordable: defineMessage<{ amount: string | number; available: string | number }>({
    id: 'ipo.quantity.notEnoughAvailable',
    defaultMessage:
      'Not enough funds: this subscription takes {amount}, and {available} is available in the main wallet.',
  }),
  overHeld: defineMessage<{ held: string | number }>({
    id: 'ipo.quantity.overHeld',
    defaultMessage: 'You hold {held} shares: sell at most {held}.',
  }),
});
