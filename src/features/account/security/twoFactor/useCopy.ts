import { useIntl, type MessageDescriptor } from 'react-intl';
import { useToasts } from '@/stores/toasts';
import { twoFactorMessages as messages } from './messages';

/**
 * Copies a text to the clipboard and says so in a toast (announced by the toast host); where the
 * clipboard is refused (an insecure page, a denied permission) the toast says how to copy by hand.
 */
export function useCopy() {
  const intl = useIntl();
  const pushToast = useToasts((s) => s.push);
  return async (text: string, done: MessageDescriptor) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      pushToast({ key: 'two-factor-copy', tone: 'success', message: intl.formatMessage(done) });
    } catch {
      pushToast({
        key: 'two-factor-copy',
        tone: 'error',
        message: intl.formatMessage(messages.copyFailed),
      });
    }
  };
}

/** Saves `text` as a .txt file through the browser's download (made here, sent nowhere). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
