// The experiments page (experiments.html): Squirrel & Cull's Figure 2 and Parberry's timing
// curves, run in Workers (experiments-worker.js). It wires the fields to Rust
// (src/web/experiments.rs) and draws what Rust decides: every check, walk, timing, verdict, csv
// and every coordinate of the charts comes from the core (src/experiments/view.rs); this file
// only turns the geometry into SVG and moves messages.
import init, * as wasm from './pkg/warnsdorff.js';
import { COLORS } from './charts.js';
import { $, clearMsgs, setMsg } from './shell/fields.js';
import { fromLink, linkParams, pageState } from './shell/state.js';
import { newSeedButton } from './shell/seeds.js';
import { trackJob } from './shell/jobs.js';
import { download } from './shell/exchange.js';
import { onResize } from './shell/playback.js';

const POOL = Math.max(1, Math.min(8, navigator.hardwareConcurrency || 2));
const DRAW_EVERY_MS = 250; // the charts are redrawn at most this often while a run goes on
const fmt = (n) => Number(n).toLocaleString('en-US');
const NS = 'http://www.w3.org/2000/svg';
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

// The module is fetched and compiled once, here, and the compiled Module is posted to every
// Worker, which instantiates it without a fetch or a compile of its own (as enumerate.js does).
const wasmUrl = new URL('./pkg/warnsdorff_bg.wasm', import.meta.url);
async function compileModule() {
  try { return await WebAssembly.compileStreaming(fetch(wasmUrl)); } catch {
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}
const wasmModule = await compileModule();
await init({ module_or_path: wasmModule });
const newWorker = (onmessage) => {
  const w = new Worker(new URL('./experiments-worker.js', import.meta.url), { type: 'module' });
  w.postMessage({ type: 'init', module: wasmModule });
  w.onmessage = onmessage;
  return w;
};

const F2 = wasm.figure2Defaults();
const TD = wasm.timingDefaults();
const SOURCES = wasm.timingSources();
const GROUPS = wasm.timingGroups();

// ---- page state: both sections' settings and the section in view, kept in the link -----------
let section = 'figure2';
const state = pageState({
  toForm(s) {
    $('sizes').value = s.sizes; $('trials').value = s.trials; $('seed').value = s.seed; $('start').value = s.start;
    $('t-sizes').value = s.tsizes; $('t-samples').value = s.tsamples; $('t-seed').value = s.tseed;
    SOURCES.forEach((g, i) => { $(`gen-${i}`).checked = s.gens === 'all' || s.gens.split(',').includes(g); });
  },
  toLink: (s) => [['section', s.section === 'figure2' ? '' : s.section], ['sizes', s.sizes], ['trials', s.trials], ['seed', s.seed], ['start', s.start],
    ['gens', s.gens === 'all' ? '' : s.gens], ['tsizes', s.tsizes], ['tsamples', s.tsamples], ['tseed', s.tseed]],
});
const formState = () => ({
  section,
  sizes: $('sizes').value.trim(), trials: $('trials').value.trim(), seed: $('seed').value.trim(), start: $('start').value.trim(),
  gens: chosenSources(), tsizes: $('t-sizes').value.trim(), tsamples: $('t-samples').value.trim(), tseed: $('t-seed').value.trim(),
});

// ---- the generator chooser (timing) ---------------------------------------------------------
SOURCES.forEach((g, i) => {
  const label = document.createElement('label');
  label.innerHTML = `<input type="checkbox" id="gen-${i}" value="${esc(g)}" checked><span class="swatch" style="background:${COLORS[i % COLORS.length]}"></span>${esc(g)}`;
  $('gen-list').append(label);
});
function chosenSources() {
  const on = SOURCES.filter((g, i) => $(`gen-${i}`).checked);
  return on.length === SOURCES.length ? 'all' : on.join(',');
}
// The timed generators (GEN, GEN+join, GEN+obfuscate) of the chosen sources, from Rust's groups.
function chosenGens() {
  const src = chosenSources();
  if (src === 'all') return 'all';
  const on = new Set(src.split(',').filter(Boolean));
  return GROUPS.flatMap((g) => g.gens).filter((gen) => on.has(gen.split('+')[0])).join(',');
}

// ---- reading the link ------------------------------------------------------------------------
function fromUrl() {
  const p = linkParams();
  const s = {
    section: ['figure2', 'timing'].includes(p.get('section')) ? p.get('section') : (location.hash === '#timing' ? 'timing' : 'figure2'),
    sizes: p.get('sizes') ?? F2.sizes, trials: p.get('trials') ?? F2.trials, seed: p.get('seed') ?? F2.seed, start: p.get('start') ?? F2.start,
    gens: p.get('gens') ?? 'all', tsizes: p.get('tsizes') ?? TD.sizes, tsamples: p.get('tsamples') ?? TD.samples, tseed: p.get('tseed') ?? TD.seed,
  };
  if (p.get('section') !== null && !['figure2', 'timing'].includes(p.get('section'))) fromLink('f2-status', `section '${p.get('section')}' is not figure2 or timing`);
  // The settings are checked together by Rust; one it refuses is reported beside its field and
  // its default used, until the rest pass (each field at most once).
  const retry = (keys, check) => {
    for (let round = 0; round <= keys.length; round++) {
      try { check(); return; } catch (e) {
        const hit = keys.find(([, field]) => field === e.field);
        if (!hit || hit.done) return;
        hit.done = true;
        fromLink(hit[1], e.message);
        s[hit[0]] = hit[2];
      }
    }
  };
  retry([['sizes', 'sizes', F2.sizes], ['trials', 'trials', F2.trials], ['seed', 'seed', F2.seed], ['start', 'start', F2.start]],
    () => wasm.figure2Check(s.sizes, s.trials, s.seed, s.start));
  if (s.gens !== 'all') {
    const list = s.gens.split(',');
    const known = list.filter((g) => SOURCES.includes(g));
    if (known.length !== list.length || known.length === 0) { fromLink('gens', `generators '${s.gens}' are not all known; one of ${SOURCES.join(', ')}`); s.gens = 'all'; }
  }
  retry([['tsizes', 't-sizes', TD.sizes], ['tsamples', 't-samples', TD.samples], ['tseed', 't-seed', TD.seed]],
    () => wasm.timingCheck('all', s.tsizes, s.tsamples, s.tseed));
  return s;
}

// An error beside the field it names (a {field, message} error from Rust), else in the section's
// status line.
function showErr(err, status) {
  const f = err?.field;
  const text = err?.message ?? String(err);
  if (f && $(`${f}-msg`)) setMsg(f, text); else $(status).textContent = text;
}

// ---- drawing: SVG from Rust's geometry -------------------------------------------------------
function chartSize(el, ratio, min, max) {
  const w = Math.max(280, Math.floor(el.clientWidth || 600));
  return [w, Math.round(Math.min(max, Math.max(min, w * ratio)))];
}

function axes(g) {
  const p = g.plot;
  const parts = [];
  for (const t of g.y_ticks) {
    parts.push(`<line x1="${p.x}" x2="${p.x + p.w}" y1="${t.at}" y2="${t.at}" class="grid"/>`);
    parts.push(`<text x="${p.x - 5}" y="${t.at + 4}" class="tick" text-anchor="end">${esc(t.label)}</text>`);
  }
  for (const t of g.x_ticks) {
    parts.push(`<line x1="${t.at}" x2="${t.at}" y1="${p.y}" y2="${p.y + p.h}" class="grid"/>`);
    parts.push(`<text x="${t.at}" y="${p.y + p.h + 15}" class="tick" text-anchor="middle">${esc(t.label)}</text>`);
  }
  parts.push(`<path d="M${p.x} ${p.y}V${p.y + p.h}H${p.x + p.w}" class="axis"/>`);
  parts.push(`<text x="${p.x + p.w / 2}" y="${g.height - 6}" class="label" text-anchor="middle">${esc(g.x_label)}</text>`);
  parts.push(`<text transform="translate(12 ${p.y + p.h / 2}) rotate(-90)" class="label" text-anchor="middle">${esc(g.y_label)}</text>`);
  return parts;
}

const svg = (g, label, parts) => `<svg xmlns="${NS}" viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}" role="img" aria-label="${esc(label)}" class="xchart">${parts.join('')}</svg>`;

// ---- Figure 2 ---------------------------------------------------------------------------------
const f2 = { id: 0, canon: null, rows: new Map(), work: [], finished: 0, job: null, t0: 0, running: false, drawAt: 0, queued: false, imported: null };
let pool = null;

const flatRows = () => Uint32Array.from([...f2.rows.values()].flat());

function drawFigure2() {
  // A draw now makes any queued one moot: drop it, so the chart is not replaced again a frame
  // after the run's last draw (a test holding the chart saw it detached).
  clearTimeout(f2.timer);
  cancelAnimationFrame(f2.frame);
  f2.queued = false;
  f2.drawAt = performance.now();
  const el = $('f2-chart');
  if (!f2.canon) return;
  const [w, h] = chartSize(el, 0.5, 240, 440);
  const g = wasm.figure2Chart(flatRows(), f2.canon.from, f2.canon.to, w, h);
  const parts = axes(g);
  for (const s of g.statements) {
    if (!s.drawn) continue;
    parts.push(`<line x1="${s.x1}" x2="${Math.max(s.x2, s.x1 + 2)}" y1="${s.y}" y2="${s.y}" class="statement" data-claim="${s.claim}"><title>${esc(s.label)}</title></line>`);
    parts.push(`<text x="${s.x1 + 2}" y="${s.label_y}" class="statement-label">${esc(s.label)}</text>`);
  }
  if (g.points.length > 1) parts.push(`<polyline class="curve" points="${g.points.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join(' ')}"/>`);
  const r = g.points.length > 150 ? 1.8 : 3;
  for (const q of g.points) {
    parts.push(`<circle cx="${q.x.toFixed(1)}" cy="${q.y.toFixed(1)}" r="${q.against.length ? r + 0.6 : r}" class="dot${q.against.length ? ' against' : ''}" data-m="${q.m}"><title>m = ${q.m}: ${q.tours} tours in ${q.trials} walks</title></circle>`);
  }
  el.innerHTML = svg(g, g.summary, parts);
  drawVerdicts();
}

function queueFigure2() {
  if (f2.queued) return;
  f2.queued = true;
  const wait = Math.max(0, DRAW_EVERY_MS - (performance.now() - f2.drawAt));
  f2.timer = setTimeout(() => { f2.frame = requestAnimationFrame(drawFigure2); }, wait);
}

function drawVerdicts() {
  const list = $('f2-verdicts');
  list.innerHTML = '';
  for (const v of wasm.figure2Verdicts(flatRows())) {
    const li = document.createElement('li');
    li.dataset.claim = v.claim;
    li.dataset.finding = v.finding;
    li.innerHTML = `<span class="quote">“${esc(v.quote)}”</span><span class="headline">${esc(v.headline)}</span><span class="detail">${esc(v.detail)}</span>`;
    list.append(li);
  }
}

function f2Status(text) { $('f2-status').textContent = text; }

function onFigure2(e) {
  const msg = e.data;
  if (msg.id !== f2.id) return;
  if (msg.type === 'error') { cancelFigure2(); endFigure2('failed'); showErr(msg, 'f2-status'); return; }
  const i = pool.indexOf(e.target);
  for (let k = 0; k < msg.rows.length; k += 3) f2.rows.set(msg.rows[k], [msg.rows[k], msg.rows[k + 1], msg.rows[k + 2]]);
  f2.work[i] = msg.work;
  const [done, total] = f2.work.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  f2.job?.update(total > 0 ? done / total : 0);
  if (msg.done || msg.cancelled) f2.finished += 1;
  if (f2.finished === POOL) endFigure2(msg.cancelled || f2.cancelled ? 'cancelled' : 'done');
  else {
    f2Status(`Running: ${fmt(f2.rows.size)} of ${fmt(f2.canon.count)} sizes done (${Math.round((total > 0 ? done / total : 0) * 100)}% of the walking) on ${POOL} Workers…`);
    queueFigure2();
  }
}

function endFigure2(how) {
  if (!f2.running) return;
  f2.running = false;
  f2.job?.end();
  f2.job = null;
  $('f2-progress').hidden = true;
  const secs = ((performance.now() - f2.t0) / 1000).toFixed(1);
  if (how === 'done') f2Status(`Done: ${fmt(f2.rows.size)} sizes, ${fmt(f2.rows.size * f2.canon.trials)} walks in ${secs} s on ${POOL} Workers.`);
  else if (how === 'cancelled') f2Status(`Cancelled after ${secs} s: ${fmt(f2.rows.size)} of ${fmt(f2.canon.count)} sizes done; the chart and the verdicts show those.`);
  $('f2-csv').disabled = f2.rows.size === 0;
  $('f2-status').dataset.state = how;
  drawFigure2();
}

function cancelFigure2() {
  if (!f2.running) return;
  f2.cancelled = true;
  pool.forEach((w) => w.postMessage({ type: 'cancel', id: f2.id }));
}

function runFigure2() {
  clearMsgs(['sizes', 'trials', 'seed', 'start', 'import']);
  const s = formState();
  let canon;
  try { canon = wasm.figure2Check(s.sizes, s.trials, s.seed, s.start); } catch (e) { showErr(e, 'f2-status'); return; }
  if (f2.running) cancelFigure2();
  section = 'figure2';
  state.set({ ...s, section, sizes: canon.sizes, trials: String(canon.trials), seed: canon.seed, start: canon.start });
  pool ??= Array.from({ length: POOL }, () => newWorker(onFigure2));
  f2.id += 1;
  Object.assign(f2, { canon, rows: new Map(), work: pool.map(() => [0, 0]), finished: 0, t0: performance.now(), running: true, cancelled: false, imported: null });
  $('f2-progress').hidden = false;
  f2.job = trackJob({ cancel: cancelFigure2, progress: $('f2-progress'), button: $('f2-cancel') });
  $('f2-csv').disabled = true;
  $('f2-status').dataset.state = 'running';
  $('f2-command').textContent = `The same numbers from the command line: ${canon.command}`;
  f2Status(`Running m = ${canon.sizes}, ${fmt(canon.trials)} walks each, seed ${canon.seed}, on ${POOL} Workers…`);
  pool.forEach((w, i) => w.postMessage({ type: 'figure2', id: f2.id, sizes: canon.sizes, trials: String(canon.trials), seed: canon.seed, start: canon.start, offset: i, stride: POOL }));
  drawFigure2();
}

$('f2-form').addEventListener('submit', (e) => { e.preventDefault(); runFigure2(); });
newSeedButton(wasm, $('new-seed'), $('seed'));
$('f2-csv').addEventListener('click', () => {
  if (f2.rows.size === 0) return;
  const name = f2.imported ? f2.imported.replace(/\.csv$/i, '') : `figure2-${f2.canon.sizes.replace(/[.:]+/g, '-')}-trials${f2.canon.trials}-seed${f2.canon.seed}-start${f2.canon.start.replace(',', '-')}`;
  download(`${name}.csv`, new Blob([wasm.figure2Csv(flatRows())], { type: 'text/csv' }));
});
$('f2-import').addEventListener('click', () => $('f2-file').click());
$('f2-file').addEventListener('change', async () => {
  const file = $('f2-file').files[0];
  if (!file) return;
  importFigure2(await file.text(), file.name);
  $('f2-file').value = '';
});

/** Show rows read from a csv in the CLI's columns (the page's own run is replaced). */
function importFigure2(text, name) {
  setMsg('import', '');
  let flat;
  try { flat = wasm.figure2Import(text); } catch (e) { setMsg('import', e.message); return false; }
  if (f2.running) cancelFigure2();
  f2.id += 1;
  f2.running = false;
  f2.job?.end();
  f2.rows = new Map();
  for (let k = 0; k < flat.length; k += 3) f2.rows.set(flat[k], [flat[k], flat[k + 1], flat[k + 2]]);
  const ms = [...f2.rows.keys()];
  const from = Math.min(...ms);
  const to = Math.max(...ms);
  f2.canon = { from, to, count: ms.length, sizes: `${from}..${to}`, trials: 0, seed: '', start: '' };
  f2.imported = name;
  $('f2-progress').hidden = true;
  $('f2-csv').disabled = false;
  $('f2-command').textContent = '';
  $('f2-status').dataset.state = 'imported';
  f2Status(`Imported ${fmt(ms.length)} sizes (m = ${from}..${to}) from ${name}.`);
  drawFigure2();
  return true;
}

// ---- timing -----------------------------------------------------------------------------------
const tm = { id: 0, worker: null, rows: new Map(), running: false, job: null, native: null, t0: 0, queued: false, drawAt: 0, cancelled: false };

async function loadNative() {
  try {
    const res = await fetch(new URL('./data/timing-native.csv', import.meta.url));
    if (!res.ok) throw new Error(`data/timing-native.csv: ${res.status} ${res.statusText}`);
    tm.native = wasm.timingTable(await res.text());
    const cmd = tm.native.comments.find((c) => c.includes('warnsdorff experiment timing')) ?? '';
    const rest = tm.native.comments.filter((c) => c !== cmd);
    $('t-native').innerHTML = `The dashed curves were recorded natively (the CLI, a release build) on the project's machine with <code>${esc(cmd.replace(/^.*?(warnsdorff experiment)/, '$1'))}</code>. ${rest.map(esc).join(' ')}`;
    $('t-native').dataset.series = String(tm.native.series.length);
  } catch (e) {
    tm.native = { comments: [], series: [] };
    $('t-native').textContent = `The native curves could not be read: ${e.message}`;
  }
}

function drawTiming() {
  clearTimeout(tm.timer); // as for Figure 2: a draw now drops the queued one
  cancelAnimationFrame(tm.frame);
  tm.queued = false;
  tm.drawAt = performance.now();
  const box = $('t-charts');
  const src = chosenSources();
  const on = src === 'all' ? new Set(SOURCES) : new Set(src.split(','));
  if (!box.children.length) {
    for (const g of GROUPS) {
      const fig = document.createElement('figure');
      fig.className = 'timing-chart';
      fig.id = `t-chart-${g.key}`;
      fig.innerHTML = `<h3>${esc(g.title)}</h3><p class="muted paper">${esc(g.paper)}</p><div class="chart-box"></div><ul class="t-legend"></ul>`;
      box.append(fig);
    }
  }
  const everyCurve = [];
  for (const g of GROUPS) {
    const fig = $(`t-chart-${g.key}`);
    const curves = [];
    for (const gen of g.gens) {
      if (!on.has(gen.split('+')[0])) continue;
      const nat = tm.native?.series.find((s) => s.gen === gen);
      if (nat) curves.push({ gen, origin: 'native', points: nat.rows.map((r) => [r.n, r.median_ns_per_cell]) });
      const mine = tm.rows.get(gen);
      if (mine) curves.push({ gen, origin: 'browser', points: mine.map((r) => [r.n, r.median_ns_per_cell]) });
    }
    everyCurve.push(...curves);
    const el = fig.querySelector('.chart-box');
    const [w, h] = chartSize(el, 0.45, 220, 380);
    const c = wasm.timingChart(curves, w, h);
    const parts = axes(c);
    for (const cv of c.curves) {
      const color = COLORS[cv.color % COLORS.length];
      const pts = cv.points.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join(' ');
      if (cv.points.length > 1) parts.push(`<polyline points="${pts}" fill="none" stroke="${color}" stroke-width="${cv.dashed ? 1.4 : 2}"${cv.dashed ? ' stroke-dasharray="5 3"' : ''} data-gen="${esc(cv.gen)}" data-origin="${cv.origin}"/>`);
      for (const q of cv.points) parts.push(`<circle cx="${q.x.toFixed(1)}" cy="${q.y.toFixed(1)}" r="${cv.dashed ? 2 : 2.8}" fill="${cv.dashed ? '#fff' : color}" stroke="${color}" data-gen="${esc(cv.gen)}" data-origin="${cv.origin}"><title>${esc(cv.gen)} (${cv.origin === 'native' ? 'native' : 'this browser'}), n = ${q.n}: ${q.ns.toFixed(1)} ns per cell</title></circle>`);
    }
    if (c.empty) parts.push(`<text x="${c.plot.x + c.plot.w / 2}" y="${c.plot.y + c.plot.h / 2}" class="label" text-anchor="middle">nothing measured yet</text>`);
    const label = `${g.title}: time per cell against n, log axes; ${c.curves.map((cv) => `${cv.gen} ${cv.origin}: ${cv.points.map((q) => `n ${q.n} ${q.ns.toFixed(1)} ns`).join(', ')}`).join('; ')}`;
    el.innerHTML = svg(c, label, parts);
    const gens = [...new Set(c.curves.map((cv) => cv.gen))];
    fig.querySelector('.t-legend').innerHTML = gens.map((gen) => {
      const i = SOURCES.indexOf(gen.split('+')[0]);
      return `<li><span class="swatch" style="background:${COLORS[i % COLORS.length]}"></span>${esc(gen)}</li>`;
    }).join('') + '<li><span class="swatch k-native"></span>native</li><li><span class="swatch k-browser"></span>this browser</li>';
  }
  drawRatios(everyCurve);
}

// This browser's time over the native one, per generator, on the sizes both measured (Rust).
function drawRatios(curves) {
  const box = $('t-ratios');
  const ratios = tm.rows.size ? wasm.timingRatios(curves) : [];
  box.hidden = ratios.length === 0;
  if (!ratios.length) { box.querySelector('tbody').innerHTML = ''; return; }
  box.querySelector('tbody').innerHTML = ratios.map((r) => `<tr data-gen="${esc(r.gen)}"><th scope="row">${esc(r.gen)}</th><td>${r.median.toFixed(2)}×</td><td>${r.min.toFixed(2)}–${r.max.toFixed(2)}</td><td>${r.sizes.join(', ')}</td></tr>`).join('');
}

function queueTiming() {
  if (tm.queued) return;
  tm.queued = true;
  const wait = Math.max(0, DRAW_EVERY_MS - (performance.now() - tm.drawAt));
  tm.timer = setTimeout(() => { tm.frame = requestAnimationFrame(drawTiming); }, wait);
}

function tStatus(text) { $('t-status').textContent = text; }

function onTiming(e) {
  const msg = e.data;
  if (msg.id !== tm.id) return;
  if (msg.type === 'error') { endTiming('failed'); showErr(msg, 't-status'); return; }
  for (const r of msg.rows) {
    if (!tm.rows.has(r.gen)) tm.rows.set(r.gen, []);
    tm.rows.get(r.gen).push(r);
  }
  tm.job?.update(msg.fraction);
  tm.skipped = msg.skipped;
  if (msg.done || msg.cancelled) { endTiming(msg.cancelled ? 'cancelled' : 'done'); return; }
  tStatus(`Timing ${msg.current}… ${Math.round(msg.fraction * 100)}%`);
  queueTiming();
}

function endTiming(how) {
  if (!tm.running) return;
  tm.running = false;
  tm.job?.end();
  tm.job = null;
  $('t-progress').hidden = true;
  const n = [...tm.rows.values()].reduce((a, r) => a + r.length, 0);
  const secs = ((performance.now() - tm.t0) / 1000).toFixed(1);
  const skipped = tm.skipped?.length ? ` Skipped (no size of the range supported): ${tm.skipped.join(', ')}.` : '';
  if (how === 'done') tStatus(`Done: ${fmt(n)} sizes timed over ${tm.rows.size} generators in ${secs} s.${skipped}`);
  else if (how === 'cancelled') tStatus(`Cancelled after ${secs} s; the ${fmt(n)} sizes timed so far are drawn.${skipped}`);
  $('t-status').dataset.state = how;
  drawTiming();
}

function cancelTiming() {
  if (tm.running) tm.worker.postMessage({ type: 'cancel', id: tm.id });
}

function runTiming() {
  clearMsgs(['gens', 't-sizes', 't-samples', 't-seed']);
  const s = formState();
  const gens = chosenGens();
  let canon;
  try {
    if (!gens) throw Object.assign(new Error('Choose at least one generator to time.'), { field: 'gens' });
    canon = wasm.timingCheck(gens, s.tsizes, s.tsamples, s.tseed);
  } catch (e) { showErr(e, 't-status'); return; }
  if (tm.running) cancelTiming();
  section = 'timing';
  state.set({ ...s, section, tsizes: canon.sizes, tsamples: String(canon.samples), tseed: canon.seed });
  tm.worker ??= newWorker(onTiming);
  tm.id += 1;
  Object.assign(tm, { rows: new Map(), running: true, t0: performance.now(), skipped: [] });
  $('t-progress').hidden = false;
  tm.job = trackJob({ cancel: cancelTiming, progress: $('t-progress'), button: $('t-cancel') });
  $('t-status').dataset.state = 'running';
  $('t-command').textContent = `Natively: ${canon.command}`;
  tStatus(`Timing ${canon.gens.length} generators on n = ${canon.sizes}, ${canon.samples} samples each…${f2.running ? ' Figure 2 is running too, so these times will be high.' : ''}`);
  tm.worker.postMessage({ type: 'timing', id: tm.id, gens, sizes: canon.sizes, samples: String(canon.samples), seed: canon.seed });
  drawTiming();
}

$('t-form').addEventListener('submit', (e) => { e.preventDefault(); runTiming(); });
newSeedButton(wasm, $('t-new-seed'), $('t-seed'));
$('gen-list').addEventListener('change', () => { setMsg('gens', ''); state.set(formState()); drawTiming(); });
$('t-batch').textContent = String(TD.minBatchMs);

// ---- the section in view is kept in the link ---------------------------------------------------
for (const [id, key] of [['jump-figure2', 'figure2'], ['jump-timing', 'timing']]) {
  $(id).addEventListener('click', () => { section = key; state.set({ ...(state.get() ?? formState()), section }); });
}

onResize(() => { if (f2.canon) drawFigure2(); drawTiming(); });

const first = fromUrl();
section = first.section;
state.set(first);
$('f2-progress').hidden = true;
$('t-progress').hidden = true;
// Before any run: the chart over the chosen sizes with the paper's statements on it, and the
// verdicts (none covered yet).
try {
  const c = wasm.figure2Check(first.sizes, first.trials, first.seed, first.start);
  f2.canon = c;
  f2Status(`Press Run to walk m = ${c.sizes}, ${fmt(c.trials)} times each (${fmt(c.count)} sizes).`);
  drawFigure2();
} catch { /* a refused setting is already shown beside its field */ }
await loadNative();
drawTiming();
if (section === 'timing') $('timing').scrollIntoView();
window.warnsdorffExperiments = { wasm, f2, tm, importFigure2, pool: () => POOL };
document.body.dataset.ready = 'true';
