import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { ButtonLink } from '@/design-system/ButtonLink';
import { Modal } from '@/design-system/Modal';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { usePreferences } from '@/stores/preferences';
import { NEW_ACCOUNT } from './accountQueries';
import { openedMessages as m } from './runsMessages';
import { sentRuns } from './useAccountRuns';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    line-height: 1.5;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export interface AccountOpenedProps {
  /** The account that was opened (the answer, or the one the look-up found). */
  account: AccountView;
  /** Where "Fund this account" leads (the app knows whether transfers are offered). */
  fundHref: string;
  onClose: () => void;
}

/**
 * The create dialog's last step: the new account's login and server, how to sign in to the
 * platform with them, where to set its password (its page, when the backend offers call 57), and
 * "Fund this account". In the dialog, not a toast over the navbar's buttons.
 */
export function AccountOpened({ account, fundHref, onClose }: AccountOpenedProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const format = useNumberFormat();
  const currency = account.currency.code
    ? format.currencyName(account.currency.code)
    : account.currency.name;
  return (
    <Modal
      open
      title={intl.formatMessage(m.title, { login: account.login })}
      onClose={onClose}
      size="sm"
      // Reached by a click: the rest of a double click, landing beside this dialog, must not
      // dismiss the account's details unread (Escape, × and the buttons close it).
      staticBackdrop
      closeLabel={t(m.close)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t(m.close)}
          </Button>
          <ButtonLink primary href={fundHref} onClick={onClose}>
            {t(m.fund)}
          </ButtonLink>
        </>
      }
    >
      <Body>
        <p>{t(m.lead)}</p>
        <Facts>
          <dt>{t(m.login)}</dt>
          <dd>{account.login}</dd>
          <dt>{t(m.server)}</dt>
          <dd>{account.server || NEW_ACCOUNT.server}</dd>
          <dt>{t(m.platform)}</dt>
          <dd>{NEW_ACCOUNT.platform}</dd>
          <dt>{t(m.currency)}</dt>
          <dd>{currency}</dd>
          <dt>{t(m.leverage)}</dt>
          <dd>{account.leverage || NEW_ACCOUNT.leverage}</dd>
        </Facts>
        <p>{intl.formatMessage(m.howTo, { platform: NEW_ACCOUNT.platform })}</p>
        {sentRuns(account) && (
          <>
            <p>{t(m.setPassword)}</p>
            <p>
              <Link to={paths.tradingAccountDetail.href(locale, account.id)} onClick={onClose}>
                {t(m.passwordLink)}
              </Link>
            </p>
          </>
        )}
      </Body>
    </Modal>
  );
}
