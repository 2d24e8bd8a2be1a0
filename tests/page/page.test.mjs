// The walk page in a real headless Chromium, served on localhost: node --test tests/page/
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { clickSquare, field, msg, onScreen, params, stepOf, text, whole } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const status = (page) => whole(page);

test('8x8: click a start, step 10, back 3, status and URL; a copied URL opens the same view', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8`);
  assert.match(await status(page), /^Step 1 of 64: the knight starts on a8/);
  await page.getByRole('button', { name: '8×8' }).click();
  await clickSquare(page, 3, 4);
  assert.equal(await page.locator('#start').inputValue(), '3,4');
  assert.match(await status(page), /^Step 1 of 64: the knight starts on d6\./);
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await status(page), /^Step 11 of 64: /);
  await page.locator('#status').click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const words = await status(page);
  assert.match(words, /^Step 8 of 64: [a-h][1-8] to [a-h][1-8] in direction [1-8], degree \d/);
  // The link holds what differs from the page's defaults.
  assert.deepEqual(params(page), { start: '3,4', step: '8' });
  assert.equal(await page.locator('#scrub-out').textContent(), '8 of 64');
  await shot(page, '8x8-step-8');

  // A copied link opens the same view.
  const copy = await open(chrome.context, page.url());
  assert.equal(await status(copy), words);
  assert.deepEqual(params(copy), params(page));
  assert.equal(await stepOf(copy), 8);
  assert.deepEqual([...page.errors, ...copy.errors], []);
  await copy.close();
  await page.close();
});

test('8x8 from (1,1): play to the end and see "full tour"', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&start=1,1&rule=ordering:12345678&seed=1&step=60`);
  await page.getByRole('button', { name: 'Play' }).click();
  // 4 steps at the default 10 steps a second.
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '64', null, { timeout: 10000 });
  await page.waitForFunction(() => document.querySelector('#play').textContent === 'Play');
  // Then the path's turns and crossings: the numbers of the page's own JSON record.
  const said = (await status(page)).match(/^Step 64 of 64: .* Finished: full tour\.(?: .*)? Its path has ([\d,]+) turns and ([\d,]+) crossings\.$/);
  assert.ok(said, await status(page));
  const record = JSON.parse(await page.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'json' }).file.text));
  assert.deepEqual([said[1], said[2]].map((n) => Number(n.replaceAll(',', ''))), [record.turns, record.crossings]);
  assert.equal(params(page).step, '64');
  await shot(page, '8x8-full-tour');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('5x5 dead end of Squirrel & Cull §2: "dead end after 17 of 25 squares", unvisited marked', async () => {
  const page = await open(chrome.context, `${server.url}?board=5x5&start=1,3&rule=ordering:36875124&step=25`);
  assert.match(await status(page), /Finished: dead end after 17 of 25 squares\./);
  assert.equal(params(page).step, '17');
  assert.match(await text(page, 'explain'), /^No next move: dead end after 17 of 25 squares\.$/);
  await shot(page, '5x5-dead-end');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('3x3 has no tour: the dead end names the theorem that says so (Lin & Wei, Theorem 3)', async () => {
  const page = await open(chrome.context, `${server.url}?board=3x3&start=1,1&rule=ordering:12345678&step=9`);
  const words = await status(page);
  assert.match(words, /Finished: dead end after 8 of 9 squares\.(?: .*)? No rule can do better here\. Lin & Wei: no knight's tour of any kind on 3x3 \(Theorem 3: /);
  // A board that has tours names no theorem at its dead end (the 5x5 one above).
  const five = await open(chrome.context, `${server.url}?board=5x5&start=1,3&rule=ordering:36875124&step=25`);
  assert.doesNotMatch(await status(five), /Theorem/);
  assert.deepEqual([...page.errors, ...five.errors], []);
  await five.close();
  await page.close();
});

test('bad input gets a message next to its field, marked pending; the board stays', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&step=5`);
  const before = await status(page);
  const url = page.url();

  await page.locator('#ordering').fill('1234567');
  assert.match(await msg(page, 'ordering'), /ordering|8/i);
  assert.equal(await page.locator('#ordering').getAttribute('aria-invalid'), 'true');
  await page.keyboard.press('Enter');
  assert.equal(await status(page), before);
  await shot(page, 'bad-ordering');
  await page.locator('#ordering').fill('12345678');
  assert.equal(await msg(page, 'ordering'), '');

  await page.locator('#rows').fill('0');
  assert.match(await msg(page, 'rows'), /rows: 0 is too few/);
  await page.locator('#rows').fill('8');
  await page.locator('#cols').fill('9000');
  assert.match(await msg(page, 'cols'), /over the page's limit of 8000/);
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.match(await msg(page, 'cols'), /over the page's limit of 8000/);
  await page.locator('#cols').fill('8');
  await page.locator('#start').fill('9,9');
  assert.match(await msg(page, 'start'), /off the 8x8 board/);
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.equal(await status(page), before);
  assert.equal(page.url(), url);
  // squirrel-cull on a non-square board: refused, said next to the rule; the menu keeps the
  // edit, marked pending; the board and the link stay.
  await page.locator('#start').fill('1,1');
  await page.locator('#cols').fill('9');
  await page.locator('#rule').selectOption('squirrel-cull');
  assert.equal(await page.locator('#rule').getAttribute('class'), 'pending');
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.match(await msg(page, 'rule'), /square boards/);
  assert.equal(await page.locator('#rule').inputValue(), 'squirrel-cull');
  assert.equal(await status(page), before);
  assert.equal(page.url(), url);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a hand-edited URL with garbage: messages next to the fields, defaults used, no errors', async () => {
  const page = await open(chrome.context, `${server.url}?board=0xbanana&start=zz&rule=ordering:1234567&seed=-4&step=lots`);
  assert.match(await msg(page, 'board'), /^From the link: rows: 0 is too few.*; cols: 'banana' is not a whole number/);
  assert.match(await msg(page, 'ordering'), /^From the link:/);
  assert.match(await msg(page, 'start'), /^From the link: start: /);
  assert.match(await msg(page, 'seed'), /^From the link: seed '-4'/);
  assert.match(await msg(page, 'step'), /^From the link: step 'lots'/);
  assert.match(await status(page), /^Step 1 of 64: the knight starts on a8/);
  await shot(page, 'garbage-url');
  const off = await open(chrome.context, `${server.url}?board=8x8&start=12,3`);
  assert.match(await msg(off, 'start'), /off the 8x8 board/);
  const huge = await open(chrome.context, `${server.url}?board=9000x9000`);
  assert.match(await msg(huge, 'board'), /over the page's limit/);
  assert.deepEqual([...page.errors, ...off.errors, ...huge.errors], []);
  await Promise.all([page.close(), off.close(), huge.close()]);
});

test('the wasm API throws an Error with a message and the field it names, never a panic', async () => {
  const page = await open(chrome.context, server.url);
  const out = await page.evaluate(() => {
    const { page: lab } = window.warnsdorff;
    const err = (f) => { try { f(); return null; } catch (e) { return `${e.constructor.name}: ${e.field}: ${e.message}`; } };
    return [
      err(() => lab.apply([['rule', 'banana']])),
      err(() => lab.apply([['start', '0,0']])),
      err(() => lab.apply([['ordering', '1234567']])),
      err(() => lab.apply([['seed', 'x']])),
      err(() => lab.act({ do: 'fly' })),
      err(() => lab.act({ do: 'import', text: 'nonsense' })),
    ];
  });
  for (const e of out) assert.match(e, /^Error: \w+: .+/);
  assert.match(out[0], /^Error: rule: unknown rule 'banana'/);
  assert.match(out[1], /^Error: start: start: /);
  assert.match(out[2], /^Error: ordering: /);
  assert.match(out[4], /^Error: status: /);
  assert.match(out[5], /^Error: tour: /);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard: space plays and pauses, arrows step and go back', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8`);
  await page.locator('#status').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.match(await status(page), /^Step 3 of 64/);
  await page.keyboard.press('ArrowLeft');
  assert.match(await status(page), /^Step 2 of 64/);
  await page.keyboard.press(' ');
  assert.equal(await page.locator('#play').textContent(), 'Pause');
  await page.keyboard.press(' ');
  assert.equal(await page.locator('#play').textContent(), 'Play');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('2000x2000, the largest board, runs to the end without freezing the tab', async () => {
  const page = await open(chrome.context, `${server.url}?board=2000x2000&start=1,1&rule=squirrel-cull`);
  // The tab does not freeze when the walk is run in many frames with the page's timers coming
  // between them. Counted, not timed (no test asserts a time; the longest gap between timer
  // ticks is logged): the animation frames that took steps, and the ticks of a heartbeat that
  // saw the walk half done. A run to end in one task would show one frame and no such tick; the
  // player caps a frame's steps by what drawing them costs, a cap that starts at 65,536 steps
  // and at most doubles a frame, so the 4,000,000 steps take six frames or more.
  await page.evaluate(() => {
    window.gaps = { max: 0, last: performance.now(), mid: 0, frames: 0 };
    const len = () => Number(window.warnsdorff.page.texts().step);
    window.beat = setInterval(() => {
      const t = performance.now(); window.gaps.max = Math.max(window.gaps.max, t - window.gaps.last); window.gaps.last = t;
      const n = len();
      if (n > 1 && n < 4000000) window.gaps.mid += 1;
    }, 10);
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => raf((t) => { const l0 = len(); cb(t); if (len() > l0) window.gaps.frames += 1; });
  });
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForFunction(() => document.querySelector('#to-end').textContent === 'Run to end' && window.warnsdorff.page.texts().step === '4000000', null, { timeout: 120000 });
  const secs = (Date.now() - t0) / 1000;
  const gaps = await page.evaluate(() => { clearInterval(window.beat); return window.gaps; });
  const words = await status(page);
  await shot(page, '2000x2000-end');
  console.log(`# 2000x2000 run to end: ${secs.toFixed(1)} s, ${gaps.frames} frames with steps, ${gaps.mid} heartbeat ticks in mid-walk, longest main-thread gap ${gaps.max.toFixed(0)} ms; ${words.slice(-60)}`);
  assert.match(words, /Finished: (full tour|closed tour)\./);
  assert.ok(gaps.frames >= 6, `the walk ran in only ${gaps.frames} frames`);
  assert.ok(gaps.mid >= 2, `only ${gaps.mid} timer ticks came while the walk was under way`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a closed tour is carried into the tourney view and shattered there', async () => {
  // Random tiebreak, seed 18, from (1,1) on 8x8 closes (the walk's own outcome says so below).
  const page = await open(chrome.context, `${server.url}?board=8x8&start=1,1&rule=random&seed=18&step=64`);
  assert.match(await status(page), /Finished: closed tour\./);
  const link = page.locator('#to-tourney');
  assert.equal(await link.isVisible(), true);
  assert.equal(await link.getAttribute('href'), 'tourneys.html?from=walk&board=8x8&start=1,1&rule=random&seed=18');
  await link.click();
  await page.waitForURL(/tourneys\.html\?from=walk/);
  // The tourney page's own API (its page is ported on its own; this follows it).
  await page.waitForFunction(() => /1 cycle/.test(document.querySelector('#cycles')?.textContent ?? ''));
  const flat = () => page.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'json' }).file.text);
  const before = await flat();
  await page.getByRole('button', { name: 'Shatter' }).click();
  await page.waitForFunction(() => !window.warnsdorff.page.busy());
  await page.getByRole('button', { name: 'Run to end' }).click();
  // Shattered: rails switched and played to the end. How many cycles that leaves is the seed's
  // draw (one cycle about one time in eight on 8x8), so the moves are what is checked.
  await page.waitForFunction(() => {
    const p = window.warnsdorff.page.status().play;
    return p.len > 0 && p.pos === p.len;
  });
  assert.notDeepEqual(await flat(), before, 'the shatter changed the moves');
  assert.match(await page.locator('#cycles').textContent(), /\d+ cycles?/);
  await shot(page, 'walk-carried-shattered');
  assert.deepEqual(page.errors, []);
  // A walk that is not closed shows no such link.
  const open8 = await open(chrome.context, `${server.url}?board=8x8&start=1,1&rule=ordering:12345678&step=64`);
  assert.match(await status(open8), /Finished: full tour\./);
  assert.equal(await open8.locator('#to-tourney').isVisible(), false);
  await open8.close();
  await page.close();
});

test('the page frame: the same header as every page, this one marked', async () => {
  const page = await open(chrome.context, server.url);
  const links = await page.locator('header[data-frame] nav ul a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
  assert.deepEqual(links.map((l) => l[0]), ['Walk', 'Tourneys', 'Statistics', 'Lin & Wei', 'Phadke', 'Papers', 'Experiments']);
  assert.deepEqual(links.filter((l) => l[2] === 'page').map((l) => l[0]), ['Walk']);
  assert.equal(links[0][1], 'index.html');
  // The numbering chosen here is carried to the pages that show moves.
  await page.locator('#numbering').selectOption('parberry');
  assert.equal(await page.locator('header nav a[data-page="stats"]').getAttribute('href'), 'stats.html?numbering=parberry');
  assert.equal(await page.locator('header nav a[data-page="construct"]').getAttribute('href'), 'construct.html');
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [w, h] of [[1400, 1000], [1024, 768]]) {
  test(`the frame at ${w}x${h}: the board, the status, the explanation and Apply on screen together`, async () => {
    const page = await chrome.context.newPage();
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${server.url}?board=8x8&step=5`);
    await page.waitForSelector('body[data-ready="true"]');
    for (const sel of ['#board', '#status', '#explain', '#apply']) assert.ok(await onScreen(page, sel), `${sel} on screen at ${w}x${h}`);
    const board = await page.locator('#board').boundingBox();
    const side = await page.locator('#status').boundingBox();
    assert.ok(side.x >= board.x + board.width, 'the status beside the board');
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(over <= 1, `${over} px too wide`);
    await shot(page, `walk-frame-${w}x${h}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the frame on a 390x844 phone: the board, then the status, then the main controls', async () => {
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}?board=8x8&step=5`);
  await page.waitForSelector('body[data-ready="true"]');
  const y = async (sel) => (await page.locator(sel).boundingBox()).y;
  const [board, status, explain, step, apply] = await Promise.all(['#board', '#status', '#explain', '#step', '#apply'].map(y));
  assert.ok(board < status && status < explain && explain < step && step < apply, `${board} ${status} ${explain} ${step} ${apply}`);
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board ${JSON.stringify(box)}`);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(over <= 1, `${over} px too wide`);
  await shot(page, 'walk-frame-390x844');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the one rule for edits: a field edited is marked pending until Apply, then the change shows', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8`);
  const edits = () => page.locator('#setup [data-edits]').textContent();
  await page.locator('#rule').selectOption('random');
  assert.equal(await page.locator('#rule').getAttribute('class'), 'pending');
  assert.match(await edits(), /not applied yet/);
  // Nothing changed yet: the walk is still the ordering's.
  assert.equal(await field(page, 'rule'), 'ordering');
  assert.equal(params(page).rule, undefined);
  await page.locator('#rows').fill('10');
  assert.equal(await page.locator('#rows').getAttribute('class'), 'pending');
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.equal(await page.locator('#rule').getAttribute('class'), '');
  assert.equal(await page.locator('#rows').getAttribute('class'), '');
  assert.equal(await edits(), '');
  assert.deepEqual(params(page), { board: '10x8', rule: 'random' });
  assert.match(await status(page), /^Step 1 of 80/);
  // Enter applies too.
  await page.locator('#seed').fill('7');
  assert.equal(await page.locator('#seed').getAttribute('class'), 'pending');
  await page.locator('#seed').press('Enter');
  assert.equal(params(page).seed, '7');
  assert.equal(await page.locator('#seed').getAttribute('class'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});
