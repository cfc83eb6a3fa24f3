import { useEffect, useRef } from 'react';

/**
 * After a failed submission, moves focus to the first invalid field, so keyboard and screen-reader
 * users land where the problem is (the banner itself is announced as an alert). Keyed on the
 * failure count, so typing (which clears errors) never moves focus. Returns the ref for `<form>`.
 */
export function useFocusFirstInvalid(failures: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failures === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);
  return formRef;
}
