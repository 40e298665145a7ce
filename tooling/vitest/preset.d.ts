import type { ViteUserConfig } from 'vitest/config';

/** The shared vitest config merged with `overrides`; workspace packages resolve to their sources. */
export declare function vitestPreset(overrides?: ViteUserConfig): ViteUserConfig;

/** The test files below `root`'s `dirs` (default src, test) that call vi.mock / vi.doMock / vi.stubGlobal / vi.stubEnv. */
export declare function filesThatReplaceModules(root: URL | string, dirs?: string[]): string[];

/**
 * A package's test projects: `name` shares each worker's modules (isolate: false); the files that replace a
 * module or a global run in `<name> (isolated)`.
 */
export declare function sharedModuleProjects(
  config: ViteUserConfig,
  options: { root: URL | string; name: string; exclude?: string[] },
): ViteUserConfig[];
