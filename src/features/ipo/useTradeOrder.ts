import { useState, type RefObject } from 'react';
import type { RequestOptions } from '@/api/http';
import type { IpoOrder, IpoTradeRequest } from '@/api/generated/model';
import { readIpoOrder } from '@/api/readers/ipo';
import { useForm } from '@/form';
import {
  answerOf,
  isLostAnswer,
  useIdempotentSubmit,
  type IdempotencyScope,
  type LostRequest,
} from '@/form/money';
import { useToasts } from '@/stores/toasts';
import { parseQuantity } from './ipoMath';
import { ipoMessages } from './messages';
import { useRefreshAfterTrade } from './useIpoData';
import { useOrderLookup } from './useOrderLookup';

/** What the order of a trade dialog is made of. */
export interface TradeOrderProps {
  /** The starting quantity; null starts with an empty field. */
  initialQuantity: number | null;
  side: IpoOrder['side'];
  /** The IPO traded: the request's `stock_id`. */
  stockId: number;
  /** The generated call (`buyIpo`, `sellIpo`); `options` carry the confirmation's key. */
  call: (request: IpoTradeRequest, options: RequestOptions) => Promise<IpoOrder>;
  /**
   * The keys of the page's confirmations (`useIdempotencyScope`). The page holds them, so the same
   * order confirmed again (even from a dialog opened anew) after a lost answer goes with the same key.
   */
  keys: IdempotencyScope;
  /** What the console says when the call fails (the specification's wording). */
  failureLog: 'Purchase failed' | 'Sell failed';
  /** What the order the server answered (or the lookup found) did, in one sentence. */
  successText: (order: IpoOrder) => string;
  onClose: () => void;
}

/** Where the dialog stands after an order's answer was lost. */
export type Lost = LostRequest<IpoTradeRequest, 'notFound' | 'failed'>;

/**
 * The order behind the trade dialog: the quantity's form, sent once per confirmation through
 * `useIdempotentSubmit`; a lost answer (`lost`) is looked up in the client's orders (`checkAgain`
 * looks again), and what the look-up found is `arrived`. `inputRef` takes the focus back after a
 * refusal.
 */
export function useTradeOrder(
  props: TradeOrderProps,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const { onClose, successText, failureLog, call, keys, stockId } = props;
  const refresh = useRefreshAfterTrade();
  const orders = useOrderLookup(props.side);
  const push = useToasts((s) => s.push);
  const [arrived, setArrived] = useState<IpoOrder | null>(null);
  const order = useIdempotentSubmit<IpoTradeRequest, IpoOrder, IpoOrder, 'notFound' | 'failed'>({
    scope: keys,
    send: async (request, withKey) => {
      // The orders as they were before this one, should its answer be lost.
      await orders.ready();
      return readIpoOrder(await call(request, withKey));
    },
    lookUp: async (request) => {
      const [result] = await Promise.all([orders.lookUp(request), refresh()]);
      return result.kind === 'found' ? { found: result.order } : { phase: result.kind };
    },
    lookUpFailed: 'failed',
    onFound: setArrived,
  });

  const form = useForm({
    initialValues: {
      quantity: props.initialQuantity === null ? '' : String(props.initialQuantity),
    },
    labels: { quantity: ipoMessages.quantity },
    send: async (values) =>
      answerOf(
        await order.submit(() => ({
          stock_id: stockId,
          quantity: parseQuantity(values.quantity) ?? 0,
        })),
      ),
    onSuccess: async (answer) => {
      push({ tone: 'success', message: successText(answer) });
      // Refreshed while the dialog (an observer of the wallets) is still open, so the balance is
      // fetched again even on a page without the sidebar; the button stays busy meanwhile.
      await refresh();
      onClose();
    },
    onError: (error) => {
      console.error(failureLog, error);
      // Not "please try again": the order may have been carried out. Say so and look.
      if (isLostAnswer(error)) form.dismissBanner();
      else inputRef.current?.focus();
    },
  });

  const { lost, checkAgain } = order;
  return { form, lost, arrived, checkAgain, busy: form.busy || lost?.phase === 'checking' };
}
