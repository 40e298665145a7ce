// Source maps are written for error reporting but never published (docs/decisions.md
// "Source maps"): with `build.sourcemap: 'hidden'` the code carries no `//# sourceMappingURL` comment, and
// this plugin moves the maps from the served output to `{outDir}/sourcemaps/`, which nothing serves.
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/** @returns {import('vite').Plugin} */
export function keepSourceMapsPrivate() {
  return {
    name: 'vitrina-private-source-maps',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = path.join(outDir, 'sourcemaps', file);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, file), target);
      }
    },
  };
}
