import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the transfer page and of the transfer links on wallets and trading accounts. */
export const transferMessages = {
  walletOption: defineMessage<{ name: string; currency: string }>({
    id: 'transfers.form.walletOption',
    defaultMessage: '{name} · {currency}',
  }),
  accountOption: defineMessage<{ login: string; currency: string }>({
    id: 'transfers.form.accountOption',
    defaultMessage: 'Account {login} · {currency}',
  }),
  differentCurrency: defineMessage<{ option: string }>({
    id: 'transfers.form.differentCurrency',
    defaultMessage: '{option} — not possible: different currency',
  }),
  toHint: defineMessage<{ currency: string }>({
    id: 'transfers.form.toHint',
    defaultMessage: 'A transfer keeps its currency: only accounts in {currency} can receive it.',
  }),
  available: defineMessage<{ amount: string }>({
    id: 'transfers.form.available',
    defaultMessage: 'Available to transfer: {amount}',
  }),
  accountBalance: defineMessage<{ amount: string }>({
    id: 'transfers.form.accountBalance',
    defaultMessage: 'Balance: {amount}',
  }),
  amountMin: defineMessage<{ min: string }>({
    id: 'transfers.form.amountMin',
    defaultMessage: 'Enter at least {min}.',
  }),
  amountMax: defineMessage<{ max: string }>({
    id: 'transfers.form.amountMax',
    defaultMessage: 'One transfer moves at most {max}.',
  }),
  amountAvailable: defineMessage<{ available: string }>({
    id: 'transfers.form.amountAvailable',
    defaultMessage: 'The amount is more than the available {available}.',
  }),
  amountBalance: defineMessage<{ balance: string }>({
    id: 'transfers.form.amountBalance',
    defaultMessage: 'The amount is more than the account’s balance of {balance}.',
  }),
  toast: defineMessage<{ amount: string; to: string }>({
    id: 'transfers.done.toast',
    defaultMessage: '{amount} moved to {to}.',
  }),
  ...defineMessages({
    lead: {
      id: 'transfers.page.lead',
      defaultMessage: 'Move money between a wallet and a trading account in the same currency.',
    },
    loading: { id: 'transfers.page.loading', defaultMessage: 'Loading your accounts…' },
    loadError: {
      id: 'transfers.page.loadError',
      defaultMessage: 'Your wallets and trading accounts could not be loaded.',
    },
    emptyTitle: {
      id: 'transfers.page.emptyTitle',
      defaultMessage: 'No trading account to transfer to',
    },
    emptyText: {
      id: 'transfers.page.emptyText',
      defaultMessage: 'Open a trading account first, then fund it from your wallet here.',
    },
    emptyAction: { id: 'transfers.page.emptyAction', defaultMessage: 'Open a trading account' },
    noWallets: { id: 'transfers.page.noWallets', defaultMessage: 'You have no wallet yet.' },
    from: { id: 'transfers.form.from', defaultMessage: 'From' },
    to: { id: 'transfers.form.to', defaultMessage: 'To' },
    amount: { id: 'transfers.form.amount', defaultMessage: 'Amount' },
    choose: { id: 'transfers.form.choose', defaultMessage: 'Choose an account' },
    toRequired: { id: 'transfers.form.toRequired', defaultMessage: 'Choose where the money goes.' },
    amountRequired: { id: 'transfers.form.amountRequired', defaultMessage: 'Enter an amount.' },
    amountInvalid: { id: 'transfers.form.amountInvalid', defaultMessage: 'Enter a valid amount.' },
    continue: { id: 'transfers.form.continue', defaultMessage: 'Continue' },
    back: { id: 'transfers.form.back', defaultMessage: 'Back' },
    confirmTitle: { id: 'transfers.confirm.title', defaultMessage: 'Check and confirm' },
    confirm: { id: 'transfers.confirm.submit', defaultMessage: 'Confirm transfer' },
    outcomeTitle: { id: 'transfers.outcome.title', defaultMessage: 'Not confirmed yet' },
    outcomeChecking: {
      id: 'transfers.outcome.checking',
      defaultMessage:
        'The answer did not arrive, so this transfer is not confirmed yet. Checking your transactions…',
    },
    outcomeNotFound: {
      id: 'transfers.outcome.notFound',
      defaultMessage:
        'It does not appear in your transactions yet. Check again in a moment, or confirm again: the same transfer is never carried out twice.',
    },
    outcomeCheckFailed: {
      id: 'transfers.outcome.checkFailed',
      defaultMessage:
        'Your transactions could not be checked right now. Check again in a moment, or confirm again: the same transfer is never carried out twice.',
    },
    outcomeCheck: { id: 'transfers.outcome.check', defaultMessage: 'Check again' },
    doneTitle: { id: 'transfers.done.title', defaultMessage: 'Transfer completed' },
    donePending: { id: 'transfers.done.pending', defaultMessage: 'Transfer requested' },
    doneFound: {
      id: 'transfers.done.found',
      defaultMessage:
        'The answer was lost on the way; your transactions show that the transfer arrived.',
    },
    reference: { id: 'transfers.done.reference', defaultMessage: 'Reference' },
    again: { id: 'transfers.done.again', defaultMessage: 'New transfer' },
    history: { id: 'transfers.done.history', defaultMessage: 'View transactions' },
    transfer: { id: 'transfers.links.transfer', defaultMessage: 'Transfer' },
    fund: { id: 'transfers.links.fund', defaultMessage: 'Fund this account' },
  }),
};
