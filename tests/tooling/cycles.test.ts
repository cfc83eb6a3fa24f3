import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run check:cycles` is dependency-cruiser with the repository's .dependency-cruiser.mjs. These
// run the same command on small projects: the rules must catch the cycles ESLint's import/no-cycle
// does not (type-only imports through the @ alias, re-exports, dynamic imports).
const CONFIG = resolve('.dependency-cruiser.mjs');
const BIN = resolve('node_modules/.bin/depcruise');

/** The cycles dependency-cruiser reports, each as its sorted modules; [] when it passes. */
async function cycles(cwd: string): Promise<string[][]> {
  try {
    await promisify(execFile)(BIN, ['src', '--config', CONFIG, '--output-type', 'err'], { cwd });
    return [];
  } catch (error) {
    const { stdout = '', code } = error as { stdout?: string; code?: number };
    const found = stdout
      .split('error no-circular: ')
      .slice(1)
      .map((block) => [...new Set(block.match(/src\/[\w/.-]+\.tsx?/g))].toSorted());
    // Its exit code is the number of violations.
    expect(code).toBe(found.length);
    return found.toSorted((a, b) => a[0]!.localeCompare(b[0]!));
  }
}

let dir = '';
function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        baseUrl: '.',
        paths: { '@/*': ['src/*'] },
        moduleResolution: 'bundler',
        module: 'esnext',
      },
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('check:cycles (dependency-cruiser)', () => {
  it('finds a cycle closed by a type-only import through the @ alias', async () => {
    const root = project({
      'src/router/routes.ts':
        "import { title } from '../shell/title';\nexport interface Handle { t: string }\nexport const r = title;\n",
      'src/shell/title.ts':
        "import type { Handle } from '@/router/routes';\nexport const title = (h: Handle) => h.t;\n",
    });
    expect(await cycles(root)).toEqual([['src/router/routes.ts', 'src/shell/title.ts']]);
  });

  it('finds cycles through re-exports and dynamic imports, and a file importing itself', async () => {
    const root = project({
      'src/a/index.ts': "export * from './b';\n",
      'src/a/b.ts': "export const load = () => import('./index');\n",
      'src/self.ts':
        "import type { X } from './self';\nexport type X = string;\nexport const y: X = '';\n",
    });
    expect(await cycles(root)).toEqual([['src/a/b.ts', 'src/a/index.ts'], ['src/self.ts']]);
  });

  it('passes a tree whose imports all point one way', async () => {
    const root = project({
      'src/app/page.tsx':
        "import type { Handle } from '@/router/handle';\nimport { paths } from '../config/paths';\nexport const p: Handle = { t: paths.home };\n",
      'src/router/handle.ts': 'export interface Handle { t: string }\n',
      'src/config/paths.ts': "export const paths = { home: '/home' };\n",
    });
    expect(await cycles(root)).toEqual([]);
  });

  // The app itself: `npm run check:cycles`, a step of `npm test` (the same check, run once).
});
