// "You try" answers on the board: the rule's square ringed after a guess, the knight moving on
// a right guess, a visible note for a second click, and the score kept in the link; at a
// desktop's and a phone's size, in a real headless Chromium: node --test tests/page/try.test.mjs
// (after tests/tools/build.sh).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { clickSquare as click, layer, params, stepOf } from './walk.mjs';

/** A click on square (row, col), the board first scrolled into view (on a phone the You try
 *  button is below it). */
async function clickSquare(page, row, col) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  await click(page, row, col);
}

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** The rule's next square, as the explanation's data gives it. */
const next = (page) => page.evaluate(() => document.getElementById('explain').dataset.to.split(',').map(Number));

/** Whether the overlay rings square (row, col) in the light palette's "chosen" green: a pixel of
 *  that colour in the top fifth of the square's middle column. */
const ringed = (page, row, col) => page.evaluate(([sel, r, c]) => {
  const cv = document.querySelector(sel);
  const t = window.warnsdorff.page.texts();
  const [w, h] = [cv.width / Number(t.cols), cv.height / Number(t.rows)];
  const x = Math.floor((c - 0.5) * w);
  const d = cv.getContext('2d').getImageData(x, Math.floor((r - 1) * h), 1, Math.ceil(h / 5)).data;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] > 200 && Math.abs(d[i] - 0x0f) < 30 && Math.abs(d[i + 1] - 0x7a) < 30 && Math.abs(d[i + 2] - 0x31) < 30) return true;
  }
  return false;
}, [layer('overlay'), row, col]);

for (const [w, h] of [[1400, 1000], [1024, 768], [390, 844]]) {
  test(`${w}x${h}: a guess rings the rule's square, a right one moves the knight, a second click is told, the score is in the link`, async () => {
    const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:12345678&theme=light`);
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(250);
    await page.locator('#try').click();
    assert.equal(params(page).try, 'on');
    // Wrong: c2 (7,3) ties and loses to b3 (6,2); b3 ringed, the knight stays at step 1.
    assert.deepEqual(await next(page), [6, 2]);
    assert.equal(await ringed(page, 6, 2), false, 'no ring before the guess');
    await clickSquare(page, 7, 3);
    assert.equal(await stepOf(page), 1);
    assert.equal(await ringed(page, 6, 2), true, 'the rule\'s square ringed');
    assert.equal(await ringed(page, 7, 3), false);
    assert.equal(params(page).score, '0/1');
    // A second click: a note one can see, nothing scored.
    assert.equal(await page.locator('#try-note').isVisible(), false);
    await clickSquare(page, 6, 2);
    assert.equal(await page.locator('#try-note').isVisible(), true);
    assert.equal(await page.locator('#try-note').textContent(), 'Already guessed: press Step for the next move.');
    assert.equal(params(page).score, '0/1');
    if (w === 390) await shot(page, 'try-note-phone');
    // Step, then the right square: the knight goes there, ringed; scored in the link.
    await page.locator('#step').click();
    assert.equal(await page.locator('#try-note').isVisible(), false);
    const to = await next(page);
    await clickSquare(page, ...to);
    assert.equal(await stepOf(page), 3, 'the knight moved');
    const rec = JSON.parse((await page.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'json' }))).file.text);
    assert.deepEqual(rec.path.at(-1), to, 'onto the square guessed');
    assert.equal(await ringed(page, ...to), true);
    assert.match(await page.locator('#explain').textContent(), /^Right: the rule picks .* Your guess\?$/);
    assert.equal(params(page).score, '1/2');
    // The link reopens the score and the mode.
    const again = await open(chrome.context, page.url());
    assert.equal(await again.locator('#score').textContent(), 'Score: 1 right of 2');
    assert.equal(await again.locator('#try').getAttribute('aria-pressed'), 'true');
    for (const p of [page, again]) { assert.deepEqual(p.errors, []); await p.close(); }
  });
}
