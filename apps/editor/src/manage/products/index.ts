// The back office's Products screen (mounted at /manage/products).
export { ProductsScreen } from './products-screen.js';
export type { ProductsScreenProps } from './products-screen.js';
