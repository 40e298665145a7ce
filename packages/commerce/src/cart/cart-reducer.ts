// Products cart and services cart (spec §3 "Cart ... A separate services cart exists").
import type { CartLine, ServicesCartLine } from '@vitrina/core-model';
import { cartLineKey, serviceLineKey } from './cart-line.js';
import type { CartState, ServicesCartState } from './cart-line.js';
import { createLinesReducer } from './line-reducer.js';
import type { LinesAction } from './line-reducer.js';

export type CartAction = LinesAction<CartLine>;
export type ServicesCartAction = LinesAction<ServicesCartLine>;

export const emptyCart: CartState = { lines: [] };
export const emptyServicesCart: ServicesCartState = { lines: [] };

/** Lines merge by product + variant. */
export const cartReducer: (state: CartState, action: CartAction) => CartState = createLinesReducer<CartLine>(cartLineKey);

/** Lines merge by service. */
export const servicesCartReducer: (state: ServicesCartState, action: ServicesCartAction) => ServicesCartState =
  createLinesReducer<ServicesCartLine>(serviceLineKey);

/** Number of units in a cart, for the header badge. */
export function cartItemCount(state: { lines: readonly { quantity: number }[] }): number {
  return state.lines.reduce((sum, line) => sum + line.quantity, 0);
}
