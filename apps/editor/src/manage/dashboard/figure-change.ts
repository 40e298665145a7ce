// A figure's change against the previous period (issue 31), as the cards show it: a relative change for counts
// and money ("▲ 12%"), percentage points for a rate ("▼ 1.5 pts"), "new" where the previous period had none.
export type ChangeDirection = 'up' | 'down' | 'same';

export type FigureChange =
  /** Both periods had nothing, or the same. */
  | { kind: 'same' }
  /** The previous period had none (0, or no visits for a rate) and this one has some. */
  | { kind: 'new' }
  /** A rate with no visits in this period: nothing to compare. */
  | { kind: 'unknown' }
  /** `amount`: a share (0.12 = 12%) for counts and money, percentage points for a rate. */
  | { kind: 'change'; direction: ChangeDirection; amount: number; unit: 'share' | 'points' };

/** Counts and money (in minor units). */
export function changeOf(current: number, previous: number): FigureChange {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return current > 0 ? { kind: 'new' } : { kind: 'change', direction: 'down', amount: 1, unit: 'share' };
  const share = (current - previous) / Math.abs(previous);
  return { kind: 'change', direction: share > 0 ? 'up' : 'down', amount: Math.abs(share), unit: 'share' };
}

/** A rate (0–1, null where its base is 0). */
export function rateChangeOf(current: number | null, previous: number | null): FigureChange {
  if (current === null) return { kind: 'unknown' };
  if (previous === null) return { kind: 'new' };
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { kind: 'same' };
  return { kind: 'change', direction: points > 0 ? 'up' : 'down', amount: Math.abs(points), unit: 'points' };
}
