import { useLayoutEffect, useRef, useState } from 'react';

export type Step = 'edit' | 'confirm' | 'done';

/**
 * The three steps of a transfer (edit, confirm, done). Entering a step moves focus to its
 * heading, so keyboard and screen-reader users follow the flow, and the key just pressed is gone
 * from under the Enter key.
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
