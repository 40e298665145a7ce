// The one lint config of the workspace (root eslint.config.js re-exports it).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { cycleRule } from './cycle-rule.js';
import { layerRule } from './layer-rule.js';
import { routeImportsRule } from './route-rule.js';

export const vitrinaPlugin = { rules: { layers: layerRule, 'no-cycle': cycleRule, 'route-imports': routeImportsRule } };

const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration',
  message: 'Export names explicitly (CONVENTIONS.md "Public surface"): no export *.',
};

// Issue 27: nine private copies of the focus-after-a-refused-submit component drifted apart (three stopped
// waiting for the submit to end, one searched every checkout form of the page). The ui-kit one is the only one.
const FOCUS_FIRST_ERROR_FOLDER = 'packages/ui-kit/src/focus-first-error/**';
const NO_PRIVATE_FOCUS_FIRST_ERROR = ['FunctionDeclaration', 'VariableDeclarator', 'ClassDeclaration'].map((node) => ({
  selector: `${node}[id.name=/^FocusFirst/]`,
  message:
    'Use FocusFirstError of @vitrina/ui-kit (issue 27): no private copy. It takes formSelector or formRef; see its doc comment for what it focuses.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { vitrina: vitrinaPlugin, 'check-file': checkFile },
    rules: {
      'vitrina/layers': 'error',
      'vitrina/no-cycle': 'error',
      'vitrina/route-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,jsx,mjs,cjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,tooling}/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...NO_PRIVATE_FOCUS_FIRST_ERROR],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The one FocusFirstError lives here (a later block's options replace the list above, so repeat the rest).
    files: [FOCUS_FIRST_ERROR_FOLDER],
    rules: { 'no-restricted-syntax': ['error', NO_EXPORT_ALL] },
  },
  {
    // Storybook's own folder name starts with a dot by convention.
    files: ['**/.storybook/**'],
    rules: { 'check-file/folder-naming-convention': 'off' },
  },
);
