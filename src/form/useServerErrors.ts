import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { extractFormErrors, type FormErrors } from '@/api/errors';
import { formMessages } from './messages';
import { fieldAttribute, translateServerMessage, type FieldLabel } from './translate';

/** A failed submission as the form shows it: the server's bag plus an already translated generic error. */
export interface FailureBag {
  /** Messages by field name (the "error" field holds a lone server message). */
  errors: Record<string, string[]>;
  /** The server's `message`, when it sent one. */
  message?: string;
  /** A translated text that replaces the server's: no answer, an unreadable answer, an unusable account. */
  genericError?: string;
}

/** Props for `<ErrorBanner>`, translated; the banner itself decides which one it shows. */
export interface BannerProps {
  genericError?: string;
  message?: string;
  fallbackText: string;
}

/**
 * Thrown from `send` or `onSuccess` to fail the submission with a ready error bag (e.g. the call
 * succeeded but the account cannot be used): the form shows it as if the server had sent it.
 */
export class FormSubmitError extends Error {
  override readonly name = 'FormSubmitError';

  constructor(readonly bag: FailureBag) {
    super(bag.genericError ?? bag.message ?? 'Form submission failed');
  }
}

interface Failure extends FailureBag {
  bannerHidden: boolean;
}

export interface ServerErrors {
  /** The server's raw messages by field. */
  errors: Record<string, string[]>;
  /** The first message of a field, translated (`validation.min.string` → "… at least 50 …"). */
  error: (name: string) => string | undefined;
  /** Records a failed submission: a FormSubmitError's bag, or what the server answered. */
  fail: (error: unknown) => FailureBag;
  /** Sets a bag by hand (e.g. a check the page makes after the call). */
  setErrors: (bag: FailureBag) => void;
  /** Clears the messages of the given fields, or of every field (the banner stays). */
  clearErrors: (...names: string[]) => void;
  /** Forgets the failure entirely (a new submission starts). */
  reset: () => void;
  /** The banner's props while the last submission failed and the banner was not dismissed. */
  banner: BannerProps | null;
  /** Hides the banner (field errors stay). */
  dismissBanner: () => void;
  /** How many submissions have failed so far (e.g. to move focus after each failure). */
  failures: number;
}

/** The server's side of a form: the error bag of the last failure, translated on the way out. */
export function useServerErrors(labels: Record<string, FieldLabel | undefined> = {}): ServerErrors {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failures, setFailures] = useState(0);

  const toBag = useCallback(
    (error: unknown): FailureBag => {
      if (error instanceof FormSubmitError) return error.bag;
      const { errors, message, failure: kind }: FormErrors = extractFormErrors(error);
      if (!kind) return message === undefined ? { errors } : { errors, message };
      return { errors, genericError: intl.formatMessage(kind === 'network' ? formMessages.network : formMessages.generic) };
    },
    [intl],
  );

  const fail = useCallback(
    (error: unknown) => {
      const bag = toBag(error);
      setFailure({ ...bag, bannerHidden: false });
      setFailures((count) => count + 1);
      return bag;
    },
    [toBag],
  );

  const clearErrors = useCallback(
    (...names: string[]) =>
      setFailure((current) => {
        if (!current) return current;
        if (names.length === 0) return { ...current, errors: {} };
        if (!names.some((name) => name in current.errors)) return current;
        const errors = { ...current.errors };
        for (const name of names) delete errors[name];
        return { ...current, errors };
      }),
    [],
  );

  const banner = useMemo((): BannerProps | null => {
    if (!failure || failure.bannerHidden) return null;
    return {
      genericError: failure.genericError,
      message: failure.message === undefined ? undefined : translateServerMessage(intl, failure.message),
      fallbackText: intl.formatMessage(formMessages.bannerFallback),
    };
  }, [failure, intl]);

  return {
    errors: failure?.errors ?? {},
    error: (name) => {
      const first = failure?.errors[name]?.[0];
      if (first === undefined) return undefined;
      return translateServerMessage(intl, first, fieldAttribute(intl, name, labels[name]));
    },
    fail,
    setErrors: (bag) => setFailure({ ...bag, bannerHidden: false }),
    clearErrors,
    reset: useCallback(() => setFailure(null), []),
    banner,
    dismissBanner: () => setFailure((current) => (current ? { ...current, bannerHidden: true } : current)),
    failures,
  };
}
