import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

const Card = styled.form`
  width: min(100%, 420px);
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The sign-in page (plain for now; the sign-in flow issue completes it). */
export function LoginPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Page>
      <Card onSubmit={onSubmit} aria-labelledby="login-title">
        <h1 id="login-title">
          <FormattedMessage id="auth.login.title" defaultMessage="Sign in" />
        </h1>
        <Field>
          {intl.formatMessage({ id: 'auth.login.email', defaultMessage: 'E-mail' })}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field>
          {intl.formatMessage({ id: 'auth.login.password', defaultMessage: 'Password' })}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" block>
          <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
        </Button>
      </Card>
    </Page>
  );
}
