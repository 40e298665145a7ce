import type { ViteUserConfig } from 'vitest/config';

/** The shared vitest config merged with `overrides`; workspace packages resolve to their sources. */
export declare function vitestPreset(overrides?: ViteUserConfig): ViteUserConfig;
