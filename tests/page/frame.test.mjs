// The page frame every page shares (www/shell/): the same header on every page (the seven pages,
// in one order, under one name each, the current one marked aria-current), the stage beside the
// status line and the explanation at 1400x1000 and 1024x768 (all three on screen without
// scrolling), the phone's order (stage, status, main controls) with no sideways scroll, and the one
// rule for edits (a field edited in a form is marked pending until its form is submitted).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const NAMES = ['Walk', 'Tourneys', 'Statistics', 'Lin & Wei', 'Phadke', 'Papers', 'Experiments'];
// Each page: its file, a link that opens it quickly, and a field of its form to edit (a control's
// id and a new value the form takes).
const PAGES = [
  { key: 'walk', file: 'index.html', query: '?board=8x8', edit: ['rows', '10'] },
  { key: 'tourneys', file: 'tourneys.html', query: '?gen=braid&n=10', edit: ['n', '12'] },
  { key: 'stats', file: 'stats.html', query: '', edit: ['tours', '10'] },
  { key: 'construct', file: 'construct.html', query: '?board=6x9', edit: ['rows', '10'] },
  { key: 'enumerate', file: 'enumerate.html', query: '', edit: ['start', 'a1'] },
  { key: 'papers', file: 'papers.html', query: '', edit: ['p-sc-staged', '200'] },
  { key: 'experiments', file: 'experiments.html', query: '', edit: ['trials', '3'] },
];

const visible = (box, vw, vh) => box && box.width > 0 && box.height > 0
  && box.x >= 0 && box.y >= 0 && box.x + Math.min(box.width, 40) <= vw && box.y + Math.min(box.height, 20) <= vh;

for (const p of PAGES) {
  test(`${p.key}: the header lists the seven pages in order, this one marked`, async () => {
    const page = await open(chrome.context, `${server.url}${p.file}${p.query}`);
    const links = await page.$$eval('header[data-frame] nav ul a', (as) => as.map((a) => [a.textContent, a.getAttribute('href').split('?')[0], a.getAttribute('aria-current')]));
    assert.deepEqual(links.map((l) => l[0]), NAMES);
    assert.equal(links.filter((l) => l[2] === 'page').length, 1);
    assert.equal(links.find((l) => l[2] === 'page')[1], p.file);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  for (const [w, h] of [[1400, 1000], [1024, 768]]) {
    test(`${p.key} at ${w}x${h}: the stage, the status line and the explanation on screen together`, async () => {
      const page = await chrome.context.newPage();
      await page.setViewportSize({ width: w, height: h });
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      await page.goto(`${server.url}${p.file}${p.query}`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForTimeout(200);
      const stage = await page.locator('main .stage').boundingBox();
      const status = await page.locator('#status').boundingBox();
      assert.ok(visible(stage, w, h), `stage ${JSON.stringify(stage)}`);
      assert.ok(visible(status, w, h), `status ${JSON.stringify(status)}`);
      if ((await page.locator('#explain').textContent()).trim()) {
        assert.ok(visible(await page.locator('#explain').boundingBox(), w, h), 'explain');
      }
      // The stage's first view (a board) begins in the first screenful too.
      const view = page.locator('main .stage [data-view]').first();
      if (await view.count()) assert.ok(visible(await view.boundingBox(), w, h), 'the board');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= w, 'no sideways scroll');
      await shot(page, `frame-${p.key}-${w}x${h}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  test(`${p.key} on a 390x844 phone: stage, then status, then the main controls; no sideways scroll`, async () => {
    const page = await chrome.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    await page.goto(`${server.url}${p.file}${p.query}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForTimeout(200);
    const top = async (sel) => (await page.locator(sel).first().boundingBox()).y;
    const stage = await top('main .stage');
    const status = await top('#status');
    const form = await top('form[data-form]');
    assert.ok(stage < status && status < form, `stage ${stage}, status ${status}, form ${form}`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 390, 'no sideways scroll');
    await shot(page, `frame-${p.key}-390x844`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${p.key}: an edited field is marked pending until its form is submitted`, async () => {
    const page = await open(chrome.context, `${server.url}${p.file}${p.query}`);
    const [id, value] = p.edit;
    const field = page.locator(`#${id}`);
    const form = page.locator('form[data-form]', { has: field });
    const was = await field.inputValue();
    const isSelect = await field.evaluate((el) => el.tagName === 'SELECT');
    if (isSelect) await field.selectOption(value); else await field.fill(value);
    assert.match(await field.getAttribute('class'), /pending/);
    assert.notEqual(await form.locator('[data-edits]').textContent(), '');
    const link = page.url();
    assert.equal(page.url(), link, 'nothing applied while pending');
    // Put back, the mark goes; edited again and submitted, it goes and the edit shows.
    if (isSelect) await field.selectOption(was); else await field.fill(was);
    assert.doesNotMatch((await field.getAttribute('class')) ?? '', /pending/);
    assert.equal(await form.locator('[data-edits]').textContent(), '');
    if (isSelect) await field.selectOption(value); else await field.fill(value);
    await form.evaluate((f) => f.requestSubmit());
    await page.waitForFunction((i) => !document.getElementById(i).classList.contains('pending'), id);
    assert.equal(await field.inputValue(), value);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
