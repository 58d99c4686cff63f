// Setup of the story tests (Vitest, browser mode). Storybook's own pipeline renders each story, runs its play
// function and the accessibility addon (default brand, desktop); the annotations below then check the same
// rendered story in the other brands (axe) and compare screenshots with the committed baselines.
import { setProjectAnnotations } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import { brandCodes, type BrandCode } from '../src';
import { setBrandOverride } from './brand-override';
import { DESKTOP, PHONE } from './preview';

const DEFAULT_BRAND: BrandCode = 'license';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What a story says about its visual check: `false` skips it; `mask` hides parts that change on their own (clocks). */
export interface VisualParameter {
  mask?: string[];
  /** Compare with another story's baselines (the planted moved pixel of self-check/). */
  baselineOf?: string;
  /** Only this shot, e.g. 'license-desktop'. */
  only?: string;
  /** The story draws one brand whatever the toolbar says: it is shot once. */
  singleBrand?: boolean;
}

const style = document.createElement('style');
// No blinking caret in a screenshot (the screenshot itself finishes running animations first).
style.textContent = '*, *::before, *::after { caret-color: transparent !important; } html { min-height: 100vh; }';
document.head.appendChild(style);

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/**
 * What Playwright's `animations: 'disabled'` did before the shots went through DevTools: finite animations and
 * transitions (a form error sliding in) jump to their end, infinite ones (spinners, the skeleton's shimmer) go back
 * to their start, so that a screenshot never catches something half-way.
 */
function stillAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
}

/**
 * Waits until the page has been still (no change in the document, no focus moving) for `still` ms, at most `cap`:
 * what a story does on its own after its play function — a modal taking the focus, a late answer — is over before
 * the first shot. Used once a story, not at each brand or size.
 */
async function quiet(still = 150, cap = 3000): Promise<void> {
  const start = performance.now();
  let last = start;
  const moved = () => {
    last = performance.now();
  };
  const observer = new MutationObserver(moved);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('focusin', moved, true);
  document.addEventListener('focusout', moved, true);
  try {
    while (performance.now() - last < still && performance.now() - start < cap) await frames(1);
  } finally {
    observer.disconnect();
    document.removeEventListener('focusin', moved, true);
    document.removeEventListener('focusout', moved, true);
  }
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  // Twice: an animation that ends may start another (antd's motion classes follow transitionend).
  stillAnimations();
  await frames(2);
  stillAnimations();
  await frames(2);
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    storyScreenshot: (
      name: string,
      masks: { x: number; y: number; width: number; height: number }[],
    ) => Promise<{ status: string; message: string }>;
    storyProfile: (id: string, phases: Record<string, number>) => Promise<void>;
  }
}

/** Compares what is drawn now (the caller has let it settle) with the baseline. */
async function matchScreenshot(name: string, visual: VisualParameter): Promise<void> {
  const masks = (visual.mask ?? [])
    .flatMap((selector) => Array.from(document.querySelectorAll(selector)))
    .map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  const result = await commands.storyScreenshot(name, masks);
  if (result.status === 'mismatch' || result.status === 'missing') throw new Error(result.message);
}

interface A11yParameter {
  test?: string;
  disable?: boolean;
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: axe.RunOptions;
}

/** The accessibility addon's check, for a brand other than the default one, with the story's own waivers. */
async function expectNoViolations(parameter: A11yParameter | undefined, brand: BrandCode, colourOnly: boolean): Promise<void> {
  if (parameter?.disable || parameter?.test === 'off' || parameter?.test === 'todo') return;
  // A brand changes colours only (same markup, texts and names), so in the other brands the colour rules are the ones
  // whose answer can change; the default brand gets every rule, at both sizes.
  const options: axe.RunOptions = colourOnly
    ? {
        ...parameter?.options,
        runOnly: { type: 'rule', values: COLOUR_RULES },
        // A rule the story waives stays waived under runOnly.
        rules: Object.fromEntries(
          (parameter?.config?.rules ?? []).filter((rule) => !rule.enabled).map((rule) => [rule.id, { enabled: false }]),
        ),
      }
    : (parameter?.options ?? {});
  axe.reset();
  axe.configure({ rules: [{ id: 'region', enabled: false }, ...(parameter?.config?.rules ?? [])] });
  const result = await axe.run(
    { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] } as never,
    options,
  );
  const lines = result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
  expect(lines, `violaciones de accesibilidad con la marca ${brand}:\n${lines.join('\n')}`).toEqual([]);
}

/** Milliseconds per phase of the current story's checks (STORY_PROFILE=1 writes them to tmp/story-profile.jsonl). */
let phases: Record<string, number> = {};
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    phases[phase] = (phases[phase] ?? 0) + performance.now() - start;
  }
}

async function checkEveryBrandAndSize(context: StoryContext): Promise<void> {
  if (context.viewMode !== 'story') return;
  phases = {};
  const start = performance.now();
  try {
    await checkStory(context);
  } finally {
    phases.checks = performance.now() - start;
    await commands.storyProfile(context.id, phases);
  }
}

async function checkStory(context: StoryContext): Promise<void> {
  const visual = (context.parameters.visual ?? {}) as VisualParameter | false;
  const id = (visual && visual.baselineOf) || context.id;
  const shoot = (name: string) =>
    timed('screenshot', async () => {
      if (visual !== false && (!visual.only || visual.only === name)) await matchScreenshot(`${id}/${name}`, visual);
    });
  const a11y = context.parameters.a11y as A11yParameter;
  try {
    await timed('settle', async () => {
      await quiet();
      await settle();
    });
    await shoot(`${DEFAULT_BRAND}-desktop`);
    await timed('resize', async () => {
      await page.viewport(PHONE.width, PHONE.height);
      await settle();
    });
    await timed('axe', () => expectNoViolations(a11y, DEFAULT_BRAND, false));
    await shoot(`${DEFAULT_BRAND}-phone`);
    await timed('resize', () => page.viewport(DESKTOP.width, DESKTOP.height));
    if (visual !== false && visual.singleBrand) return;
    for (const brand of brandCodes.filter((code) => code !== DEFAULT_BRAND)) {
      await timed('rebrand', async () => {
        setBrandOverride(brand);
        await settle();
      });
      await timed('axe', () => expectNoViolations(a11y, brand, true));
      await shoot(`${brand}-desktop`);
      // Every brand at the phone's width too (issue 27: each story in each brand at desktop and 390 px).
      await timed('resize', async () => {
        await page.viewport(PHONE.width, PHONE.height);
        await settle();
      });
      await shoot(`${brand}-phone`);
      await timed('resize', () => page.viewport(DESKTOP.width, DESKTOP.height));
    }
  } finally {
    // Back to the default brand at desktop for the next story (whose checks let it settle before the first shot).
    setBrandOverride(undefined);
    if (window.innerWidth !== DESKTOP.width || window.innerHeight !== DESKTOP.height) await page.viewport(DESKTOP.width, DESKTOP.height);
  }
}

/** A file's frame starts narrower than the configured viewport: every story renders at the desktop size. */
async function atDesktopSize(): Promise<void> {
  if (window.innerWidth !== DESKTOP.width || window.innerHeight !== DESKTOP.height) await page.viewport(DESKTOP.width, DESKTOP.height);
}

setProjectAnnotations([getProjectAnnotations(), { beforeEach: atDesktopSize, afterEach: checkEveryBrandAndSize }]);
