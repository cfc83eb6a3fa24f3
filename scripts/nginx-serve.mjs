// Serves a production build with deploy/nginx.conf on 127.0.0.1, in the foreground, for the
// production-server tests (playwright.prod.config.ts) and for trying the real headers by hand:
//   PROD_PORT=6395 API_UPSTREAM=http://127.0.0.1:6396 node scripts/nginx-serve.mjs [dist]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderNginxConf } from '../deploy/render-nginx-conf.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = resolve(process.argv[2] ?? process.env.PROD_DIST ?? 'dist');
const port = Number(process.env.PROD_PORT ?? 6395);
const runtimeDir = resolve(`tests/.tmp/nginx-${port}`);

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH).`);
  process.exit(1);
}
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(runtimeDir, { recursive: true });
const conf = `${runtimeDir}/nginx.conf`;
writeFileSync(
  conf,
  renderNginxConf({
    LISTEN_ADDRESS: '127.0.0.1',
    PORT: String(port),
    ROOT: root,
    RUNTIME_DIR: runtimeDir,
    API_UPSTREAM: process.env.API_UPSTREAM ?? 'http://127.0.0.1:6396',
    CONNECT_SRC: process.env.CONNECT_SRC ?? '',
  }),
);
const check = spawnSync(NGINX, ['-t', '-q', '-c', conf, '-e', `${runtimeDir}/error.log`], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr || check.stdout);
  process.exit(1);
}
const child = spawn(NGINX, ['-c', conf, '-e', `${runtimeDir}/error.log`, '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
console.log(`nginx: http://127.0.0.1:${port} serving ${root}`);
