import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ruleMessages, validationMessages } from './messages';

/**
 * A problem the browser found before sending: our message (formatted with the field's translated
 * label as `{attribute}` plus `values`), or a text that is already translated.
 */
export type ClientProblem =
  { message: MessageDescriptor; values?: Record<string, string | number> } | string;

/** One check of one field: a problem, or undefined when the value is fine. */
export type Rule<V> = (value: unknown, values: V) => ClientProblem | undefined;

/** Checks by field name, run in order; the first problem of a field is the one shown. */
export type FieldRules<V> = { [K in keyof V]?: Rule<V>[] };

/** Problems by field name (undefined: none). */
export type ClientProblems = Record<string, ClientProblem | undefined>;

/** Laravel's `Password::defaults()` and the demo backend: at least 8 characters, nothing else. */
export const PASSWORD_MIN_LENGTH = 8;

/** Something, an @, something, a dot, something: the shape the demo backend also checks. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The checks every form needs, each a `Rule` for `useForm({ rules })`. Only `required` and
 * `accepted` look at an empty value; the others pass it, so combine them with `required()`.
 */
export const rules = {
  /** Not empty (whitespace counts as empty). */
  required:
    <V>(): Rule<V> =>
    (value) =>
      isBlank(value) ? { message: validationMessages.required } : undefined,
  /** A checkbox that must be ticked (terms). */
  accepted:
    <V>(): Rule<V> =>
    (value) =>
      value === true ? undefined : { message: validationMessages.accepted },
  /** An e-mail address's shape. */
  email:
    <V>(): Rule<V> =>
    (value) =>
      isBlank(value) || EMAIL_SHAPE.test(asText(value).trim())
        ? undefined
        : { message: validationMessages.email },
  /** At least `min` characters. */
  minLength:
    <V>(min: number): Rule<V> =>
    (value) =>
      isBlank(value) || asText(value).length >= min
        ? undefined
        : { message: validationMessages.minString, values: { min } },
  /** At most `max` characters. */
  maxLength:
    <V>(max: number): Rule<V> =>
    (value) =>
      isBlank(value) || asText(value).length <= max
        ? undefined
        : { message: validationMessages.maxString, values: { max } },
  /** Equal to another field's value (a confirmation). */
  sameAs:
    <V>(other: keyof V & string, message: MessageDescriptor = ruleMessages.confirmation): Rule<V> =>
    (value, values) =>
      isBlank(value) || value === values[other] ? undefined : { message },
};

/** The rules of the new-password pair (`password`, `password_confirmation`), as the server has them. */
export function newPasswordRules<
  V extends { password: unknown; password_confirmation: unknown },
>(): FieldRules<V> {
  return {
    password: [rules.required<V>(), rules.minLength<V>(PASSWORD_MIN_LENGTH)],
    password_confirmation: [rules.required<V>(), rules.sameAs<V>('password')],
  } as FieldRules<V>;
}

/** Runs the field rules, then `validate`, and returns the problems found (empty: all fine). */
export function findProblems<V extends Record<string, unknown>>(
  values: V,
  fieldRules: FieldRules<V> | undefined,
  validate: ((values: V) => ClientProblems) | undefined,
): Record<string, ClientProblem> {
  const found: Record<string, ClientProblem> = {};
  for (const [name, list] of Object.entries(fieldRules ?? {}) as [
    string,
    Rule<V>[] | undefined,
  ][]) {
    for (const rule of list ?? []) {
      const problem = rule(values[name], values);
      if (problem !== undefined) {
        found[name] = problem;
        break;
      }
    }
  }
  for (const [name, problem] of Object.entries(validate?.(values) ?? {})) {
    if (problem !== undefined && !(name in found)) found[name] = problem;
  }
  return found;
}

/** A problem as text, naming the field by its translated label. */
export function formatProblem(intl: IntlShape, problem: ClientProblem, attribute: string): string {
  if (typeof problem === 'string') return problem;
  return intl.formatMessage(problem.message, { ...problem.values, attribute });
}
