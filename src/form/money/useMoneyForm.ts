import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { outcomeUnknown, withIdempotencyKey, type RequestOptions } from '@/api';
import type { Transaction } from '@/api/generated/model';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';
import { useForm, type FormValues, type UseFormOptions } from '../useForm';
import { useIdempotencyKey } from '../useIdempotencyKey';
import { useLostAnswer, type LostAnswerSearch } from './useLostAnswer';
import { useSteps } from './useSteps';

type Problems = Record<string, string[]>;

export interface MoneyFormOptions<V extends FormValues, B, R, S extends { body: B }> {
  initialValues: V;
  labels?: UseFormOptions<V, R>['labels'];
  /**
   * The edit step's check, before the confirmation shows: problems by field. A promise when it
   * must wait for a figure first (what a wallet may give, before its answer is in): the step
   * stays, `checking` is on, until it settles.
   */
  check: (values: V) => Problems | Promise<Problems>;
  /**
   * What a confirmation sends: checks the values again (throwing a `FormSubmitError` with the
   * problems) and returns the body with what the look-up needs should the answer be lost.
   */
  prepare: (values: V) => Promise<S>;
  /** Makes the call; `options` carry the confirmation's `Idempotency-Key`. */
  send: (body: B, options: RequestOptions) => Promise<R>;
  /** Where and how to look for the outcome of a confirmation whose answer was lost. */
  lookup: Omit<LostAnswerSearch<S>, 'found'>;
  /** The call was carried out and answered (before the done step shows). */
  onAnswer: (answer: R, sent: S) => void;
  /** The look-up found what a confirmation whose answer was lost made (before the done step shows). */
  onFound: (transaction: Transaction, sent: S) => void;
}

/**
 * The steps of a money form: edit (checked on the client), confirm, done. Sending goes through
 * the form helper, so a double click or a second Enter sends once; a refusal returns to the edit
 * step with the server's messages under their fields and everything typed kept.
 *
 * Each confirmation carries one `Idempotency-Key`. When its answer is lost (`outcomeUnknown`), the
 * page stays on the confirmation, says the outcome is not confirmed yet and looks it up; sending
 * again sends the same body with the same key, so the backend acts at most once. The key is
 * settled (the next confirmation gets a new one) only once an answer or the look-up tells the
 * outcome.
 */
export function useMoneyForm<V extends FormValues, B, R, S extends { body: B }>({
  initialValues,
  labels,
  check,
  prepare,
  send,
  lookup: search,
  onAnswer,
  onFound,
}: MoneyFormOptions<V, B, R, S>) {
  const keys = useIdempotencyKey();
  const { step, go, headingRef } = useSteps();
  const [checks, setChecks] = useState(0);
  // A check waiting for a figure: Enter or a second click meanwhile starts no second one.
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);
  // The values as typed now: a check that waited only goes on when nothing changed meanwhile.
  const current = useRef<V | null>(null);
  // What the confirmation under way sent, for the look-up should its answer be lost.
  const lastSent = useRef<S | null>(null);
  const lookup = useLostAnswer<S>({
    ...search,
    found: (transaction) => {
      const sent = lastSent.current;
      if (!sent) return;
      keys.settle();
      onFound(transaction, sent);
      go('done');
    },
  });

  const form = useForm<V, R>({
    initialValues,
    labels,
    send: async (values, options) => {
      // The same confirmation again, after a lost answer: the same body, hence the same key.
      const sent = lookup.lost?.sent ?? (await prepare(values));
      lastSent.current = sent;
      return send(sent.body, { ...options, ...withIdempotencyKey(keys.keyFor(sent.body)) });
    },
    onSuccess: (answer) => {
      lookup.clear();
      const sent = lastSent.current;
      if (!sent) return;
      keys.settle();
      onAnswer(answer, sent);
      go('done');
    },
    onError: (error) => {
      const sent = lastSent.current;
      if (outcomeUnknown(error) && sent) {
        // Not "please try again": the money may have moved. Stay on the confirmation and look.
        form.dismissBanner();
        lookup.lose(sent);
        return;
      }
      keys.settle();
      lookup.clear();
      go('edit', { focus: false });
    },
  });

  const formRef = useFocusFirstInvalid(form.failures + checks);
  useLayoutEffect(() => {
    current.current = form.values;
  });

  /** The edit step's verdict: the problems under their fields, or on to the confirmation. */
  const checked = (errors: Problems) => {
    if (Object.keys(errors).length > 0) {
      form.setErrors({ errors });
      setChecks((n) => n + 1);
      return;
    }
    form.clearErrors();
    form.dismissBanner();
    go('confirm');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'confirm') {
      form.handleSubmit();
      return;
    }
    if (step !== 'edit' || checkingNow.current) return;
    const { values } = form;
    const verdict = check(values);
    if (!(verdict instanceof Promise)) {
      checked(verdict);
      return;
    }
    checkingNow.current = true;
    setChecking(true);
    void verdict
      .then(
        // Edited while it waited: the verdict is about other values; the next press checks these.
        (errors) => current.current === values && checked(errors),
        (error: unknown) => console.error('The check before confirming failed', error),
      )
      .finally(() => {
        checkingNow.current = false;
        setChecking(false);
      });
  };

  return {
    form,
    step,
    go,
    headingRef,
    /** The edit step's check is waiting for a figure (the "Continue" button shows it is busy). */
    checking,
    /** The `<form>`'s props: Enter and the submit button go to the next step, or confirm. */
    formProps: { ref: formRef, onSubmit, noValidate: true },
    /** Back to the edit step for a new confirmation, the form reset to `values`. */
    again: (values: V) => {
      lookup.clear();
      form.reset(values);
      go('edit');
    },
    /** Set while the last confirmation's answer is lost: the look-up's phase. */
    lost: lookup.lost,
    checkAgain: lookup.checkAgain,
  };
}
