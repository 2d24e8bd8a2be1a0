// The walk page as a teacher projects it and a student uses it on a phone (issue 14), in a real
// headless Chromium: node --test tests/page/teach.test.mjs (after tests/tools/build.sh).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { clickSquare, field, pixel, record, reply, stepOf } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const text = (page, id) => page.locator(`#${id}`).textContent();
/** The next move as the explanation's data gives it: the square the rule takes and the
 *  candidates, `[row, col]` each. */
const preview = (page) => page.evaluate(() => {
  const d = document.getElementById('explain').dataset;
  const sq = (t) => t.split(',').map(Number);
  return { to: d.to ? sq(d.to) : null, candidates: d.candidates ? d.candidates.split(' ').map(sq) : [] };
});
/** A square's name on 8x8: (6,2) is b3. */
const name8 = ([r, c]) => `${'abcdefgh'[c - 1]}${9 - r}`;

/** The overlay's colour [r, g, b, a] at a point `fx`, `fy` (fractions of a square) of square (row, col). */
const overlayAt = (page, row, col, fx, fy) => pixel(page, 'overlay', row, col, fx, fy);
/** Whether square (row, col) has the blue candidate frame on its left edge. */
async function framed(page, row, col) {
  const [r, g, b, a] = await overlayAt(page, row, col, 0.02, 0.5);
  return a > 200 && b > 180 && r < 80 && g < 130;
}

test('preview, then step: from a1 on 8x8 both candidates with their degrees before Step, the chosen one after', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:12345678`);
  const p = await preview(page);
  assert.deepEqual(p.candidates.map(name8), ['b3', 'c2']);
  assert.deepEqual(p.to, [6, 2]);
  const next = await text(page, 'explain');
  assert.match(next, /Degrees: b3 5, c2 5; the lowest wins\./);
  assert.match(next, /b3 and c2 tie at 5; ordering 12345678 prefers direction 1 \(b3\) over direction 2 \(c2\)\./);
  // Marked on the board before the step: both framed, nothing else.
  assert.ok(await framed(page, 6, 2), 'b3 framed');
  assert.ok(await framed(page, 7, 3), 'c2 framed');
  assert.ok(!(await framed(page, 6, 3)), 'c3 not framed');
  assert.match(await text(page, 'status'), /^Step 1 of 64: the knight starts on a1\./);
  // Step reveals it.
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await text(page, 'status'), /^Step 2 of 64: a1 to b3 in direction 1, degree 5/);
  assert.ok(!(await framed(page, 7, 3)), 'c2 is no longer a candidate');
  const after = await preview(page);
  for (const c of after.candidates) assert.ok(await framed(page, c[0], c[1]), `${name8(c)} framed`);
  assert.match(await text(page, 'explain'), /^Step 3: /);
  // The marks can be switched off.
  await page.locator('#marks').uncheck();
  assert.ok(!(await framed(page, after.candidates[0][0], after.candidates[0][1])));
  assert.deepEqual(page.errors, []);
  await shot(page, 'teach-preview');
  await page.close();
});

test('look-ahead: the board and the panel show Irwin\'s scores, named as such', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=4,4&rule=lookahead`);
  // The values named are Irwin's scores (tests/walk_preview.rs checks they are not degrees).
  assert.match(await text(page, 'explain'), /Look-ahead scores \(degree plus the neighbours' degrees\): /);
  assert.match(await text(page, 'explain'), /: [a-h][1-8] \d{2,}/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** A page at phone size (390x844). */
async function phone(path) {
  const page = await open(chrome.context, `${server.url}/${path}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400); // the board is re-fitted after the resize settles
  return page;
}
const scrollWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a 390 px phone: no horizontal scroll on any page; the walk\'s board fits and its Step button is on screen with it', async () => {
  for (const path of ['index.html', 'index.html?board=50x50', 'stats.html', 'tourneys.html', 'construct.html', 'enumerate.html']) {
    const page = await phone(path);
    assert.ok(await scrollWidth(page) <= 390, `${path}: ${await scrollWidth(page)} px wide`);
    if (path.startsWith('index')) {
      const board = await page.locator('#board').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= 390, `${path}: board ${JSON.stringify(board)}`);
      assert.ok(board.y + board.height <= 844, `${path}: board bottom ${board.y + board.height}`);
      const step = await page.getByRole('button', { name: 'Step ▶' }).boundingBox();
      assert.ok(step.y + step.height <= 844, `${path}: Step at ${step.y}`);
      // The status and the next move's sentence sit just under the board, above the buttons.
      const status = await page.locator('#status').boundingBox();
      const next = await page.locator('#explain').boundingBox();
      assert.ok(status.y >= board.y + board.height && next.y >= status.y + status.height && next.y + next.height <= step.y, `${path}: status ${JSON.stringify(status)}, next-move text ${JSON.stringify(next)}, board bottom ${board.y + board.height}, Step at ${step.y}`);
      await page.getByRole('button', { name: 'Step ▶' }).click();
      assert.ok(await scrollWidth(page) <= 390);
      if (path === 'index.html') await shot(page, 'teach-phone');
    }
    assert.deepEqual(page.errors, [], path);
    await page.close();
  }
});

test('1400x1000: the 8x8 board uses the screen and the status and next move sit beside it; class view at 1920x1080', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8`);
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.width >= 600, `board ${board.width} px`);
  assert.ok(board.y + board.height <= 1000, `board bottom ${board.y + board.height}`);
  const status = await page.locator('#status').boundingBox();
  const next = await page.locator('#explain').boundingBox();
  assert.ok(status.x >= board.x + board.width, 'status right of the board');
  assert.ok(next.x >= board.x + board.width, 'next move right of the board');
  assert.ok(next.y + next.height < 1000 && status.y < 1000, 'both in the first screen');
  await shot(page, 'teach-desktop');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Class view' }).click();
  await page.waitForTimeout(400);
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'class');
  assert.equal(new URL(page.url()).searchParams.get('view'), 'class');
  const big = await page.locator('#board').boundingBox();
  assert.ok(big.height >= 900 && big.y + big.height <= 1080, `class view board ${JSON.stringify(big)}`);
  assert.equal(await page.locator('#setup').isVisible(), false);
  assert.equal(await page.locator('#explain').isVisible(), true);
  assert.equal(await page.getByRole('button', { name: 'Step ▶' }).isVisible(), true);
  await shot(page, 'teach-class-view');
  await page.getByRole('button', { name: 'Full page' }).click();
  assert.equal(await page.locator('#setup').isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the Ordering field shows only for rules that take one, and a new ordering is applied with the form', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1`);
  for (const [rule, shown] of [['random', false], ['squirrel-cull', false], ['nineteen', false], ['pohl', true], ['lookahead', true], ['ordering', true]]) {
    await page.locator('#rule').selectOption(rule);
    assert.equal(await page.locator('#ordering').isVisible(), shown, rule);
  }
  await page.locator('#ordering').fill('21345678');
  assert.equal(await page.locator('#ordering').getAttribute('class'), 'pending');
  await page.locator('#ordering').press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('ordering') === '21345678');
  assert.match(await text(page, 'explain'), /ordering 21345678 prefers direction 2 \(c2\)/);
  await page.locator('#ordering').fill('2134567');
  await page.locator('#ordering').press('Enter');
  assert.match(await text(page, 'ordering-msg'), /./);
  assert.equal(new URL(page.url()).searchParams.get('ordering'), '21345678');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the live region speaks on step, pause and finish, not while playing; the status keeps up with the slider', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&speed=3`);
  await page.evaluate(() => {
    window.spoken = [];
    new MutationObserver(() => window.spoken.push(document.getElementById('announce').textContent))
      .observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true });
  });
  assert.equal(await page.locator('#status').getAttribute('aria-live'), null);
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal((await page.evaluate(() => window.spoken)).length, 1);
  await page.getByRole('button', { name: 'Play' }).click();
  const lags = [];
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(150);
    lags.push(await page.evaluate(() => [Number(document.getElementById('scrub').value), document.getElementById('status').textContent]));
  }
  assert.equal((await page.evaluate(() => window.spoken)).length, 1, 'nothing spoken while playing');
  for (const [step, words] of lags) assert.ok(words.startsWith(`Step ${step} of 64`), `${step}: ${words}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  const spoken = await page.evaluate(() => window.spoken);
  assert.equal(spoken.length, 2, 'the pause is spoken');
  // What is spoken is the whole status: its line, then its details.
  assert.equal(spoken[1], `${await text(page, 'status')} ${await page.locator('#status-more').textContent()}`);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '64');
  await page.waitForFunction(() => window.spoken.length === 3);
  assert.match((await page.evaluate(() => window.spoken))[2], /Finished: /);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the board takes focus and is explored square by square with the arrow keys', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1`);
  await page.locator('#board').focus();
  const said = () => text(page, 'announce');
  assert.equal(await said(), 'a1: visited at step 1, the knight is here.');
  await page.keyboard.press('ArrowUp');
  assert.equal(await said(), 'a2: unvisited, degree 3.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await said(), 'c2: unvisited, degree 5, a candidate for the next step (direction 2).');
  // The arrows explored; they did not step the walk.
  assert.equal(await stepOf(page), 1);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('start') === '7,3');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepOf(page), 2, 'off the board, → steps again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the move compass: one numbering on the page, switchable; the status, the rule line and the charts use it', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:21345678`);
  // Squirrel's by default: c2 from a1 (one up, two right) is move 2 on the compass and in the status.
  const compassNumber = (dr, dc) => page.evaluate(([r, c]) => {
    const label = document.querySelector('#compass svg').getAttribute('aria-label');
    const m = label.match(new RegExp(`move (\\d) is ${Math.abs(r)} ${r < 0 ? 'up' : 'down'}, ${Math.abs(c)} ${c < 0 ? 'left' : 'right'}`));
    return m ? Number(m[1]) : null;
  }, [dr, dc]);
  for (const [key, expect] of [['squirrel', 2], ['parberry', 0], ['phadke', 8]]) {
    await page.locator('#numbering').selectOption(key);
    assert.equal(await compassNumber(-1, 2), expect, key);
    assert.match(await text(page, 'explain'), new RegExp(`prefers direction ${expect} \\(c2\\)`), key);
    await page.getByRole('button', { name: 'Step ▶' }).click();
    assert.match(await text(page, 'status'), new RegExp(`to c2 in direction ${expect},`), key);
    await page.getByRole('button', { name: '◀ Back' }).click();
  }
  assert.match(await text(page, 'rule-line'), /Moves in Phadke's numbering\./);
  assert.match(await text(page, 'own-f-cap'), /moves 1–8 \(Phadke's numbering\)/);
  assert.equal(new URL(page.url()).searchParams.get('numbering'), 'phadke');
  // A link keeps it; a bad one says so next to the switch.
  const again = await open(chrome.context, page.url());
  assert.equal(await again.locator('#numbering').inputValue(), 'phadke');
  const bad = await open(chrome.context, `${server.url}/index.html?numbering=euler`);
  assert.match(await text(bad, 'numbering-msg'), /unknown move numbering 'euler'/);
  for (const p of [page, again, bad]) { assert.deepEqual(p.errors, []); await p.close(); }
});

test('you try: right and wrong guesses by click and keyboard, a score, degrees hidden until the guess', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:12345678`);
  await page.getByRole('button', { name: 'You try' }).click();
  await page.locator('#hide').check();
  // Before the guess: the question without the degrees, and the candidates' degrees covered.
  assert.equal(await text(page, 'explain'), 'Step 2: which square will the rule pick? Candidates: b3 and c2. Your guess?');
  const covered = await overlayAt(page, 6, 2, 0.5, 0.5);
  assert.equal(covered[3], 255, 'b3 covered on the overlay');
  // A wrong guess (c2 ties but loses the tie): told why, degrees shown, scored.
  await clickSquare(page, 7, 3);
  assert.match(await text(page, 'explain'), /^Close: c2 ties for the lowest degree \(5\), but the tie goes to b3\. Step 2: .*Degrees: b3 5, c2 5/);
  assert.equal(await text(page, 'score'), 'Score: 0 right of 1');
  assert.equal(await field(page, 'start'), '8,1', 'a guess does not move the start');
  assert.equal((await overlayAt(page, 6, 2, 0.5, 0.5))[3], 0, 'degrees shown after the guess');
  // A second click on the same step is not scored again.
  await clickSquare(page, 6, 2);
  assert.equal(await text(page, 'score'), 'Score: 0 right of 1');
  // Step, then a right guess by keyboard: walk the cursor from the knight to the square the
  // preview says the rule takes, and press Enter.
  await page.getByRole('button', { name: 'Step ▶' }).click();
  const p = await preview(page);
  await page.locator('#board').focus();
  const [cr, cc] = (await record(page)).path.at(-1);
  const [tr, tc] = p.to;
  for (let i = 0; i < Math.abs(tr - cr); i++) await page.keyboard.press(tr > cr ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(tc - cc); i++) await page.keyboard.press(tc > cc ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
  assert.match(await text(page, 'explain'), new RegExp(`^Right: the rule picks ${name8(p.to)}\\.`));
  assert.equal(await text(page, 'score'), 'Score: 1 right of 2');
  assert.match(await text(page, 'announce'), /Score: 1 right of 2\.$/);
  // A square that is no candidate is told so and not scored (the right guess moved the knight).
  await page.keyboard.press('Escape');
  await clickSquare(page, 1, 8);
  assert.match(await text(page, 'explain'), /^h8 is not a knight's move away onto a free square: pick one of /);
  assert.doesNotMatch(await text(page, 'explain'), /picks|lowest/, 'the answer is kept back');
  assert.equal(await text(page, 'score'), 'Score: 1 right of 2');
  await shot(page, 'teach-you-try');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('copy link and print: the link opens the same view; the printed page is the board and its matrix', async () => {
  await chrome.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await open(chrome.context, `${server.url}/index.html?board=6x6&start=1,1&rule=ordering:12345678`);
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step ▶' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.waitForFunction(() => document.getElementById('share-msg').textContent !== '');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, page.url());
  assert.equal(new URL(copied).searchParams.get('step'), '6');
  assert.match(await text(page, 'share-msg'), /^Link copied/);
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await page.getByRole('button', { name: 'Print' }).click();
  assert.equal(await page.evaluate(() => window.printed), 1);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('#board').isVisible(), true);
  assert.equal(await page.locator('#setup').isVisible(), false);
  assert.equal(await page.locator('#step').isVisible(), false);
  const matrix = await text(page, 'print-matrix');
  const rows = matrix.trim().split('\n').filter((l) => l.trim().split(/\s+/).length === 6);
  assert.equal(rows.length, 6, matrix);
  const exported = (await reply(page, { do: 'export', format: 'matrix' })).file.text;
  assert.equal(matrix, exported);
  assert.match(matrix, /\b6\b/);
  await page.emulateMedia({ media: 'screen' });
  const again = await open(chrome.context, copied);
  assert.equal(await stepOf(again), 6);
  for (const p of [page, again]) { assert.deepEqual(p.errors, []); await p.close(); }
});

for (const [file, paper] of [['stats.html', /Parberry's \(001 §3\)/], ['construct.html', /Lin and Wei \(003, 2005\)/], ['enumerate.html', /Phadke's exhaustive study \(002\)/]]) {
  test(`plain words first on ${file}: two sentences without jargon, the paper one click away, no horizontal scroll at 390 px`, async () => {
    const page = await open(chrome.context, `${server.url}/${file}`);
    const intro = (await text(page, 'intro')).trim();
    assert.equal(intro.split(/[.;]\s/).length >= 2, true, intro);
    assert.doesNotMatch(intro, /§|\b00\d\b|Figure|mod|\(\d{4}\)/);
    assert.equal(await page.locator('#sources p').isVisible(), false);
    await page.locator('#sources summary').click();
    assert.match(await page.locator('#sources p').textContent(), paper);
    await page.setViewportSize({ width: 390, height: 844 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `${file} is ${wide}px wide`);
    await shot(page, `plain-${file.replace('.html', '')}-390`);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await shot(page, `plain-${file.replace('.html', '')}-1400`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('plain words first: two sentences without jargon open the page, the papers one click away; the rule menu is not cut', async () => {
  const page = await open(chrome.context, `${server.url}/index.html`);
  const intro = await text(page, 'intro');
  assert.equal(intro.split(/[.—]\s/).length >= 2, true);
  assert.doesNotMatch(intro, /§|\b00\d\b|Figure|mod/);
  assert.equal(await page.locator('#sources p').isVisible(), false);
  await page.locator('#sources summary').click();
  assert.match(await page.locator('#sources p').textContent(), /Squirrel & Cull give it \(000 §2/);
  // Menu entries are the rules' names; the chosen rule's words and paper are under the menu.
  const options = await page.locator('#rule option').allTextContents();
  assert.ok(options.every((o) => o.length <= 14), options.join(' | '));
  await page.locator('#rule').selectOption('lookahead');
  assert.match(await text(page, 'rule-help'), /Irwin \(004\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('two rules side by side: same board and start, stepped together, the first step where they part marked', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:12345678`);
  await page.locator('#rule2').selectOption('ordering');
  await page.waitForFunction(() => !document.getElementById('second').hidden);
  await page.waitForTimeout(400); // the boards are laid out again, side by side
  assert.equal(await page.locator('#ordering2').inputValue(), '21345678');
  assert.equal(await text(page, 'compare-text'), 'The two rules agree on all 1 step so far.');
  const both = await page.evaluate(() => [document.getElementById('board').getBoundingClientRect(), document.getElementById('board2').getBoundingClientRect()].map((r) => [r.x, r.y, r.width]));
  assert.ok(both[1][0] >= both[0][0] + both[0][2], 'the second board is beside the first');
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(await text(page, 'compare-text'), 'The two rules agree for 1 step, then part at step 2: ordering:12345678 goes to b3, ordering:21345678 to c2.');
  assert.equal(await text(page, 'board2-cap'), 'ordering:21345678');
  assert.match(await text(page, 'board2-status'), /^Step 2 of 64: a1 to c2/);
  // The parting squares ringed in orange on both boards.
  const ring = (view, row, col) => pixel(page, 'overlay', row, col, 0.08, 0.5, view);
  // The light palette's accent, a dark orange (#a85400) that holds 3:1 on the dark squares.
  const orange = ([r, g, b]) => r > 150 && r > 1.6 * g && g > 60 && b < 40;
  assert.ok(orange(await ring('board', 6, 2)), `first board: ${await ring('board', 6, 2)}`);
  assert.ok(orange(await ring('board2', 7, 3)), `second board: ${await ring('board2', 7, 3)}`);
  // Stepped together, played together, and kept in the link.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(await stepOf(page), 6);
  assert.match(await text(page, 'board2-status'), /^Step 6 of 64/);
  assert.equal(new URL(page.url()).searchParams.get('rule2'), 'ordering');
  assert.equal(new URL(page.url()).searchParams.get('ordering2'), null, 'its default ordering');
  await shot(page, 'teach-side-by-side');
  const again = await open(chrome.context, page.url());
  assert.match(await text(again, 'compare-text'), /part at step 2/);
  // Back to one board.
  await again.locator('#rule2').selectOption('');
  assert.equal(await again.locator('#second').isVisible(), false);
  assert.equal(new URL(again.url()).searchParams.get('rule2'), null);
  for (const p of [page, again]) { assert.deepEqual(p.errors, []); await p.close(); }
});

test('the knight slides at low speeds, not when faster than a few steps a second nor under reduced motion', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&speed=0`);
  const sliding = () => page.evaluate(() => document.body.dataset.sliding === 'true');
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(await sliding(), true, 'sliding after Step at 1 step a second');
  await page.waitForFunction(() => document.body.dataset.sliding !== 'true', null, { timeout: 2000 });
  assert.equal(await stepOf(page), 2);
  // At rest the knight's ring is on b3.
  const ringOnB3 = async () => (await overlayAt(page, 6, 2, 0.5, 0.04))[3] > 0;
  assert.equal(await ringOnB3(), true);
  // Fast: no slide.
  await page.goto(`${server.url}/index.html?board=8x8&start=a1&speed=5`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(await sliding(), false, 'no slide at 50 steps a second');
  // Reduced motion: no slide.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.url}/index.html?board=8x8&start=a1&speed=0`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(await sliding(), false, 'no slide under reduced motion');
  // Half-way through a slide from a1 (driven here as the page drives it, a frame at a time: at
  // 1 step a second it takes 320 ms), the knight is on its way: its ring is not on b3 yet.
  assert.equal(await ringOnB3(), true);
  await reply(page, { do: 'slide', now: 1000 });
  await reply(page, { do: 'slide', now: 1160 });
  await page.evaluate(() => window.warnsdorff.render(false));
  assert.equal(await ringOnB3(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});
