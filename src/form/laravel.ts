import type { MessageDescriptor } from 'react-intl';
import { serverMessages, validationMessages as v } from './messages';

/**
 * What an English Laravel text means: our own message to show instead, with the numbers and the
 * field name the text carried. `attribute` is Laravel's English field name ("first name").
 */
export interface RecognisedMessage {
  descriptor: MessageDescriptor;
  values: Record<string, string | number>;
  attribute?: string;
  /** About the whole form (wrong credentials, too many attempts): banner only, never under a field. */
  formLevel: boolean;
}

/**
 * The English texts of Laravel's `lang/en` (validation, auth, passwords; both the older "The :attribute
 * must…" and the 10.x "The :attribute field must…" wordings) that the form shows in the page's language.
 */
const TEMPLATES: [string, MessageDescriptor, boolean?][] = [
  ['The :attribute field is required.', v.required],
  ['The :attribute must be a valid email address.', v.email],
  ['The :attribute field must be a valid email address.', v.email],
  ['The :attribute must be at least :min characters.', v.minString],
  ['The :attribute field must be at least :min characters.', v.minString],
  ['The :attribute may not be greater than :max characters.', v.maxString],
  ['The :attribute must not be greater than :max characters.', v.maxString],
  ['The :attribute field must not be greater than :max characters.', v.maxString],
  ['The :attribute may not be greater than :max kilobytes.', v.maxFile],
  ['The :attribute must not be greater than :max kilobytes.', v.maxFile],
  ['The :attribute field must not be greater than :max kilobytes.', v.maxFile],
  ['The :attribute must be at least :min.', v.minNumeric],
  ['The :attribute field must be at least :min.', v.minNumeric],
  ['The :attribute may not be greater than :max.', v.maxNumeric],
  ['The :attribute must not be greater than :max.', v.maxNumeric],
  ['The :attribute field must not be greater than :max.', v.maxNumeric],
  ['The :attribute must be greater than :value.', v.gtNumeric],
  ['The :attribute field must be greater than :value.', v.gtNumeric],
  ['The :attribute confirmation does not match.', v.confirmed],
  ['The :attribute field confirmation does not match.', v.confirmed],
  ['The :attribute must be accepted.', v.accepted],
  ['The :attribute field must be accepted.', v.accepted],
  ['The :attribute has already been taken.', v.unique],
  ['The :attribute must be a string.', v.string],
  ['The :attribute field must be a string.', v.string],
  ['The :attribute must be a number.', v.numeric],
  ['The :attribute field must be a number.', v.numeric],
  ['The :attribute must be an integer.', v.integer],
  ['The :attribute field must be an integer.', v.integer],
  ['The selected :attribute is invalid.', v.in],
  ['The :attribute format is invalid.', v.regex],
  ['The :attribute field format is invalid.', v.regex],
  ['The :attribute is not a valid date.', v.date],
  ['The :attribute must be a valid date.', v.date],
  ['The :attribute field must be a valid date.', v.date],
  ['The given data was invalid.', serverMessages.invalid],
  ['These credentials do not match our records.', serverMessages.credentials, true],
  ['Too many login attempts. Please try again in :seconds seconds.', serverMessages.throttle, true],
  ['The provided password is incorrect.', serverMessages.passwordIncorrect],
  ['The password is incorrect.', serverMessages.passwordIncorrect],
  ["We can't find a user with that email address.", serverMessages.userNotFound],
  ["We can't find a user with that e-mail address.", serverMessages.userNotFound],
  ['This password reset token is invalid.', serverMessages.resetTokenInvalid],
  ['We have emailed your password reset link.', serverMessages.resetLinkSent],
  ['We have emailed your password reset link!', serverMessages.resetLinkSent],
  ['We have e-mailed your password reset link!', serverMessages.resetLinkSent],
  ['Your password has been reset.', serverMessages.passwordReset],
  ['Your password has been reset!', serverMessages.passwordReset],
  ['Please wait before retrying.', serverMessages.retryLater],
  ['Your email address is not verified.', serverMessages.notVerified],
  ['Your email address is already verified.', serverMessages.alreadyVerified],
  ['The email is already verified.', serverMessages.alreadyVerified],
  ['Your email address has been verified.', serverMessages.verified],
  ['We have emailed your verification link.', serverMessages.verificationSent],
  ['The verification link is invalid.', serverMessages.verificationInvalid],
  ['This sign-in link has expired or was already used.', serverMessages.autologinUsed],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /:(attribute|min|max|value|seconds)/g;

const PATTERNS = TEMPLATES.map(([template, descriptor, formLevel = false]) => {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const source = escape(template).replace(PLACEHOLDER, (_, name: string) =>
    name === 'attribute' ? '(.+?)' : '(-?\\d+(?:[.,]\\d+)?)',
  );
  return { pattern: new RegExp(`^${source}$`, 'i'), names, descriptor, formLevel };
});

/** Laravel appends "(and 5 more errors)" to the first message when it makes `message` from it. */
const MORE_ERRORS = /\s*\(and \d+ more errors?\)$/i;

/** Our message for an English Laravel text, or null when it is not one we know. */
export function recogniseLaravelMessage(text: string): RecognisedMessage | null {
  const trimmed = text.trim().replace(MORE_ERRORS, '');
  for (const { pattern, names, descriptor, formLevel } of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    let attribute: string | undefined;
    names.forEach((name, index) => {
      const captured = match[index + 1] ?? '';
      // "The password field must…" also matches the older "The :attribute must…" wording.
      if (name === 'attribute') attribute = captured.replace(/ field$/i, '');
      else values[name] = Number(captured.replace(',', '.'));
    });
    return { descriptor, values, attribute, formLevel };
  }
  return null;
}
