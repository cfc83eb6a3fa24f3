import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecondStep } from '@/api/readers/twoFactor';
import { Button } from '@/design-system/Button';
import { fieldMessages, FormBanner } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { twoFactorMessages as messages, waitLeft } from './twoFactorMessages';
import { FormStack, MutedText, SplitRow } from './AuthCard';
import { useTwoFactorForm, type TwoFactorMode as Mode } from './useTwoFactorForm';

export interface TwoFactorStepProps {
  /** The challenge call 18 answered. */
  step: SecondStep;
  /** Id of the h1 (the card is labelled by it). */
  titleId: string;
  /** Finishes the sign-in with the token, as the password step does (intended URL, remember me). */
  onToken: (token: string) => Promise<unknown>;
  /** Back to the password step ("Back"). */
  onBack: () => void;
  /** The challenge ran out (our clock, or the server said so): back with a message. */
  onExpired: () => void;
}

/**
 * The second step of a sign-in with two-factor sign-in on: the 6-digit code of the authenticator
 * app (or a recovery code), sent once with the challenge (call 49). Wrong codes are said under the
 * field in the page's language (the server's wording may be any); too many, in the banner with the
 * wait, and no code is sent until that wait is over (the submit is off, a countdown under it; a
 * 429 that names no wait pauses two minutes); an expired challenge sends the client back to the
 * password.
 */
export function TwoFactorStep({ step, titleId, onToken, onBack, onExpired }: TwoFactorStepProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [mode, setMode] = useState<Mode>('code');
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const { form, formRef, pause } = useTwoFactorForm({ step, mode, onToken, onExpired });

  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [mode]);

  const switchMode = () => {
    form.reset({ code: '', recovery_code: '' });
    setMode((current) => (current === 'code' ? 'recovery_code' : 'code'));
  };

  return (
    <>
      <PageHeader
        heading={t(messages.title)}
        id={titleId}
        lead={t(mode === 'code' ? messages.lead : messages.recoveryLead)}
      />
      <FormStack
        ref={formRef}
        // Enter in the field submits too: nothing is sent while the server's wait lasts.
        onSubmit={pause.paused ? (event) => event.preventDefault() : form.handleSubmit}
        noValidate
        aria-labelledby={titleId}
      >
        <FormBanner form={form} />
        <TwoFactorCodeField
          mode={mode}
          fieldRef={fieldRef}
          field={form.field(mode)}
          requiredLabel={t(fieldMessages.required)}
        />
        <Button type="submit" size="lg" block busy={form.busy} disabled={pause.paused}>
          {t(messages.submit)}
        </Button>
        {pause.paused && <MutedText>{t(waitLeft, { seconds: pause.secondsLeft })}</MutedText>}
        <SplitRow>
          <Button variant="link" onClick={switchMode}>
            {t(mode === 'code' ? messages.useRecovery : messages.useApp)}
          </Button>
          <Button variant="secondary" onClick={onBack} disabled={form.busy}>
            {t(messages.back)}
          </Button>
        </SplitRow>
      </FormStack>
    </>
  );
}
