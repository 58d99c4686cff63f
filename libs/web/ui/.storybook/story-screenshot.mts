// The visual check of the story tests, run in Node by Vitest's browser command API: a screenshot of the test
// frame (what the story drew, popups included) compared pixel by pixel with the committed baseline.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { BrowserCommand } from 'vitest/node';

export interface ScreenshotResult {
  status: 'match' | 'updated' | 'mismatch' | 'missing';
  message: string;
}

/** Colour distance under which two pixels count as equal (pixelmatch's threshold: anti-aliasing noise). */
const PIXEL_THRESHOLD = 0.1;
/** Differing pixels a screenshot may have and still match: a few stray anti-aliased pixels, not a moved control. */
export const ALLOWED_DIFFERENT_PIXELS = 40;

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function storyScreenshot(options: { baselineDir: string; diffDir: string; root: string; update: boolean }) {
  const command: BrowserCommand<[name: string, masks: { x: number; y: number; width: number; height: number }[]]> = async (
    context,
    name,
    masks,
  ) => {
    const { page } = context as unknown as { page: import('playwright').Page };
    const frame = await (context as unknown as { frame(): Promise<import('playwright').Frame> }).frame();
    const box = await (await frame.frameElement()).boundingBox();
    if (!box) throw new Error('La historia no tiene marco visible');
    let png = await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide', scale: 'css' });
    if (masks.length) {
      // Parts that change on their own (a running clock) are painted over, the same in baseline and shot.
      const overlays = masks.map((mask) => ({
        input: {
          create: {
            width: Math.max(1, Math.round(mask.width)),
            height: Math.max(1, Math.round(mask.height)),
            channels: 4 as const,
            background: '#ff00ff',
          },
        },
        left: Math.max(0, Math.round(mask.x)),
        top: Math.max(0, Math.round(mask.y)),
      }));
      png = await sharp(png).composite(overlays).png().toBuffer();
    }
    png = await sharp(png).png({ compressionLevel: 9, palette: false }).toBuffer();
    const baseline = join(options.baselineDir, `${name}.png`);
    const shown = relative(options.root, baseline);
    if (!existsSync(baseline) && !options.update)
      return {
        status: 'missing',
        message: `Falta la captura de referencia ${shown} (npm run test:stories:update la crea).`,
      } satisfies ScreenshotResult;
    if (options.update) {
      if (existsSync(baseline)) {
        const same = await compare(await readFile(baseline), png);
        if (same.different === 0) return { status: 'match', message: shown } satisfies ScreenshotResult;
      }
      await mkdir(dirname(baseline), { recursive: true });
      await writeFile(baseline, png);
      return { status: 'updated', message: shown } satisfies ScreenshotResult;
    }
    const result = await compare(await readFile(baseline), png);
    const diffBase = join(options.diffDir, name);
    if (result.different <= ALLOWED_DIFFERENT_PIXELS) {
      await rm(`${diffBase}-diff.png`, { force: true });
      return { status: 'match', message: shown } satisfies ScreenshotResult;
    }
    await mkdir(dirname(diffBase), { recursive: true });
    await writeFile(`${diffBase}-actual.png`, png);
    if (result.diff) await writeFile(`${diffBase}-diff.png`, result.diff);
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
async function compare(baselinePng: Buffer, actualPng: Buffer): Promise<{ different: number; diff?: Buffer; sizeChanged?: string }> {
  const expected = await rgba(baselinePng);
  const actual = await rgba(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const width = Math.max(expected.width, actual.width);
    const height = Math.max(expected.height, actual.height);
    const diff = await sharp({ create: { width, height, channels: 4, background: '#ff0000' } })
      .composite([{ input: actualPng, left: 0, top: 0 }])
      .png()
      .toBuffer();
    return {
      different: Math.abs(width * height - Math.min(expected.width, actual.width) * Math.min(expected.height, actual.height)) || 1,
      diff,
      sizeChanged: `${expected.width}×${expected.height} a ${actual.width}×${actual.height}`,
    };
  }
  const out = Buffer.alloc(expected.width * expected.height * 4);
  const different = pixelmatch(expected.data, actual.data, out, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
    alpha: 0.2,
  });
  const diff = different
    ? await sharp(out, { raw: { width: expected.width, height: expected.height, channels: 4 } })
        .png()
        .toBuffer()
    : undefined;
  return { different, diff };
}
