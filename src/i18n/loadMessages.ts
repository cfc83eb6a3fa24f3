import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A catalogue comes in two parts (`scripts/i18n-compile.mjs`): `base` holds what signed-out pages
 * and the frame say, `app` the signed-in features. The sign-in page loads `base` only; the guards
 * add `app` as soon as there is a session.
 */
export type MessagePart = 'base' | 'app';
export const ALL_PARTS: readonly MessagePart[] = ['base', 'app'];

/** Compiled (AST) catalogue parts, one lazy chunk each. Built by `npm run i18n:compile`. */
const catalogues = import.meta.glob<{ default: Messages }>('./compiled/*.*.json');

const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
/** Every part asked for so far: a locale switch loads them all before the switch shows. */
const inUse = new Set<MessagePart>(['base']);
const listeners = new Set<() => void>();
const merged = new Map<Locale, Messages>();

const importPart = async (locale: Locale, part: MessagePart): Promise<Messages> => {
  const load = catalogues[`./compiled/${locale}.${part}.json`];
  if (!load) throw new Error(`No compiled messages for "${locale}": run npm run i18n:compile`);
  return (await load()).default;
};

// Every locale holds every message (`npm run i18n:verify` fails otherwise), so a locale's own
// part is all it needs: no English catalogue is downloaded as a fallback.
const loadPart = (locale: Locale, part: MessagePart): Promise<Messages> => {
  const key = `${locale}.${part}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = importPart(locale, part).then((messages) => {
      loaded.set(key, messages);
      merged.delete(locale);
      listeners.forEach((listener) => listener());
      return messages;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
};

/**
 * Loads the given parts (by default every part in use) of a locale, each once; resolves to the
 * messages of every part in use. Components see them through `loadedMessages`.
 */
export const loadMessages = async (
  locale: Locale,
  parts: readonly MessagePart[] = [...inUse],
): Promise<Messages> => {
  for (const part of parts) {
    if (inUse.has(part)) continue;
    inUse.add(part);
    merged.clear();
  }
  await Promise.all([...inUse].map((part) => loadPart(locale, part)));
  return loadedMessages(locale) ?? {};
};

/**
 * The messages of a locale when every part in use has loaded, else null. The same object until
 * another part arrives, so it can be read with `useSyncExternalStore`.
 */
export const loadedMessages = (locale: Locale): Messages | null => {
  const cached = merged.get(locale);
  if (cached) return cached;
  const parts = [...inUse].map((part) => loaded.get(`${locale}.${part}`));
  if (parts.some((part) => !part)) return null;
  const messages = Object.assign({}, ...parts) as Messages;
  merged.set(locale, messages);
  return messages;
};

/** Calls `listener` whenever a part has loaded. */
export const subscribeMessages = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
