import { useRef, useState, type RefObject } from 'react';
import { errorStatus, outcomeUnknown, withIdempotencyKey, type RequestOptions } from '@/api';
import type { IpoOrder, IpoTradeRequest } from '@/api/generated/model';
import { readIpoOrder } from '@/api/readers/ipo';
import { useForm, type IdempotencyKeys } from '@/form';
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
   * The `Idempotency-Key`s of the page's confirmations. The page holds them, so the same order
   * confirmed again (even from a dialog opened anew) after a lost answer goes with the same key.
   */
  keys: IdempotencyKeys;
  /** What the console says when the call fails (the specification's wording). */
  failureLog: 'Purchase failed' | 'Sell failed';
  /** What the order the server answered (or the lookup found) did, in one sentence. */
  successText: (order: IpoOrder) => string;
  onClose: () => void;
}

/** Where the dialog stands after an order's answer was lost. */
export type Lost = { request: IpoTradeRequest; phase: 'checking' | 'notFound' | 'failed' };

/** A definite refusal: the backend answered and did nothing, so the next confirmation is new. */
const refused = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * The order behind the trade dialog: the quantity's form, sent once per confirmation with its
 * `Idempotency-Key`; a lost answer (`lost`) is looked up in the client's orders (`check`), and
 * what the look-up found is `arrived`. `inputRef` takes the focus back after a refusal.
 */
export function useTradeOrder(
  props: TradeOrderProps,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const { onClose, successText, failureLog, call, keys, stockId } = props;
  const refresh = useRefreshAfterTrade();
  const orders = useOrderLookup(props.side);
  const push = useToasts((s) => s.push);
  const [lost, setLost] = useState<Lost | null>(null);
  const [arrived, setArrived] = useState<IpoOrder | null>(null);
  const sent = useRef<IpoTradeRequest | null>(null);

  const check = async (request: IpoTradeRequest) => {
    setLost({ request, phase: 'checking' });
    const [result] = await Promise.all([orders.lookUp(request), refresh()]);
    if (result.kind === 'found') {
      keys.settle();
      setLost(null);
      setArrived(result.order);
      return;
    }
    setLost({ request, phase: result.kind });
  };

  const form = useForm({
    initialValues: {
      quantity: props.initialQuantity === null ? '' : String(props.initialQuantity),
    },
    labels: { quantity: ipoMessages.quantity },
    send: async (values) => {
      // After a lost answer, only the same order goes out again: the same body, hence the same key.
      const request = lost?.request ?? {
        stock_id: stockId,
        quantity: parseQuantity(values.quantity) ?? 0,
      };
      sent.current = request;
      // The orders as they were before this one, should its answer be lost.
      await orders.ready();
      return readIpoOrder(await call(request, withIdempotencyKey(keys.keyFor(request))));
    },
    onSuccess: async (order) => {
      keys.settle();
      push({ tone: 'success', message: successText(order) });
      // Refreshed while the dialog (an observer of the wallets) is still open, so the balance is
      // fetched again even on a page without the sidebar; the button stays busy meanwhile.
      await refresh();
      onClose();
    },
    onError: (error) => {
      console.error(failureLog, error);
      if (outcomeUnknown(error) && sent.current) {
        // Not "please try again": the order may have been carried out. Say so and look.
        form.dismissBanner();
        void check(sent.current);
        return;
      }
      if (refused(error)) keys.settle();
      setLost(null);
      inputRef.current?.focus();
    },
  });

  return { form, lost, arrived, check, busy: form.busy || lost?.phase === 'checking' };
}
