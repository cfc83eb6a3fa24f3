import { useId } from 'react';
import styled from 'styled-components';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/mocks/demo-accounts';
import { DemoTwoFactorCode } from './DemoTwoFactorCode';

const ROLE_NAMES: Record<DemoAccount['role'], string> = {
  client: 'client',
  investor: 'investor',
  admin: 'administrator',
};

export interface DemoAccountsProps {
  /** Fills the sign-in form with the chosen account. */
  onPick: (credentials: { email: string; password: string }) => void;
}

/**
 * The demo backend's sign-in accounts under the sign-in form. A developer tool in plain English:
 * the sign-in route loads it lazily and only when mocking is on, so production never ships it.
 */
function DemoAccounts({ onPick }: DemoAccountsProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <Title id={titleId}>Demo accounts</Title>
      <Hint>Choose an account to fill in the form.</Hint>
      <List>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Choice
              type="button"
              onClick={() => onPick({ email: account.email, password: account.password })}
            >
              <span>{account.email}</span>
              <span>{ROLE_NAMES[account.role]}</span>
            </Choice>
            {account.twoFactor && <DemoTwoFactorCode email={account.email} />}
          </li>
        ))}
      </List>
    </Box>
  );
}

export default DemoAccounts;

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
