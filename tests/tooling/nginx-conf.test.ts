// deploy/nginx.conf is a template filled in two ways: deploy/render-nginx-conf.mjs (the tests,
// hand runs) and envsubst in the Docker image's entrypoint. Both must give the same config, and
// nginx itself must accept it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConf as render } from '../../deploy/render-nginx-conf.mjs';

const TEMPLATE = readFileSync('deploy/nginx.conf', 'utf8');
const ENTRYPOINT = readFileSync('deploy/docker-entrypoint.sh', 'utf8');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const values = {
  LISTEN_ADDRESS: '127.0.0.1',
  PORT: '6394',
  ROOT: '/srv/cabinet',
  RUNTIME_DIR: mkdtempSync(join(tmpdir(), 'nginx-')),
  API_UPSTREAM: 'http://127.0.0.1:6393',
  CONNECT_SRC: 'https://api.example.com https://admin.example.com',
  SENTRY_UPSTREAM: 'https://o1.ingest.sentry.io/api/2/envelope/',
  DNS_RESOLVER: '127.0.0.11',
  CONF_DIR: resolve('deploy'),
};

afterAll(() => rmSync(values.RUNTIME_DIR, { recursive: true, force: true }));

describe('deploy/nginx.conf', () => {
  it('has exactly the placeholders the renderer and the entrypoint fill in', () => {
    const placeholders = new Set([...TEMPLATE.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual(Object.keys(values).sort());
    for (const name of placeholders) expect(ENTRYPOINT).toContain(`\${${name}}`);
  });

  it('renders the same with envsubst (the image) as with the script (the tests)', () => {
    const names = Object.keys(values)
      .map((name) => `\${${name}}`)
      .join(' ');
    const viaEnvsubst = execFileSync('envsubst', [names], {
      input: TEMPLATE,
      env: { ...process.env, ...values },
      encoding: 'utf8',
    });
    expect(viaEnvsubst).toBe(render(values));
    // nginx's own variables survive both.
    expect(viaEnvsubst).toContain("'nonce-$request_id'");
    expect(viaEnvsubst).toContain(
      "connect-src 'self' https://api.example.com https://admin.example.com;",
    );
  });

  it('refuses an upstream or connect-src that would break out of the directive', () => {
    expect(() => render({ ...values, API_UPSTREAM: 'http://x; return 200' })).toThrow();
    expect(() => render({ ...values, CONNECT_SRC: "'unsafe-inline'; script-src *" })).toThrow();
    expect(() => render({ ...values, SENTRY_UPSTREAM: 'https://x/"; return 200; "' })).toThrow();
    expect(() => render({ ...values, SENTRY_UPSTREAM: 'https://x/$host' })).toThrow();
    // The tunnel's check reads the project from it: anything but an envelope URL is refused.
    expect(() => render({ ...values, SENTRY_UPSTREAM: 'https://o1.ingest.sentry.io/' })).toThrow();
    expect(() => render({ ...values, CONF_DIR: 'deploy; js_import x' })).toThrow();
    expect(() => render({ ...values, DNS_RESOLVER: '1.1.1.1; deny all' })).toThrow();
  });

  it.each([
    ['with an error-report upstream', values],
    ['without one (the defaults)', { ...values, SENTRY_UPSTREAM: '', DNS_RESOLVER: '127.0.0.11' }],
  ])('is accepted by nginx %s', (_, filled) => {
    const conf = join(values.RUNTIME_DIR, 'nginx.conf');
    writeFileSync(conf, render(filled));
    const check = spawnSync(
      NGINX,
      ['-t', '-q', '-c', conf, '-e', join(values.RUNTIME_DIR, 'error.log')],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
