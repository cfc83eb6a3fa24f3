import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { demoTwoFactorCode } from '@/mocks/twoFactor';

/**
 * The current two-factor code of a demo account, read from the demo backend's secret and renewed
 * every second, so a reviewer can pass the second step without an authenticator app. Plain
 * English: a developer tool, never in production (see DemoAccounts).
 */
export function DemoTwoFactorCode({ email }: { email: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const current = demoTwoFactorCode(email, now);
  if (!current) return <Line>Two-factor sign-in is off for this account now.</Line>;
  return (
    // Not a live region: a code read out every second would drown everything else.
    <Line>
      Current code: <Code data-testid="demo-2fa-code">{current.code}</Code> (changes in{' '}
      {current.secondsLeft} s)
    </Line>
  );
}

const Line = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Code = styled.code`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.1em;
`;
