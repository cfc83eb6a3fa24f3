import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paymentMessages } from './messages';
import type { LookupPhase } from './useLostAnswer';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

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
    <div role="status">
      {phase && (
        <Box>
          <p>
            <strong>{intl.formatMessage(paymentMessages.outcomeTitle)}</strong>
          </p>
          <p>{intl.formatMessage(TEXT[phase])}</p>
        </Box>
      )}
    </div>
  );
}
