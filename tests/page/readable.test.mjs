// The tourney and statistics pages made readable, at desktop (1400x1000), tablet (1024x768) and
// phone (390x844) sizes: cycle numbers on the board (all of them on big squares, the pointed
// cycle's on small ones), only the pointed cycle's rails on a cover with many rails, a plan's
// tally in the status; on the statistics page a generator's options enabled only while it is
// ticked (and a word when a link ticks one anyway), and Start right under the charts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const SIZES = [[1400, 1000], [1024, 768], [390, 844]];
const LAYER = { cover: 0, rails: 1, graph: 2, hover: 3 };

async function load(path, [w, h]) {
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => !window.warnsdorff.page.busy?.(), null, { timeout: 20000 });
  return page;
}

/** Pixels drawn on layer `name` of the board (0 when it is hidden). */
const inked = (page, name) => page.evaluate((k) => {
  const c = document.querySelectorAll('#board canvas')[k];
  if (c.hidden) return 0;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n += 1;
  return n;
}, LAYER[name]);
/** Two frames: the painter has drawn what the last action changed. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
/** The board's square size (CSS px) and its box on the page. */
const board = async (page, n) => {
  const box = await page.locator('#board canvas').first().boundingBox();
  return { box, cell: box.width / n };
};

test('tourneys: cycle numbers on big squares always, on small ones for the cycle pointed at', async () => {
  for (const size of SIZES) {
    // 22x22: squares of 20 px or more at desktop and tablet sizes; 40x40 everywhere small.
    for (const n of [22, 40]) {
      const page = await load(`tourneys.html?gen=divide-tourney&n=${n}&seed=1`, size);
      const { box, cell } = await board(page, n);
      await frames(page);
      const still = await inked(page, 'hover');
      if (cell >= 20) {
        assert.ok(still > 0, `${size} n=${n}: numbers on ${cell.toFixed(1)} px squares`);
      } else {
        assert.equal(still, 0, `${size} n=${n}: no numbers on ${cell.toFixed(1)} px squares until pointed at`);
        // Point at the board's top-left square: its cycle's number appears (the pointer is a
        // mouse here; a touch screen's tap previews a rail, and its cycles' numbers show).
        await page.mouse.move(box.x + cell / 2, box.y + cell / 2);
        await frames(page);
        assert.ok(await inked(page, 'hover') > 0, `${size} n=${n}: the pointed cycle's number`);
        await shot(page, `readable-numbers-${size[0]}-${n}`);
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test('tourneys: a cover with many rails draws only the pointed cycle\'s; a small one draws them all', async () => {
  for (const size of SIZES) {
    const page = await load('tourneys.html?gen=divide-tourney&n=22&seed=1&rails=on', size);
    const rails = Number(await page.locator('#counts').getAttribute('data-rails'));
    assert.ok(rails > 150, `${rails} rails`);
    assert.match(await page.locator('#counts').textContent(), /too many to draw at once: point at a cycle to see its rails/);
    await frames(page);
    assert.equal(await inked(page, 'rails'), 0, `${size}: no rails drawn before pointing`);
    const before = await inked(page, 'hover');
    const { box, cell } = await board(page, 22);
    // The middle of the board, off any rail's centre or on one: either way a cycle is pointed at.
    await page.mouse.move(box.x + cell * 10.5, box.y + cell * 10.5);
    await frames(page);
    const pointed = await inked(page, 'hover');
    assert.ok(pointed > before + 200, `${size}: the pointed cycle's rails drawn (${before} → ${pointed})`);
    await shot(page, `readable-rails-${size[0]}`);
    assert.deepEqual(page.errors, []);
    await page.close();
    // A small cover: every rail on the rails' layer.
    const small = await load('tourneys.html?gen=braid&n=8&seed=1&rails=on', size);
    assert.ok(Number(await small.locator('#counts').getAttribute('data-rails')) <= 150);
    await frames(small);
    assert.ok(await inked(small, 'rails') > 200, `${size}: a small cover's rails all drawn`);
    assert.deepEqual(small.errors, []);
    await small.close();
  }
});

test('tourneys: each plan ends with its tally of joins, splits and reroutes, cycles before and after', async () => {
  for (const size of SIZES) {
    const page = await load('tourneys.html?gen=divide-tourney&n=22&seed=1', size);
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForFunction(() => !window.warnsdorff.page.busy() && window.warnsdorff.page.status().play.len > 0, null, { timeout: 20000 });
    assert.doesNotMatch(await page.locator('#status').textContent(), /Tally/);
    await page.getByRole('button', { name: 'Run to end' }).click();
    await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Done:'), null, { timeout: 20000 });
    // The headline says it is done; the tally is in its details.
    const line = await page.locator('#status').textContent();
    assert.match(line, /Done: a closed knight's tour\./);
    const s = `${line} ${await page.locator('#status-more').textContent()}`;
    const m = s.match(/Tally: ([\d,]+) joins?, ([\d,]+) splits?, ([\d,]+) reroutes?; 7 cycles → 1\./);
    assert.ok(m, s);
    assert.equal(Number(m[1]) - Number(m[2]), 6, s);
    const len = (await page.evaluate(() => window.warnsdorff.page.status().play)).len;
    assert.equal(Number(m[1]) + Number(m[2]) + Number(m[3]), len);
    await shot(page, `readable-tally-${size[0]}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('stats: a generator\'s options enable only while it is ticked; a link that ticks one anyway gets a word', async () => {
  for (const size of SIZES) {
    const page = await load('stats.html?board=20x20&tours=5', size);
    const pick = page.locator('#gen-divide');
    const obf = page.locator('#gen-divide-obf');
    const tiles = page.locator('#gen-divide-tiles');
    assert.equal(await pick.isChecked(), false);
    assert.equal(await obf.isDisabled(), true, `${size}: obfuscated off until divide is ticked`);
    assert.equal(await tiles.isDisabled(), true);
    await pick.check();
    assert.equal(await obf.isEnabled(), true);
    assert.equal(await tiles.isEnabled(), true);
    await obf.check();
    await pick.uncheck();
    assert.equal(await obf.isDisabled(), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  const page = await load('stats.html?gens=warnsdorff-open,braid&obf=divide&board=20x20&tours=5', [1400, 1000]);
  assert.equal(await page.locator('#gen-divide-obf').isDisabled(), true);
  assert.match(await page.locator('#status').textContent(), /Obfuscated is ticked for divide, not chosen: nothing runs for it; tick it to run it obfuscated\.$/);
  await page.close();
});

test('stats: Start, Cancel and the progress sit right above the charts, on screen, at every size', async () => {
  for (const size of SIZES) {
    const page = await load('stats.html?gens=warnsdorff-open,braid&board=20x20&tours=50000', size);
    const box = (sel) => page.locator(sel).boundingBox();
    const [f, start, cancel] = [await box('#chart-f'), await box('#start'), await box('#cancel')];
    const foot = start.y + start.height;
    assert.ok(foot <= f.y && f.y - foot < 60, `${size}: Start (foot ${foot}) right above the charts (${f.y})`);
    assert.ok(start.y >= 0 && foot <= size[1], `${size}: Start on screen`);
    assert.ok(Math.abs(cancel.y - start.y) < 4, `${size}: Cancel beside Start`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForSelector('[data-job] progress', { timeout: 10000 });
    const job = await box('[data-job]');
    assert.ok(job && job.y + job.height <= f.y + 60 && job.y >= start.y - 60, `${size}: the progress by Start and the charts ${JSON.stringify(job)} ${f.y}`);
    await shot(page, `readable-stats-${size[0]}`);
    await page.locator('#cancel').click();
    await page.waitForFunction(() => ['done', 'cancelled', 'failed'].includes(document.querySelector('#runs')?.dataset.state), null, { timeout: 60000 });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
