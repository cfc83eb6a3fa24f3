import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckIcon } from '@/design-system/Field';
import { passwordMessages as m } from './runsMessages';

/** Call 57's rules: 8–16 characters with a lower-case letter, an upper-case letter and a digit. */
export const PLATFORM_PASSWORD_RULES = {
  length: (password: string) => password.length >= 8 && password.length <= 16,
  lower: (password: string) => /\p{Ll}/u.test(password),
  upper: (password: string) => /\p{Lu}/u.test(password),
  digit: (password: string) => /\d/.test(password),
} as const;

/** `message` when a typed password breaks one of the rules (the form's check before sending). */
export const platformPasswordProblem = (password: string, message: string): string | undefined =>
  password === '' || Object.values(PLATFORM_PASSWORD_RULES).every((rule) => rule(password))
    ? undefined
    : message;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const Mark = styled.span<{ $met: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  border: 1.5px solid currentColor;
  border-radius: 50%;
  background: ${({ theme, $met }) => ($met ? theme.colors.success : 'transparent')};
  color: ${({ theme, $met }) => ($met ? theme.colors.surface : 'inherit')};
`;

/**
 * The platform password's rules, shown before typing and ticked while typing, each with its state
 * in words for screen readers; the rule the cabinet cannot check (the two kinds differ) is said
 * under them.
 */
export function PasswordChecklist({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const items = [
    { key: 'length', met: PLATFORM_PASSWORD_RULES.length(password), text: t(m.length) },
    { key: 'lower', met: PLATFORM_PASSWORD_RULES.lower(password), text: t(m.lower) },
    { key: 'upper', met: PLATFORM_PASSWORD_RULES.upper(password), text: t(m.upper) },
    { key: 'digit', met: PLATFORM_PASSWORD_RULES.digit(password), text: t(m.digit) },
    { key: 'matches', met: password !== '' && password === confirmation, text: t(m.matches) },
  ];
  return (
    <Box id={id}>
      <p>{t(m.rules)}</p>
      <List>
        {items.map((item) => (
          <Item key={item.key} $met={item.met}>
            <Mark $met={item.met} aria-hidden="true">
              {item.met && <CheckIcon size={12} />}
            </Mark>
            <span aria-hidden="true">{item.text}</span>
            <span className="visually-hidden">
              {intl.formatMessage(m.ruleState, {
                rule: item.text,
                state: t(item.met ? m.met : m.unmet),
              })}
            </span>
          </Item>
        ))}
      </List>
      <p>{t(m.differs)}</p>
    </Box>
  );
}
