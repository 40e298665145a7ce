/** The shared Storybook main config (React + Vite, `../src/**\/*.stories.tsx`, offline), plus `extra`. */
export declare function storybookMain<E extends Record<string, unknown> = Record<string, never>>(
  extra?: E,
): {
  framework: '@storybook/react-vite';
  stories: string[];
  addons: string[];
  core: { disableTelemetry: boolean };
  viteFinal: <C extends { resolve?: object }>(viteConfig: C) => C;
} & E;
