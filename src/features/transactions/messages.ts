import { defineMessage, defineMessages } from 'react-intl';

export const txMessages = {
  period: defineMessage<{ from: string; to: string }>({
    id: 'transactions.page.period',
    defaultMessage: 'Period: {from} – {to}',
  }),
  /** The filters' toggle on phones, with the number of active ones. */
  filtersToggle: defineMessage<{ count: number }>({
    id: 'transactions.filters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  }),
  statementFor: defineMessage<{ name: string }>({
    id: 'transactions.print.statementFor',
    defaultMessage: 'Statement for {name}',
  }),
  preparing: defineMessage<{ loaded: number; total: number }>({
    id: 'transactions.print.preparing',
    defaultMessage: 'Preparing the statement… {loaded, number} of {total, number}',
  }),
  ready: defineMessage<{ count: number }>({
    id: 'transactions.print.ready',
    defaultMessage:
      'The statement is ready: {count, plural, one {# transaction} other {# transactions}}.',
  }),
  tooMany: defineMessage<{ max: number }>({
    id: 'transactions.export.tooMany',
    defaultMessage:
      'More than {max, number} transactions match these filters. Choose a shorter period and try again.',
  }),
  preparedOn: defineMessage<{ date: string }>({
    id: 'transactions.print.preparedOn',
    defaultMessage: 'Prepared on {date}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'transactions.print.count',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  }),
  partial: defineMessage<{ page: number; pages: number }>({
    id: 'transactions.print.partial',
    defaultMessage:
      'Only page {page} of {pages} is printed. Use “Print statement” to print every transaction of these filters.',
  }),
  /** What is still pending in one currency, apart from the completed totals. */
  pendingTotals: defineMessage<{ in: string; out: string }>({
    id: 'transactions.print.pendingTotals',
    defaultMessage: 'Pending: {in} in, {out} out',
  }),
  pageLabel: defineMessage<{ page: number }>({
    id: 'transactions.pagination.page',
    defaultMessage: 'Page {page}',
  }),
  ...defineMessages({
    lead: {
      id: 'transactions.page.lead',
      defaultMessage: 'All the money that came into and went out of your wallets.',
    },
    caption: { id: 'transactions.table.caption', defaultMessage: 'Transactions' },
    loading: { id: 'transactions.table.loading', defaultMessage: 'Loading transactions…' },
    empty: { id: 'transactions.table.empty', defaultMessage: 'No transactions yet' },
    emptyFiltered: {
      id: 'transactions.table.emptyFiltered',
      defaultMessage: 'No transaction matches these filters',
    },
    loadError: {
      id: 'transactions.table.loadError',
      defaultMessage: 'The transactions could not be loaded.',
    },
    date: { id: 'transactions.column.date', defaultMessage: 'Date' },
    type: { id: 'transactions.column.type', defaultMessage: 'Type' },
    status: { id: 'transactions.column.status', defaultMessage: 'Status' },
    amount: { id: 'transactions.column.amount', defaultMessage: 'Amount' },
    currency: { id: 'transactions.column.currency', defaultMessage: 'Currency' },
    wallet: { id: 'transactions.column.wallet', defaultMessage: 'Wallet' },
    method: { id: 'transactions.column.method', defaultMessage: 'Method' },
    comment: { id: 'transactions.column.comment', defaultMessage: 'Comment' },
    filters: { id: 'transactions.filters.title', defaultMessage: 'Filters' },
    allTypes: { id: 'transactions.filters.allTypes', defaultMessage: 'All types' },
    allStatuses: { id: 'transactions.filters.allStatuses', defaultMessage: 'All statuses' },
    allWallets: { id: 'transactions.filters.allWallets', defaultMessage: 'All wallets' },
    from: { id: 'transactions.filters.from', defaultMessage: 'From' },
    to: { id: 'transactions.filters.to', defaultMessage: 'To' },
    clear: { id: 'transactions.filters.clear', defaultMessage: 'Clear filters' },
    exportFailed: {
      id: 'transactions.export.failed',
      defaultMessage: 'The export could not be completed. Please try again.',
    },
    exportCsv: { id: 'transactions.export.button', defaultMessage: 'Export CSV' },
    print: { id: 'transactions.print.button', defaultMessage: 'Print statement' },
    preparingStart: {
      id: 'transactions.print.preparingStart',
      defaultMessage: 'Preparing the statement…',
    },
    printFailed: {
      id: 'transactions.print.failed',
      defaultMessage:
        'The statement could not be prepared, so nothing was printed. Please try again.',
    },
    totals: {
      id: 'transactions.print.totalsCompleted',
      defaultMessage: 'Completed totals by currency',
    },
    credits: { id: 'transactions.print.credits', defaultMessage: 'Credits' },
    debits: { id: 'transactions.print.debits', defaultMessage: 'Debits' },
    totalsNote: {
      id: 'transactions.print.totalsNoteCompleted',
      defaultMessage:
        'The totals count completed transactions only. Pending ones are shown apart; rejected and cancelled ones are listed but not counted.',
    },
    allDates: { id: 'transactions.page.allDates', defaultMessage: 'All dates' },
    openStart: { id: 'transactions.page.openStart', defaultMessage: 'the first transaction' },
    openEnd: { id: 'transactions.page.openEnd', defaultMessage: 'today' },
    pagination: { id: 'transactions.pagination.label', defaultMessage: 'Pages of transactions' },
    previous: { id: 'transactions.pagination.previous', defaultMessage: 'Previous page' },
    next: { id: 'transactions.pagination.next', defaultMessage: 'Next page' },
    typeDeposit: { id: 'transactions.type.deposit', defaultMessage: 'Deposit' },
    typeWithdrawal: { id: 'transactions.type.withdrawal', defaultMessage: 'Withdrawal' },
    typeTransfer: { id: 'transactions.type.transfer', defaultMessage: 'Transfer' },
    typeIpoBuy: { id: 'transactions.type.ipo_buy', defaultMessage: 'IPO subscription' },
    typeIpoSell: { id: 'transactions.type.ipo_sell', defaultMessage: 'IPO sale' },
    typeFee: { id: 'transactions.type.fee', defaultMessage: 'Fee' },
    statusPending: { id: 'transactions.status.pending', defaultMessage: 'Pending' },
    statusCompleted: { id: 'transactions.status.completed', defaultMessage: 'Completed' },
    statusRejected: { id: 'transactions.status.rejected', defaultMessage: 'Rejected' },
    statusCancelled: { id: 'transactions.status.cancelled', defaultMessage: 'Cancelled' },
  }),
};
