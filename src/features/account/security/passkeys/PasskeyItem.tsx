import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Passkey } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { formatDateTime } from '@/lib/format';
import { passkeyMessages as messages } from './messages';

export const PasskeyList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 240px;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function When({ at }: { at: string }) {
  const intl = useIntl();
  return <time dateTime={at}>{formatDateTime(at, intl.locale)}</time>;
}

/** One passkey: its name, when it was added and last used, and "Remove". */
export function PasskeyItem({
  passkey,
  onRemove,
}: {
  passkey: Passkey;
  onRemove: (passkey: Passkey) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameId = `passkey-${passkey.id}-name`;
  return (
    <Item>
      <Facts>
        <Name id={nameId}>{passkey.name || t(messages.fallbackName)}</Name>
        <Details>
          <div>
            <dt>{t(messages.added)}</dt>
            <dd>
              <When at={passkey.created_at} />
            </dd>
          </div>
          <div>
            <dt>{t(messages.lastUsed)}</dt>
            <dd>
              {passkey.last_used_at ? <When at={passkey.last_used_at} /> : t(messages.neverUsed)}
            </dd>
          </div>
        </Details>
      </Facts>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={nameId}
        onClick={() => onRemove(passkey)}
      >
        {t(messages.remove)}
      </Button>
    </Item>
  );
}
