import type { Plugin } from 'vite';

/** Moves a build's source maps out of the served output into `{outDir}/sourcemaps/`. */
export declare function keepSourceMapsPrivate(): Plugin;
