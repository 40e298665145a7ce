// Figures from samples a bench took itself (latencies it timed, memory it read at each step), where no
// load tool summarises them: percentiles, a growth per item across steps, and a list of counts from the
// environment (`BENCH_TENANTS=1000,5000,10000`).

/**
 * The nearest-rank percentile (`p` in 0–100) of `values`: the smallest value with at least p % of the
 * values at or below it. null for no values.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`a percentile is 0–100, got ${p}`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/**
 * How much `amount` grows per item across steps: the least-squares slope of amount over count (two
 * steps: the plain difference over the difference of counts). null with fewer than two distinct counts.
 * @param {readonly { count: number, amount: number }[]} steps
 * @returns {number | null}
 */
export function growthPerItem(steps) {
  if (new Set(steps.map((s) => s.count)).size < 2) return null;
  const mean = (pick) => steps.reduce((sum, s) => sum + pick(s), 0) / steps.length;
  const meanCount = mean((s) => s.count);
  const meanAmount = mean((s) => s.amount);
  let covariance = 0;
  let variance = 0;
  for (const s of steps) {
    covariance += (s.count - meanCount) * (s.amount - meanAmount);
    variance += (s.count - meanCount) ** 2;
  }
  return covariance / variance;
}

/**
 * `"1000,5000,10000"` → [1000, 5000, 10000]: whole positive counts, ascending, each once (`1_000` and
 * `10k` are read too). Unset or blank → `fallback`; anything else that is not a count throws.
 * @param {string | undefined} text
 * @param {readonly number[]} fallback
 * @returns {number[]}
 */
export function parseCounts(text, fallback) {
  if (!text?.trim()) return [...fallback];
  const counts = text.split(',').map((part) => {
    const match = /^\s*([0-9][0-9_]*)(k?)\s*$/i.exec(part);
    const n = match ? Number(match[1].replaceAll('_', '')) * (match[2] ? 1000 : 1) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`not a count: "${part.trim()}" (in "${text}")`);
    return n;
  });
  return [...new Set(counts)].sort((a, b) => a - b);
}
