import type { IntlShape } from 'react-intl';
import { twoFactorMessages as messages } from './messages';

/** A typed code without the spaces people put in ("123 456"). */
export const digitsOf = (value: string): string => value.replace(/\s/g, '');

/** The check of a 6-digit code field before sending (a translated problem, or undefined). */
export const sixDigits =
  (intl: IntlShape) =>
  (value: unknown): string | undefined =>
    /^\d{6}$/.test(digitsOf(String(value ?? '')))
      ? undefined
      : intl.formatMessage(messages.codeFormat);

/** The secret in groups of four, as authenticator apps show and people type it. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
