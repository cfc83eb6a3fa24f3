// Compiles every lang/<locale>.json (simple format) to AST under src/i18n/compiled/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('src/i18n/compiled', { recursive: true });
execFileSync(
  process.execPath,
  [
    'node_modules/@formatjs/cli/bin/formatjs',
    'compile-folder',
    '--ast',
    '--format',
    'simple',
    'lang',
    'src/i18n/compiled',
  ],
  { stdio: 'inherit' },
);
