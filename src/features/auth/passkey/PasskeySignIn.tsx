import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { PASSKEYS_ATTRIBUTE } from '@/lib/passkeys';
import { passkeySignInMessages as messages } from './messages';
import type { usePasskeySignIn } from './usePasskeySignIn';

/**
 * Where the passkey button goes. Nothing (no space either) where passkeys are not known to be
 * offered; on the prerendered sign-in page of a device that knows they are, the page's script marks
 * <html> before the first paint and the place is kept empty until the app shows the button, so
 * nothing moves. `data-late`: the app's own, paired with nothing of the server's HTML.
 */
const Slot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  &:empty {
    display: none;
  }
  html[${PASSKEYS_ATTRIBUTE}] &:empty {
    display: block;
    min-height: 48px;
  }
`;

/** "Sign in with a passkey" under the form, and what stopped it in plain words. */
export function PasskeySignIn({ passkey }: { passkey: ReturnType<typeof usePasskeySignIn> }) {
  const t = useIntl().formatMessage;
  return (
    <Slot data-late="">
      {passkey.offered && (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          block
          busy={passkey.busy}
          onClick={passkey.signIn}
        >
          {t(messages.button)}
        </Button>
      )}
      {passkey.problem && <ErrorBanner genericError={passkey.problem} />}
    </Slot>
  );
}
