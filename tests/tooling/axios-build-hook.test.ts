import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from '@/api/axiosFetchAdapterStub';
import { axiosWithoutFetchAdapter } from '../../scripts/axios-without-fetch-adapter.mjs';

// The build hook replaces a file inside axios. These checks fail when an axios release moves or
// reshapes what the hook relies on, instead of letting the build ship axios' fetch adapter again
// (or break at run time).
const ADAPTERS = resolve('node_modules/axios/lib/adapters/adapters.js');

describe('the axios build hook (scripts/axios-without-fetch-adapter.mjs)', () => {
  it('finds the file it rewrites where the installed axios has it', () => {
    expect(existsSync(ADAPTERS)).toBe(true);
    expect(existsSync(resolve('node_modules/axios/lib/adapters/fetch.js'))).toBe(true);
  });

  it("replaces that file's import of ./fetch.js, and nothing else", () => {
    const plugin = axiosWithoutFetchAdapter();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolveId('./fetch.js', ADAPTERS)).toBe(resolve('src/api/axiosFetchAdapterStub.ts'));
    expect(resolveId('./xhr.js', ADAPTERS)).toBeNull();
    expect(resolveId('./fetch.js', resolve('src/api/http.ts'))).toBeNull();
  });

  it('gives axios every name it reads from the fetch adapter', () => {
    const source = readFileSync(ADAPTERS, 'utf8');
    const binding = source.match(/import\s+(?:\*\s+as\s+)?(\w+)\s+from\s+'\.\/fetch\.js'/)?.[1];
    expect(binding).toBeDefined();
    const used = [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(stub).toHaveProperty(name!);
  });
});
