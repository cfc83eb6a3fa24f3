// Source maps outside the build: Vite writes hidden maps (`build.sourcemap: 'hidden'`, never
// referenced from a bundle) beside the files of `dist/`, where any static host would serve them.
// This plugin moves each one, as soon as it is written, to the folder beside the build
// (`dist/` -> `dist-sourcemaps/`, same paths inside), for the error-report upload step
// (docs/operations.md "Source maps"); `npm run budget` fails when a map is left in `dist/`.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The folder the maps of the build in `outDir` go to: `<outDir>-sourcemaps`. */
export const sourceMapsDir = (outDir) => `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;

/** @returns {import('vite').Plugin} */
export function sourceMapsOutside() {
  let outDir = '';
  let enabled = false;
  return {
    name: 'cabinet:source-maps-outside',
    apply: 'build',
    configResolved(config) {
      // Not for a bundle for Node (the signed-out pages' renderer, the demo backend).
      enabled = Boolean(config.build.sourcemap) && !config.build.ssr;
      outDir = resolve(config.root, config.build.outDir);
      // The maps of an earlier build go with it, as `emptyOutDir` empties the build.
      if (enabled && config.build.emptyOutDir !== false)
        rmSync(sourceMapsDir(outDir), { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      if (!enabled) return;
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(sourceMapsDir(outDir), fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}
