import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { IpoOrder } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Notice } from '@/design-system/Notice';
import { ipoMessages, tradeMessages } from './messages';
import { Figures } from './Figures';
import type { Lost } from './useTradeOrder';

export interface TradeFigure {
  label: string;
  value: ReactNode;
  /** A money amount of the user's: blurred in privacy mode. */
  sensitive?: boolean;
  /** Takes the whole row (a figure that says why it is missing). */
  wide?: boolean;
}

/** The dialog's buttons: cancel, check again after a lost answer, confirm; "Done" once it arrived. */
export function TradeFooter({
  arrived,
  lost,
  busy,
  formId,
  closeId,
  confirmLabel,
  onClose,
  onCheckAgain,
}: {
  arrived: IpoOrder | null;
  lost: Lost | null;
  busy: boolean;
  formId: string;
  closeId: string;
  confirmLabel: string;
  onClose: () => void;
  onCheckAgain: (lost: Lost) => void;
}) {
  const intl = useIntl();
  return arrived ? (
    <Button id={closeId} onClick={onClose}>
      {intl.formatMessage(tradeMessages.done)}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {intl.formatMessage(ipoMessages.cancel)}
      </Button>
      {lost && lost.phase !== 'checking' && (
        <Button variant="secondary" onClick={() => onCheckAgain(lost)}>
          {intl.formatMessage(tradeMessages.checkAgain)}
        </Button>
      )}
      <Button type="submit" form={formId} busy={busy}>
        {lost ? intl.formatMessage(tradeMessages.sendAgain) : confirmLabel}
      </Button>
    </>
  );
}

/** Says that an order's answer was lost, and where its look-up stands. */
export function LostOrderNotice({ phase }: { phase: Lost['phase'] }) {
  const intl = useIntl();
  return (
    <Notice tone="info">
      {intl.formatMessage(
        phase === 'checking'
          ? tradeMessages.lostChecking
          : phase === 'notFound'
            ? tradeMessages.lostNotFound
            : tradeMessages.lostCheckFailed,
      )}
    </Notice>
  );
}

/** The figures of the quantity typed, announced as they change. */
export function TradeFigures({ figures }: { figures: TradeFigure[] }) {
  return (
    <Figures aria-live="polite">
      {figures.map((figure) => (
        <div key={figure.label} style={figure.wide ? { gridColumn: '1 / -1' } : undefined}>
          <dt>{figure.label}</dt>
          <dd data-sensitive={figure.sensitive ? '' : undefined}>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}
