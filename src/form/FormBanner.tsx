import { useIntl } from 'react-intl';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { formMessages } from './messages';
import type { BannerProps } from './useServerErrors';

export interface FormBannerProps {
  /** The form (or anything with its banner state): `<FormBanner form={form} />`. */
  form: { banner: BannerProps | null; dismissBanner: () => void };
  /** Shown instead of the server's message (e.g. the field error it repeats). */
  message?: string;
}

/**
 * The form's error banner, announced as an alert and dismissible. Which text it shows (the
 * generic error, else the message, else the fallback) is decided in one place: `ErrorBanner`.
 */
export function FormBanner({ form, message }: FormBannerProps) {
  const intl = useIntl();
  if (!form.banner) return null;
  return (
    <ErrorBanner
      genericError={form.banner.genericError}
      message={message ?? form.banner.message}
      fallbackText={form.banner.fallbackText}
      onDismiss={form.dismissBanner}
      dismissLabel={intl.formatMessage(formMessages.dismiss)}
    />
  );
}
