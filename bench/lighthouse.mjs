/**
 * Lighthouse 12 mobile performance runs through its CLI (Debian's Chromium when present), median by
 * score of `runs` runs: single runs vary by up to 0.15 on 2-core machines.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * `--hide-scrollbars` as Playwright and Puppeteer launch headless Chromium: with the desktop's classic
 * scrollbars, headless Chromium under Lighthouse's mobile emulation held a styled page's first paint
 * until 1.2 s or 2.2 s after navigation (never an unstyled one), so the simulation counted every script
 * before it as delaying the LCP. A phone's overlay scrollbars take no layout space; see
 * docs/benchmarks.md, '29 November: the held first paint was the scrollbars'.
 */
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --hide-scrollbars';

async function once(url, headers) {
  const env = { ...process.env };
  if (!env.CHROME_PATH && existsSync('/usr/bin/chromium')) env.CHROME_PATH = '/usr/bin/chromium';
  const { stdout } = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    score: report.categories.performance.score,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * The median run (by performance score) of `runs` Lighthouse runs of `url`.
 * @returns {{ score: number, lcp: number, tbt: number, cls: number, scores: number[] }} LCP and TBT in ms
 */
export async function lighthouseMedian(url, runs, headers) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(url, headers));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((result) => result.score) };
}
