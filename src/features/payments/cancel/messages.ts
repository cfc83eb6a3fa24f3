import { defineMessage, defineMessages } from 'react-intl';

/** Texts of cancelling a pending withdrawal (call 52). */
export const cancelMessages = {
  text: defineMessage<{ amount: string; wallet: string }>({
    id: 'payments.cancel.text',
    defaultMessage:
      'The withdrawal of {amount} from {wallet} will be cancelled, and the amount will be available in the wallet again.',
  }),
  done: defineMessage<{ amount: string; wallet: string }>({
    id: 'payments.cancel.done',
    defaultMessage: 'Withdrawal cancelled: {amount} is available again in {wallet}.',
  }),
  walletFallback: defineMessage<{ id: number }>({
    id: 'payments.cancel.walletFallback',
    defaultMessage: 'wallet {id}',
  }),
  ...defineMessages({
    action: { id: 'payments.cancel.action', defaultMessage: 'Cancel withdrawal' },
    title: { id: 'payments.cancel.title', defaultMessage: 'Cancel this withdrawal?' },
    keep: { id: 'payments.cancel.keep', defaultMessage: 'Keep it' },
    confirm: { id: 'payments.cancel.confirm', defaultMessage: 'Cancel withdrawal' },
    close: { id: 'payments.cancel.close', defaultMessage: 'Close' },
    ok: { id: 'payments.cancel.ok', defaultMessage: 'OK' },
    refused: {
      id: 'payments.cancel.refused',
      defaultMessage:
        'This withdrawal can no longer be cancelled: it is already being paid out or has been settled. Your transactions show where it stands.',
    },
    notOffered: {
      id: 'payments.cancel.notOffered',
      defaultMessage:
        'Withdrawals cannot be cancelled online. To stop this one, write to support: they will tell you whether it can still be stopped.',
    },
    support: { id: 'payments.cancel.support', defaultMessage: 'Write to support' },
    failed: {
      id: 'payments.cancel.failed',
      defaultMessage: 'The withdrawal could not be cancelled, and nothing has changed. Try again.',
    },
    lostTitle: { id: 'payments.cancel.lostTitle', defaultMessage: 'Not confirmed yet' },
    checking: {
      id: 'payments.cancel.checking',
      defaultMessage: 'The answer did not arrive. Checking whether the withdrawal was cancelled…',
    },
    stillPending: {
      id: 'payments.cancel.stillPending',
      defaultMessage:
        'The withdrawal is still pending: the cancellation has not arrived. Confirm again to send the same request; it is never carried out twice.',
    },
    checkFailed: {
      id: 'payments.cancel.checkFailed',
      defaultMessage:
        'Whether the withdrawal was cancelled could not be checked. Check again in a moment, or look at your transactions.',
    },
    checkAgain: { id: 'payments.cancel.checkAgain', defaultMessage: 'Check again' },
  }),
};
