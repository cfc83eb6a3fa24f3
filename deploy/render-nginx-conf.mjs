// Renders deploy/nginx.conf for one server: node deploy/render-nginx-conf.mjs > /etc/nginx/nginx.conf
// with LISTEN_ADDRESS, PORT, ROOT, RUNTIME_DIR, API_UPSTREAM, CONNECT_SRC, SENTRY_UPSTREAM,
// DNS_RESOLVER and CONF_DIR from the environment (see the
// template's header). Only these placeholders are replaced; nginx's own $variables stay.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = join(HERE, 'nginx.conf');
const KEYS = [
  'LISTEN_ADDRESS',
  'PORT',
  'ROOT',
  'RUNTIME_DIR',
  'API_UPSTREAM',
  'CONNECT_SRC',
  'SENTRY_UPSTREAM',
  'DNS_RESOLVER',
  'CONF_DIR',
];
const DEFAULTS = {
  LISTEN_ADDRESS: '0.0.0.0',
  PORT: '8080',
  ROOT: '/usr/share/nginx/html',
  RUNTIME_DIR: '/var/run/cabinet',
  API_UPSTREAM: 'http://backend:8000',
  CONNECT_SRC: '',
  SENTRY_UPSTREAM: '',
  DNS_RESOLVER: '127.0.0.11',
  // This checkout's deploy/ (the image copies its scripts to /etc/cabinet).
  CONF_DIR: HERE,
};
/** A Sentry project's envelope URL: `https://<host>[/<prefix>]/api/<project id>/envelope/`. */
const ENVELOPE_URL = /^https?:\/\/[^\s;'"$/?#]+(?:\/[^\s;'"$/?#]+)*?\/api\/\d+\/envelope\/?$/;

/** The config with every placeholder filled from `values` (missing ones take the defaults). */
export function renderNginxConf(values = {}) {
  const filled = { ...DEFAULTS, ...values };
  if (!/^https?:\/\/[^\s;'"]+$/.test(filled.API_UPSTREAM))
    throw new Error(`API_UPSTREAM must be an http(s) URL, got "${filled.API_UPSTREAM}"`);
  if (filled.SENTRY_UPSTREAM && !ENVELOPE_URL.test(filled.SENTRY_UPSTREAM))
    throw new Error(
      `SENTRY_UPSTREAM must be empty or a project's envelope URL (https://<host>/api/<project id>/envelope/), got "${filled.SENTRY_UPSTREAM}"`,
    );
  if (!/^\/[^\s;'"$]*$/.test(filled.CONF_DIR))
    throw new Error(`CONF_DIR must be an absolute path, got "${filled.CONF_DIR}"`);
  if (!/^[\w.:[\]-]+$/.test(filled.DNS_RESOLVER))
    throw new Error(`DNS_RESOLVER must be an address, got "${filled.DNS_RESOLVER}"`);
  if (/[;'"\n]/.test(filled.CONNECT_SRC))
    throw new Error('CONNECT_SRC must be a space-separated list of origins');
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, key) =>
    KEYS.includes(key) ? String(filled[key]) : match,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fromEnv = Object.fromEntries(
    KEYS.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]),
  );
  process.stdout.write(renderNginxConf(fromEnv));
}
