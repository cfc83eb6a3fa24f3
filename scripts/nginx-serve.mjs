// Serves a production build with deploy/nginx.conf on 127.0.0.1, in the foreground, for the
// production-server tests (tests/prod/project.ts) and for trying the real headers by hand:
//   PROD_PORT=6395 API_UPSTREAM=http://127.0.0.1:6396 node scripts/nginx-serve.mjs [dist]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderNginxConf } from '../deploy/render-nginx-conf.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = resolve(process.argv[2] ?? process.env.PROD_DIST ?? 'dist');
const port = Number(process.env.PROD_PORT ?? 6395);
const runtimeDir = resolve(`tests/.tmp/nginx-${port}`);

if (!existsSync(NGINX)) {
  console.error(
    `nginx not found at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js (or set NGINX_PATH).`,
  );
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
    SENTRY_UPSTREAM: process.env.SENTRY_UPSTREAM ?? '',
  }),
);
const check = spawnSync(NGINX, ['-t', '-q', '-c', conf, '-e', `${runtimeDir}/error.log`], {
  encoding: 'utf8',
});
if (check.status !== 0) {
  console.error(check.stderr || check.stdout);
  if (/unknown directive "js_/.test(check.stderr))
    console.error("nginx lacks njs (the tunnel's check): apt-get install -y libnginx-mod-http-js");
  process.exit(1);
}
// Started by root, nginx's workers switch to `nobody`, which cannot read a clone in a folder only
// root may enter (a `mktemp -d` checkout): every page would be a 403. Serve as the invoking user.
const globals = ['daemon off;', ...(process.getuid?.() === 0 ? ['user root;'] : [])].join(' ');
const child = spawn(NGINX, ['-c', conf, '-e', `${runtimeDir}/error.log`, '-g', globals], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Its configuration, logs and temporary files go with it (they piled up in tests/.tmp, one folder
// per port ever used).
child.on('exit', (code) => {
  rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

/**
 * Fails at once, with the reason, when nginx runs but cannot serve the build (a 403 for an
 * unreadable folder, say): the test runner would otherwise take the 403 for a live server and let
 * every test wait out its time-out.
 */
async function checkServes() {
  const url = `http://127.0.0.1:${port}/index.html`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        console.log(`nginx: http://127.0.0.1:${port} serving ${root}`);
        return;
      }
      let log = '';
      try {
        log = readFileSync(`${runtimeDir}/error.log`, 'utf8')
          .trim()
          .split('\n')
          .slice(-5)
          .join('\n');
      } catch {
        // No log yet.
      }
      console.error(
        `nginx cannot serve the build in ${root}: ${url} answered ${response.status}.` +
          (response.status === 403 ? ' Is the folder readable by the user nginx runs as?' : '') +
          (log ? `\n${log}` : ''),
      );
      stop();
      process.exit(1);
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  console.error(`nginx did not answer on ${url} within 10 s.`);
  stop();
  process.exit(1);
}
void checkServes();
