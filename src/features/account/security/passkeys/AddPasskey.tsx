import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { errorStatus, isNetworkError } from '@/api/errors';
import { createPasskeyOptions, registerPasskey } from '@/api/generated/security/security';
import type { Passkey, RegisterPasskeyRequest } from '@/api/generated/model';
import { isNotOffered } from '@/api/offered';
import { readCreationOptions, readNewPasskey } from '@/api/readers/passkeys';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { TextField } from '@/design-system/TextField';
import { formMessages } from '@/form';
import { describeDevice } from '@/lib/device';
import { makePasskey, passkeyRefusal, preloadPasskeys } from '@/lib/passkeys';
import { useToasts } from '@/stores/toasts';
import { defaultPasskeyName, passkeyMessages as messages } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
`;

/** What the device is called by default: "Chrome on Linux", in the page's language. */
function deviceDefaultName(intl: IntlShape): string {
  const { browser, system } = describeDevice(navigator.userAgent);
  if (browser && system) return intl.formatMessage(defaultPasskeyName, { browser, system });
  return browser ?? system ?? '';
}

/** The plain words for what stopped a passkey from being added; null: nothing to say. */
function problemOf(error: unknown, intl: IntlShape): string | null {
  const t = intl.formatMessage;
  switch (passkeyRefusal(error)) {
    case 'aborted':
      return null;
    case 'cancelled':
      return t(messages.refusedCancelled);
    case 'exists':
      return t(messages.refusedExists);
    case 'unsupported':
      return t(messages.refusedUnsupported);
    case 'security':
      return t(messages.refusedSecurity);
    case 'unavailable':
      return t(messages.unavailable);
    default:
      if (isNetworkError(error)) return t(formMessages.network);
      if (errorStatus(error) === 422) return t(messages.notVerified);
      return t(messages.addFailed);
  }
}

export interface AddPasskeyProps {
  /** The new passkey is saved (call 62 answered). */
  onAdded: (passkey: Passkey) => void;
  /** The backend answered 404/405: it does not offer passkeys (any more). */
  onNotOffered: () => void;
}

/**
 * "Add a passkey": its name (the device's by default, editable), then one press asks the backend
 * for options (call 61), lets the browser make the passkey (its own dialog) and sends it (call 62).
 * What the browser refused is said here in plain words, never in a dialog of ours.
 */
export function AddPasskey({ onAdded, onNotOffered }: AddPasskeyProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pushToast = useToasts((s) => s.push);
  const [name, setName] = useState(() => deviceDefaultName(intl));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    preloadPasskeys();
    try {
      const options = readCreationOptions(await createPasskeyOptions());
      const credential = await makePasskey<typeof options, RegisterPasskeyRequest['credential']>(
        options,
      );
      const trimmed = name.trim();
      const answer = await registerPasskey(
        trimmed ? { name: trimmed, credential } : { credential },
      );
      const passkey = readNewPasskey(answer);
      pushToast({ tone: 'success', message: t(messages.addedToast) });
      setName(deviceDefaultName(intl));
      onAdded(passkey);
    } catch (error) {
      if (isNotOffered(error)) onNotOffered();
      else setProblem(problemOf(error, intl));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void add(event)} noValidate aria-label={t(messages.add)}>
      {problem && <ErrorBanner genericError={problem} />}
      <TextField
        id="passkey-name"
        label={t(messages.nameLabel)}
        hint={t(messages.nameHint)}
        value={name}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <div>
        <Button type="submit" busy={busy}>
          {t(messages.add)}
        </Button>
      </div>
    </Form>
  );
}
