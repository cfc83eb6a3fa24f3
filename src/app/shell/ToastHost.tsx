import { useIntl } from 'react-intl';
import { ToastContainer } from '@/design-system/Toast';
import { useToasts, type ToastText } from '@/stores/toasts';

/** Renders the toasts queue, translating message descriptors in the current locale. */
export function ToastHost() {
  const intl = useIntl();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const text = (value: ToastText | undefined) => {
    if (value === undefined || typeof value === 'string') return value;
    // Descriptors come from defineMessages where the toast was pushed (extracted there).
    const { values, ...descriptor } = value;
    return intl.formatMessage(descriptor, values);
  };
  return (
    <ToastContainer
      toasts={toasts.map((t) => ({ ...t, title: text(t.title), message: text(t.message) ?? '' }))}
      onDismiss={dismiss}
      closeLabel={intl.formatMessage({ id: 'm167_close', defaultMessage: 'Close' })}
      regionLabel={intl.formatMessage({ id: 'app.toasts.region', defaultMessage: 'Notifications' })}
    />
  );
}
