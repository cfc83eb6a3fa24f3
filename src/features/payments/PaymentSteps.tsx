import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StepCard, StepHeading } from '@/design-system/StepCard';
import { FormBanner } from '@/form';
import { BackOrCheckAgain, ReservedNote, WalletFiguresFailed } from '@/form/money';
import { money } from '@/lib/money';
import { PageHeader } from '@/page/PageHeader';
import { allQueries, QueryStates, type QueryState } from '@/page/QueryStates';
import { pageTitles } from '@/page/titles';
import { usePreferences } from '@/stores/preferences';
import { paymentMessages } from './messages';
import { LostAnswerNotice } from './LostAnswerNotice';
import { PaymentFields, type WalletFigure } from './PaymentFields';
import { PaymentResult } from './PaymentResult';
import { PaymentSummary } from './PaymentSummary';
import { reservedMoney } from './rules';
import { Actions, Page } from './ui';
import type { usePaymentForm } from './usePaymentForm';

type PaymentFlow = ReturnType<typeof usePaymentForm<unknown, unknown>>;

/** Which payment page: its route (and so its title), and the prefix of its ids. */
type PaymentKind = 'deposit' | 'withdraw';

interface PaymentPageProps {
  idPrefix: PaymentKind;
  messages: { lead: MessageDescriptor };
  /**
   * The page's wallets and methods queries. The page itself calls both hooks: a query's result
   * re-renders the component that owns the hook only for the fields read so far, so handing one
   * down to a gate that reads them later could miss the answer (`allQueries` reads them all).
   */
  wallets: QueryState<WalletView[]>;
  methods: QueryState<PaymentMethod[]>;
  /** The form, once the wallets and methods are in. */
  children: (wallets: WalletView[], methods: PaymentMethod[]) => ReactNode;
}

/** A payment page: heading, lead, then the wallets' and methods' loading, error and empty states or the form. */
export function PaymentPage({ idPrefix, messages, wallets, methods, children }: PaymentPageProps) {
  const intl = useIntl();
  return (
    <Page aria-labelledby={`${idPrefix}-title`}>
      <PageHeader
        page={idPrefix}
        id={`${idPrefix}-title`}
        lead={intl.formatMessage(messages.lead)}
      />
      <QueryStates
        query={allQueries(wallets, methods)}
        loading={
          <StepCard>
            <SkeletonGroup label={intl.formatMessage(paymentMessages.loading)}>
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={96} />
            </SkeletonGroup>
          </StepCard>
        }
        error={{ title: intl.formatMessage(paymentMessages.loadError) }}
        isEmpty={([walletList, methodList]) => walletList.length === 0 || methodList.length === 0}
        empty={
          <EmptyState
            titleAs="h2"
            title={intl.formatMessage(
              wallets.data?.length === 0 ? paymentMessages.noWallets : paymentMessages.noMethods,
            )}
          />
        }
      >
        {([walletList, methodList]) => children(walletList, methodList)}
      </QueryStates>
    </Page>
  );
}

interface PaymentStepsProps {
  /** What `usePaymentForm` returned. */
  flow: PaymentFlow;
  /** Prefixes the fields' ids; the form is named by the page's title. */
  idPrefix: PaymentKind;
  wallets: WalletView[];
  methods: PaymentMethod[];
  messages: { confirm: MessageDescriptor; done: MessageDescriptor };
  /** The done step says the provider's page is opening. */
  redirecting?: boolean;
  /** The done step says the provider's page was not opened: its address is not a safe one. */
  redirectRefused?: boolean;
  /** More fields of the edit step, under wallet, method and amount. */
  fields?: ReactNode;
  /** More facts of the confirm step, under the summary. */
  facts?: ReactNode;
}

/** The steps both payment forms share: edit, confirm, then the created transaction. */
export function PaymentSteps({
  flow,
  idPrefix,
  wallets,
  methods,
  messages,
  redirecting = false,
  redirectRefused = false,
  fields,
  facts,
}: PaymentStepsProps) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const { form, step, go, headingRef, formProps, again, wallet, method } = flow;
  const { available, figures, figuresFailed, outcome, lost, checkAgain } = flow;

  if (step === 'done' && outcome) {
    return (
      <PaymentResult
        title={intl.formatMessage(messages.done)}
        transaction={outcome.transaction}
        headingRef={headingRef}
        historyHref={paths.transactions.href(locale)}
        redirecting={redirecting}
        redirectRefused={redirectRefused}
        recovered={outcome.recovered}
        onAgain={again}
      />
    );
  }

  const currency = wallet?.currency ?? '';
  // A withdrawal's wallet says what may leave it once that is known; before, and on a deposit,
  // its balance, named as such.
  // Figures that could not be read show a dash under "available", never the balance.
  const withdrawal = idPrefix === 'withdraw';
  const figure: WalletFigure | undefined =
    available !== undefined
      ? { kind: 'available', amount: money(available, currency) }
      : withdrawal && figuresFailed
        ? { kind: 'available', amount: null }
        : wallet && Number.isFinite(wallet.balance.amount)
          ? { kind: 'balance', amount: money(wallet.balance.amount, currency) }
          : undefined;
  return (
    <StepCard as="form" {...formProps} aria-label={intl.formatMessage(pageTitles[idPrefix])}>
      <FormBanner form={form} />
      {step !== 'confirm' ? (
        <>
          <PaymentFields
            idPrefix={idPrefix}
            wallets={wallets}
            methods={methods}
            walletId={form.values.wallet_id}
            methodId={form.values.method_id}
            amount={form.values.amount}
            figure={figure}
            walletNote={
              !withdrawal || !wallet ? undefined : figuresFailed ? (
                <WalletFiguresFailed onRetry={flow.retryFigures} />
              ) : available !== undefined ? (
                <ReservedNote walletId={wallet.id} reserved={reservedMoney(figures, currency)} />
              ) : undefined
            }
            errors={{
              wallet_id: form.error('wallet_id'),
              method_id: form.error('method_id'),
              amount: form.error('amount'),
            }}
            onWalletChange={(id) => form.setValue('wallet_id', id)}
            onMethodChange={(id) => form.setValue('method_id', id)}
            onAmountChange={(amount) => form.setValue('amount', amount)}
          />
          {fields}
          <PaymentSummary
            amount={form.values.amount}
            method={method}
            wallet={wallet}
            available={available}
          />
          <Actions>
            <Button type="submit" busy={flow.checking}>
              {intl.formatMessage(paymentMessages.continue)}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <StepHeading ref={headingRef}>
            {intl.formatMessage(paymentMessages.confirmTitle)}
          </StepHeading>
          {/* What was confirmed, as it was: figures that changed since (a lost withdrawal
              reserving its amount) must not hide it. */}
          <PaymentSummary
            amount={form.values.amount}
            method={method}
            wallet={wallet}
            available={lost ? undefined : available}
            full
          />
          {facts}
          <LostAnswerNotice phase={lost?.phase ?? null} />
          <Actions>
            <BackOrCheckAgain
              lost={lost}
              onCheckAgain={checkAgain}
              checkAgainLabel={intl.formatMessage(paymentMessages.outcomeCheck)}
              busy={form.busy}
              onBack={() => go('edit')}
              backLabel={intl.formatMessage(paymentMessages.back)}
            />
            <Button type="submit" busy={form.busy} disabled={form.busy}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Actions>
        </>
      )}
    </StepCard>
  );
}
