import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../support/browser.ts';

/** What `npm run bench:web` prints of one Lighthouse run (mobile settings, simulated throttling). */
export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Audits of accessibility and SEO that failed, by id (what keeps them under 100). */
  readonly failed: readonly string[];
}

/**
 * One Chromium for every Lighthouse run of a benchmark: Lighthouse drives it over the DevTools
 * protocol. Its default settings are the mobile ones (a mid-range phone, 4× CPU slowdown, slow 4G
 * simulated).
 */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    /** Runs Lighthouse on the page; with `reportFile`, its whole JSON report is written there. */
    async run(url: string, reportFile?: string): Promise<LighthouseScores> {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const failed = ['accessibility', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
          )
          .map((ref) => ref.id),
      );
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failed,
      };
    },
    close: () => chrome.kill(),
  };
}
