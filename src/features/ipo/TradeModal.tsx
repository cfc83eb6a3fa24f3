import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorStatus, outcomeUnknown, withIdempotencyKey, type RequestOptions } from '@/api';
import type { IpoOrder, IpoTradeRequest } from '@/api/generated/model';
import { readIpoOrder } from '@/api/readers/ipo';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { Notice } from '@/design-system/Notice';
import { TextField } from '@/design-system/TextField';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormBanner, useForm, type IdempotencyKeys } from '@/form';
import { useToasts } from '@/stores/toasts';
import { parseQuantity, type QuantityProblem } from './ipoMath';
import { ipoMessages, tradeMessages } from './messages';
import { problemText } from './useIpoText';
import { useRefreshAfterTrade } from './useIpoData';
import { useOrderLookup } from './useOrderLookup';
import { Figures, Stack } from './ui';

export interface TradeFigure {
  label: string;
  value: ReactNode;
  /** A money amount of the user's: blurred in privacy mode. */
  sensitive?: boolean;
  /** Takes the whole row (a figure that says why it is missing). */
  wide?: boolean;
}

export interface TradeModalProps {
  /** The dialog's title, e.g. "Buy Aurora Grid Energy". */
  title: string;
  /** What is being traded (facts shown above the field). */
  summary: ReactNode;
  /** The starting quantity; null starts with an empty field. */
  initialQuantity: number | null;
  /** The field's help text (steps, minimum or maximum). */
  hint: string;
  /** Native hints for the number field (arrow keys step by the lot). */
  min?: number;
  max?: number;
  step?: number;
  /** Why the typed quantity cannot be sent, or null. */
  problemOf: (raw: string) => QuantityProblem | null;
  /** The figures shown before confirming, for the quantity typed (null: not a number). */
  figuresOf: (quantity: number | null) => TradeFigure[];
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
  /** Label of the confirm button. */
  confirmLabel: string;
  /** What the console says when the call fails (the specification's wording). */
  failureLog: 'Purchase failed' | 'Sell failed';
  /** What the order the server answered (or the lookup found) did, in one sentence. */
  successText: (order: IpoOrder) => string;
  onClose: () => void;
}

/** Where the dialog stands after an order's answer was lost. */
type Lost = { request: IpoTradeRequest; phase: 'checking' | 'notFound' | 'failed' };

/** A definite refusal: the backend answered and did nothing, so the next confirmation is new. */
const refused = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * The dialog behind Buy and Sell: a quantity checked as it is typed, the money it moves shown before
 * confirming, one request however often the button is pressed, the server's 422 under the field.
 *
 * Each confirmation carries an `Idempotency-Key`. When its answer is lost (`outcomeUnknown`), the
 * dialog says the order is not confirmed yet, looks it up in the client's orders (refreshing the
 * holdings and balance too) and shows what arrived; until then the quantity is fixed and sending
 * again sends the same order with the same key, so the backend carries it out at most once.
 */
export function TradeModal(props: TradeModalProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const formId = useId();
  const closeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refresh = useRefreshAfterTrade();
  const orders = useOrderLookup(props.side);
  const push = useToasts((s) => s.push);
  const { onClose, successText, failureLog, call, keys, stockId } = props;
  const [lost, setLost] = useState<Lost | null>(null);
  const [arrived, setArrived] = useState<IpoOrder | null>(null);
  const [tried, setTried] = useState(false);
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

  useEffect(() => {
    // The confirm button the focus was on is gone: the way out takes it.
    if (arrived) document.getElementById(closeId)?.focus();
  }, [arrived, closeId]);

  const raw = form.values.quantity;
  const problem = props.problemOf(raw);
  const serverError = form.error('quantity');
  // An empty field says nothing until a confirmation is tried: it is where a sale starts.
  const shown = problem && (problem.kind !== 'empty' || tried) ? problem : null;
  const fieldError = serverError ?? (shown ? problemText(intl, format, shown) : undefined);
  // Errors of fields the dialog has no input for (e.g. `stock_id`) go into the banner.
  const otherField = Object.keys(form.errors).find((name) => name !== 'quantity');
  const otherError = otherField ? form.error(otherField) : undefined;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.busy || lost?.phase === 'checking' || arrived) return;
    if (problem && !lost) {
      setTried(true);
      inputRef.current?.focus();
      return;
    }
    void form.submit();
  };

  const busy = form.busy || lost?.phase === 'checking';
  const footer = arrived ? (
    <Button id={closeId} onClick={onClose}>
      {intl.formatMessage(tradeMessages.done)}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {intl.formatMessage(ipoMessages.cancel)}
      </Button>
      {lost && lost.phase !== 'checking' && (
        <Button variant="secondary" onClick={() => void check(lost.request)}>
          {intl.formatMessage(tradeMessages.checkAgain)}
        </Button>
      )}
      <Button type="submit" form={formId} busy={busy}>
        {lost ? intl.formatMessage(tradeMessages.sendAgain) : props.confirmLabel}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={props.title}
      onClose={onClose}
      staticBackdrop
      dismissible={!busy}
      closeLabel={intl.formatMessage(ipoMessages.close)}
      initialFocusRef={inputRef}
      footer={footer}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack>
          {props.summary}
          {arrived ? (
            <Notice tone="success">
              {intl.formatMessage(tradeMessages.arrived, { order: successText(arrived) })}
            </Notice>
          ) : (
            <>
              {lost && (
                <Notice tone="info">
                  {intl.formatMessage(
                    lost.phase === 'checking'
                      ? tradeMessages.lostChecking
                      : lost.phase === 'notFound'
                        ? tradeMessages.lostNotFound
                        : tradeMessages.lostCheckFailed,
                  )}
                </Notice>
              )}
              {form.banner && !serverError && !lost && (
                <FormBanner form={form} message={otherError} />
              )}
              <TextField
                ref={inputRef}
                label={intl.formatMessage(ipoMessages.quantity)}
                hint={props.hint}
                type="number"
                inputMode="numeric"
                autoComplete="off"
                min={props.min}
                max={props.max}
                step={props.step}
                name="quantity"
                value={raw}
                // The order whose answer was lost stays as it was sent until its outcome is known.
                readOnly={lost !== null}
                error={fieldError}
                onChange={(event) => form.setValue('quantity', event.target.value)}
              />
              <Figures aria-live="polite">
                {props.figuresOf(parseQuantity(raw)).map((figure) => (
                  <div
                    key={figure.label}
                    style={figure.wide ? { gridColumn: '1 / -1' } : undefined}
                  >
                    <dt>{figure.label}</dt>
                    <dd data-sensitive={figure.sensitive ? '' : undefined}>{figure.value}</dd>
                  </div>
                ))}
              </Figures>
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
