// The layer graph of ARCHITECTURE.md, as data. A workspace may import only the @vitrina packages listed
// for it; apps import packages but never another app; no package imports an app.
export const LAYERS = {
  'core-model': [],
  validation: ['core-model'],
  i18n: ['core-model'],
  commerce: ['core-model'],
  booking: ['core-model'],
  'api-client': ['core-model', 'validation'],
  'ui-kit': ['i18n', 'validation'],
  sections: ['ui-kit', 'core-model', 'i18n'],
  'mail-templates': ['core-model', 'i18n'],
};

export const PACKAGES = Object.keys(LAYERS);
export const APPS = ['site', 'editor', 'api'];

/** Which @vitrina workspaces a file under `workspace` ('packages/x', 'apps/y', 'tooling') may import. */
export function allowedImports(workspace) {
  const [kind, name] = workspace.split('/');
  if (kind === 'packages') return LAYERS[name] ?? [];
  if (kind === 'apps') return [...PACKAGES];
  if (kind === 'tooling') return ['tooling'];
  return [];
}
