import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { RequestOptions } from '@/api/http';
import type { Transaction } from '@/api/generated/model';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';
import { useForm, type Form, type FormValues, type UseFormOptions } from '../useForm';
import { answerOf, isLostAnswer, useIdempotentSubmit } from './useIdempotentSubmit';
import { useTransactionLookUp, type LostAnswerSearch } from './useTransactionLookUp';
import { useSteps, type Step } from './useSteps';

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
  lookup: LostAnswerSearch<S>;
  /** The call was carried out and answered (before the done step shows). */
  onAnswer: (answer: R, sent: S) => void;
  /** The look-up found what a confirmation whose answer was lost made (before the done step shows). */
  onFound: (transaction: Transaction, sent: S) => void;
}

type Go = (next: Step, options?: { focus?: boolean }) => void;

/**
 * The edit step's "Continue": the check's verdict shows the problems under their fields, or goes
 * on to the confirmation. A check that waits for a figure holds further presses (`checking`), and
 * its verdict counts only when nothing was edited meanwhile.
 */
function useEditCheck<V extends FormValues, R>(
  form: Form<V, R>,
  check: (values: V) => Problems | Promise<Problems>,
  go: Go,
) {
  const [checks, setChecks] = useState(0);
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);
  // The values as typed now: a check that waited only goes on when nothing changed meanwhile.
  const current = useRef<V | null>(null);
  useLayoutEffect(() => {
    current.current = form.values;
  });

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

  const run = () => {
    if (checkingNow.current) return;
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
  return { run, checking, checks };
}

/**
 * The steps of a money form: edit (checked on the client), confirm, done. Sending goes through
 * the form helper and `useIdempotentSubmit`, so a double click or a second Enter sends once; a
 * refusal returns to the edit step with the server's messages under their fields and everything
 * typed kept. When a confirmation's answer is lost, the page stays on the confirmation, says the
 * outcome is not confirmed yet and looks it up; sending again sends the same body with the same key.
 */
export function useMoneyForm<V extends FormValues, B, R, S extends { body: B }>(
  options: MoneyFormOptions<V, B, R, S>,
) {
  const { initialValues, labels, prepare, send, onAnswer, onFound } = options;
  const { step, go, headingRef } = useSteps();
  const money = useIdempotentSubmit<S, R, Transaction, 'not-found' | 'check-failed'>({
    send: (sent, withKey) => send(sent.body, withKey),
    bodyOf: (sent) => sent.body,
    lookUp: useTransactionLookUp(options.lookup),
    lookUpFailed: 'check-failed',
    onFound: (transaction, sent) => {
      onFound(transaction, sent);
      go('done');
    },
  });
  // What the confirmation under way sent, for its answer.
  const lastSent = useRef<S | null>(null);

  const form = useForm<V, R>({
    initialValues,
    labels,
    send: async (values) =>
      answerOf(
        await money.submit(async () => {
          const sent = await prepare(values);
          lastSent.current = sent;
          return sent;
        }),
      ),
    onSuccess: (answer) => {
      const sent = lastSent.current;
      if (!sent) return;
      onAnswer(answer, sent);
      go('done');
    },
    onError: (error) => {
      // Not "please try again": the money may have moved. Stay on the confirmation and look.
      if (isLostAnswer(error)) {
        form.dismissBanner();
        return;
      }
      money.clear();
      go('edit', { focus: false });
    },
  });
  const edit = useEditCheck(form, options.check, go);
  const formRef = useFocusFirstInvalid(form.failures + edit.checks);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'confirm') form.handleSubmit();
    else if (step === 'edit') edit.run();
  };

  return {
    form,
    step,
    go,
    headingRef,
    /** The edit step's check is waiting for a figure (the "Continue" button shows it is busy). */
    checking: edit.checking,
    /** The `<form>`'s props: Enter and the submit button go to the next step, or confirm. */
    formProps: { ref: formRef, onSubmit, noValidate: true },
    /** Back to the edit step for a new confirmation, the form reset to `values`. */
    again: (values: V) => {
      money.clear();
      form.reset(values);
      go('edit');
    },
    /** Set while the last confirmation's answer is lost: what was sent and the look-up's phase. */
    lost: money.lost && { sent: money.lost.request, phase: money.lost.phase },
    checkAgain: money.checkAgain,
  };
}
