import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CreateTransferRequest, Transaction } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { money } from '@/lib/money';
import { useToasts } from '@/stores/toasts';
import { endpointKey, type Endpoint } from './endpoints';
import { transferMessages as m } from './messages';
import { refreshBalances, type SentTransfer } from './transferLookup';
import type { TransferValues } from './useTransferAddress';

/** What a confirmation did, or what the look-up after a lost answer found. */
export interface TransferOutcome {
  transaction: Transaction;
  body: CreateTransferRequest;
  /** Found by the look-up: the answer itself was lost. */
  recovered: boolean;
}

/** The transaction an answer stands for; one without a readable transaction still means it was done. */
export function transactionOf(
  read: Transaction | null,
  sent: SentTransfer,
  currency: string,
): Transaction {
  return (
    read ?? {
      id: Number.NaN,
      type: 'transfer',
      status: 'completed',
      amount: sent.body.amount,
      currency,
      wallet_id: sent.walletId ?? Number.NaN,
      method: null,
      created_at: '',
      comment: null,
    }
  );
}

/**
 * What the last confirmation did: `finish` says so (the result, a toast) and clears the amount in
 * the address so the next transfer starts afresh; `shown` holds the transactions already shown,
 * never taken for the outcome of a later confirmation.
 */
export function useTransferOutcome({
  find,
  nameOf,
  remember,
}: {
  find: (key: string) => Endpoint | undefined;
  nameOf: (end: Endpoint) => string;
  remember: (values: TransferValues) => void;
}) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
  const shown = useRef<number[]>([]);

  const finish = (transaction: Transaction, body: CreateTransferRequest, recovered: boolean) => {
    refreshBalances(queryClient);
    if (Number.isFinite(transaction.id)) shown.current.push(transaction.id);
    setOutcome({ transaction, body, recovered });
    const source = find(endpointKey(body.from.type, body.from.id));
    const target = find(endpointKey(body.to.type, body.to.id));
    pushToast({
      tone: 'success',
      message: intl.formatMessage(m.toast, {
        amount: fmt.money(money(body.amount, source?.currency ?? '')),
        to: target ? nameOf(target) : '',
      }),
      key: 'transfer-done',
    });
    // A reload of the finished page must not offer the same amount again.
    remember({ from: source?.key ?? '', to: target?.key ?? '', amount: null });
  };

  return { outcome, clear: () => setOutcome(null), shown, finish };
}
