import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  failureBanner,
  messagesByField,
  rechecked,
  toFailure,
  toFailureBag,
  withoutFields,
  type BannerProps,
  type Failure,
  type FailureBag,
} from './failure';
import { formatProblem, type ClientProblem } from './rules';
import { fieldAttribute, translateServerMessage, type FieldLabel } from './translate';

export { FormSubmitError, type BannerProps, type FailureBag } from './failure';

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

  const record = useCallback(
    (bag: FailureBag, client: Record<string, ClientProblem> = {}) => {
      setFailure(toFailure(intl, bag, client));
      setFailures((count) => count + 1);
    },
    [intl],
  );

  const fail = useCallback(
    (error: unknown) => {
      const bag = toFailureBag(intl, error);
      record(bag);
      return bag;
    },
    [intl, record],
  );

  const failClient = useCallback(
    (problems: Record<string, ClientProblem>) => record({ errors: {} }, problems),
    [record],
  );

  const clearErrors = useCallback(
    (...names: string[]) => setFailure((current) => withoutFields(current, names)),
    [],
  );

  const recheck = useCallback(
    (names: string[], problems: Record<string, ClientProblem>) =>
      setFailure((current) => rechecked(current, names, problems)),
    [],
  );

  const attribute = (name: string) => fieldAttribute(intl, name, labels[name]);
  const error = (name: string): string | undefined => {
    const first = failure?.errors[name]?.[0];
    if (first !== undefined) return translateServerMessage(intl, first, attribute(name));
    const problem = failure?.client[name];
    return problem === undefined ? undefined : formatProblem(intl, problem, attribute(name));
  };

  const errors = failure
    ? messagesByField(failure, (name, problem) => formatProblem(intl, problem, attribute(name)))
    : {};
  const banner = useMemo(() => failureBanner(intl, failure), [failure, intl]);

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
