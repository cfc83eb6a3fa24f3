import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import {
  decideProviderPayment,
  providerPayment,
  type ProviderDecision,
} from '@/mocks/handlers/provider';

const DECISIONS: readonly { decision: ProviderDecision; label: string }[] = [
  { decision: 'pay', label: 'Pay' },
  { decision: 'decline', label: 'Decline (card refused)' },
  { decision: 'cancel', label: 'Cancel' },
];

const amountText = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/**
 * The in-browser demo's stand-in payment provider (`/demo-provider/<session>`): the HTTP demo
 * backend serves this page itself, but the in-browser demo's service worker sees no page
 * navigation, so the app shows it. Asks "pay", "decline" or "cancel", then sends the client to
 * the deposit's `return_url`. A developer tool in plain English, only in mocking builds: a real
 * provider's page is not the cabinet's.
 */
function DemoProvider() {
  const session = useParams().session ?? '';
  const [payment] = useState(() => providerPayment(session));
  const decide = (decision: ProviderDecision) => {
    const back = decideProviderPayment(session, decision);
    if (back) window.location.assign(back);
  };
  return (
    <Main>
      <Card>
        {payment ? (
          <>
            <h1>Demo payment provider</h1>
            <p>A stand-in for a card payment page. Nothing is charged.</p>
            <p>
              Deposit #{payment.id}
              {payment.method ? ` · ${payment.method}` : ''}
            </p>
            <Amount>{amountText(payment.amount, payment.currency)}</Amount>
            <Choices>
              {DECISIONS.map(({ decision, label }) => (
                <Button
                  key={decision}
                  variant={decision === 'pay' ? 'primary' : 'secondary'}
                  onClick={() => decide(decision)}
                >
                  {label}
                </Button>
              ))}
            </Choices>
          </>
        ) : (
          <>
            <h1>This payment is closed</h1>
            <p>It was paid or cancelled already, or never existed.</p>
          </>
        )}
      </Card>
    </Main>
  );
}

export default DemoProvider;

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h1,
  p {
    margin: 0;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
