import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { twoFactorMessages as messages } from './messages';
import { downloadText, useCopy } from './useCopy';

const Lead = styled.p`
  margin: 0;
  line-height: 1.5;

  &:focus {
    outline: none;
  }
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
  }

  @media (max-width: 359.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * Recovery codes shown once, to copy or download (a .txt file). The lead takes the focus when they
 * appear, so a screen reader says what they are before the list.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const copy = useCopy();
  const leadRef = useRef<HTMLParagraphElement>(null);
  const listId = useId();
  useEffect(() => {
    leadRef.current?.focus();
  }, []);

  const asText = codes.join('\n');
  const file = `${t(messages.fileHeading)}\n\n${asText}\n`;
  return (
    <Stack>
      <Lead ref={leadRef} tabIndex={-1}>
        {t(messages.codesLead)}
      </Lead>
      <span id={listId} className="visually-hidden">
        {t(messages.codesList)}
      </span>
      <List aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </List>
      <Row>
        <Button variant="secondary" onClick={() => void copy(asText, messages.codesCopied)}>
          {t(messages.copyCodes)}
        </Button>
        <Button variant="secondary" onClick={() => downloadText('recovery-codes.txt', file)}>
          {t(messages.downloadCodes)}
        </Button>
      </Row>
    </Stack>
  );
}
