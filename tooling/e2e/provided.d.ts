declare module 'vitest' {
  export interface ProvidedContext {
    /** One running product per worker, in worker order (global-setup.js); read through product.js. */
    products: { url: string; port: number; mailbox: string; browser: string }[];
  }
}
export {};
