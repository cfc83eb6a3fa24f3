import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { TextField } from '@/design-system/TextField';
import { FormBanner, useForm } from '@/form';
import { useToasts } from '@/stores/toasts';
import type { IpoOrder } from '@/api/generated/model';
import { parseQuantity, type QuantityProblem } from './ipoMath';
import { ipoMessages } from './messages';
import { problemText } from './useIpoText';
import { useRefreshAfterTrade } from './useIpoData';
import { Figures, Stack } from './ui';

export interface TradeFigure {
  label: string;
  value: string;
  /** A money amount of the user's: blurred in privacy mode. */
  sensitive?: boolean;
}

export interface TradeModalProps {
  /** The dialog's title, e.g. "Buy Aurora Grid Energy". */
  title: string;
  /** What is being traded (facts shown above the field). */
  summary: ReactNode;
  /** The starting quantity. */
  initialQuantity: number;
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
  /** Makes the call with `{ stock_id, quantity }`. */
  send: (quantity: number) => Promise<IpoOrder>;
  /** Label of the confirm button. */
  confirmLabel: string;
  /** What the console says when the call fails (the specification's wording). */
  failureLog: 'Purchase failed' | 'Sell failed';
  /** The success toast for the order the server answered. */
  successText: (order: IpoOrder) => string;
  onClose: () => void;
}

/**
 * The dialog behind Buy and Sell: a quantity checked as it is typed, the money it moves shown before
 * confirming, one request however often the button is pressed, the server's 422 under the field.
 */
export function TradeModal(props: TradeModalProps) {
  const intl = useIntl();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refresh = useRefreshAfterTrade();
  const push = useToasts((s) => s.push);
  const { onClose, successText, failureLog, send } = props;

  const form = useForm({
    initialValues: { quantity: String(props.initialQuantity) },
    labels: { quantity: ipoMessages.quantity },
    send: (values) => send(parseQuantity(values.quantity) ?? 0),
    onSuccess: async (order) => {
      push({ tone: 'success', message: successText(order) });
      // Refreshed while the dialog (an observer of the wallets) is still open, so the balance is
      // fetched again even on a page without the sidebar; the button stays busy meanwhile.
      await refresh();
      onClose();
    },
    onError: (error) => {
      console.error(failureLog, error);
      inputRef.current?.focus();
    },
  });

  const raw = form.values.quantity;
  const problem = props.problemOf(raw);
  const serverError = form.error('quantity');
  const fieldError = serverError ?? (problem ? problemText(intl, problem) : undefined);
  // Errors of fields the dialog has no input for (e.g. `stock_id`) go into the banner.
  const otherField = Object.keys(form.errors).find((name) => name !== 'quantity');
  const otherError = otherField ? form.error(otherField) : undefined;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    if (problem) {
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
      dismissible={!form.busy}
      closeLabel={intl.formatMessage(ipoMessages.close)}
      initialFocusRef={inputRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {intl.formatMessage(ipoMessages.cancel)}
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack>
          {props.summary}
          {form.banner && !serverError && <FormBanner form={form} message={otherError} />}
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
            error={fieldError}
            onChange={(event) => form.setValue('quantity', event.target.value)}
          />
          <Figures aria-live="polite">
            {props.figuresOf(parseQuantity(raw)).map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd data-sensitive={figure.sensitive ? '' : undefined}>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        </Stack>
      </form>
    </Modal>
  );
}
