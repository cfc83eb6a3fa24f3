import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountView } from '@/api/readers/tradingAccount';
import { Button } from '@/design-system/Button';
import { LeverageDialog } from './LeverageDialog';
import { PlatformPasswordDialog } from './PlatformPasswordDialog';
import { leverageMessages, passwordMessages } from './runsMessages';
import { leverageChoices } from './useAccountRuns';

/** "Change leverage" with its dialog, when the account offers another leverage (call 56). */
export function LeverageAction({ account }: { account: AccountView }) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const choices = leverageChoices(account);
  if (!choices) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(leverageMessages.action)}
      </Button>
      {open && (
        <LeverageDialog account={account} options={choices} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** "Platform passwords" with its dialog (call 57); shown only where calls 55–57 are offered. */
export function PasswordAction({ account }: { account: AccountView }) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(passwordMessages.action)}
      </Button>
      {open && <PlatformPasswordDialog account={account} onClose={() => setOpen(false)} />}
    </>
  );
}
