import { useIntl } from 'react-intl';
import { PendingNotice } from '@/design-system/PendingNotice';
import type { LookupPhase } from '@/form/money';
import { paymentMessages } from './messages';

const TEXT = {
  checking: paymentMessages.outcomeChecking,
  'not-found': paymentMessages.outcomeNotFound,
  'check-failed': paymentMessages.outcomeCheckFailed,
} as const;

/**
 * Says that a confirmation's outcome is not known yet and where its look-up stands. The live
 * region is always there on the confirmation step, so what appears in it is announced.
 */
export function LostAnswerNotice({ phase }: { phase: LookupPhase | null }) {
  const intl = useIntl();
  return (
    <PendingNotice
      message={
        phase && {
          title: intl.formatMessage(paymentMessages.outcomeTitle),
          text: intl.formatMessage(TEXT[phase]),
        }
      }
    />
  );
}
