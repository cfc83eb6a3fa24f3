import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the page a payment provider sends the client back to (`/deposit/return`). */
export const returnMessages = {
  reason: defineMessage<{ reason: string }>({
    id: 'payments.return.reason',
    defaultMessage: 'Reason given: {reason}',
  }),
  ...defineMessages({
    lead: {
      id: 'payments.return.lead',
      defaultMessage: 'Where your card payment stands, as the payment provider reported it.',
    },
    loading: { id: 'payments.return.loading', defaultMessage: 'Looking up your deposit…' },
    loadError: {
      id: 'payments.return.loadError',
      defaultMessage: 'Your deposit could not be looked up.',
    },
    loadErrorText: {
      id: 'payments.return.loadErrorText',
      defaultMessage: 'Your payment is not affected. Try again in a moment.',
    },
    notFoundTitle: { id: 'payments.return.notFoundTitle', defaultMessage: 'Deposit not found' },
    notFoundText: {
      id: 'payments.return.notFoundText',
      defaultMessage:
        'This address does not lead to one of your deposits. Your transactions list every deposit you made.',
    },
    pendingTitle: {
      id: 'payments.return.pendingTitle',
      defaultMessage: 'Waiting for the payment to be confirmed',
    },
    pendingText: {
      id: 'payments.return.pendingText',
      defaultMessage:
        'The payment provider has not confirmed your payment yet. This usually takes a few seconds, sometimes a few minutes. This page updates by itself; you may also leave it: the money is credited either way.',
    },
    lateTitle: { id: 'payments.return.lateTitle', defaultMessage: 'Still being confirmed' },
    lateText: {
      id: 'payments.return.lateText',
      defaultMessage:
        'This is taking longer than usual. We will let you know as soon as the payment is confirmed, and your transactions will show it. There is no need to pay again.',
    },
    checkNow: { id: 'payments.return.checkNow', defaultMessage: 'Check now' },
    creditedTitle: { id: 'payments.return.creditedTitle', defaultMessage: 'Deposit credited' },
    creditedText: {
      id: 'payments.return.creditedText',
      defaultMessage: 'The money is in your wallet and available now.',
    },
    notPaidTitle: { id: 'payments.return.notPaidTitle', defaultMessage: 'Deposit not paid' },
    cancelledText: {
      id: 'payments.return.cancelledText',
      defaultMessage: 'The payment was cancelled, so nothing was charged and nothing credited.',
    },
    rejectedText: {
      id: 'payments.return.rejectedText',
      defaultMessage: 'The payment was refused, so nothing was charged and nothing credited.',
    },
    amount: { id: 'payments.return.amount', defaultMessage: 'Amount' },
    wallet: { id: 'payments.return.wallet', defaultMessage: 'Wallet' },
    method: { id: 'payments.return.method', defaultMessage: 'Method' },
    reference: { id: 'payments.return.reference', defaultMessage: 'Reference' },
    status: { id: 'payments.return.status', defaultMessage: 'Status' },
    newBalance: { id: 'payments.return.newBalance', defaultMessage: 'New balance' },
    home: { id: 'payments.return.home', defaultMessage: 'Back to home' },
    again: { id: 'payments.return.again', defaultMessage: 'Try again' },
    transactions: { id: 'payments.return.transactions', defaultMessage: 'View transactions' },
  }),
};
