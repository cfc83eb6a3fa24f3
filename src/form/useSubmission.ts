import { useMutation } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long `recentlySuccessful` stays on after a success (specification §4, §9). */
export const RECENTLY_SUCCESSFUL_MS = 2000;

/** What the submission hands to the request it makes. */
export interface SendOptions {
  /** Pass to the request (axios `onUploadProgress`) so that `progress` follows the upload. */
  onUploadProgress: (event: AxiosProgressEvent) => void;
}

export type SubmissionResult<R> = { ok: true; data: R } | { ok: false; error: unknown };

export interface Submission<V, R> {
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
  /** Runs the submission once; a call while one is under way is ignored (resolves to undefined). */
  submit: (values: V) => Promise<SubmissionResult<R> | undefined>;
}

/**
 * The state of sending a form (specification §3): busy, successful, recently successful for
 * 2000 ms, upload progress, and a synchronous guard so a double click or a double Enter sends once.
 * `run` makes the call and anything that must finish before the form is idle again.
 */
export function useSubmission<V, R>(
  run: (values: V, options: SendOptions) => Promise<R>,
): Submission<V, R> {
  const [successful, setSuccessful] = useState(false);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [data, setData] = useState<R | undefined>(undefined);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  // Set synchronously in submit(): state alone would let a second click in before the re-render.
  const inFlight = useRef(false);
  const recentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(recentTimer.current), []);

  const { mutateAsync, isPending } = useMutation<R, unknown, V>({
    mutationFn: (values) =>
      runRef.current(values, {
        onUploadProgress: (event) => {
          const total = event.total ?? 0;
          const ratio = total > 0 ? event.loaded / total : (event.progress ?? 0);
          setProgress(Math.max(0, Math.min(100, Math.round(ratio * 100))));
        },
      }),
  });

  const submit = useCallback(
    async (values: V): Promise<SubmissionResult<R> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      clearTimeout(recentTimer.current);
      setSuccessful(false);
      setRecentlySuccessful(false);
      setProgress(null);
      try {
        const answer = await mutateAsync(values);
        setData(answer);
        setSuccessful(true);
        setRecentlySuccessful(true);
        recentTimer.current = setTimeout(
          () => setRecentlySuccessful(false),
          RECENTLY_SUCCESSFUL_MS,
        );
        return { ok: true, data: answer };
      } catch (error) {
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        setProgress(null);
      }
    },
    [mutateAsync],
  );

  return { busy: isPending, successful, recentlySuccessful, progress, data, submit };
}
