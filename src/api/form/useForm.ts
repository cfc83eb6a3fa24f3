import { useMutation } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { extractFormErrors, isNetworkError, type FormErrors } from '../errors';
import { apiClient } from '../http';
import { formMessages } from './messages';
import { buildFormRequest, type FormMethod } from './payload';
import { fieldAttribute, translateServerMessage, type FieldLabel } from './translate';

/** How long `recentlySuccessful` stays on after a success (specification §4, §9). */
export const RECENTLY_SUCCESSFUL_MS = 2000;

export type FormValues = Record<string, unknown>;

/** What the helper hands to `send`, for the request it makes. */
export interface SendOptions {
  /** Pass to the request (axios `onUploadProgress`) so that `progress` follows the upload. */
  onUploadProgress: (event: AxiosProgressEvent) => void;
}

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
  /** Runs after a success; the form stays busy until it settles (e.g. sign-in then navigate). */
  onSuccess?: (data: R, values: V) => unknown;
  /** Runs after a failure, with the extracted error bag. */
  onError?: (error: unknown, errors: FormErrors) => void;
}

/** Props for a text-like field (TextField, PasswordField, Select). */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** Props for a checkbox. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Props for the error banner (`<ErrorBanner {...form.banner} />`), already translated. */
export interface BannerProps {
  genericError?: string;
  message?: string;
  fallbackText: string;
  /** What the banner shows: generic error, else message, else the fallback. */
  text: string;
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
  setErrors: (bag: FormErrors) => void;
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

/**
 * Thrown from `send` or `onSuccess` to fail the submission with a ready error bag (e.g. the call
 * succeeded but the account cannot be used): the helper shows it as if the server had sent it.
 */
export class FormSubmitError extends Error {
  override readonly name = 'FormSubmitError';

  constructor(readonly bag: FormErrors) {
    super(bag.genericError ?? bag.message ?? 'Form submission failed');
  }
}

/** The failure state: the error bag, or null while none. */
interface Failure extends FormErrors {
  bannerHidden: boolean;
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The form helper of the product (specification §3 form state, §5 validation, §8 texts): values,
 * busy / successful / recentlySuccessful, server errors by field (cleared when the field changes),
 * a translated banner, JSON or multipart bodies with upload progress, GET as query parameters,
 * and a synchronous guard so a double click or a double Enter sends once.
 *
 * @example
 * const form = useForm({
 *   initialValues: { email: '', password: '', remember: false },
 *   labels: { email: messages.email, password: messages.password },
 *   send: (values, options) => login(values, options),
 *   onSuccess: async (answer, values) => { await completeSignIn(qc, answer.token, values.remember); navigate(home); },
 * });
 * <form onSubmit={form.handleSubmit} noValidate>
 *   {form.banner && <ErrorBanner {...form.banner} onDismiss={form.dismissBanner} />}
 *   <TextField label="E-mail" {...form.field('email')} />
 *   <Button type="submit" busy={form.busy}>Sign in</Button>
 * </form>
 */
export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>): Form<V, R> {
  const intl = useIntl();
  const [values, setValuesState] = useState<V>(options.initialValues);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [successful, setSuccessful] = useState(false);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [data, setData] = useState<R | undefined>(undefined);
  const [failures, setFailures] = useState(0);

  // The latest options and values without re-creating callbacks on every render.
  const optionsRef = useRef(options);
  const valuesRef = useRef(values);
  useEffect(() => {
    optionsRef.current = options;
  });
  // Set synchronously in submit(): state alone would let a second click in before the re-render.
  const inFlight = useRef(false);
  const recentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(recentTimer.current), []);

  const { mutateAsync, isPending } = useMutation<R, unknown, V>({
    mutationFn: async (submitted) => {
      const { send, url, method = 'post', onSuccess } = optionsRef.current;
      const onUploadProgress = (event: AxiosProgressEvent) => {
        const total = event.total ?? 0;
        const ratio = total > 0 ? event.loaded / total : (event.progress ?? 0);
        setProgress(Math.max(0, Math.min(100, Math.round(ratio * 100))));
      };
      let answer: R;
      if (send) {
        answer = await send(submitted, { onUploadProgress });
      } else if (url !== undefined) {
        const target = typeof url === 'function' ? url(submitted) : url;
        answer = await apiClient<R>({ ...buildFormRequest(method, target, submitted), onUploadProgress });
      } else {
        throw new Error('useForm needs `send` or `url`');
      }
      await onSuccess?.(answer, submitted);
      return answer;
    },
  });

  const updateValues = useCallback((patch: Partial<V>) => {
    valuesRef.current = { ...valuesRef.current, ...patch };
    setValuesState(valuesRef.current);
    const names = Object.keys(patch);
    setFailure((current) => {
      if (!current || !names.some((name) => name in current.errors)) return current;
      const errors = { ...current.errors };
      for (const name of names) delete errors[name];
      return { ...current, errors };
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => updateValues({ [name]: value } as unknown as Partial<V>),
    [updateValues],
  );

  const submit = useCallback(async (): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    clearTimeout(recentTimer.current);
    setFailure(null);
    setSuccessful(false);
    setRecentlySuccessful(false);
    setProgress(null);
    const submitted = valuesRef.current;
    try {
      const answer = await mutateAsync(submitted);
      setData(answer);
      setSuccessful(true);
      setRecentlySuccessful(true);
      recentTimer.current = setTimeout(() => setRecentlySuccessful(false), RECENTLY_SUCCESSFUL_MS);
      return answer;
    } catch (error) {
      setFailures((count) => count + 1);
      if (error instanceof FormSubmitError) {
        setFailure({ ...error.bag, bannerHidden: false });
        optionsRef.current.onError?.(error, error.bag);
        return undefined;
      }
      const bag = extractFormErrors(error);
      if (isNetworkError(error)) bag.genericError = intl.formatMessage(formMessages.network);
      else if (bag.genericError !== undefined) bag.genericError = intl.formatMessage(formMessages.generic);
      setFailure({ ...bag, bannerHidden: false });
      optionsRef.current.onError?.(error, bag);
      return undefined;
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  }, [intl, mutateAsync]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );

  const error = (name: string): string | undefined => {
    const first = failure?.errors[name]?.[0];
    if (first === undefined) return undefined;
    const label = options.labels?.[name as keyof V];
    return translateServerMessage(intl, first, fieldAttribute(intl, name, label));
  };

  const banner = useMemo((): BannerProps | null => {
    if (!failure || failure.bannerHidden) return null;
    const message = failure.message === undefined ? undefined : translateServerMessage(intl, failure.message);
    const fallbackText = intl.formatMessage(formMessages.bannerFallback);
    const text = failure.genericError || message || fallbackText;
    return { genericError: failure.genericError, message, fallbackText, text };
  }, [failure, intl]);

  const field = (name: keyof V & string): TextBinding => ({
    name,
    value: asText(values[name]),
    error: error(name),
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
  });

  const checkbox = (name: keyof V & string): CheckboxBinding => ({
    name,
    checked: Boolean(values[name]),
    error: error(name),
    onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
  });

  return {
    values,
    setValue,
    setValues: updateValues,
    reset: (next = options.initialValues) => {
      valuesRef.current = next;
      setValuesState(next);
      setFailure(null);
    },
    field,
    checkbox,
    busy: isPending,
    successful,
    recentlySuccessful,
    progress,
    data,
    errors: failure?.errors ?? {},
    error,
    clearErrors: (...names) =>
      setFailure((current) => {
        if (!current) return current;
        if (names.length === 0) return { ...current, errors: {} };
        const errors = { ...current.errors };
        for (const name of names) delete errors[name];
        return { ...current, errors };
      }),
    setErrors: (bag) => setFailure({ ...bag, bannerHidden: false }),
    banner,
    failures,
    dismissBanner: () => setFailure((current) => (current ? { ...current, bannerHidden: true } : current)),
    submit,
    handleSubmit,
  };
}
