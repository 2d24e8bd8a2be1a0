// Pictures checked against references: each board page opened at 1024x768 on a fixed link, in
// the light scheme and (theme=dark) the dark one, its board's canvas layers put together as the
// page shows them, and the picture compared with the checked-in reference
// tests/page/ref/NAME.png. Pixels whose colour differs by more than pixelmatch's threshold are
// counted; more than MAX_SHARE of them fails, and the actual picture and the difference (red
// where they differ) are written to tests/page/out/pictures-NAME-*.png.
//
// `make pictures` (UPDATE_PICTURES=1) writes the references anew instead of comparing.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { browser, OUT, ROOT, serve } from './lib.mjs';

const REF = join(ROOT, 'tests', 'page', 'ref');
const UPDATE = process.env.UPDATE_PICTURES === '1';
// pixelmatch's colour threshold (0..1, in its YIQ distance): anti-aliased edges of the glyphs
// may shift by a shade between runs; a mark, a line or a square of another colour does not.
const THRESHOLD = 0.1;
// The share of the picture's pixels allowed to differ beyond THRESHOLD.
const MAX_SHARE = 0.0002;

const VIEWS = [
  ['walk', 'index.html?board=8x8&step=20'],
  ['tourneys', 'tourneys.html?gen=braid&n=10'],
  ['construct', 'construct.html?board=16x18&step=3'],
  ['walk-dark', 'index.html?board=8x8&step=20&theme=dark'],
  ['tourneys-dark', 'tourneys.html?gen=braid&n=10&theme=dark'],
  ['construct-dark', 'construct.html?board=16x18&step=3&theme=dark'],
];

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** The board view's picture: its visible canvas layers drawn in order onto one canvas, as PNG. */
async function boardPicture(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  // Two frames after ready: the painter has drawn what the page opened on.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const data = await page.evaluate(() => {
    const layers = [...document.querySelectorAll('[data-view="board"] canvas')].filter((c) => !c.hidden);
    if (!layers.length) return null;
    const [w, h] = [layers[0].width, layers[0].height];
    const all = document.createElement('canvas');
    all.width = w;
    all.height = h;
    const ctx = all.getContext('2d');
    for (const c of layers) ctx.drawImage(c, 0, 0, w, h);
    return all.toDataURL('image/png');
  });
  await page.close();
  assert.deepEqual(errors, []);
  assert.ok(data, `no board canvas on ${url}`);
  return PNG.sync.read(Buffer.from(data.split(',')[1], 'base64'));
}

/** Pixels differing beyond THRESHOLD between two PNGs of one size, and the diff picture. */
function compare(a, b) {
  const diff = new PNG({ width: a.width, height: a.height });
  const n = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  return { n, share: n / (a.width * a.height), diff };
}

for (const [name, link] of VIEWS) {
  test(`${name} (${link} at 1024x768): the board as in tests/page/ref/${name}.png`, async () => {
    const actual = await boardPicture(chrome.context, `${server.url}${link}`);
    const ref = join(REF, `${name}.png`);
    if (UPDATE) {
      mkdirSync(REF, { recursive: true });
      writeFileSync(ref, PNG.sync.write(actual));
      return;
    }
    assert.ok(existsSync(ref), `no reference ${ref}: run make pictures`);
    const expected = PNG.sync.read(readFileSync(ref));
    mkdirSync(OUT, { recursive: true });
    const got = join(OUT, `pictures-${name}-actual.png`);
    const sameSize = expected.width === actual.width && expected.height === actual.height;
    if (!sameSize) {
      writeFileSync(got, PNG.sync.write(actual));
      assert.fail(`${name}: the board is ${actual.width}x${actual.height}, the reference `
        + `${expected.width}x${expected.height}; actual picture in ${got}`);
    }
    const { n, share, diff } = compare(expected, actual);
    if (share > MAX_SHARE) {
      const diffPath = join(OUT, `pictures-${name}-diff.png`);
      writeFileSync(got, PNG.sync.write(actual));
      writeFileSync(diffPath, PNG.sync.write(diff));
      assert.fail(`${name}: ${n} pixels (${(share * 100).toFixed(3)}%, over ${MAX_SHARE * 100}%) `
        + `differ from ${ref}; actual picture in ${got}, difference in ${diffPath}`);
    }
  });
}
