import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorStatus } from '@/api/errors';
import { loginTwoFactor } from '@/api/generated/auth/auth';
import type { LoginTwoFactorRequest } from '@/api/generated/model';
import { readSignInToken, type SecondStep } from '@/api/readers/twoFactor';
import { Button } from '@/design-system/Button';
import { TextField } from '@/design-system/TextField';
import { fieldMessages, FormBanner, rules, useFocusFirstInvalid, useForm } from '@/form';
import { MalformedAnswer } from '@/lib/tolerant';
import { PageHeader } from '@/page/PageHeader';
import { twoFactorMessages as messages, tooManyWait, waitLeft } from './twoFactorMessages';
import { FormStack, MutedText, SplitRow } from './ui';
import { namedWait, UNNAMED_WAIT_SECONDS, usePause } from './usePause';

type Mode = 'code' | 'recovery_code';
type Values = Record<Mode, string>;

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
 * A 401, or a 422 about the challenge rather than the code: the second step cannot go on, the
 * password must be entered again. A wrong code is a 422 on `code` or `recovery_code` instead.
 */
const challengeRefused = (error: unknown, errors: Record<string, string[]>): boolean => {
  const status = errorStatus(error);
  if (status === 401 || status === 410 || status === 419) return true;
  return status === 422 && !errors.code && !errors.recovery_code && Boolean(errors.challenge);
};

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
  const form = useForm<Values, unknown>({
    initialValues: { code: '', recovery_code: '' },
    labels: { code: messages.codeLabel, recovery_code: messages.recoveryLabel },
    rules:
      mode === 'code'
        ? {
            code: [
              rules.required(),
              (value) =>
                /^\d{6}$/.test(String(value).replace(/\s/g, ''))
                  ? undefined
                  : t(messages.codeFormat),
            ],
          }
        : { recovery_code: [rules.required()] },
    send: (values, options) => {
      const body: LoginTwoFactorRequest =
        mode === 'code'
          ? { challenge: step.challenge, code: values.code.replace(/\s/g, '') }
          : { challenge: step.challenge, recovery_code: values.recovery_code.trim() };
      return loginTwoFactor(body, options);
    },
    onSuccess: (answer) => {
      const token = readSignInToken(answer);
      if (!token) throw new MalformedAnswer('No token in the answer to call 49');
      return onToken(token);
    },
    onError: (error, bag) => {
      if (challengeRefused(error, bag.errors)) {
        onExpired();
      } else if (errorStatus(error) === 429) {
        const seconds = namedWait(error);
        pause.pauseFor(seconds ?? UNNAMED_WAIT_SECONDS);
        form.setErrors({
          errors: {},
          genericError:
            seconds === undefined ? t(messages.tooManyLater) : t(tooManyWait, { seconds }),
        });
      } else if (errorStatus(error) === 422 && bag.errors[mode]) {
        form.setErrors({
          ...bag,
          message: undefined,
          errors: { [mode]: [t(mode === 'code' ? messages.wrongCode : messages.wrongRecovery)] },
        });
      }
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);
  // After a 429: the wait it named, counted down; the banner that said it goes when it is over.
  const pause = usePause(form.dismissBanner);

  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [mode]);

  // Our own clock ends the step when the challenge has run out (the server would refuse it anyway);
  // a code on its way is the server's to judge, so the clock looks again a second later.
  const expireUnlessSending = useEffectEvent((again: () => void) => {
    if (form.busy) again();
    else onExpired();
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => expireUnlessSending(() => (timer = setTimeout(expire, 1000)));
    timer = setTimeout(expire, step.expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [step]);

  const switchMode = () => {
    form.reset({ code: '', recovery_code: '' });
    setMode((current) => (current === 'code' ? 'recovery_code' : 'code'));
  };

  const requiredLabel = t(fieldMessages.required);
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
        {mode === 'code' ? (
          <TextField
            {...form.field('code')}
            ref={fieldRef}
            id="login-2fa-code"
            label={t(messages.codeLabel)}
            required
            requiredLabel={requiredLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            spellCheck={false}
          />
        ) : (
          <TextField
            {...form.field('recovery_code')}
            ref={fieldRef}
            id="login-2fa-recovery"
            label={t(messages.recoveryLabel)}
            required
            requiredLabel={requiredLabel}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
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
