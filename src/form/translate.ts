import type { IntlShape, MessageDescriptor } from 'react-intl';
import { validationMessages } from './messages';

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
  Object.prototype.hasOwnProperty.call(intl.messages, key) || key in knownDefaults;

/**
 * Translates one server message. A known key (e.g. `validation.min.string`) is formatted with the
 * attribute, plus `min` 50 when the key contains `min` and `max` 2000 when it contains `max`;
 * plain text (a message the server already wrote out) passes through unchanged.
 */
export function translateServerMessage(intl: IntlShape, message: string, attribute?: string): string {
  const key = message.trim();
  if (!isKnownKey(intl, key)) return message;
  const values: Record<string, string | number> = {};
  if (attribute !== undefined) values.attribute = attribute;
  if (key.includes('min')) values.min = MIN_VALUE;
  if (key.includes('max')) values.max = MAX_VALUE;
  const descriptor: MessageDescriptor = knownDefaults[key] ?? { id: key };
  return intl.formatMessage(descriptor, values);
}
