import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isNotOffered } from '@/api/offered';
import {
  getGetTwoFactorStatusQueryKey,
  setUpTwoFactor,
  useGetTwoFactorStatus,
} from '@/api/generated/security/security';
import type { TwoFactorSetup, TwoFactorStatus } from '@/api/generated/model';
import { readTwoFactorSetup, selectTwoFactorStatus } from '@/api/readers/twoFactor';
import { Button } from '@/design-system/Button';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { formatDate } from '@/lib/format';
import { QueryStates } from '@/page/QueryStates';
import { useToasts } from '@/stores/toasts';
import { Actions, Card, CardHeader, CardLead, CardTitle } from '../../SettingsCard';
import { DisableDialog } from './DisableDialog';
import { codesLeft, onSince, twoFactorMessages as messages } from './messages';
import { preloadQrCode } from './QrCode';
import { RenewCodesDialog } from './RenewCodesDialog';
import { SetUpDialog } from './SetUpDialog';

const Title = styled(CardTitle)`
  &:focus {
    outline: none;
  }
`;

const State = styled.p<{ $on: boolean }>`
  margin: 0;
  line-height: 1.5;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.text)};
`;

type Dialog = { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'disable' } | { kind: 'renew' };

/** "Turn on": asks for a set-up (call 45) once however often it is pressed, then opens it. */
function useStartSetUp(open: (setup: TwoFactorSetup) => void) {
  const intl = useIntl();
  const pushToast = useToasts((s) => s.push);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    // The QR library loads while the set-up is asked for.
    preloadQrCode();
    try {
      open(readTwoFactorSetup(await setUpTwoFactor()));
    } catch {
      pushToast({ tone: 'error', message: intl.formatMessage(messages.setUpFailed) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, start };
}

function StatusText({ status }: { status: TwoFactorStatus }) {
  const intl = useIntl();
  if (!status.enabled) return <State $on={false}>{intl.formatMessage(messages.off)}</State>;
  return (
    <div>
      <State $on>
        {status.enabled_at
          ? intl.formatMessage(onSince, { date: formatDate(status.enabled_at, intl.locale) })
          : intl.formatMessage(messages.on)}
      </State>
      {Number.isInteger(status.recovery_codes_left) && (
        <CardLead>{intl.formatMessage(codesLeft, { count: status.recovery_codes_left })}</CardLead>
      )}
    </div>
  );
}

/**
 * Which dialog is open, and where the focus goes when it closes: when the button that opened it is
 * gone (on became off, or the other way round), to the card's title instead of the top of the page.
 */
function useTwoFactorDialogs() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [focusTitle, setFocusTitle] = useState(0);
  useEffect(() => {
    if (focusTitle > 0) titleRef.current?.focus();
  }, [focusTitle]);

  // Whether the open dialog turned it on or off: its opener is gone then.
  const changed = useRef(false);
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: getGetTwoFactorStatusQueryKey() });
  const refresh = () => {
    changed.current = true;
    reload();
  };
  const open = (next: Dialog) => {
    changed.current = false;
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    if (changed.current) setFocusTitle((count) => count + 1);
  };
  return { dialog, titleRef, open, close, refresh, reload };
}

/** Turn on while off; new recovery codes and turn off while on. */
function TwoFactorActions({
  enabled,
  setUp,
  open,
}: {
  enabled: boolean;
  setUp: ReturnType<typeof useStartSetUp>;
  open: (dialog: Dialog) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Actions>
      {enabled ? (
        <>
          <Button variant="secondary" onClick={() => open({ kind: 'renew' })}>
            {t(messages.newCodes)}
          </Button>
          <Button variant="danger" onClick={() => open({ kind: 'disable' })}>
            {t(messages.turnOff)}
          </Button>
        </>
      ) : (
        <Button busy={setUp.busy} onClick={() => void setUp.start()}>
          {t(messages.turnOn)}
        </Button>
      )}
    </Actions>
  );
}

/**
 * Two-factor sign-in on the security page (calls 44–48, beyond the specification): its status,
 * turning it on (QR code, key, confirmation code, recovery codes), off, and new recovery codes.
 * A backend that does not offer it (404/405) leaves no trace: no card at all.
 */
export function TwoFactorCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Asked once per session: a 404 is an answer (not offered), never retried.
  const status = useGetTwoFactorStatus({
    query: {
      select: selectTwoFactorStatus,
      staleTime: Infinity,
      retry: false,
      // Beyond the specification: a 404 means "not offered", an answer rather than a failure.
      meta: { beyondSpec: true },
    },
  });
  const { dialog, titleRef, open, close, refresh, reload } = useTwoFactorDialogs();
  const setUp = useStartSetUp((setup) => open({ kind: 'setup', setup }));

  if (status.isError && isNotOffered(status.error)) return null;
  if (status.isPending) {
    return (
      <SkeletonGroup label={t(messages.loading)}>
        <Skeleton height={196} radius="lg" />
      </SkeletonGroup>
    );
  }

  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader>
        <Title id="two-factor-title" ref={titleRef} tabIndex={-1}>
          {t(messages.title)}
        </Title>
        <CardLead>{t(messages.lead)}</CardLead>
      </CardHeader>
      <QueryStates
        query={status}
        loading={null}
        error={{ title: t(messages.loadFailed), headingLevel: 3 }}
      >
        {(current) => (
          <>
            <StatusText status={current} />
            <TwoFactorActions enabled={current.enabled} setUp={setUp} open={open} />
          </>
        )}
      </QueryStates>
      {dialog?.kind === 'setup' && (
        <SetUpDialog setup={dialog.setup} onEnabled={refresh} onClose={close} />
      )}
      {dialog?.kind === 'disable' && (
        <DisableDialog
          onDisabled={() => {
            refresh();
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'renew' && <RenewCodesDialog onRenewed={reload} onClose={close} />}
    </Card>
  );
}
