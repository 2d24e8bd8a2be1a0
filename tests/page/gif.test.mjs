// The walk page's "Export GIF": the fields typed in the walk's form (their errors beside them),
// the file made by the core in slices and downloaded, byte for byte the GIF that
// `warnsdorff tour --link … --format gif` writes for the page's link. The tourney page's, of the
// plan on show: byte for byte `warnsdorff cover … --format gif --gif-plan KIND`, and cancelled.
// The Lin & Wei page's, of the construction: byte for byte `warnsdorff construct … --format gif`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { browser, open, ROOT, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** The CLI built from this tree (debug, else release; built when neither is there). */
function cli() {
  for (const p of ['debug', 'release']) {
    const bin = join(ROOT, 'target', p, 'warnsdorff');
    if (existsSync(bin)) return bin;
  }
  execFileSync('cargo', ['build', '--bin', 'warnsdorff'], { cwd: ROOT, stdio: 'inherit' });
  return join(ROOT, 'target', 'debug', 'warnsdorff');
}

const downloaded = async (page, button) => {
  const [d] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click(button)]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  return { name: d.suggestedFilename(), bytes: Buffer.concat(chunks) };
};

const link = (page) => page.evaluate(() => window.warnsdorff.page.link());

test('Export GIF: the range, size and delay typed; the download is the CLI\'s file for the page\'s link', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&rule=nineteen&step=40`);
  // The fields show the core's defaults.
  assert.equal(await page.locator('#gif-from').inputValue(), '1');
  assert.equal(await page.locator('#gif-to').inputValue(), '');
  assert.equal(await page.locator('#gif-size').inputValue(), '480');
  await page.fill('#gif-from', '5');
  await page.fill('#gif-stride', '2');
  await page.fill('#gif-size', '240');
  await page.fill('#gif-delay', '150');
  const gif = await downloaded(page, '#export-gif');
  assert.equal(gif.name, 'walk-8x8-nineteen-seed1-step40-steps5-40.gif');
  assert.equal(gif.bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  // 240 x 240 px, as asked.
  assert.deepEqual([gif.bytes.readUInt16LE(6), gif.bytes.readUInt16LE(8)], [240, 240]);
  const l = await link(page);
  assert.match(l, /gif-from=5/);
  const made = execFileSync(cli(), ['tour', '--link', l, '--format', 'gif'], { maxBuffer: 1 << 26 });
  assert.ok(made.equals(gif.bytes), `the CLI's ${made.length} bytes, the page's ${gif.bytes.length}`);
  await shot(page, 'gif-export');
  assert.deepEqual(page.errors, []);
});

test('Export GIF: a range past the walk is refused beside its field, and no file is made', async () => {
  const page = await open(chrome.context, `${server.url}?board=6x6&step=10`);
  await page.fill('#gif-to', '20');
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await page.click('#export-gif');
  await page.waitForFunction(() => document.getElementById('gif-to-msg').textContent !== '');
  assert.match(await page.locator('#gif-to-msg').textContent(), /step 20 is past the walk's step 10/);
  await page.fill('#gif-size', '5');
  await page.click('#export-gif');
  await page.waitForFunction(() => /gif-size '5'/.test(document.getElementById('gif-size-msg').textContent));
  assert.equal(downloads, 0);
  assert.deepEqual(page.errors, []);
});

test('Export GIF: a long walk is made in slices, with progress, and the page answers meanwhile', async () => {
  const page = await open(chrome.context, `${server.url}?board=30x30&rule=nineteen&step=900`);
  await page.fill('#gif-size', '300');
  const [d] = await Promise.all([
    page.waitForEvent('download', { timeout: 120000 }),
    (async () => {
      await page.click('#export-gif');
      // The job's progress row names it while it runs.
      await page.waitForSelector('[data-job] .job[aria-label="Making the GIF"]', { timeout: 20000 });
    })(),
  ]);
  assert.match(d.suggestedFilename(), /steps1-900\.gif$/);
  assert.deepEqual(page.errors, []);
});

const idle = (page, timeout = 60000) => page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout });

test('tourneys: Export GIF of the join on show is the CLI\'s cover GIF for the same cover and plan', async () => {
  const page = await open(chrome.context, `${server.url}tourneys.html?gen=braid&n=8&seed=1`);
  await idle(page);
  // The fields show the core's defaults.
  assert.equal(await page.locator('#gif-from').inputValue(), '1');
  assert.equal(await page.locator('#gif-to').inputValue(), '');
  assert.equal(await page.locator('#gif-size').inputValue(), '480');
  // No plan on show: refused beside the first step.
  await page.click('#export-gif');
  await page.waitForFunction(() => /no plan is on show/.test(document.getElementById('gif-from-msg').textContent));
  await page.click('#join');
  await idle(page);
  // The default GIF (480 px, 200 ms): its size and time, for the report.
  let t0 = Date.now();
  const big = await downloaded(page, '#export-gif');
  console.log(`braid 8x8 join, 480 px: ${big.bytes.length} bytes in ${Date.now() - t0} ms`);
  const cover = ['cover', '--board', '8x8', '--gen', 'braid', '--seed', '1', '--format', 'gif', '--gif-plan', 'join'];
  assert.ok(execFileSync(cli(), cover, { maxBuffer: 1 << 26 }).equals(big.bytes));
  await page.fill('#gif-size', '160');
  await page.fill('#gif-delay', '120');
  await page.fill('#gif-from', '2');
  const gif = await downloaded(page, '#export-gif');
  assert.equal(gif.name, 'cover-braid-8x8-seed1-8-cycles-join-steps2-8.gif');
  assert.deepEqual([gif.bytes.readUInt16LE(6), gif.bytes.readUInt16LE(8)], [160, 160]);
  const l = new URL(page.url()).searchParams;
  assert.equal(l.get('gif-size'), '160');
  assert.equal(l.get('gif-from'), '2');
  const made = execFileSync(cli(), [...cover, '--gif-size', '160', '--gif-delay', '120', '--gif-from', '2'], { maxBuffer: 1 << 26 });
  assert.ok(made.equals(gif.bytes), `the CLI's ${made.length} bytes, the page's ${gif.bytes.length}`);
  // A step past the plan is refused beside its field.
  await page.fill('#gif-to', '9');
  await page.click('#export-gif');
  await page.waitForFunction(() => /there are steps 1 to 8/.test(document.getElementById('gif-to-msg').textContent));
  await page.locator('#gif').scrollIntoViewIfNeeded();
  await shot(page, 'tourneys-gif-export');
  assert.deepEqual(page.errors, []);
});

test('tourneys: a long GIF is made in slices with progress, and Cancel makes no file', async () => {
  const page = await open(chrome.context, `${server.url}tourneys.html?gen=braid&n=40&seed=1&ops=join@0&gif-size=1200`);
  await idle(page);
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await page.click('#export-gif');
  const row = page.locator('[data-job] .job[aria-label="Making the GIF"]');
  await row.waitFor({ timeout: 20000 });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await idle(page);
  assert.equal(await page.locator('#plan-msg').textContent(), 'Cancelled: no GIF was made.');
  assert.equal(downloads, 0);
  assert.deepEqual(page.errors, []);
});

test('Lin & Wei: Export GIF of the construction is the CLI\'s for the same board and start; a range past it is refused beside its field', async () => {
  const page = await open(chrome.context, `${server.url}construct.html?board=40x40&start=3,5`);
  // The construction's steps start at its partition, step 0.
  assert.equal(await page.locator('#gif-from').inputValue(), '0');
  await page.fill('#gif-stride', '3');
  await page.fill('#gif-size', '180');
  const gif = await downloaded(page, '#export-gif');
  assert.equal(gif.name, 'construct-closed-40x40-from-3-5-steps0-15.gif');
  assert.equal(gif.bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const made = execFileSync(cli(), ['construct', '--board', '40x40', '--start', '3,5', '--format', 'gif',
    '--gif-stride', '3', '--gif-size', '180'], { maxBuffer: 1 << 26 });
  assert.ok(made.equals(gif.bytes), `the CLI's ${made.length} bytes, the page's ${gif.bytes.length}`);
  assert.match(await link(page), /gif-stride=3/);
  await page.fill('#gif-to', '99');
  await page.click('#export-gif');
  await page.waitForFunction(() => document.querySelector('#gif-to-msg')?.textContent.length > 0);
  assert.match(await page.locator('#gif-to-msg').textContent(), /there are steps 0 to 15/);
  await shot(page, 'construct-gif');
  assert.deepEqual(page.errors, []);
});

test('Export WebM: the same frames recorded by the browser as a WebM video, its words beside the button meanwhile', async () => {
  const page = await open(chrome.context, `${server.url}construct.html?board=40x40&gif-stride=5&gif-size=160&gif-delay=60`);
  assert.equal(await page.locator('#export-webm').isEnabled(), true, 'headless Chromium records canvases');
  const [d] = await Promise.all([
    page.waitForEvent('download', { timeout: 60000 }),
    (async () => {
      await page.click('#export-webm');
      await page.waitForFunction(() => document.querySelector('#export-webm-msg')?.textContent.startsWith('Recording'));
    })(),
  ]);
  assert.equal(d.suggestedFilename(), 'construct-closed-40x40-steps0-15.webm');
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  const bytes = Buffer.concat(chunks);
  // A Matroska/WebM file: the EBML magic, its DocType webm, a VP8 or VP9 track.
  assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
  assert.ok(bytes.includes(Buffer.from('webm')), 'DocType webm');
  assert.ok(bytes.includes(Buffer.from('V_VP8')) || bytes.includes(Buffer.from('V_VP9')), 'a VP8 or VP9 track');
  // The video plays in the browser (on a blank page: the lab's pages allow no data: media):
  // its frames are the GIF's size.
  const blank = await chrome.context.newPage();
  const size = await blank.evaluate(async (b64) => {
    const v = document.createElement('video');
    v.muted = true;
    v.src = `data:video/webm;base64,${b64}`;
    await new Promise((resolve, reject) => { v.onloadedmetadata = resolve; v.onerror = () => reject(new Error('no video')); });
    return [v.videoWidth, v.videoHeight];
  }, bytes.toString('base64'));
  await blank.close();
  assert.deepEqual(size, [160, 160]);
  await page.waitForFunction(() => document.querySelector('#export-webm-msg')?.textContent === '');
  assert.deepEqual(page.errors, []);
});

test('Export WebM on the walk and tourney pages: a video of the same steps', async () => {
  for (const [path, name] of [
    ['?board=6x6&step=12&gif-size=96&gif-delay=20', /^walk-6x6-.*-steps1-12\.webm$/],
    ['tourneys.html?gen=braid&n=8&seed=1&ops=join@3&gif-size=96&gif-delay=20', /^cover-braid-8x8-.*-join-steps1-8\.webm$/],
  ]) {
    const page = await open(chrome.context, `${server.url}${path}`);
    const [d] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('#export-webm')]);
    assert.match(d.suggestedFilename(), name);
    const chunks = [];
    for await (const c of await d.createReadStream()) chunks.push(c);
    assert.deepEqual([...Buffer.concat(chunks).subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
