import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiClient } from '@/api/http';
import { buildFormRequest, type FormMethod } from '@/api/payload';
import { findProblems, type ClientProblems, type FieldRules } from './rules';
import type { FieldLabel } from './translate';
import { useServerErrors, type BannerProps, type FailureBag } from './useServerErrors';
import { useSubmission, type SendOptions } from './useSubmission';

export type FormValues = Record<string, unknown>;

export interface UseFormOptions<V extends FormValues, R> {
  /** The fields and their starting values. */
  initialValues: V;
  /** Send the values to this endpoint (through the app's one HTTP client)… */
  url?: string | ((values: V) => string);
  /** …with this method (default `post`). GET sends the values as query parameters. */
  method?: FormMethod;
  /** …or make the call yourself, e.g. with a generated operation: `(v, o) => login(v, o)`. */
  send?: (values: V, options: SendOptions) => Promise<R>;
  /** Display names of the fields, the `{attribute}` of translated validation messages. */
  labels?: { [K in keyof V]?: FieldLabel };
  /**
   * Checks made in the browser before sending, by field (`rules.required()`, `rules.email()`,
   * `rules.minLength(8)`, `rules.sameAs('password')`, `rules.accepted()`, or your own `Rule`).
   * While one fails nothing is sent: the fields show the problems, the banner counts them.
   */
  rules?: FieldRules<V>;
  /**
   * A whole-form check made after `rules` (e.g. an amount against a limit the page knows):
   * problems by field name, each `{ message, values }` or a translated string.
   */
  validate?: (values: V) => ClientProblems;
  /** Runs after a success; the form stays busy until it settles (e.g. sign-in then navigate). */
  onSuccess?: (data: R, values: V) => unknown;
  /** Runs after a failure, with the error bag the form shows. */
  onError?: (error: unknown, bag: FailureBag) => void;
}

/** Props for a text-like field (TextField, PasswordField, Select). */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

/** Props for a checkbox. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface Form<V extends FormValues, R> {
  values: V;
  /** Sets one field and clears its error. */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Sets several fields and clears their errors. */
  setValues: (patch: Partial<V>) => void;
  /** Back to the initial values (or the given ones), without errors. */
  reset: (values?: V) => void;
  /** Binds a text-like field: `<TextField label=… {...form.field('email')} />`. */
  field: (name: keyof V & string) => TextBinding;
  /** Binds a checkbox: `<Checkbox label=… {...form.checkbox('remember')} />`. */
  checkbox: (name: keyof V & string) => CheckboxBinding;
  /** A request is under way (submit buttons are disabled and show a spinner). */
  busy: boolean;
  /** The last submission succeeded. */
  successful: boolean;
  /** The last submission succeeded less than 2000 ms ago. */
  recentlySuccessful: boolean;
  /** Upload progress 0–100 while a multipart request is under way, else null. */
  progress: number | null;
  /** The answer of the last successful submission. */
  data: R | undefined;
  /** The server's raw messages by field. */
  errors: Record<string, string[]>;
  /** The first message of a field, translated (`validation.min.string` → "… at least 50 …"). */
  error: (name: string) => string | undefined;
  /** Clears the errors of the given fields, or all of them. */
  clearErrors: (...names: string[]) => void;
  /** Sets an error bag by hand (e.g. a check the page makes after the call). */
  setErrors: (bag: FailureBag) => void;
  /** The banner's props while the last submission failed and the banner was not dismissed. */
  banner: BannerProps | null;
  /** How many submissions have failed so far (e.g. to move focus after each failure). */
  failures: number;
  /** Hides the banner (field errors stay). */
  dismissBanner: () => void;
  /** Sends the values once; a call while busy is ignored and resolves to undefined. */
  submit: () => Promise<R | undefined>;
  /** `<form onSubmit={form.handleSubmit}>`: prevents the page reload and submits. */
  handleSubmit: (event?: FormEvent) => void;
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * Sends the values: through `send`, or to `url` (JSON, multipart with files, or query parameters
 * for GET); then runs `onSuccess` before the answer counts as arrived.
 */
async function sendValues<V extends FormValues, R>(
  options: UseFormOptions<V, R>,
  submitted: V,
  sendOptions: SendOptions,
): Promise<R> {
  const { send, url, method = 'post', onSuccess } = options;
  let answer: R;
  if (send) {
    answer = await send(submitted, sendOptions);
  } else if (url !== undefined) {
    const target = typeof url === 'function' ? url(submitted) : url;
    answer = await apiClient<R>({
      ...buildFormRequest(method, target, submitted),
      ...sendOptions,
    });
  } else {
    throw new Error('useForm needs `send` or `url`');
  }
  await onSuccess?.(answer, submitted);
  return answer;
}

/**
 * The form's values: kept in a ref too, so a submit right after a change sends the change. Once a
 * submission failed, a changed field is checked again with its new value. Binds fields to them.
 */
function useFormValues<V extends FormValues>(
  initialValues: V,
  server: Pick<ReturnType<typeof useServerErrors>, 'recheck' | 'error'>,
  fieldRules: FieldRules<V> | undefined,
  validate: ((values: V) => ClientProblems) | undefined,
) {
  const [values, setValuesState] = useState<V>(initialValues);
  const valuesRef = useRef(values);
  const { recheck, error } = server;

  const updateValues = useCallback(
    (patch: Partial<V>) => {
      valuesRef.current = { ...valuesRef.current, ...patch };
      setValuesState(valuesRef.current);
      const names = Object.keys(patch);
      if (names.length > 0) recheck(names, findProblems(valuesRef.current, fieldRules, validate));
    },
    [recheck, fieldRules, validate],
  );
  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) =>
      updateValues({ [name]: value } as unknown as Partial<V>),
    [updateValues],
  );
  const latest = useCallback(() => valuesRef.current, []);
  const replace = (next: V) => {
    valuesRef.current = next;
    setValuesState(next);
  };
  const field: Form<V, unknown>['field'] = (name) => ({
    name,
    value: asText(values[name]),
    error: error(name),
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
  });
  const checkbox: Form<V, unknown>['checkbox'] = (name) => ({
    name,
    checked: Boolean(values[name]),
    error: error(name),
    onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
  });
  return { values, latest, updateValues, setValue, replace, field, checkbox };
}

/**
 * The form helper of the product (specification §3 form state, §5 validation, §8 texts): the
 * values, the submission state (`useSubmission`: busy, successful, recentlySuccessful, progress,
 * sent once however often it is triggered) and the server's error bag (`useServerErrors`: errors
 * by field, cleared when the field changes, a translated banner). Bodies go out as JSON, as
 * multipart with upload progress when the values hold files, or as query parameters for GET.
 * A failure never throws: it becomes the error bag, and everything the user typed stays.
 *
 * Client-side checks: `rules` (per field) and `validate` (whole form) run on submit, before any
 * request. While one fails nothing is sent, each field shows its first problem (named by its
 * translated label from `labels`) and the banner counts them ("Please correct the 2 fields
 * below."). Keep them to what needs no server (required, e-mail shape, length, confirmation,
 * limits the page already has); the server stays the judge, and its messages replace them when
 * they come. Server texts are translated too: our `validation.*` keys, and the English Laravel
 * texts the helper recognises ("The email has already been taken." reads in German on a German page).
 *
 * @example
 * const form = useForm({
 *   initialValues: { email: '', password: '', password_confirmation: '' },
 *   labels: sharedLabels,
 *   rules: { email: [rules.required(), rules.email()], ...newPasswordRules() },
 *   send: (values, options) => resetPassword(values, options),
 * });
 *
 * @example
 * const form = useForm({
 *   initialValues: { email: '', password: '', remember: false },
 *   labels: { email: fieldMessages.email, password: fieldMessages.password },
 *   send: (values, options) => login(values, options),
 *   onSuccess: (answer, values) => finishSignIn(answer.token, values.remember, () => home),
 * });
 * <form onSubmit={form.handleSubmit} noValidate>
 *   <FormBanner form={form} />
 *   <EmailField form={form} name="email" id="login-email" />
 *   <Button type="submit" busy={form.busy}>Sign in</Button>
 * </form>
 */
export function useForm<V extends FormValues, R = unknown>(
  options: UseFormOptions<V, R>,
): Form<V, R> {
  const server = useServerErrors(
    options.labels as Record<string, FieldLabel | undefined> | undefined,
  );
  const { clearErrors, reset: resetErrors, fail } = server;
  const { rules: fieldRules, validate } = options;
  const { values, latest, updateValues, setValue, replace, field, checkbox } = useFormValues(
    options.initialValues,
    server,
    fieldRules,
    validate,
  );

  const submission = useSubmission<V, R>((submitted, sendOptions) =>
    sendValues(options, submitted, sendOptions),
  );
  const { submit: run } = submission;

  const onError = options.onError;
  const { failClient } = server;
  const submit = useCallback(async (): Promise<R | undefined> => {
    // While one is under way, a second trigger is the submission guard's to ignore: no checks.
    if (submission.busy) return undefined;
    const problems = findProblems(latest(), fieldRules, validate);
    if (Object.keys(problems).length > 0) {
      failClient(problems);
      return undefined;
    }
    // Harmless for a second trigger while busy: the running submission has no errors yet.
    resetErrors();
    const result = await run(latest());
    // undefined: a second trigger while busy, ignored by the submission's guard.
    if (!result) return undefined;
    if (result.ok) return result.data;
    const bag = fail(result.error);
    onError?.(result.error, bag);
    return undefined;
  }, [run, resetErrors, fail, onError, fieldRules, validate, failClient, submission.busy, latest]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );

  return {
    values,
    setValue,
    setValues: updateValues,
    reset: (next = options.initialValues) => {
      replace(next);
      resetErrors();
    },
    field,
    checkbox,
    busy: submission.busy,
    successful: submission.successful,
    recentlySuccessful: submission.recentlySuccessful,
    progress: submission.progress,
    data: submission.data,
    errors: server.errors,
    error: server.error,
    clearErrors,
    setErrors: server.setErrors,
    banner: server.banner,
    failures: server.failures,
    dismissBanner: server.dismissBanner,
    submit,
    handleSubmit,
  };
}
