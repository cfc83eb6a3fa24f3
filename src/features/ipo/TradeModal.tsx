import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { IpoOrder } from '@/api/generated/model';
import { Modal } from '@/design-system/Modal';
import { Notice } from '@/design-system/Notice';
import { TextField } from '@/design-system/TextField';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormBanner } from '@/form';
import { MISSING_VALUE } from '@/lib/money';
import { orderAmount, parseQuantity, type QuantityProblem } from './ipoMath';
import { usd } from './ipoMoney';
import { ipoMessages, tradeMessages } from './messages';
import { problemText } from './useIpoText';
import { LostOrderNotice, TradeFigures, TradeFooter, type TradeFigure } from './TradeParts';
import { Stack } from './Figures';
import { useTradeOrder, type TradeOrderProps } from './useTradeOrder';

export interface TradeModalProps extends TradeOrderProps {
  /** The dialog's title, e.g. "Buy Aurora Grid Energy". */
  title: string;
  /** What is being traded (facts shown above the field). */
  summary: ReactNode;
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
  /** Label of the confirm button. */
  confirmLabel: string;
}

type TradeOrder = ReturnType<typeof useTradeOrder>;

/** The money an order of `quantity` shares moves at `price`; a dash while the quantity is no number. */
export function orderMoney(
  format: ReturnType<typeof useNumberFormat>,
  quantity: number | null,
  price: number,
): string {
  return quantity === null ? MISSING_VALUE : format.money(usd(orderAmount(quantity, price)));
}

/** The sentence that says what an order did ("You sold 20 shares of Aurora for $ 1,000.00."). */
export function useOrderText(message: MessageDescriptor, company: string) {
  const intl = useIntl();
  const format = useNumberFormat();
  return (order: IpoOrder) =>
    intl.formatMessage(message, {
      quantity: format.number(order.quantity),
      company,
      amount: format.money(usd(order.amount)),
    });
}

/** The problems of the quantity as typed: what the field and the banner say, and what blocks sending. */
function useQuantityProblems(props: TradeModalProps, form: TradeOrder['form'], tried: boolean) {
  const intl = useIntl();
  const format = useNumberFormat();
  const problem = props.problemOf(form.values.quantity);
  const serverError = form.error('quantity');
  // An empty field says nothing until a confirmation is tried: it is where a sale starts.
  const shown = problem && (problem.kind !== 'empty' || tried) ? problem : null;
  const fieldError = serverError ?? (shown ? problemText(intl, format, shown) : undefined);
  // Errors of fields the dialog has no input for (e.g. `stock_id`) go into the banner.
  const otherField = Object.keys(form.errors).find((name) => name !== 'quantity');
  const otherError = otherField ? form.error(otherField) : undefined;
  return { problem, serverError, fieldError, otherError };
}

interface TradeEntryProps {
  props: TradeModalProps;
  order: TradeOrder;
  inputRef: RefObject<HTMLInputElement | null>;
  errors: ReturnType<typeof useQuantityProblems>;
}

/** The quantity, the lost answer's notice or the refusal, and the figures the quantity moves. */
function TradeEntry({ props, order, inputRef, errors }: TradeEntryProps) {
  const intl = useIntl();
  const { form, lost } = order;
  const raw = form.values.quantity;
  return (
    <>
      {lost && <LostOrderNotice phase={lost.phase} />}
      {form.banner && !errors.serverError && !lost && (
        <FormBanner form={form} message={errors.otherError} />
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
        error={errors.fieldError}
        onChange={(event) => form.setValue('quantity', event.target.value)}
      />
      <TradeFigures figures={props.figuresOf(parseQuantity(raw))} />
    </>
  );
}

/**
 * The dialog behind Buy and Sell: a quantity checked as it is typed, the money it moves shown before
 * confirming, one request however often the button is pressed, the server's 422 under the field.
 *
 * Each confirmation goes through `useIdempotentSubmit` (see `useTradeOrder`). When its answer is
 * lost, the dialog says the order is not confirmed yet, looks it up in the client's orders
 * (refreshing the holdings and balance too) and shows what arrived; until then the quantity is
 * fixed and sending again sends the same order with the same key, so the backend carries it out
 * at most once.
 */
export function TradeModal(props: TradeModalProps) {
  const intl = useIntl();
  const formId = useId();
  const closeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { onClose, successText } = props;
  const order = useTradeOrder(props, inputRef);
  const { form, lost, arrived, checkAgain, busy } = order;
  const [tried, setTried] = useState(false);
  const errors = useQuantityProblems(props, form, tried);

  useEffect(() => {
    // The confirm button the focus was on is gone: the way out takes it.
    if (arrived) document.getElementById(closeId)?.focus();
  }, [arrived, closeId]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.busy || lost?.phase === 'checking' || arrived) return;
    if (errors.problem && !lost) {
      setTried(true);
      inputRef.current?.focus();
      return;
    }
    void form.submit();
  };

  return (
    <Modal
      open
      title={props.title}
      onClose={onClose}
      staticBackdrop
      dismissible={!busy}
      closeLabel={intl.formatMessage(ipoMessages.close)}
      initialFocusRef={inputRef}
      footer={
        <TradeFooter
          arrived={arrived}
          lost={lost}
          busy={busy}
          formId={formId}
          closeId={closeId}
          confirmLabel={props.confirmLabel}
          onClose={onClose}
          onCheckAgain={checkAgain}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack>
          {props.summary}
          {arrived ? (
            <Notice tone="success">
              {intl.formatMessage(tradeMessages.arrived, { order: successText(arrived) })}
            </Notice>
          ) : (
            <TradeEntry props={props} order={order} inputRef={inputRef} errors={errors} />
          )}
        </Stack>
      </form>
    </Modal>
  );
}
