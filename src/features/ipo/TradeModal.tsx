import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@/design-system/Modal';
import { Notice } from '@/design-system/Notice';
import { TextField } from '@/design-system/TextField';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormBanner } from '@/form';
import { parseQuantity, type QuantityProblem } from './ipoMath';
import { ipoMessages, tradeMessages } from './messages';
import { problemText } from './useIpoText';
import { LostOrderNotice, TradeFigures, TradeFooter, type TradeFigure } from './TradeParts';
import { Stack } from './ui';
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
  const { onClose, successText } = props;
  const { form, lost, arrived, checkAgain, busy } = useTradeOrder(props, inputRef);
  const [tried, setTried] = useState(false);

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
            <>
              {lost && <LostOrderNotice phase={lost.phase} />}
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
              <TradeFigures figures={props.figuresOf(parseQuantity(raw))} />
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
