import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { ButtonPlace } from '@/design-system/Button';
import type { Locale } from '@/i18n/locales';
import type { Money } from '@/lib/money';
import { usePreferences } from '@/stores/preferences';
import { endpointKey } from './endpoints';
import { transferMessages as m } from './messages';
import { ActionLink } from './TransferLayout';
import { useTransfersOffer } from './useTransfersOffered';

/** The transfer page with one side chosen: `?from=wallet:1`, `?to=trading_account:7`. */
const transferHref = (locale: Locale, side: 'from' | 'to', key: string) =>
  `${paths.transfer.href(locale)}?${side}=${key}`;

interface WalletSide {
  id: number;
}

interface AccountSide {
  id: number;
  balance: Money;
}

/*
 * The links are named by what they do ("Transfer"), not by their card: the card's own link is
 * named by the wallet or account, and a name that repeats it would make finding the card by its
 * name ambiguous. The card around the link says which one it is about.
 */

/** The wallet's link's place while the backend is asked whether it offers transfers. */
function WalletTransferPlace() {
  return <ButtonPlace label={useIntl().formatMessage(m.transfer)} />;
}

function WalletTransferLink({ wallet }: { wallet: WalletSide }) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  return (
    <ActionLink href={transferHref(locale, 'from', endpointKey('wallet', wallet.id))}>
      {t(m.transfer)}
    </ActionLink>
  );
}

function AccountTransferLink({ account, offered }: { account: AccountSide; offered: boolean }) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  return (
    <ActionLink
      href={
        offered
          ? transferHref(locale, 'to', endpointKey('trading_account', account.id))
          : paths.deposit.href(locale)
      }
    >
      {t(account.balance.amount === 0 ? m.fund : m.transfer)}
    </ActionLink>
  );
}

/**
 * The transfer actions the wallet and trading-account pages show, for the app to hand them:
 * "Transfer" out of a wallet and into an account, and "Fund this account" on an empty (new)
 * account, which leads to the deposit page when the backend does not offer transfers. Each
 * returns null where it has nothing to show (no element, so a card keeps no empty action row):
 * when the question has no answer, and for everything but funding when transfers are not
 * offered. While it is asked, the wallet's link keeps its place (`ButtonPlace`); an
 * account's action waits, since what it shows (transfer or fund) depends on the answer.
 */
export function useTransferActions() {
  const offer = useTransfersOffer();
  const offered = offer === 'offered';
  return {
    walletAction: (wallet: WalletSide): ReactNode =>
      offered ? (
        <WalletTransferLink wallet={wallet} />
      ) : offer === 'checking' ? (
        <WalletTransferPlace />
      ) : null,
    accountAction: (account: AccountSide): ReactNode =>
      offered || (offer !== 'checking' && account.balance.amount === 0) ? (
        <AccountTransferLink account={account} offered={offered} />
      ) : null,
  };
}
