import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { ToastContainer } from '@/design-system/Toast';
import { useToasts, type ToastText } from '@/stores/toasts';

/** Renders the toasts queue, translating message descriptors in the current locale. */
export function ToastHost() {
  const intl = useIntl();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const modal = useTopModalDialog();
  const text = (value: ToastText | undefined) => {
    if (value === undefined || typeof value === 'string') return value;
    // Descriptors come from defineMessages where the toast was pushed (extracted there).
    const { values, ...descriptor } = value;
    return intl.formatMessage(descriptor, values);
  };
  const container = (
    <ToastContainer
      toasts={toasts.map((t) => ({ ...t, title: text(t.title), message: text(t.message) ?? '' }))}
      onDismiss={dismiss}
      closeLabel={intl.formatMessage({ id: 'm167_close', defaultMessage: 'Close' })}
      regionLabel={intl.formatMessage({ id: 'app.toasts.region', defaultMessage: 'Notifications' })}
    />
  );
  // A modal dialog makes everything outside it inert: unseen by screen readers, not clickable and
  // drawn under the dialog's backdrop. While one is open, the toasts live inside it.
  return modal ? createPortal(container, modal) : container;
}

const isModal = (dialog: HTMLDialogElement): boolean => {
  try {
    return dialog.matches(':modal');
  } catch {
    return true; // A browser without `:modal`: an open dialog is taken for a modal one.
  }
};

/** The open modal `<dialog>` on top (the last opened), followed as dialogs open and close. */
function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(
        isModal,
      );
      setTop(open.at(-1) ?? null);
    };
    const observer = new MutationObserver((records) => {
      // `open` changes; and a dialog taken out of the page without being closed first.
      if (records.some((record) => record.type === 'attributes' || record.removedNodes.length))
        find();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    find();
    return () => observer.disconnect();
  }, []);
  return top;
}
