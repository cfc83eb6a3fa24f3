import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n/I18nProvider';
import { loadMessages, loadedMessages } from '@/i18n/loadMessages';
import { pages, titleOf } from '@/app/router/pages';
import { pageTitles } from '@/page/titles';
import { APP_PREFIXES, partOf, SIGNED_IN_FRAME } from '../../scripts/i18n-parts.mjs';

const en = JSON.parse(readFileSync('lang/en.json', 'utf8')) as Record<string, string>;
const SIGN_IN = 'auth.login.lead';
const IPO = Object.keys(en).find((id) => id.startsWith('ipo.'))!;

// Module state (what has loaded, which parts are in use) is shared by the tests of this file, in
// this order: signed out first, then a session.
describe('the catalogue in two parts', () => {
  it('signed out, the page gets the base part only; a session adds the signed-in part', async () => {
    render(
      <I18nProvider locale="fi">
        <p>
          <FormattedMessage id={SIGN_IN} defaultMessage="?" />
        </p>
      </I18nProvider>,
    );
    expect(
      await screen.findByText(JSON.parse(readFileSync('lang/fi.json', 'utf8'))[SIGN_IN]),
    ).toBeVisible();
    const base = loadedMessages('fi')!;
    expect(base[SIGN_IN]).toBeDefined();
    expect(base[IPO]).toBeUndefined();

    await act(() => loadMessages('fi', ['base', 'app']));
    expect(loadedMessages('fi')![IPO]).toBeDefined();
    expect(loadedMessages('fi')![SIGN_IN]).toBeDefined();
  });

  it('a locale switch loads every part in use, in the new language only (no English fallback download)', async () => {
    const messages = await loadMessages('de');
    expect(Object.keys(messages)).toHaveLength(Object.keys(en).length);
    expect(loadedMessages('en')).toBeNull();
  });
});

describe('which part a message is in', () => {
  it('puts every signed-in feature in the app part and nothing a signed-out page says', () => {
    expect(partOf('ipo.calendar.title')).toBe('app');
    expect(partOf('auth.login.lead')).toBe('base');
    expect(partOf('app.nav.home')).toBe('base');
    expect(partOf('m167_close')).toBe('base');
    const features = readdirSync('src/features').filter((name) => name !== 'auth');
    // Every signed-in feature's own messages (`<feature>.…`) are app messages; the specification's
    // shared keys (`m167_close`, `error_alert_title`…) stay in the base part, loaded everywhere.
    for (const feature of features) {
      const ids = messageIdsIn(join('src/features', feature));
      expect(
        ids.filter((id) => id.includes('.') && partOf(id) !== 'app'),
        feature,
      ).toEqual([]);
    }
    expect(messageIdsIn('src/features/auth').filter((id) => partOf(id) !== 'base')).toEqual([]);
  });

  it('never lets signed-out code (frame, forms, sign-in, design system) use an app message', () => {
    const outside = [
      'src/app',
      'src/design-system',
      'src/form',
      'src/session',
      'src/features/auth',
      'src/lib',
    ];
    // The exceptions, shown only with a session: src/form/money (the money forms) and the frame's
    // signed-in parts (the sidebar, the balance, the identity-check notice).
    const signedInOnly = ['money.', ...SIGNED_IN_FRAME.map((part) => `app.${part}.`)];
    const used = outside
      .flatMap((dir) => messageIdsIn(dir))
      .filter((id) => !signedInOnly.some((prefix) => id.startsWith(prefix)));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((id) => partOf(id) === 'app')).toEqual([]);
    expect(
      APP_PREFIXES.every((prefix) => Object.keys(en).some((id) => id.startsWith(`${prefix}.`))),
    ).toBe(true);
  });
});

describe('page titles', () => {
  it('loads a signed-out page’s title with the first load and a signed-in page’s with the session', () => {
    const partOfPage = (entry: Parameters<typeof titleOf>[0]) =>
      partOf(pageTitles[titleOf(entry)].id!);
    for (const group of ['auth', 'clear', 'error'] as const)
      expect(pages[group].map(partOfPage), group).toEqual(pages[group].map(() => 'base'));
    expect(pages.main.map(partOfPage)).toEqual(pages.main.map(() => 'app'));
    expect(partOf(pageTitles.error.id!)).toBe('base');
  });
});

/** Message ids written in the source files under `dir` (`id: '…'` and `id="…"`). */
function messageIdsIn(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/\bid[:=]\s*['"]([\w.-]+)['"]/g)]
      .map((match) => match[1]!)
      .filter((id) => id in en),
  );
}
