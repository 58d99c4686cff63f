import axe from 'axe-core';
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The impacts a page may not have (decision 0017: zero critical or serious violations). */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/** WCAG 2.1 A and AA plus axe's best practices (page-has-heading-one, landmark and name rules). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface FoundViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits for finite animations and transitions to end (a modal zooming in or a notice fading in would be
 * measured half transparent by the contrast rule); spinners and other endless animations are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** Runs axe-core in the page (through the DevTools protocol, so the page's CSP does not apply) and keeps its violations. */
async function axeViolations(page: Page): Promise<FoundViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const results = await runner.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        // The contrast rule says which colours it measured; the first line of the summary is enough for the others.
        const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `${node.target.join(' ')} (${summary})`;
      }),
    }));
  }, AXE_TAGS);
}

/** How many h1 headings the page has (one per page: the title of the screen). */
function headingOneCount(page: Page): Promise<number> {
  return page.locator('h1').count();
}

async function measureOnce(page: Page): Promise<{ violations: FoundViolation[]; headings: number }> {
  await animationsSettled(page);
  const violations = await axeViolations(page);
  return { violations, headings: await headingOneCount(page) };
}

/** A page that navigates on its own while measured (e.g. the session-kick redirect) is measured again once loaded. */
async function measured(page: Page): Promise<{ violations: FoundViolation[]; headings: number }> {
  try {
    return await measureOnce(page);
  } catch (error) {
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    return measureOnce(page);
  }
}

function describeViolation(violation: FoundViolation): string {
  const targets = violation.targets.slice(0, 5).join(' | ');
  const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5})` : '';
  return `  - ${violation.id} [${violation.impact}] ${violation.help}: ${targets}${more}`;
}

/**
 * Checks the page as it stands with axe-core: no critical or serious violation and exactly one h1.
 * Every finding (whatever its impact) is also written to tmp/accessibility/violations.jsonl for the record.
 */
export async function checkAccessibility(page: Page, label: string): Promise<void> {
  const { violations, headings } = await measured(page);
  const url = page.url();
  mkdirSync('tmp/accessibility', { recursive: true });
  appendFileSync('tmp/accessibility/violations.jsonl', `${JSON.stringify({ label, url, headings, violations })}\n`);
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const problems = blocking.map(describeViolation);
  if (headings !== 1) problems.push(`  - la página tiene ${headings} encabezados h1 (debe tener uno)`);
  if (problems.length > 0) throw new Error(`Accesibilidad de «${label}» (${url}):\n${problems.join('\n')}`);
}
