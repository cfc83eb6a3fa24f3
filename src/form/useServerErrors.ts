import { useCallback, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { extractFormErrors, type FormErrors } from '@/api/errors';
import { bannerSummary, formMessages } from './messages';
import { formatProblem, type ClientProblem } from './rules';
import {
  fieldAttribute,
  isFormLevelMessage,
  translateServerMessage,
  type FieldLabel,
} from './translate';

/** A failed submission as the form shows it: the server's bag plus an already translated generic error. */
export interface FailureBag {
  /** Messages by field name (the "error" field holds a lone server message). */
  errors: Record<string, string[]>;
  /** The server's `message`, when it sent one. */
  message?: string;
  /** A translated text that replaces the server's: no answer, an unreadable answer, an unusable account. */
  genericError?: string;
  /** What went wrong, for a page that offers a way out (e.g. `account-unavailable`: a support link). */
  kind?: string;
}

/** Props for `<ErrorBanner>`, translated; the banner itself decides which one it shows. */
export interface BannerProps {
  genericError?: string;
  message?: string;
  fallbackText: string;
  /** The failure's `kind`, when the bag had one. */
  kind?: string;
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
  /** Problems the browser found before sending (nothing was sent). */
  client: Record<string, ClientProblem>;
  /** Fields with errors when the failure was recorded (the alert does not change as fields are fixed). */
  fieldCount: number;
  formLevel?: boolean;
}

/** A failure as the form keeps it: form-level messages lifted out of the fields, its fields counted. */
function toFailure(
  intl: IntlShape,
  bag: FailureBag,
  client: Record<string, ClientProblem> = {},
): Failure {
  const lifted = liftFormLevel(intl, bag);
  const fieldCount = new Set([
    ...Object.keys(lifted.errors).filter((name) => name !== LONE_MESSAGE),
    ...Object.keys(client),
  ]).size;
  return { ...lifted, client, fieldCount, bannerHidden: false };
}

/** The `errors` key that holds a lone server message: not a field, so not counted as one. */
const LONE_MESSAGE = 'error';

/**
 * The one banner-precedence rule of the form helper. The banner says each thing once:
 * the generic error (no answer, an unusable account), else a message about the whole form (wrong
 * credentials: no field is marked for it), else a count of the fields that show errors ("Please
 * correct the 3 fields below." rather than the first field's message again), else the server's
 * message, else the fallback ("There were some problems with your input.").
 */
export function bannerMessage(
  intl: IntlShape,
  failure: { message?: string; formLevel?: boolean; fieldCount: number },
): string | undefined {
  if (failure.formLevel && failure.message !== undefined)
    return translateServerMessage(intl, failure.message);
  if (failure.fieldCount > 0)
    return intl.formatMessage(bannerSummary, { count: failure.fieldCount });
  return failure.message === undefined ? undefined : translateServerMessage(intl, failure.message);
}

/**
 * Takes messages about the whole form out of the fields (Laravel puts "These credentials do not
 * match our records." on `email`): they become the banner's message, said once.
 */
function liftFormLevel(intl: IntlShape, bag: FailureBag): FailureBag & { formLevel?: boolean } {
  let lifted: string | undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(bag.errors)) {
    const rest = messages.filter((message) => {
      if (!isFormLevelMessage(intl, message)) return true;
      lifted ??= message;
      return false;
    });
    if (rest.length > 0) errors[field] = rest;
  }
  if (lifted === undefined) return bag;
  return { ...bag, errors, message: lifted, formLevel: true };
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
  /** Records the problems the browser found before sending (nothing was sent). */
  failClient: (problems: Record<string, ClientProblem>) => void;
  /**
   * Clears the messages of the given fields, or of every field. A banner that only counted the
   * fields goes with the last of them; any other banner stays.
   */
  clearErrors: (...names: string[]) => void;
  /**
   * After a failed submission, the fields that changed are checked again as the user types: each
   * shows the browser's problem with its new value (a limit, a format), or nothing. Their server
   * messages go. Before any failure, nothing is shown while typing.
   */
  recheck: (names: string[], problems: Record<string, ClientProblem>) => void;
  /** Forgets the failure entirely (a new submission starts). */
  reset: () => void;
  /** The banner's props while the last submission failed and the banner was not dismissed. */
  banner: BannerProps | null;
  /** Hides the banner (field errors stay). */
  dismissBanner: () => void;
  /** How many submissions have failed so far (e.g. to move focus after each failure). */
  failures: number;
}

/**
 * The server's side of a form: the error bag of the last failure, translated on the way out, and
 * the problems the browser found before sending (shown the same way).
 */
export function useServerErrors(labels: Record<string, FieldLabel | undefined> = {}): ServerErrors {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failures, setFailures] = useState(0);

  const toBag = useCallback(
    (error: unknown): FailureBag => {
      if (error instanceof FormSubmitError) return error.bag;
      const { errors, message, failure: kind }: FormErrors = extractFormErrors(error);
      if (!kind) return message === undefined ? { errors } : { errors, message };
      return {
        errors,
        genericError: intl.formatMessage(
          kind === 'network' ? formMessages.network : formMessages.generic,
        ),
      };
    },
    [intl],
  );

  const record = useCallback(
    (bag: FailureBag, client: Record<string, ClientProblem> = {}) => {
      setFailure(toFailure(intl, bag, client));
      setFailures((count) => count + 1);
    },
    [intl],
  );

  const fail = useCallback(
    (error: unknown) => {
      const bag = toBag(error);
      record(bag);
      return bag;
    },
    [toBag, record],
  );

  const failClient = useCallback(
    (problems: Record<string, ClientProblem>) => record({ errors: {} }, problems),
    [record],
  );

  const clearErrors = useCallback(
    (...names: string[]) =>
      setFailure((current) => {
        if (!current) return current;
        if (names.length === 0) return { ...current, errors: {}, client: {} };
        if (!names.some((name) => name in current.errors || name in current.client)) return current;
        const errors = { ...current.errors };
        const client = { ...current.client };
        for (const name of names) {
          delete errors[name];
          delete client[name];
        }
        return { ...current, errors, client };
      }),
    [],
  );

  const recheck = useCallback(
    (names: string[], problems: Record<string, ClientProblem>) =>
      setFailure((current) => {
        if (!current) return current;
        const errors = { ...current.errors };
        const client = { ...current.client };
        for (const name of names) {
          delete errors[name];
          const problem = problems[name];
          if (problem === undefined) delete client[name];
          else client[name] = problem;
        }
        return { ...current, errors, client };
      }),
    [],
  );

  const attribute = (name: string) => fieldAttribute(intl, name, labels[name]);
  const error = (name: string): string | undefined => {
    const first = failure?.errors[name]?.[0];
    if (first !== undefined) return translateServerMessage(intl, first, attribute(name));
    const problem = failure?.client[name];
    return problem === undefined ? undefined : formatProblem(intl, problem, attribute(name));
  };

  const errors: Record<string, string[]> = failure
    ? {
        ...Object.fromEntries(
          Object.entries(failure.client).map(([name, problem]) => [
            name,
            [formatProblem(intl, problem, attribute(name))],
          ]),
        ),
        ...failure.errors,
      }
    : {};

  const banner = useMemo((): BannerProps | null => {
    if (!failure || failure.bannerHidden) return null;
    const { fieldCount } = failure;
    // A banner that only counts the fields goes with the last of their errors: it would otherwise
    // ask to correct fields that show nothing to correct. (Its count stays as it was while some
    // remain: an alert that changed at every keystroke would be announced at every keystroke.)
    const summaryOnly = fieldCount > 0 && !failure.genericError && !failure.formLevel;
    const fieldsLeft =
      Object.keys(failure.errors).some((name) => name !== LONE_MESSAGE) ||
      Object.keys(failure.client).length > 0;
    if (summaryOnly && !fieldsLeft) return null;
    return {
      genericError: failure.genericError,
      message: bannerMessage(intl, {
        message: failure.message,
        formLevel: failure.formLevel,
        fieldCount,
      }),
      fallbackText: intl.formatMessage(formMessages.bannerFallback),
      kind: failure.kind,
    };
  }, [failure, intl]);

  return {
    errors,
    error,
    fail,
    failClient,
    setErrors: (bag) => setFailure(toFailure(intl, bag)),
    clearErrors,
    recheck,
    reset: useCallback(() => setFailure(null), []),
    banner,
    dismissBanner: () =>
      setFailure((current) => (current ? { ...current, bannerHidden: true } : current)),
    failures,
  };
}
