/**
 * Draws the installable app's icons (public/icons/) from the app's mark, src/client/favicon.svg,
 * in headless Chromium: `node scripts/generate-icons.js` (CHROME_PATH, else /usr/bin/chromium).
 * The PNGs are committed; run this again after the mark changes.
 *
 * - icon-192.png, icon-512.png: the mark as it is, a rounded dark tile (manifest purpose "any").
 * - icon-maskable-512.png: the tile's drawing on a full-bleed square, shrunk into the middle 80 %
 *   that every launcher's mask keeps (purpose "maskable": circles, squircles, teardrops).
 * - apple-touch-icon.png (180): full-bleed too, since iOS rounds the corners itself and fills
 *   transparent ones with black.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = process.cwd();
const MARK = path.join(root, 'src/client/favicon.svg');
const OUT = path.join(root, 'public/icons');
/** The mark's tile colour (ink-950 in styles.css), for the full-bleed icons. */
const TILE = '#0e0e10';

/**
 * The mark's parts: its view box and everything drawn on the tile (the first <rect> is the tile).
 * @param {string} svg
 */
function parseMark(svg) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  const tile = body ? /^\s*<rect[^>]*\/>/.exec(body) : null;
  if (!viewBox || !body || !tile) throw new Error(`${MARK} is not a tile <rect> followed by the drawing`);
  const [, , width = '0', height = '0'] = viewBox.split(/\s+/);
  return { viewBox, width: Number(width), height: Number(height), drawing: body.slice(tile[0].length) };
}

/**
 * The drawing on a full-bleed square, scaled about the centre.
 * @param {ReturnType<typeof parseMark>} mark
 * @param {number} scale
 */
function fullBleed(mark, scale) {
  const cx = mark.width / 2;
  const cy = mark.height / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mark.viewBox}">`,
    `<rect width="${mark.width}" height="${mark.height}" fill="${TILE}"/>`,
    `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${mark.drawing}</g>`,
    '</svg>',
  ].join('');
}

const svg = await readFile(MARK, 'utf8');
const mark = parseMark(svg);
const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  // The ring spans 76 % of the tile; at 0.8 it spans 61 %, well inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(mark, 0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(mark, 0.9) },
];

const executablePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: install it (apt-get install chromium) or set CHROME_PATH`);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await writeFile(path.join(OUT, icon.file), png);
    process.stdout.write(`public/icons/${icon.file} (${icon.size}x${icon.size}, ${png.length} bytes)\n`);
  }
} finally {
  await browser.close();
}
