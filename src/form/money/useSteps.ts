import { useLayoutEffect, useRef, useState } from 'react';

export type Step = 'edit' | 'confirm' | 'done';

/**
 * The three steps of a money form (edit, confirm, done). Entering a step moves focus to its
 * heading, so keyboard and screen-reader users follow the flow, and the button just pressed is
 * gone from under the pointer and the Enter key (a double click on "Continue" cannot confirm).
 */
export function useSteps() {
  const [step, setStep] = useState<Step>('edit');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  // Before paint: the new step never shows without its focus (a screen reader or a test sees both at once).
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus();
  }, [step]);
  const go = (next: Step, { focus = true } = {}) => {
    focusNext.current = focus;
    setStep(next);
  };
  return { step, go, headingRef };
}
