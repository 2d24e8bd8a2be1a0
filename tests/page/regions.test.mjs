// The staged rule's regions on the walk page (Squirrel & Cull, 000 Figures 3 and 4): the toggle
// tints each square with its region's colour as the core assigns it, rings the switching
// squares, and the legend names each ordering in the numbering on screen, moving on as the
// knight passes a switching square. node --test tests/page/regions.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { field, layer, numbers, pixel, stepOf } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

// src/labs/walk/regions.rs: PALETTE and TINT_ALPHA.
const COLOURS = [[0xe6, 0x9f, 0x00], [0x56, 0xb4, 0xe9], [0x00, 0x9e, 0x73], [0xf0, 0xe4, 0x42], [0x00, 0x72, 0xb2], [0xd5, 0x5e, 0x00]];
const ALPHA = 0.72;

async function showRegions(page) {
  await page.locator('#regions').check();
  await page.locator('#regions-legend').waitFor({ state: 'visible', timeout: 20000 });
}

const legendLines = (page) => page.locator('#regions-lines li').evaluateAll((lis) => lis.map((li) => ({ state: li.dataset.state, text: li.textContent })));

/** The regions layer's RGBA at the centre of square (row, col) shifted by (fx, fy) of a square. */
const layerPixel = (page, row, col, fx = 0.5, fy = 0.5) => pixel(page, 'regions', row, col, fx, fy);
const REGIONS = layer('regions');

test('120x120: every square sampled is tinted with the region the legend gives its move number', async () => {
  const page = await open(chrome.context, `${server.url}?board=120x120&start=1,1&rule=squirrel-cull&seed=1&step=1`);
  await showRegions(page);
  let lines = await legendLines(page);
  assert.equal(lines.length, 5, 'm = 120 is 0 mod 8: five orderings (Figure 3)');
  assert.deepEqual(lines.map((l) => l.state), ['now', 'later', 'later', 'later', 'later']);
  assert.match(lines[0].text, /^1Region 1: ordering 34261578; steps 1–\d+, [\d,]+ squares; switches on \(119,118\) at step \d+ — now\.$/);
  assert.match(lines[4].text, /ordering 21435678; .*the last ordering, to the end/);
  assert.match(await page.locator('#regions-status').textContent(), /^Now in region 1 of 5: ties broken by 34261578; it switches on \(119,118\)/);
  // Where each region ends, from the legend; a square's region follows from its move number.
  const ends = await page.evaluate(() => [...document.querySelectorAll('#regions-lines li')].map((li) => {
    const m = li.textContent.match(/at step (\d+)/);
    return m ? Number(m[1]) : Infinity;
  }));
  const switching = await page.evaluate(() => [...document.querySelectorAll('#regions-lines li')]
    .map((li) => li.textContent.match(/switches on \((\d+),(\d+)\)/)).filter(Boolean).map((m) => [Number(m[1]), Number(m[2])]));
  assert.equal(switching.length, 4);
  const cell = await page.evaluate((sel) => parseFloat(document.querySelector(sel).style.width) / 120, REGIONS);
  // Rings (radius up to 0.62 of a square, at least 5 px, with a halo) and their labels.
  const nearRing = (row, col) => switching.some(([r, c]) => Math.hypot((r - row) * cell, (c - col) * cell) < 8 + cell * 1.2 + 40);
  await page.locator('#to-end').click();
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '14400');
  await page.waitForFunction(() => document.querySelector('#to-end').textContent === 'Run to end');
  const order = await numbers(page);
  let checked = 0;
  for (let row = 3; row <= 118; row += 7) {
    for (let col = 4; col <= 118; col += 9) {
      if (nearRing(row, col)) continue;
      const n = order[row - 1][col - 1];
      const stage = ends.filter((e) => e < n).length;
      // Sampled in a corner of the square, clear of any ring drawn round a switching square.
      const px = await layerPixel(page, row, col, 0.15, 0.15);
      const near = (a, b) => Math.abs(a - b) <= 3;
      assert.ok(near(px[3], Math.round(ALPHA * 255)), `(${row},${col}) alpha ${px[3]}`);
      COLOURS[stage].forEach((v, k) => assert.ok(near(px[k], v), `(${row},${col}) move ${n}: region ${stage + 1} colour ${COLOURS[stage]}, drawn ${px}`));
      checked += 1;
    }
  }
  assert.ok(checked > 150, `${checked} squares checked`);
  lines = await legendLines(page);
  assert.deepEqual(lines.map((l) => l.state), ['done', 'done', 'done', 'done', 'now']);
  await shot(page, 'regions-120-end');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the legend and the rings move on as the knight passes a switching square', async () => {
  const page = await open(chrome.context, `${server.url}?board=113x113&start=1,1&rule=squirrel-cull&seed=1&step=1`);
  await showRegions(page);
  const first = (await legendLines(page))[0].text;
  const at = Number(first.match(/switches on \(112,111\) at step (\d+)/)[1]);
  // The ring round (112,111): magenta while it is the next switch, black once passed.
  const ring = async () => page.evaluate((sel) => {
    const c = document.querySelector(sel);
    const cell = parseFloat(c.style.width) / Number(window.warnsdorff.page.texts().cols);
    const dpr = c.width / parseFloat(c.style.width);
    const radius = Math.max(cell * 0.62, 5);
    const [x, y] = [(111 - 0.5) * cell + radius, (112 - 0.5) * cell];
    // The darkest of three pixels across the ring's line (a 2 px ring covers a pixel in
    // part, by where the ring falls on the pixel grid).
    const px = [-1, 0, 1].map((d) => [...c.getContext('2d').getImageData(Math.round(x * dpr) + d, Math.round(y * dpr), 1, 1).data]);
    return px.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]))[0];
  }, REGIONS);
  let px = await ring();
  assert.ok(px[0] > 150 && px[1] < 90, `next switch ringed magenta: ${px}`);
  await page.locator('#scrub').evaluate((s, v) => { s.value = String(v); s.dispatchEvent(new Event('input')); }, at - 1);
  let lines = await legendLines(page);
  assert.equal(lines[0].state, 'now', 'one move before the switching square');
  await page.locator('#step').click();
  await page.waitForFunction((n) => window.warnsdorff.page.texts().step === String(n), at);
  lines = await legendLines(page);
  assert.deepEqual(lines.map((l) => l.state), ['done', 'now', 'later', 'later']);
  assert.match(await page.locator('#regions-status').textContent(), /^Now in region 2 of 4: ties broken by 87642135; it switches on \(2,2\)/);
  px = await ring();
  assert.ok(px[0] < 80 && px[1] < 80 && px[2] < 80, `passed switch ringed black: ${px}`);
  // Back one move: region 1 again.
  await page.locator('#back').click();
  lines = await legendLines(page);
  assert.equal(lines[0].state, 'now');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the orderings follow the numbering on screen, and the toggle is kept in the link', async () => {
  const page = await open(chrome.context, `${server.url}?board=120x120&start=1,1&rule=squirrel-cull&seed=1`);
  await showRegions(page);
  await page.locator('#numbering').selectOption('parberry');
  await page.waitForFunction(() => document.querySelector('#regions-lines li')?.textContent.includes('as the paper writes it'));
  const line = (await legendLines(page))[0].text;
  assert.match(line, /Region 1: ordering [0-7]{8} \(Parberry's numbering; 34261578 as the paper writes it\)/);
  assert.doesNotMatch(line, /ordering 34261578 \(/);
  assert.match(page.url(), /regions=on/);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#regions-legend').waitFor({ state: 'visible', timeout: 20000 });
  assert.ok(await page.locator('#regions').isChecked());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('other rules get a reason, boards under 112 one region, and a long computation can be cancelled', async () => {
  const page = await open(chrome.context, `${server.url}?board=120x120&start=1,1&rule=ordering:12345678&seed=1`);
  await page.locator('#regions').check();
  await page.waitForFunction(() => document.querySelector('#regions-msg').textContent !== '');
  assert.match(await page.locator('#regions-msg').textContent(), /belong to the staged rule squirrel-cull .*choose squirrel-cull as the tie-break/);
  assert.ok(await page.locator('#regions-legend').isHidden());
  // Choosing the staged rule brings them up, and clears the message.
  await page.locator('#rule').selectOption('squirrel-cull');
  await page.locator('#apply').click();
  await page.locator('#regions-legend').waitFor({ state: 'visible', timeout: 20000 });
  assert.equal(await page.locator('#regions-msg').textContent(), '');
  // 50x50: §6's single ordering, one region.
  await page.locator('[data-preset="50"]').click();
  await page.waitForFunction(() => window.warnsdorff.page.texts().rows === '50' && document.querySelectorAll('#regions-lines li').length === 1);
  assert.match(await page.locator('#regions-status').textContent(), /^One ordering on the whole 50×50 board, 12345678 \(000 §6 single ordering\)/);
  // 2000x2000: the staged walk runs in slices with progress; Cancel stops it.
  // Cancel is pressed as soon as the progress row shows (a watcher set up first: the walk takes
  // well under a second, too short to wait for from outside the page).
  await page.evaluate(() => {
    const job = document.querySelector('[data-job]');
    new MutationObserver((_, obs) => {
      const b = job.querySelector('.job button');
      if (b) { window.regionsProgressSeen = job.querySelector('progress')?.value; b.click(); obs.disconnect(); }
    }).observe(job, { childList: true, subtree: true });
  });
  await page.locator('#rows').fill('2000');
  await page.locator('#cols').fill('2000');
  await page.locator('#apply').click();
  await page.waitForFunction(() => document.querySelector('#regions-msg').textContent.startsWith('Cancelled'));
  const seen = await page.evaluate(() => window.regionsProgressSeen);
  assert.ok(seen > 0 && seen < 1, `progress shown before the cancel: ${seen}`);
  assert.ok(!(await page.locator('#regions').isChecked()));
  assert.ok(await page.locator('#regions-legend').isHidden());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone the toggle and legend fit the width', async () => {
  const page = await chrome.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${server.url}?board=120x120&start=1,1&rule=squirrel-cull&seed=1&regions=on`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.locator('#regions-legend').waitFor({ state: 'visible', timeout: 20000 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `no horizontal scroll: ${wide}px`);
  await shot(page, 'regions-120-phone');
  assert.deepEqual(page.errors, []);
  await page.close();
});
