// The visual check of the story tests, run in Node by Vitest's browser command API: a screenshot of the test
// frame (what the story drew, popups included) compared pixel by pixel with the committed baseline.
// Speed matters (8 shots a story): the frame is captured through the DevTools protocol with Chromium's fast PNG
// encoder, both images are compared as raw pixels in this process, and a PNG is written only when a file is
// (an update, or the actual image and its diff after a mismatch).
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { CDPSession, Frame, Page } from 'playwright';
import sharp from 'sharp';
import type { BrowserCommand } from 'vitest/node';

export interface ScreenshotResult {
  status: 'match' | 'updated' | 'mismatch' | 'missing';
  message: string;
}

export interface Mask {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Colour distance under which two pixels count as equal (pixelmatch's threshold: anti-aliasing noise). */
const PIXEL_THRESHOLD = 0.1;
/** Differing pixels a screenshot may have and still match: a few stray anti-aliased pixels, not a moved control. */
export const ALLOWED_DIFFERENT_PIXELS = 40;
/** Painted over the masked parts, the same in baseline and shot. */
const MASK_COLOUR = [0xff, 0x00, 0xff, 0xff] as const;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function encode(raw: Raw): Promise<Buffer> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

function paintMasks(raw: Raw, masks: Mask[]): void {
  for (const mask of masks) {
    const left = Math.max(0, Math.round(mask.x));
    const top = Math.max(0, Math.round(mask.y));
    const right = Math.min(raw.width, left + Math.max(1, Math.round(mask.width)));
    const bottom = Math.min(raw.height, top + Math.max(1, Math.round(mask.height)));
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) raw.data.set(MASK_COLOUR, (y * raw.width + x) * 4);
  }
}

/** One DevTools session per page (each parallel worker has its own page). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function devTools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The test frame as the person sees it, at CSS pixels, PNG-encoded by Chromium for speed rather than size. */
async function captureFrame(page: Page, frame: Frame): Promise<Buffer> {
  const box = await (await frame.frameElement()).boundingBox();
  if (!box) throw new Error('La historia no tiene marco visible');
  const session = await devTools(page);
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: box.x, y: box.y, width: box.width, height: box.height, scale: 1 },
    optimizeForSpeed: true,
    captureBeyondViewport: false,
  });
  return Buffer.from(data, 'base64');
}

export function storyScreenshot(options: { baselineDir: string; diffDir: string; root: string; update: boolean }) {
  const command: BrowserCommand<[name: string, masks: Mask[]]> = async (context, name, masks) => {
    const { page } = context as unknown as { page: Page };
    const frame = await (context as unknown as { frame(): Promise<Frame> }).frame();
    let started = performance.now();
    const png = await captureFrame(page, frame);
    addNodeTime(context.sessionId, 'capture', performance.now() - started);
    started = performance.now();
    const baseline = join(options.baselineDir, `${name}.png`);
    const shown = relative(options.root, baseline);
    const hasBaseline = existsSync(baseline);
    const [actual, expected] = await Promise.all([decode(png), hasBaseline ? readFile(baseline).then(decode) : undefined]);
    paintMasks(actual, masks);
    addNodeTime(context.sessionId, 'decode', performance.now() - started);
    if (!expected && !options.update)
      return {
        status: 'missing',
        message: `Falta la captura de referencia ${shown} (npm run test:stories:update la crea).`,
      } satisfies ScreenshotResult;
    started = performance.now();
    const result = expected ? compare(expected, actual) : undefined;
    addNodeTime(context.sessionId, 'compare', performance.now() - started);
    if (options.update) {
      if (result?.different === 0) return { status: 'match', message: shown } satisfies ScreenshotResult;
      await mkdir(dirname(baseline), { recursive: true });
      await writeFile(baseline, await encode(actual));
      return { status: 'updated', message: shown } satisfies ScreenshotResult;
    }
    if (!result) throw new Error('sin comparación');
    const diffBase = join(options.diffDir, name);
    if (result.different <= ALLOWED_DIFFERENT_PIXELS) {
      if (existsSync(`${diffBase}-diff.png`)) await rm(`${diffBase}-diff.png`, { force: true });
      return { status: 'match', message: shown } satisfies ScreenshotResult;
    }
    await mkdir(dirname(diffBase), { recursive: true });
    await writeFile(`${diffBase}-actual.png`, await encode(actual));
    if (result.diff) await writeFile(`${diffBase}-diff.png`, await encode(result.diff));
    return {
      status: 'mismatch',
      message:
        `La captura ${name} difiere de ${shown}: ${result.different} píxeles distintos (se admiten ${ALLOWED_DIFFERENT_PIXELS})` +
        (result.sizeChanged ? `, el tamaño cambió de ${result.sizeChanged}` : '') +
        `.\n  Diferencia: ${relative(options.root, `${diffBase}-diff.png`)}\n  Actual: ${relative(options.root, `${diffBase}-actual.png`)}`,
    } satisfies ScreenshotResult;
  };
  return command;
}

/** Pixels that differ, and an image of them (red on a faded copy of the baseline). */
function compare(expected: Raw, actual: Raw): { different: number; diff?: Raw; sizeChanged?: string } {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    // The actual image over red: the red is where the sizes differ.
    const width = Math.max(expected.width, actual.width);
    const height = Math.max(expected.height, actual.height);
    const data = Buffer.alloc(width * height * 4);
    for (let i = 0; i < data.length; i += 4) data.set([0xff, 0, 0, 0xff], i);
    for (let y = 0; y < actual.height; y++) actual.data.copy(data, y * width * 4, y * actual.width * 4, (y + 1) * actual.width * 4);
    return {
      different: Math.abs(width * height - Math.min(expected.width, actual.width) * Math.min(expected.height, actual.height)) || 1,
      diff: { data, width, height },
      sizeChanged: `${expected.width}×${expected.height} a ${actual.width}×${actual.height}`,
    };
  }
  if (expected.data.equals(actual.data)) return { different: 0 };
  const out = Buffer.alloc(expected.width * expected.height * 4);
  const different = pixelmatch(expected.data, actual.data, out, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
    alpha: 0.2,
  });
  return { different, diff: different ? { data: out, width: expected.width, height: expected.height } : undefined };
}

/** Node-side milliseconds of the screenshot command, added to the browser's phases by storyProfile. */
const nodeTimes = new Map<string, Record<string, number>>();
function addNodeTime(session: string, phase: string, ms: number): void {
  const times = nodeTimes.get(session) ?? {};
  times[phase] = (times[phase] ?? 0) + ms;
  nodeTimes.set(session, times);
}

/** STORY_PROFILE=1: one JSON line per story with the milliseconds of each phase of its checks, in tmp/story-profile.jsonl. */
export function storyProfile(options: { root: string; enabled: boolean }) {
  const file = join(options.root, 'tmp/story-profile.jsonl');
  const command: BrowserCommand<[id: string, phases: Record<string, number>]> = async (context, id, phases) => {
    const times = nodeTimes.get(context.sessionId) ?? {};
    nodeTimes.delete(context.sessionId);
    if (options.enabled) {
      mkdirSync(dirname(file), { recursive: true });
      const rounded = Object.fromEntries(Object.entries({ ...phases, ...times }).map(([key, ms]) => [key, Math.round(ms)]));
      appendFileSync(file, `${JSON.stringify({ id, ...rounded })}\n`);
    }
  };
  return command;
}
