// The reference `npm run bench` measures our sign-in page against: bulletproof-react's react-vite
// app (github.com/alan2207/bulletproof-react, the template docs/ARCHITECTURE.md follows), its
// sign-in page. Given a checkout (BENCH_REFERENCE=<folder>; get one with
// `git clone --depth 1 https://github.com/alan2207/bulletproof-react`), this installs the app's
// dependencies (from the npm registry), builds it for production (Vite, its own config; mocking
// off, the API on the same origin, its link to a font on another host removed) into
// apps/react-vite/dist-bench, and writes a .br and a .gz beside every text file as our build does
// (vite.config.ts: brotli 11, gzip 9), so the same nginx configuration sends both apps the same
// way. Each step is skipped when its result is there.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`);
}

/** Every file under `dir`. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Builds the reference once; returns the folder nginx serves. */
export function prepareReference(checkout) {
  const app = resolve(checkout, 'apps/react-vite');
  if (!existsSync(join(app, 'package.json')))
    throw new Error(
      `BENCH_REFERENCE=${checkout}: no apps/react-vite/package.json there (a checkout of bulletproof-react?)`,
    );
  const dist = join(app, 'dist-bench');
  if (!existsSync(join(app, 'node_modules'))) {
    console.log('bench: installing the reference app (npm registry; a few minutes, once) ...');
    // Its yarn.lock names a mirror registry, which npm would follow: resolve from the registry.
    if (existsSync(join(app, 'yarn.lock')))
      renameSync(join(app, 'yarn.lock'), join(app, 'yarn.lock.orig'));
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts'],
      app,
    );
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('bench: building the reference app ...');
    // Its own `build` script type-checks first (tsc); the bundle is the same without it.
    run('npx', ['vite', 'build', '--base=/', '--outDir', 'dist-bench', '--logLevel', 'warn'], app, {
      VITE_APP_API_URL: '/api',
      VITE_APP_ENABLE_API_MOCKING: 'false',
    });
    // Its index.html links Inter from rsms.me: the bench (like our tests) talks to 127.0.0.1
    // only, and our CSP would refuse it anyway. Without the link it uses its fallback fonts.
    const index = join(dist, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(
        /\s*<link rel="stylesheet" href="https?:\/\/[^"]+"\s*\/?>/g,
        '',
      ),
    );
    for (const file of filesUnder(dist)) {
      if (!/\.(?:js|mjs|css|svg|json|txt|webmanifest)$/.test(file)) continue;
      const source = readFileSync(file);
      if (statSync(file).size < 256) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    }
  }
  return dist;
}
