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
import { BackOrCheckAgain } from '@/form/money';
import { PageHeader } from '@/page/PageHeader';
import { allQueries, QueryStates, type QueryState } from '@/page/QueryStates';
import { pageTitles } from '@/page/titles';
import { usePreferences } from '@/stores/preferences';
import { paymentMessages } from './messages';
import { LostAnswerNotice } from './LostAnswerNotice';
import { PaymentResult } from './PaymentResult';
import { PaymentSummary } from './PaymentSummary';
import { Actions, Page } from './PaymentLayout';
import { PaymentEditStep, type PaymentFlow, type PaymentKind } from './PaymentEditStep';

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

/** The confirm step: what will be sent, and the confirmation (or the look-up of a lost answer). */
function PaymentConfirmStep({
  flow,
  confirm,
  facts,
}: {
  flow: PaymentFlow;
  confirm: MessageDescriptor;
  facts?: ReactNode;
}) {
  const intl = useIntl();
  const { form, go, headingRef, wallet, method, available, lost, checkAgain } = flow;
  return (
    <>
      <StepHeading ref={headingRef}>{intl.formatMessage(paymentMessages.confirmTitle)}</StepHeading>
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
          {intl.formatMessage(confirm)}
        </Button>
      </Actions>
    </>
  );
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
  const { form, step, headingRef, formProps, again, outcome } = flow;

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

  return (
    <StepCard as="form" {...formProps} aria-label={intl.formatMessage(pageTitles[idPrefix])}>
      <FormBanner form={form} />
      {step !== 'confirm' ? (
        <PaymentEditStep
          flow={flow}
          idPrefix={idPrefix}
          wallets={wallets}
          methods={methods}
          fields={fields}
        />
      ) : (
        <PaymentConfirmStep flow={flow} confirm={messages.confirm} facts={facts} />
      )}
    </StepCard>
  );
}
