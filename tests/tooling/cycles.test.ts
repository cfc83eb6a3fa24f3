import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { findCycles } from '../../scripts/check-cycles.mjs';

type Cycle = { files: string[]; loop: string[] };
const find = findCycles as (folder: string, tsconfig?: string) => Cycle[];

let dir = '';
function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] }, moduleResolution: 'bundler', module: 'esnext' } }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
const run = (root: string) => find(join(root, 'src'), join(root, 'tsconfig.json'));

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-cycles', () => {
  it('finds a cycle closed by a type-only import through the @ alias', () => {
    const root = project({
      'src/router/routes.ts': "import { title } from '../shell/title';\nexport interface Handle { t: string }\nexport const r = title;\n",
      'src/shell/title.ts': "import type { Handle } from '@/router/routes';\nexport const title = (h: Handle) => h.t;\n",
    });
    const [cycle, ...rest] = run(root);
    expect(rest).toEqual([]);
    expect(cycle?.files.map((f) => f.slice(f.indexOf('src/')))).toEqual(['src/router/routes.ts', 'src/shell/title.ts']);
  });

  it('finds cycles through re-exports and dynamic imports, and a file importing itself', () => {
    const root = project({
      'src/a/index.ts': "export * from './b';\n",
      'src/a/b.ts': "export const load = () => import('./index');\n",
      'src/self.ts': "import type { X } from './self';\nexport type X = string;\nexport const y: X = '';\n",
    });
    expect(run(root)).toHaveLength(2);
  });

  it('passes a tree whose imports all point one way', () => {
    const root = project({
      'src/app/page.tsx': "import type { Handle } from '@/router/handle';\nimport { paths } from '../config/paths';\nexport const p: Handle = { t: paths.home };\n",
      'src/router/handle.ts': 'export interface Handle { t: string }\n',
      'src/config/paths.ts': "export const paths = { home: '/home' };\n",
    });
    expect(run(root)).toEqual([]);
  });

  it('finds no cycle in the app itself', () => {
    expect(find('src')).toEqual([]);
  });
});
