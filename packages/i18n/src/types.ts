// Typed keys for every consumer of @vitrina/i18n: importing the package loads this augmentation, so
// `t('errors:orders.orderNotFound')` is checked and `t('errors:nope')` fails typecheck. Kept in a .ts
// module (not a .d.ts) so tsc emits it into dist with the rest of the declarations.
import type { DEFAULT_NAMESPACE, Namespace, Resources } from './resources.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: Resources;
    returnNull: false;
  }
}

/** Dotted paths to every string leaf of a resource object. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every key as `namespace:path`, e.g. `'status:notFound.title'`. */
export type TranslationKey = { [N in Namespace]: `${N}:${LeafPaths<Resources[N]>}` }[Namespace];

/** Keys of one namespace, without its prefix (for `useTranslation('booking')`). */
export type NamespaceKey<N extends Namespace> = LeafPaths<Resources[N]>;
