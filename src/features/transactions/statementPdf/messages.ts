import { defineMessage, defineMessages } from 'react-intl';

/** The statement as a PDF: its dialog (`dialog.*`) and the document's own words (`pdf.*`). */
export const pdfMessages = {
  periodRange: defineMessage<{ from: string; to: string }>({
    id: 'transactions.statementPdf.dialog.periodRange',
    defaultMessage: '{from} – {to}',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'transactions.statementPdf.dialog.tooLong',
    defaultMessage: 'A statement covers at most {max, number} days. Choose a shorter period.',
  }),
  refused: defineMessage<{ reason: string }>({
    id: 'transactions.statementPdf.dialog.refused',
    defaultMessage: 'The statement could not be prepared: {reason}',
  }),
  downloaded: defineMessage<{ file: string }>({
    id: 'transactions.statementPdf.dialog.downloaded',
    defaultMessage: 'Downloaded {file}.',
  }),
  opening: defineMessage<{ date: string }>({
    id: 'transactions.statementPdf.pdf.opening',
    defaultMessage: 'Opening balance on {date}',
  }),
  closing: defineMessage<{ date: string }>({
    id: 'transactions.statementPdf.pdf.closing',
    defaultMessage: 'Closing balance on {date}',
  }),
  licence: defineMessage<{ licence: string }>({
    id: 'transactions.statementPdf.pdf.licence',
    defaultMessage: 'Authorised and regulated: licence {licence}',
  }),
  page: defineMessage<{ page: number; pages: number }>({
    id: 'transactions.statementPdf.pdf.page',
    defaultMessage: 'Page {page} of {pages}',
  }),
  ...defineMessages({
    open: {
      id: 'transactions.statementPdf.dialog.open',
      defaultMessage: 'Download statement (PDF)',
    },
    title: { id: 'transactions.statementPdf.dialog.title', defaultMessage: 'Statement as PDF' },
    lead: {
      id: 'transactions.statementPdf.dialog.lead',
      defaultMessage:
        'One wallet over a period: the opening and closing balance and every transaction, as a document to keep or send.',
    },
    period: { id: 'transactions.statementPdf.dialog.period', defaultMessage: 'Period' },
    lastMonth: { id: 'transactions.statementPdf.dialog.lastMonth', defaultMessage: 'Last month' },
    thisYear: { id: 'transactions.statementPdf.dialog.thisYear', defaultMessage: 'This year' },
    lastYear: { id: 'transactions.statementPdf.dialog.lastYear', defaultMessage: 'Last year' },
    custom: { id: 'transactions.statementPdf.dialog.custom', defaultMessage: 'Custom dates' },
    fromMissing: {
      id: 'transactions.statementPdf.dialog.fromMissing',
      defaultMessage: 'Choose the first day of the period.',
    },
    toMissing: {
      id: 'transactions.statementPdf.dialog.toMissing',
      defaultMessage: 'Choose the last day of the period.',
    },
    order: {
      id: 'transactions.statementPdf.dialog.order',
      defaultMessage: 'The last day must be the first day or later.',
    },
    download: { id: 'transactions.statementPdf.dialog.download', defaultMessage: 'Download PDF' },
    close: { id: 'transactions.statementPdf.dialog.close', defaultMessage: 'Close' },
    preparing: {
      id: 'transactions.statementPdf.dialog.preparing',
      defaultMessage: 'Preparing the PDF…',
    },
    failed: {
      id: 'transactions.statementPdf.dialog.failed',
      defaultMessage:
        'The statement could not be prepared, so nothing was downloaded. Please try again.',
    },
    offline: {
      id: 'transactions.statementPdf.dialog.offline',
      defaultMessage:
        'The statement could not be prepared: there is no connection. Check it and try again.',
    },
    docTitle: { id: 'transactions.statementPdf.pdf.title', defaultMessage: 'Statement of account' },
    client: { id: 'transactions.statementPdf.pdf.client', defaultMessage: 'Client' },
    email: { id: 'transactions.statementPdf.pdf.email', defaultMessage: 'E-mail' },
    currency: { id: 'transactions.statementPdf.pdf.currency', defaultMessage: 'Currency' },
    transactions: {
      id: 'transactions.statementPdf.pdf.transactions',
      defaultMessage: 'Transactions',
    },
    none: {
      id: 'transactions.statementPdf.pdf.none',
      defaultMessage: 'No transactions in this period.',
    },
    totals: {
      id: 'transactions.statementPdf.pdf.totals',
      defaultMessage: 'Totals of completed transactions',
    },
    moneyIn: { id: 'transactions.statementPdf.pdf.moneyIn', defaultMessage: 'Money in' },
    moneyOut: { id: 'transactions.statementPdf.pdf.moneyOut', defaultMessage: 'Money out' },
    note: {
      id: 'transactions.statementPdf.pdf.note',
      defaultMessage:
        'The balances and totals count completed transactions only. Pending ones are shown apart; rejected and cancelled ones moved no money. Dates and times are in UTC.',
    },
  }),
};
