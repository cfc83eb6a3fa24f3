import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckIcon } from '@/design-system/Field';
import { passwordMinLength, ruleMessages } from './messages';
import { PASSWORD_MIN_LENGTH } from './rules';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0;
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

/** An open circle until the rule is met, then a tick. */
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

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface PasswordRulesProps {
  /** Element id (so a field can point at the list). */
  id: string;
  /** The new password as typed. */
  password: string;
  /** Its confirmation as typed. */
  confirmation: string;
}

/**
 * What a new password needs, shown before typing and ticked while typing: the server's own rules
 * (at least 8 characters, the confirmation equal), so the list never promises more than it checks.
 */
export function PasswordRules({ id, password, confirmation }: PasswordRulesProps) {
  const intl = useIntl();
  const items = [
    {
      key: 'length',
      text: intl.formatMessage(passwordMinLength, { min: PASSWORD_MIN_LENGTH }),
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    {
      key: 'matches',
      text: intl.formatMessage(ruleMessages.matches),
      met: password !== '' && password === confirmation,
    },
  ];
  return (
    <Box id={id}>
      <Title>{intl.formatMessage(ruleMessages.rulesTitle)}</Title>
      <List>
        {items.map((item) => (
          <Item key={item.key} $met={item.met}>
            <Mark $met={item.met} aria-hidden="true">
              {item.met && <CheckIcon size={12} />}
            </Mark>
            <span>
              {item.text}
              <Hidden>
                {' '}
                ({intl.formatMessage(item.met ? ruleMessages.met : ruleMessages.unmet)})
              </Hidden>
            </span>
          </Item>
        ))}
      </List>
    </Box>
  );
}
