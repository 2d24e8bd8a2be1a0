// The papers page (www/papers.html) in headless Chromium: every claim listed with the paper's
// value; a quick claim run on the page; a Worker claim run with progress; Cancel (button and
// Escape); "Run all quick claims" with every lab link pointing at a page that exists; bad
// parameters refused next to their field; the URL round trip; phone width; screenshots.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const page_ = (q = '') => `${server.url}papers.html${q}`;
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const card = (page, id) => page.locator(`#claim-${id}`);
const verdictOf = (page, id) => card(page, id).locator('.badge').textContent();
const ran = (page, id, timeout = 60000) => page.waitForFunction((i) => document.querySelector(`#claim-${i}`)?.dataset.verdict, id, { timeout });
// Claims running in a Worker, and claims with a verdict, counted on the page.
// Page-side counts, as functions: the pages' Content-Security-Policy refuses a string to eval.
const RUNNING = () => document.querySelectorAll('article.claim[data-running="true"]').length;
/** Wait until `n` claims run (the page's CSP refuses a string predicate, so it is a function). */
const running = (page, n, timeout = 30000) => page.waitForFunction(
  (want) => document.querySelectorAll('article.claim[data-running="true"]').length === want, n, { timeout });
/** Wait until `n` claims have a verdict. */
const recorded = (page, n, timeout = 60000) => page.waitForFunction(
  (want) => [...document.querySelectorAll('article.claim')].filter((a) => a.dataset.verdict).length === want, n, { timeout });

test('papers: every claim is listed; a quick claim runs on the page', async () => {
  const page = await open(chrome.context, page_());
  const n = await page.evaluate(() => window.warnsdorffPapers.claims.length);
  assert.ok(n >= 20, `${n} claims`);
  assert.equal(await page.locator('article.claim').count(), n);
  for (const seed of ['000', '001', '002', '003', '004']) {
    assert.ok(await page.locator(`article.claim[data-seed="${seed}"]`).count() > 0, seed);
  }
  assert.match(await card(page, 'ph-a8-c7').locator('.paper-value').textContent(), /14,258/);
  assert.equal(await verdictOf(page, 'sc-8x8-tour'), 'not run yet');
  await card(page, 'sc-8x8-tour').getByRole('button', { name: 'Run', exact: true }).click();
  await ran(page, 'sc-8x8-tour');
  assert.equal(await verdictOf(page, 'sc-8x8-tour'), 'reproduced');
  assert.match(await card(page, 'sc-8x8-tour').locator('.tool-value').textContent(), /64 of 64 squares as printed/);
  assert.equal(await card(page, 'sc-8x8-tour').getAttribute('data-verdict'), 'reproduced');
  const href = await card(page, 'sc-8x8-tour').locator('a.lab').getAttribute('href');
  assert.match(href, /^index\.html\?board=8x8&start=1%2C1&rule=ordering:12345678&tour=1%2C1:[1-8]{63}&step=64$/);
  assert.equal(params(page).claim, 'sc-8x8-tour');
  // The link opens the walk page on the printed tour itself, whole.
  await page.goto(new URL(href, page_()).href);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#rows').inputValue(), '8');
  assert.equal(await page.locator('#start').inputValue(), '1,1');
  assert.equal(await page.locator('#position').inputValue(), 'sc-8x8-tour');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('papers: a Worker claim runs off the page thread, with its verdict', async () => {
  const page = await open(chrome.context, page_());
  const c = card(page, 'sc-nineteen');
  assert.equal(await c.getAttribute('data-cost'), 'worker');
  await c.getByRole('button', { name: 'Run', exact: true }).click();
  await ran(page, 'sc-nineteen');
  assert.equal(await verdictOf(page, 'sc-nineteen'), 'not reproduced');
  assert.match(await c.locator('.tool-value').textContent(), /none of the nineteen tours 289x54.*its transpose 54x289 tours with #1/);
  assert.match(await c.locator('a.lab').getAttribute('href'), /^index\.html\?board=289x54&start=1%2C1&rule=nineteen$/);
  // Phadke's total, in the Worker: not reproduced, the tool's number beside the paper's.
  await card(page, 'ph-53-pairs').getByRole('button', { name: 'Run', exact: true }).click();
  await ran(page, 'ph-53-pairs', 120000);
  assert.equal(await verdictOf(page, 'ph-53-pairs'), 'not reproduced');
  assert.match(await card(page, 'ph-53-pairs').locator('.tool-value').textContent(), /933,089/);
  assert.match(await card(page, 'ph-53-pairs').locator('.paper-value').textContent(), /989,931/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('papers: Cancel and Escape stop a long run; the page keeps answering meanwhile', async () => {
  const page = await open(chrome.context, page_());
  const c = card(page, 'sc-figure-2-under-five');
  await c.locator('input').fill('100');
  await c.getByRole('button', { name: 'Run', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#claim-sc-figure-2-under-five .job-status').textContent.includes('%'), null, { timeout: 30000 });
  // Timers keep running on the page while the Worker works.
  const ticks = await page.evaluate(() => new Promise((r) => { let k = 0; const t = setInterval(() => { if (++k === 10) { clearInterval(t); r(k); } }, 5); }));
  assert.equal(ticks, 10);
  assert.equal(await c.locator('button.cancel').isEnabled(), true);
  await c.locator('button.cancel').click();
  await running(page, 0, 20000);
  assert.equal(await c.locator('.job-status').textContent(), 'cancelled');
  assert.equal(await verdictOf(page, 'sc-figure-2-under-five'), 'not run yet');
  assert.equal(await c.locator('button.cancel').isEnabled(), false);
  // Escape cancels too.
  await c.getByRole('button', { name: 'Run', exact: true }).click();
  await running(page, 1);
  await page.keyboard.press('Escape');
  await running(page, 0, 20000);
  assert.equal(await c.locator('.job-status').textContent(), 'cancelled');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('papers: run all quick claims; every lab link points at a page', async () => {
  const page = await open(chrome.context, page_());
  const quick = await page.evaluate(() => window.warnsdorffPapers.claims.filter((c) => c.cost === 'quick').map((c) => c.id));
  await page.getByRole('button', { name: 'Run all quick claims' }).click();
  await recorded(page, quick.length);
  for (const id of quick) {
    const v = await verdictOf(page, id);
    assert.ok(['reproduced', 'differs', 'not reproduced', 'not checkable here'].includes(v), `${id}: ${v}`);
    const href = await card(page, id).locator('a.lab').getAttribute('href');
    // A claim no lab shows (Lemma 1) has no link, and shows none.
    if (href === '') {
      assert.equal(await card(page, id).locator('a.lab').isHidden(), true, id);
      continue;
    }
    const file = href.split(/[?#]/)[0];
    assert.ok(file === 'experiments.html' || existsSync(join(ROOT, 'www', file)), `${id}: ${href}`);
  }
  // Each link opens its lab page without a complaint about the link.
  const links = new Set();
  for (const id of quick) {
    const href = await card(page, id).locator('a.lab').getAttribute('href');
    if (href !== '') links.add(href);
  }
  // Some card links to the experiments page (a Worker card now: Figure 20 is measured there).
  const all = await page.locator('a.lab').evaluateAll((as) => as.map((x) => x.getAttribute('href')));
  assert.ok(all.some((h) => h.startsWith('experiments.html')), all.join(' '));
  for (const href of links) {
    const lab = await open(chrome.context, new URL(href, page_()).href);
    const complaints = await lab.evaluate(() => [...document.querySelectorAll('.msg')].map((m) => m.textContent).filter((t) => t.includes('From the link')));
    assert.deepEqual(complaints, [], href);
    assert.deepEqual(lab.errors, [], href);
    await lab.close();
  }
  assert.equal(await verdictOf(page, 'ir-figure-2-b'), 'not checkable here');
  assert.match(await card(page, 'ir-figure-2-b').locator('.why').textContent(), /damaged/);
  assert.match(await page.locator('#tally').textContent(), new RegExp(`Run so far: ${quick.length} of`));
  // Every other page's nav links here.
  // Every page's header (the frame's, made by the shell) links here.
  assert.equal(await page.locator('header nav a[href="papers.html"]').getAttribute('aria-current'), 'page');
  assert.deepEqual(page.errors, []);
  await shot(page, 'papers-desktop');
  await page.close();
});

test('papers: bad parameters are refused next to their field; the URL keeps filter, focus and parameters', async () => {
  const page = await open(chrome.context, page_());
  const c = card(page, 'sc-staged');
  await c.locator('input').fill('99');
  await c.getByRole('button', { name: 'Run', exact: true }).click();
  assert.match(await page.locator('#p-sc-staged-msg').textContent(), /from 112 to 3000/);
  assert.equal(await c.locator('input').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.evaluate(RUNNING), 0);
  await c.locator('input').fill('130');
  await c.locator('input').press('Enter');
  await ran(page, 'sc-staged');
  assert.equal(await verdictOf(page, 'sc-staged'), 'reproduced');
  assert.equal(params(page)['p-sc-staged'], '130');
  await page.locator('#paper').selectOption('003');
  assert.equal(params(page).paper, '003');
  assert.equal(await page.locator('article.claim:visible').count(), await page.locator('article.claim[data-seed="003"]').count());
  // A link with the filter, a focused claim and a parameter opens as it was.
  const again = await open(chrome.context, page_('?paper=001&claim=pb-join&p-pb-join=20'));
  assert.equal(await again.locator('#paper').inputValue(), '001');
  assert.equal(await card(again, 'pb-join').locator('input').inputValue(), '20');
  assert.equal(await card(again, 'pb-join').getAttribute('data-focused'), 'true');
  assert.equal(await again.locator('article.claim[data-seed="000"]:visible').count(), 0);
  const bad = await open(chrome.context, page_('?paper=009'));
  assert.match(await bad.locator('#paper-msg').textContent(), /From the link: paper '009'/);
  for (const p of [page, again, bad]) { assert.deepEqual(p.errors, []); await p.close(); }
});

test('papers: Worker claims link to the lab views of the new features, which open as linked', async () => {
  const page = await open(chrome.context, page_());
  const runs = [['sc-staged', '113'], ['sc-figure-2-none', '1'], ['pb-rail-conjecture', '8..16:4'], ['pb-tables-braid', '3']];
  for (const [id, p] of runs) {
    await card(page, id).locator('input').fill(p);
    await card(page, id).getByRole('button', { name: 'Run', exact: true }).click();
    await ran(page, id, 120000);
  }
  const href = async (id) => card(page, id).locator('a.lab').getAttribute('href');
  const lab = async (h) => {
    const l = await open(chrome.context, new URL(h, page_()).href);
    const complaints = await l.evaluate(() => [...document.querySelectorAll('.msg')].map((m) => m.textContent).filter((t) => t.includes('From the link')));
    assert.deepEqual(complaints, [], h);
    return l;
  };
  // The staged rule on the walk page, Figure 4's regions shown.
  const walk = await lab(await href('sc-staged'));
  assert.equal(await walk.locator('#regions').isChecked(), true);
  assert.match(await card(page, 'sc-staged').locator('.detail').textContent(), /squirrel-cull-10000\.txt/);
  // Figure 2 on the experiments page, with the run's sizes and trials.
  const f2 = await href('sc-figure-2-none');
  assert.match(f2, /^experiments\.html\?sizes=\d+\.\.\d+&trials=1&seed=1&start=corner#figure2$/);
  const exp = await lab(f2);
  assert.equal(await exp.locator('#sizes').inputValue(), new URLSearchParams(f2.split(/[?#]/)[1]).get('sizes'));
  // The Rail Conjecture on the tourney page's Rails over n, with the sweep's fields.
  assert.equal(await verdictOf(page, 'pb-rail-conjecture'), 'not checkable here');
  assert.match(await card(page, 'pb-rail-conjecture').locator('.tool-value').textContent(), /grow like n\^/);
  const tour = await lab(await href('pb-rail-conjecture'));
  assert.equal(await tour.locator('#rsizes').inputValue(), '8..16:4');
  assert.equal(await tour.locator('#rgen').inputValue(), 'warnsdorff-tourney');
  // Tables 1-2: the stats page's preset.
  assert.equal(await href('pb-tables-braid'), 'stats.html?preset=parberry-tables&seed=1');
  assert.match(await card(page, 'pb-tables-braid').locator('.paper-value').textContent(), /50×50: f \.1253 \.1250/);
  const stats = await lab(await href('pb-tables-braid'));
  for (const p of [page, walk, exp, tour, stats]) { assert.deepEqual(p.errors, [], p.url()); await p.close(); }
});

test('papers: a phone (390 px) reads the cards without sideways scrolling', async () => {
  const page = await chrome.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(page_('?paper=000'));
  await page.waitForSelector('body[data-ready="true"]');
  await card(page, 'sc-5x5-dead-end').getByRole('button', { name: 'Run', exact: true }).click();
  await ran(page, 'sc-5x5-dead-end');
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(w <= 390, `page is ${w} px wide`);
  await shot(page, 'papers-phone');
  assert.deepEqual(page.errors, []);
  await page.close();
});
