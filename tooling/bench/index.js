// Shared helpers of the benchmarks (apps/*/bench) and the byte budget (apps/site/scripts/check-budget.mjs).
export {
  cssEntries,
  findEntry,
  formatBudget,
  gzipSize,
  initialChunks,
  initialFiles,
  islandPageFiles,
  KB,
  laterFiles,
  measureBudget,
  routeChunks,
} from './budget.js';
export { devtoolsPort, launchDebuggableChromium } from './chromium.js';
export { startFastify } from './hello-world.js';
export { httpGet } from './http-get.js';
export { autocannonArgs, LOAD_DEFAULTS, runLoad, summarizeAutocannon } from './load.js';
export {
  fmt,
  machineLine,
  markdownTable,
  PERFORMANCE_DOC,
  ratioText,
  ROOT,
  todayIso,
  upsertSection,
  verdict,
  writeSection,
} from './report.js';
export { growthPerItem, parseCounts, percentile } from './samples.js';
