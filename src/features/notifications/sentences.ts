import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { NotificationView } from '@/api/readers/notification';
import type { NumberFormatter } from '@/lib/money';

/*
 * A notification carries a kind and its params, never text: each sentence is written here, in the
 * reader's language. A param that is missing gives the sentence without it; a kind the cabinet does
 * not know gives the general sentence (its date beside it says when).
 */
const m = {
  ...defineMessages({
    depositCompletedPlain: {
      id: 'notifications.sentence.depositCompletedPlain',
      defaultMessage: 'Your deposit was credited.',
    },
    depositRejectedPlain: {
      id: 'notifications.sentence.depositRejectedPlain',
      defaultMessage: 'Your deposit was declined.',
    },
    withdrawalCompletedPlain: {
      id: 'notifications.sentence.withdrawalCompletedPlain',
      defaultMessage: 'Your withdrawal was paid out.',
    },
    withdrawalRejectedPlain: {
      id: 'notifications.sentence.withdrawalRejectedPlain',
      defaultMessage: 'Your withdrawal was declined.',
    },
    ticketAnsweredPlain: {
      id: 'notifications.sentence.ticketAnsweredPlain',
      defaultMessage: 'Support answered your ticket.',
    },
    ipoAllocatedPlain: {
      id: 'notifications.sentence.ipoAllocatedPlain',
      defaultMessage: 'You were allocated IPO shares.',
    },
    newSignInPlain: {
      id: 'notifications.sentence.newSignInPlain',
      defaultMessage: 'New sign-in to your account.',
    },
    general: {
      id: 'notifications.sentence.general',
      defaultMessage: 'There is an update about your account.',
    },
  }),
  depositCompleted: defineMessage<{ amount: string }>({
    id: 'notifications.sentence.depositCompleted',
    defaultMessage: 'Your deposit of {amount} was credited.',
  }),
  depositRejected: defineMessage<{ amount: string }>({
    id: 'notifications.sentence.depositRejected',
    defaultMessage: 'Your deposit of {amount} was declined.',
  }),
  withdrawalCompleted: defineMessage<{ amount: string }>({
    id: 'notifications.sentence.withdrawalCompleted',
    defaultMessage: 'Your withdrawal of {amount} was paid out.',
  }),
  withdrawalRejected: defineMessage<{ amount: string }>({
    id: 'notifications.sentence.withdrawalRejected',
    defaultMessage: 'Your withdrawal of {amount} was declined.',
  }),
  ticketAnswered: defineMessage<{ subject: string }>({
    id: 'notifications.sentence.ticketAnswered',
    defaultMessage: 'Support answered your ticket “{subject}”.',
  }),
  ipoAllocated: defineMessage<{ count: number; quantity: string; company: string }>({
    id: 'notifications.sentence.ipoAllocated',
    defaultMessage:
      '{count, plural, one {You were allocated {quantity} share of {company}.} other {You were allocated {quantity} shares of {company}.}}',
  }),
  ipoAllocatedCompany: defineMessage<{ company: string }>({
    id: 'notifications.sentence.ipoAllocatedCompany',
    defaultMessage: 'You were allocated shares of {company}.',
  }),
  verificationChanged: defineMessage<{ status: string }>({
    id: 'notifications.sentence.verificationChanged',
    defaultMessage:
      '{status, select, verified {Your identity is verified.} rejected {Your identity check was declined.} pending {Your documents are being checked.} other {The status of your identity check changed.}}',
  }),
  newSignIn: defineMessage<{ device: string; location: string }>({
    id: 'notifications.sentence.newSignIn',
    defaultMessage: 'New sign-in from {device} in {location}.',
  }),
  newSignInDevice: defineMessage<{ device: string }>({
    id: 'notifications.sentence.newSignInDevice',
    defaultMessage: 'New sign-in from {device}.',
  }),
};

/** The identity-check statuses the sentence names; any other reads "changed". */
const STATUSES = new Set(['verified', 'rejected', 'pending']);

type Write = (notification: NotificationView, intl: IntlShape, format: NumberFormatter) => string;

/** A payment's sentence: with its amount (in its own currency, the client's notation) if known. */
type AmountKey =
  'depositCompleted' | 'depositRejected' | 'withdrawalCompleted' | 'withdrawalRejected';
type PlainKey = `${AmountKey}Plain`;

const payment =
  (withAmount: AmountKey, plain: PlainKey): Write =>
  ({ facts }, intl, format) =>
    facts.amount
      ? intl.formatMessage(m[withAmount], { amount: format.money(facts.amount) })
      : intl.formatMessage(m[plain]);

const WRITERS: Record<string, Write> = {
  deposit_completed: payment('depositCompleted', 'depositCompletedPlain'),
  deposit_rejected: payment('depositRejected', 'depositRejectedPlain'),
  withdrawal_completed: payment('withdrawalCompleted', 'withdrawalCompletedPlain'),
  withdrawal_rejected: payment('withdrawalRejected', 'withdrawalRejectedPlain'),
  ticket_answered: ({ facts }, intl) =>
    facts.subject
      ? intl.formatMessage(m.ticketAnswered, { subject: facts.subject })
      : intl.formatMessage(m.ticketAnsweredPlain),
  ipo_allocated: ({ facts }, intl, format) => {
    const { company, quantity } = facts;
    if (company && quantity !== undefined)
      return intl.formatMessage(m.ipoAllocated, {
        count: quantity,
        quantity: format.number(quantity),
        company,
      });
    return company
      ? intl.formatMessage(m.ipoAllocatedCompany, { company })
      : intl.formatMessage(m.ipoAllocatedPlain);
  },
  verification_changed: ({ facts }, intl) =>
    // Only the statuses the sentence knows reach the select; anything else is "other".
    intl.formatMessage(m.verificationChanged, {
      status: STATUSES.has(facts.status ?? '') ? facts.status! : 'other',
    }),
  new_sign_in: ({ facts }, intl) => {
    const { device, location } = facts;
    if (device && location) return intl.formatMessage(m.newSignIn, { device, location });
    return device
      ? intl.formatMessage(m.newSignInDevice, { device })
      : intl.formatMessage(m.newSignInPlain);
  },
};

/** The sentence that says what happened, in the reader's language. */
export function sentenceOf(
  notification: NotificationView,
  intl: IntlShape,
  format: NumberFormatter,
): string {
  const write = Object.hasOwn(WRITERS, notification.kind) ? WRITERS[notification.kind] : undefined;
  return write ? write(notification, intl, format) : intl.formatMessage(m.general);
}
