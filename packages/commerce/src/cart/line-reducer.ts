// One reducer shape for both carts: add (merging by key), set quantity, remove, clear, refresh stock.
import type { LinesState, QuantityLine } from './cart-line.js';

export type LinesAction<L> =
  | { type: 'add'; line: L }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  /** Stock as the server reports it now; quantities above it are lowered (never below 1). */
  | { type: 'syncStock'; stock: Readonly<Record<string, number>> };

/**
 * Quantity rule of the cart: a whole number, never below 1, never above the known stock.
 * A line whose stock fell to 0 keeps quantity 1 so the order rules can ask to remove it (spec §5).
 */
export function clampQuantity(quantity: number, availableQuantity?: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const capped = typeof availableQuantity === 'number' && Number.isFinite(availableQuantity) ? Math.min(whole, availableQuantity) : whole;
  return Math.max(1, capped);
}

const isOutOfStock = (line: QuantityLine): boolean => typeof line.availableQuantity === 'number' && line.availableQuantity <= 0;

export function createLinesReducer<L extends QuantityLine>(keyOf: (line: L) => string) {
  const clamp = (line: L, quantity: number): L => {
    const next = clampQuantity(quantity, line.availableQuantity);
    return next === line.quantity ? line : { ...line, quantity: next };
  };

  return function linesReducer(state: LinesState<L>, action: LinesAction<L>): LinesState<L> {
    switch (action.type) {
      case 'add': {
        // Nothing to add when the shop already says there is none left.
        if (isOutOfStock(action.line)) return state;
        const key = keyOf(action.line);
        const existing = state.lines.find((line) => keyOf(line) === key);
        if (!existing) return { lines: [...state.lines, clamp(action.line, action.line.quantity)] };
        // The newer line carries the fresher price and stock; quantities add up.
        const merged = { ...existing, ...action.line, quantity: existing.quantity };
        const quantity = existing.quantity + clampQuantity(action.line.quantity);
        return { lines: state.lines.map((line) => (line === existing ? clamp(merged, quantity) : line)) };
      }
      case 'setQuantity': {
        let changed = false;
        const lines = state.lines.map((line) => {
          if (keyOf(line) !== action.key) return line;
          const next = clamp(line, action.quantity);
          changed ||= next !== line;
          return next;
        });
        return changed ? { lines } : state;
      }
      case 'remove': {
        const lines = state.lines.filter((line) => keyOf(line) !== action.key);
        return lines.length === state.lines.length ? state : { lines };
      }
      case 'clear':
        return state.lines.length === 0 ? state : { lines: [] };
      case 'syncStock': {
        const lines = state.lines.map((line) => {
          const key = keyOf(line);
          const availableQuantity = action.stock[key];
          if (availableQuantity === undefined) return line;
          return clamp({ ...line, availableQuantity }, line.quantity);
        });
        return { lines };
      }
    }
  };
}
