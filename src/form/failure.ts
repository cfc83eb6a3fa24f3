import type { IntlShape } from 'react-intl';
import { extractFormErrors, type FormErrors } from '@/api/errors';
import { bannerSummary, formMessages } from './messages';
import type { ClientProblem } from './rules';
import { isFormLevelMessage, translateServerMessage } from './translate';

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

export interface Failure extends FailureBag {
  bannerHidden: boolean;
  /** Problems the browser found before sending (nothing was sent). */
  client: Record<string, ClientProblem>;
  /** Fields with errors when the failure was recorded (the alert does not change as fields are fixed). */
  fieldCount: number;
  formLevel?: boolean;
}

/** A failure as the form keeps it: form-level messages lifted out of the fields, its fields counted. */
export function toFailure(
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

/** The bag of a failed submission: a FormSubmitError's own, or what the server answered. */
export function toFailureBag(intl: IntlShape, error: unknown): FailureBag {
  if (error instanceof FormSubmitError) return error.bag;
  const { errors, message, failure: kind }: FormErrors = extractFormErrors(error);
  if (!kind) return message === undefined ? { errors } : { errors, message };
  return {
    errors,
    genericError: intl.formatMessage(
      kind === 'network' ? formMessages.network : formMessages.generic,
    ),
  };
}

/** The failure without the messages of the given fields (of every field when none is given). */
export function withoutFields(current: Failure | null, names: string[]): Failure | null {
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
}

/** The failure with the changed fields checked again: their server messages gone, the browser's problem (or none) in place. */
export function rechecked(
  current: Failure | null,
  names: string[],
  problems: Record<string, ClientProblem>,
): Failure | null {
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
}

/** Every field's messages: the browser's problems (formatted) overlaid by the server's messages. */
export function messagesByField(
  failure: Failure,
  format: (name: string, problem: ClientProblem) => string,
): Record<string, string[]> {
  return {
    ...Object.fromEntries(
      Object.entries(failure.client).map(([name, problem]) => [name, [format(name, problem)]]),
    ),
    ...failure.errors,
  };
}

/** The banner's props for a failure, or null when there is nothing (left) to say. */
export function failureBanner(intl: IntlShape, failure: Failure | null): BannerProps | null {
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
}
