import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@/form';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A rough hint, not a rule (the rules are the form's): length counts most, then the mix of lower
 * case, upper case, digits and symbols. Below the minimum length a password is always weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (classes >= 3) score += 1;
  if (password.length >= 16 && classes >= 2) score += 1;
  if (score >= 3) return 'strong';
  return score === 2 ? 'fair' : 'weak';
}

const strengthText = defineMessage<{ level: string }>({
  id: 'account.password.strength',
  defaultMessage: 'Strength: {level}',
});

const messages = defineMessages({
  weak: { id: 'account.password.strengthWeak', defaultMessage: 'weak' },
  fair: { id: 'account.password.strengthFair', defaultMessage: 'fair' },
  strong: { id: 'account.password.strengthStrong', defaultMessage: 'strong' },
  tip: {
    id: 'account.password.strengthTip',
    defaultMessage: 'Longer is stronger: try a phrase of several words with a number or a symbol.',
  },
});

const LEVEL = { weak: 1, fair: 2, strong: 3 } as const;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

const Meter = styled.div<{ $strength: PasswordStrength }>`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  max-width: 240px;

  & > span {
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  & > span:nth-child(-n + ${({ $strength }) => LEVEL[$strength]}) {
    background: ${({ theme, $strength }) =>
      $strength === 'strong'
        ? theme.colors.success
        : $strength === 'fair'
          ? theme.colors.warning
          : theme.colors.danger};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How strong the new password looks, once something is typed (announced politely). */
export function PasswordStrengthHint({ password }: { password: string }) {
  const intl = useIntl();
  const strength = passwordStrength(password);
  return (
    <Box>
      {password.length > 0 && (
        <Meter $strength={strength} aria-hidden="true" data-strength={strength}>
          <span />
          <span />
          <span />
        </Meter>
      )}
      {/* Always present, so the first change is announced too. */}
      <Text aria-live="polite">
        {password.length > 0 && (
          <>
            {intl.formatMessage(strengthText, { level: intl.formatMessage(messages[strength]) })}
            {strength !== 'strong' && <> {intl.formatMessage(messages.tip)}</>}
          </>
        )}
      </Text>
    </Box>
  );
}
