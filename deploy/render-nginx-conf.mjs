// Renders deploy/nginx.conf for one server: node deploy/render-nginx-conf.mjs > /etc/nginx/nginx.conf
// with LISTEN_ADDRESS, PORT, ROOT, RUNTIME_DIR, API_UPSTREAM and CONNECT_SRC from the environment (see the
// template's header). Only these placeholders are replaced; nginx's own $variables stay.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf');
const KEYS = ['LISTEN_ADDRESS', 'PORT', 'ROOT', 'RUNTIME_DIR', 'API_UPSTREAM', 'CONNECT_SRC'];
const DEFAULTS = {
  LISTEN_ADDRESS: '0.0.0.0',
  PORT: '8080',
  ROOT: '/usr/share/nginx/html',
  RUNTIME_DIR: '/var/run/cabinet',
  API_UPSTREAM: 'http://backend:8000',
  CONNECT_SRC: '',
};

/** The config with every placeholder filled from `values` (missing ones take the defaults). */
export function renderNginxConf(values = {}) {
  const filled = { ...DEFAULTS, ...values };
  if (!/^https?:\/\/[^\s;'"]+$/.test(filled.API_UPSTREAM))
    throw new Error(`API_UPSTREAM must be an http(s) URL, got "${filled.API_UPSTREAM}"`);
  if (/[;'"\n]/.test(filled.CONNECT_SRC))
    throw new Error('CONNECT_SRC must be a space-separated list of origins');
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, key) =>
    KEYS.includes(key) ? String(filled[key]) : match,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fromEnv = Object.fromEntries(KEYS.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
  process.stdout.write(renderNginxConf(fromEnv));
}
