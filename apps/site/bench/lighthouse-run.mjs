// Lighthouse (npm, programmatic) in Debian's Chromium, default mobile settings, performance only.
// Simulated throttling scales what the machine really spent, so a busy 2-core machine moves the figures:
// each page runs several times and the run with the median score is reported.
import lighthouse from 'lighthouse';
import { fmt, launchDebuggableChromium } from '@vitrina/tooling/bench';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The Lighthouse opportunity that would save the most time, to say where a slow page loses it. */
function topOpportunity(lhr) {
  // Passed audits (score ≥ 0.9, e.g. "Initial server response time was short") still carry savings: not advice.
  const audits = Object.values(lhr.audits).filter(
    (a) => a.details?.type === 'opportunity' && (a.score ?? 0) < 0.9 && (a.details.overallSavingsMs ?? 0) >= 50,
  );
  audits.sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs);
  return audits[0] ? `${audits[0].title} (≈${Math.round(audits[0].details.overallSavingsMs)} ms)` : undefined;
}

/** The figures a report needs from one Lighthouse result. */
export function summarizeLhr(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  return {
    error: lhr.runtimeError?.message,
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    hint: topOpportunity(lhr),
  };
}

/** The run with the median score (a failed run counts as the lowest). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function runLighthouse(pages, { runs = LIGHTHOUSE_RUNS } = {}) {
  const customHosts = [...new Set(pages.map((p) => p.hostname).filter((h) => !h.endsWith('localhost')))];
  // *.localhost resolves to loopback in Chromium; a custom domain (tienda) is mapped to it.
  const extraArgs = customHosts.length ? [`--host-resolver-rules=${customHosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`] : [];
  const chromium = await launchDebuggableChromium({ extraArgs });
  const results = [];
  let version;
  let userAgent;
  try {
    for (const page of pages) {
      const summaries = [];
      const failures = [];
      // A run that failed (a page that did not load in time on a busy machine) measured nothing: it is
      // reported and run again, up to twice per page, rather than counted as the lowest score.
      for (let attempt = 0; summaries.length < runs && attempt < runs + 2; attempt += 1) {
        const runner = await lighthouse(page.url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!runner) continue;
        version ??= runner.lhr.lighthouseVersion;
        userAgent ??= runner.lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
        const summary = summarizeLhr(runner.lhr);
        if (summary.error || summary.score === undefined) failures.push(summary.error ?? 'no score');
        else summaries.push(summary);
      }
      for (const failure of failures) console.log(`lighthouse ${page.url}: a run failed and was run again: ${failure}`);
      const result = { ...page, runs: summaries.length, scores: summaries.map((s) => s.score ?? 'error'), ...medianRun(summaries) };
      console.log(
        `lighthouse ${page.url} (template ${page.templateId}): scores ${result.scores.join(', ')}; median run LCP ${fmt(result.lcpMs)} ms, ` +
          `CLS ${fmt(result.cls, 3)}, TBT ${fmt(result.tbtMs)} ms${result.error ? `, error: ${result.error}` : ''}`,
      );
      results.push(result);
    }
  } finally {
    await chromium.close();
  }
  return { results, version, userAgent, runs };
}
