import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs i18n:verify over a copy of lang/ changed by `mutate`. */
const verify = (mutate: (dir: string) => void) => {
  const dir = mkdtempSync(join(tmpdir(), 'lang-'));
  cpSync('lang', dir, { recursive: true });
  mutate(dir);
  const run = spawnSync(process.execPath, ['scripts/i18n-verify.mjs'], {
    env: { ...process.env, I18N_DIR: dir },
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

const edit = (dir: string, locale: string, change: (m: Record<string, string>) => void) => {
  const file = join(dir, `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  change(messages);
  writeFileSync(file, JSON.stringify(messages));
};

/** A message id the code really declares (en is extracted from the code). */
const someId = () =>
  Object.keys(JSON.parse(readFileSync('lang/en.json', 'utf8')) as Record<string, string>)[0] ?? '';

describe('i18n:verify', () => {
  it('passes on the committed catalogues', () => {
    expect(verify(() => {}).status).toBe(0);
  });

  it('fails when one locale misses a key that en has', () => {
    const id = someId();
    const { status, output } = verify((dir) =>
      edit(dir, 'fi', (m) => {
        delete m[id];
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(`fi: missing "${id}"`);
  });

  it('fails on an ICU syntax error', () => {
    const id = someId();
    const { status, output } = verify((dir) =>
      edit(dir, 'de', (m) => {
        m[id] = 'Anmelden {broken';
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(`de: "${id}" is not valid ICU`);
  });

  it('fails on a message no code declares, in en and every locale', () => {
    const { status, output } = verify((dir) => {
      for (const locale of ['en', 'de']) edit(dir, locale, (m) => (m['app.unused.key'] = 'Unused'));
    });
    expect(status).toBe(1);
    expect(output).toContain('en: "app.unused.key" is declared by no code');
  });

  it('fails when the code declares a message en lacks', () => {
    const id = someId();
    const { status, output } = verify((dir) =>
      edit(dir, 'en', (m) => {
        delete m[id];
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain('declared in the code but missing');
  });
});
