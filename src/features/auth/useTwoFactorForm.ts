import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorStatus } from '@/api/errors';
import { loginTwoFactor } from '@/api/generated/auth/auth';
import type { LoginTwoFactorRequest } from '@/api/generated/model';
import { readSignInToken, type SecondStep } from '@/api/readers/twoFactor';
import { rules, useFocusFirstInvalid, useForm } from '@/form';
import { MalformedAnswer } from '@/lib/tolerant';
import { twoFactorMessages as messages, tooManyWait } from './twoFactorMessages';
import { namedWait, UNNAMED_WAIT_SECONDS, usePause } from './usePause';

/** Which code the client types: the authenticator app's, or a recovery code. */
export type TwoFactorMode = 'code' | 'recovery_code';
type Values = Record<TwoFactorMode, string>;

/**
 * A 401, or a 422 about the challenge rather than the code: the second step cannot go on, the
 * password must be entered again. A wrong code is a 422 on `code` or `recovery_code` instead.
 */
const challengeRefused = (error: unknown, errors: Record<string, string[]>): boolean => {
  const status = errorStatus(error);
  if (status === 401 || status === 410 || status === 419) return true;
  return status === 422 && !errors.code && !errors.recovery_code && Boolean(errors.challenge);
};

interface UseTwoFactorFormOptions {
  step: SecondStep;
  mode: TwoFactorMode;
  onToken: (token: string) => Promise<unknown>;
  onExpired: () => void;
}

/**
 * The second step's form: the code sent with the challenge (call 49), wrong codes and too many
 * said in the page's language, the server's wait after a 429, and the challenge's own clock.
 */
export function useTwoFactorForm({ step, mode, onToken, onExpired }: UseTwoFactorFormOptions) {
  const t = useIntl().formatMessage;
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

  return { form, formRef, pause };
}
