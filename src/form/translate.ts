import type { IntlShape, MessageDescriptor } from 'react-intl';
import { recogniseLaravelMessage } from './laravel';
import { serverMessages, validationMessages } from './messages';

/** Interpolation values of the specification (§5, §9). */
export const MIN_VALUE = 50;
export const MAX_VALUE = 2000;

/** A field's display name: a message to translate, or a ready string. */
export type FieldLabel = MessageDescriptor | string;

const knownDefaults: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** `first_name` → `first name`, `items.0.name` → `items 0 name`. */
const humanize = (field: string) => field.replace(/[._-]+/g, ' ').trim();

/** The translated name of a field, used as `{attribute}`. */
export function fieldAttribute(intl: IntlShape, field: string, label?: FieldLabel): string {
  if (typeof label === 'string') return label;
  if (label) return intl.formatMessage(label);
  return humanize(field);
}

/** A message key the catalogue (or the helper's own defaults) knows. */
const isKnownKey = (intl: IntlShape, key: string): boolean =>
  !/\s/.test(key) &&
  (Object.prototype.hasOwnProperty.call(intl.messages, key) || key in knownDefaults);

/**
 * Translates one server message, in this order:
 * 1. a key we know (e.g. `validation.min.string`), formatted with the attribute, `min` 50 when the
 *    key contains `min` and `max` 2000 when it contains `max` (the specification's values);
 * 2. an English Laravel text we recognise ("The first name field is required.", "The password
 *    must be at least 8 characters.", "These credentials do not match our records."), shown as our
 *    own translated message with the field's translated label and the numbers the text carried, so
 *    a backend that answers in English still reads in the page's language;
 * 3. anything else (a message the server already wrote in the client's language) unchanged.
 */
export function translateServerMessage(
  intl: IntlShape,
  message: string,
  attribute?: string,
): string {
  const key = message.trim();
  if (isKnownKey(intl, key)) {
    const values: Record<string, string | number> = { value: 0 };
    if (attribute !== undefined) values.attribute = attribute;
    if (key.includes('min')) values.min = MIN_VALUE;
    if (key.includes('max')) values.max = MAX_VALUE;
    const descriptor: MessageDescriptor = knownDefaults[key] ?? { id: key };
    return intl.formatMessage(descriptor, values);
  }
  const recognised = recogniseLaravelMessage(key);
  if (!recognised) return message;
  return intl.formatMessage(recognised.descriptor, {
    ...recognised.values,
    attribute: attribute ?? recognised.attribute ?? '',
  });
}

/** A status or message the server wrote (e.g. "We have emailed your password reset link."), in the page's language when we know it. */
export const translateServerText = (intl: IntlShape, text: string): string =>
  translateServerMessage(intl, text);

/**
 * True for a message about the whole form rather than one field (wrong credentials, too many
 * attempts), in Laravel's English or in our own wording of the page's language: the banner says
 * it once, and no field is marked wrong for it (a correct e-mail address is not an error).
 */
export function isFormLevelMessage(intl: IntlShape, message: string): boolean {
  const text = message.trim();
  if (recogniseLaravelMessage(text)?.formLevel) return true;
  return text === intl.formatMessage(serverMessages.credentials);
}
