import { readFileSync } from 'node:fs';
import { escapeRegExp } from '../../src/lib/regexp';

/**
 * The leak rule of the language crawl. A text on screen leaks when it is an English message (or
 * what an English message with arguments renders) whose translation in the language on screen
 * differs. Messages the translators kept the same ("OK", brand names, currency codes) never leak,
 * nor does a text that is itself a translation in that language.
 */
export type Catalogue = Record<string, string>;

export const readCatalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')) as Catalogue;

const ANY = '.+?';

interface Pattern {
  source: string;
  /** Letters of the fixed text (the fewest over the branches of a plural or select). */
  letters: number;
}

/** Index of the `}` that closes the `{` at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in "${message}"`);
}

/** `{name}`, `{n, number}`...: any text. `{n, plural|select, key {…} …}`: one of its branches. */
function argumentPattern(body: string): Pattern {
  const choice = /^\s*\w+\s*,\s*(plural|selectordinal|select)\s*,/.exec(body);
  if (!choice) return { source: ANY, letters: 0 };
  const branches: Pattern[] = [];
  for (let open = body.indexOf('{'); open >= 0;) {
    const close = closingBrace(body, open);
    branches.push(messagePattern(body.slice(open + 1, close), choice[1] !== 'select'));
    open = body.indexOf('{', close + 1);
  }
  return {
    source: `(?:${branches.map((branch) => branch.source).join('|')})`,
    letters: Math.min(...branches.map((branch) => branch.letters)),
  };
}

/** An ICU message (without tags) as a pattern; `#` is the number inside a plural. */
function messagePattern(message: string, pound = false): Pattern {
  let source = '';
  let letters = 0;
  for (let i = 0; i < message.length; i += 1) {
    const char = message[i] ?? '';
    if (char === '{') {
      const close = closingBrace(message, i);
      const argument = argumentPattern(message.slice(i + 1, close));
      source += argument.source;
      letters += argument.letters;
      i = close;
    } else if (char === '#' && pound) {
      source += ANY;
    } else {
      source += escapeRegExp(char);
      if (/\p{L}/u.test(char)) letters += 1;
    }
  }
  return { source, letters };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The whole text rendered from `message` with any arguments, or null for tagged messages. */
export function renderedPattern(message: string): RegExp | null {
  if (message.includes('<')) return null;
  return new RegExp(`^${messagePattern(normalise(message)).source}$`, 'u');
}

/**
 * Fewer fixed letters than this and a message with arguments says too little to be told apart
 * from data ("{symbol} · {status}").
 */
const MIN_LETTERS = 4;

/** Whether a text on screen in the language of `catalogue` is English that should not be there. */
export function leakRule(en: Catalogue, catalogue: Catalogue): (text: string) => boolean {
  const translations = new Set(Object.values(catalogue).map(normalise));
  const differing = Object.entries(en).filter(([id, text]) => catalogue[id] !== text);
  const fixed = new Set(
    differing
      .map(([, text]) => normalise(text))
      .filter((text) => !/[{}<]/.test(text) && text.length > 1 && !translations.has(text)),
  );
  const templates = differing
    .filter(([, text]) => /[{}]/.test(text) && !text.includes('<'))
    .filter(([, text]) => messagePattern(normalise(text)).letters >= MIN_LETTERS)
    .map(([id, text]) => {
      const own = catalogue[id];
      return {
        english: renderedPattern(text),
        own: own === undefined ? null : renderedPattern(own),
      };
    });
  return (text) =>
    fixed.has(text) ||
    (!translations.has(text) &&
      templates.some(({ english, own }) => english?.test(text) && !own?.test(text)));
}
