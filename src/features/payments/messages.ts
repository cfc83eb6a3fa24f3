import { defineMessage, defineMessages } from 'react-intl';

/** Texts shared by the deposit and withdrawal pages. */
export const paymentMessages = {
  available: defineMessage<{ amount: string }>({
    id: 'payments.form.available',
    defaultMessage: 'Available to withdraw: {amount}',
  }),
  balance: defineMessage<{ amount: string }>({
    id: 'payments.form.balance',
    defaultMessage: 'Balance: {amount}',
  }),
  methodHint: defineMessage<{ min: string; max: string; fee: number }>({
    id: 'payments.form.methodHint',
    defaultMessage: 'Limits {min} to {max} · fee {fee}%',
  }),
  amountRange: defineMessage<{ min: string; max: string }>({
    id: 'payments.form.amountRange',
    defaultMessage: 'Enter an amount from {min} to {max}.',
  }),
  amountAvailable: defineMessage<{ available: string }>({
    id: 'payments.form.amountAvailable',
    defaultMessage: 'The amount is more than the available {available}.',
  }),
  limitCurrency: defineMessage<{ limitCurrency: string; walletCurrency: string }>({
    id: 'payments.form.limitCurrency',
    defaultMessage:
      'This method’s limits are in another currency ({limitCurrency}) than your amount ({walletCurrency}): they are converted at the provider’s rate and checked when you confirm.',
  }),
  fieldRequired: defineMessage<{ field: string }>({
    id: 'payments.form.fieldRequired',
    defaultMessage: 'Fill in {field}.',
  }),
  summaryFee: defineMessage<{ percent: number }>({
    id: 'payments.summary.fee',
    defaultMessage: 'Fee ({percent}%)',
  }),
  ...defineMessages({
    wallet: { id: 'payments.form.wallet', defaultMessage: 'Wallet' },
    method: { id: 'payments.form.method', defaultMessage: 'Payment method' },
    amount: { id: 'payments.form.amount', defaultMessage: 'Amount' },
    amountRequired: { id: 'payments.form.amountRequired', defaultMessage: 'Enter an amount.' },
    amountInvalid: { id: 'payments.form.amountInvalid', defaultMessage: 'Enter a valid amount.' },
    continue: { id: 'payments.form.continue', defaultMessage: 'Continue' },
    back: { id: 'payments.form.back', defaultMessage: 'Back' },
    summary: { id: 'payments.summary.title', defaultMessage: 'Summary' },
    summaryAmount: { id: 'payments.summary.amount', defaultMessage: 'Amount' },
    summaryTotal: { id: 'payments.summary.total', defaultMessage: 'Total after fee' },
    summaryMethod: { id: 'payments.summary.method', defaultMessage: 'Method' },
    summaryWallet: { id: 'payments.summary.wallet', defaultMessage: 'Wallet' },
    confirmTitle: { id: 'payments.confirm.title', defaultMessage: 'Check and confirm' },
    resultStatus: { id: 'payments.result.status', defaultMessage: 'Status' },
    resultReference: { id: 'payments.result.reference', defaultMessage: 'Reference' },
    resultAgain: { id: 'payments.result.again', defaultMessage: 'New request' },
    resultHistory: { id: 'payments.result.history', defaultMessage: 'View transactions' },
    redirectRefused: {
      id: 'payments.result.redirectRefused',
      defaultMessage:
        'The payment provider’s page was not opened: the address it gave is not a secure one. Your deposit stays pending and nothing was charged; please contact support.',
    },
    redirecting: {
      id: 'payments.result.redirecting',
      defaultMessage: 'Continuing the payment on the provider’s page…',
    },
    loading: { id: 'payments.page.loading', defaultMessage: 'Loading payment options…' },
    loadError: {
      id: 'payments.page.loadError',
      defaultMessage: 'The payment options could not be loaded.',
    },
    noWallets: { id: 'payments.page.noWallets', defaultMessage: 'You have no wallet yet.' },
    noMethods: {
      id: 'payments.page.noMethods',
      defaultMessage: 'No payment method is available right now.',
    },
    outcomeTitle: {
      id: 'payments.outcome.title',
      defaultMessage: 'Not confirmed yet',
    },
    outcomeChecking: {
      id: 'payments.outcome.checking',
      defaultMessage:
        'The answer did not arrive, so this request is not confirmed yet. Checking your transactions…',
    },
    outcomeNotFound: {
      id: 'payments.outcome.notFound',
      defaultMessage:
        'It does not appear in your transactions yet. Check again in a moment, or send it again: the same request is never carried out twice.',
    },
    outcomeCheckFailed: {
      id: 'payments.outcome.checkFailed',
      defaultMessage:
        'Your transactions could not be checked right now. Check again in a moment, or send it again: the same request is never carried out twice.',
    },
    outcomeCheck: { id: 'payments.outcome.check', defaultMessage: 'Check again' },
    resultFound: {
      id: 'payments.result.found',
      defaultMessage:
        'The answer was lost on the way; your transactions show that the request arrived.',
    },
    statusPending: { id: 'payments.status.pending', defaultMessage: 'Pending' },
    statusCompleted: { id: 'payments.status.completed', defaultMessage: 'Completed' },
    statusRejected: { id: 'payments.status.rejected', defaultMessage: 'Rejected' },
    statusCancelled: { id: 'payments.status.cancelled', defaultMessage: 'Cancelled' },
  }),
};

export const depositMessages = defineMessages({
  lead: {
    id: 'payments.deposit.lead',
    defaultMessage: 'Add money to a wallet with the method that suits you.',
  },
  confirm: { id: 'payments.deposit.confirm', defaultMessage: 'Confirm deposit' },
  done: { id: 'payments.deposit.done', defaultMessage: 'Deposit requested' },
});

export const withdrawMessages = defineMessages({
  lead: {
    id: 'payments.withdraw.lead',
    defaultMessage: 'Send money from a wallet to your card, bank or crypto address.',
  },
  details: { id: 'payments.withdraw.details', defaultMessage: 'Payout details' },
  confirm: { id: 'payments.withdraw.confirm', defaultMessage: 'Confirm withdrawal' },
  done: { id: 'payments.withdraw.done', defaultMessage: 'Withdrawal requested' },
});
