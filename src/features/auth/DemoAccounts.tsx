import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DemoAccount } from '@/mocks/demo-accounts';

const messages = defineMessages({
  title: { id: 'auth.login.demoTitle', defaultMessage: 'Demo accounts' },
  hint: { id: 'auth.login.demoHint', defaultMessage: 'Choose an account to fill in the form.' },
  roleClient: { id: 'auth.login.demoRoleClient', defaultMessage: 'client' },
  roleInvestor: { id: 'auth.login.demoRoleInvestor', defaultMessage: 'investor' },
  roleAdmin: { id: 'auth.login.demoRoleAdmin', defaultMessage: 'administrator' },
});

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface DemoAccountsProps {
  /** Fills the sign-in form with the chosen account. */
  onPick: (account: DemoAccount) => void;
}

/** The demo backend's accounts, listed only when mocking is on (never in a production bundle). */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const intl = useIntl();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    // The literal comparison lets the production build drop the import entirely.
    if (import.meta.env.VITE_API_MOCKING !== 'true') return;
    let active = true;
    void import('@/mocks/demo-accounts').then((module) => {
      if (active) setAccounts(module.DEMO_ACCOUNTS);
    });
    return () => {
      active = false;
    };
  }, []);

  if (accounts.length === 0) return null;
  const roleName = (role: DemoAccount['role']) =>
    intl.formatMessage(
      role === 'admin' ? messages.roleAdmin : role === 'investor' ? messages.roleInvestor : messages.roleClient,
    );
  return (
    <Box aria-labelledby="demo-accounts-title">
      <Title id="demo-accounts-title">{intl.formatMessage(messages.title)}</Title>
      <Hint>{intl.formatMessage(messages.hint)}</Hint>
      <List>
        {accounts.map((account) => (
          <li key={account.email}>
            <Choice
              type="button"
              onClick={() => onPick(account)}
            >
              <span>{account.email}</span>
              <span>{roleName(account.role)}</span>
            </Choice>
          </li>
        ))}
      </List>
    </Box>
  );
}
