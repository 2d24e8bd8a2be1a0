// The page's shell: wires the controls to the wasm module. It holds no algorithm: every check
// of a field, every step of the walk and every pixel of the board comes from Rust (src/web).
import init, * as wasm from './pkg/warnsdorff.js';
import { barChart } from './charts.js';
import { SPEEDS, playbackKeys, setMsg, speedControl } from './player.js';

const $ = (id) => document.getElementById(id);
const speed = speedControl($('speed'), $('speed-out'), ['step', 'steps']);
const DEFAULTS = { rows: '8', cols: '8', start: '1,1', rule: 'ordering:12345678', seed: '1' };
const FRAME_BUDGET_MS = 10; // wasm work per animation frame while playing

let lab = null;          // the walk on show (wasm Lab)
let layout = null;       // its canvas layout
let playing = false;     // animating
let toEnd = false;       // "run to end": as fast as the frame budget allows
let carry = 0;           // fractional steps owed at slow speeds
let lastT = 0;
let lastStatusAt = 0;
let lastUrlAt = 0;
let lastDistAt = 0;
const DIST_EVERY_MS = 500; // the own-distribution panel, at most this often while playing
const ctx = {};

await init();
window.warnsdorff = { wasm, lab: () => lab }; // for the page tests and the benchmark

// ---- fields -------------------------------------------------------------------------------
const choices = wasm.ruleChoices(); // [name, takesOrdering, words]
for (const [name, , words] of choices) {
  const o = document.createElement('option');
  o.value = name; o.textContent = `${name}: ${words}`;
  $('rule').append(o);
}
const takesOrdering = (name) => choices.some(([n, t]) => n === name && t);


function ruleText() {
  const name = $('rule').value;
  return takesOrdering(name) ? `${name}:${$('ordering').value.trim()}` : name;
}

function showRule(rule) {
  const [name, arg] = rule.split(':');
  if (choices.some(([n]) => n === name)) $('rule').value = name;
  if (arg !== undefined) $('ordering').value = arg;
  $('ordering-field').hidden = !takesOrdering($('rule').value);
}

function fields() {
  return { rows: $('rows').value, cols: $('cols').value, start: $('start').value, rule: ruleText(), seed: $('seed').value };
}

// Check every field (in Rust); messages go next to the fields. True when all are good.
function check(f) {
  const errs = {};
  const attempt = (field, fn) => { try { fn(); } catch (e) { errs[field] = e.message; } };
  attempt('rows', () => wasm.parseSide('rows', f.rows));
  attempt('cols', () => wasm.parseSide('cols', f.cols));
  if (!errs.rows && !errs.cols) attempt('start', () => wasm.parseSquare(f.rows, f.cols, f.start));
  attempt(takesOrdering(f.rule.split(':')[0]) ? 'ordering' : 'rule', () => wasm.parseRule(f.rule));
  attempt('seed', () => wasm.parseSeed(f.seed));
  for (const k of ['rows', 'cols', 'start', 'ordering', 'rule', 'seed']) setMsg(k, errs[k]);
  return Object.keys(errs).length === 0 ? null : errs;
}

// Build a new walk from the fields; on any error the previous board stays.
function apply(step = 1) {
  const f = fields();
  if (check(f)) { setMsg('apply', 'Not applied: fix the marked field; the board shown is unchanged.'); return false; }
  let next;
  try {
    next = new wasm.Lab(f.rows, f.cols, f.start, f.rule, f.seed);
  } catch (e) {
    const field = e.message.startsWith('start:') ? 'start' : e.message.startsWith('rule:') ? 'rule' : 'apply';
    setMsg(field, e.message);
    if (field !== 'apply') setMsg('apply', 'Not applied: fix the marked field; the board shown is unchanged.');
    return false;
  }
  setMsg('apply', '');
  pause();
  if (lab) lab.free();
  lab = next;
  resize();
  if (step > 1) lab.seek(step);
  render(true);
  return true;
}

// ---- canvases -----------------------------------------------------------------------------
function resize() {
  const wrap = $('board-wrap');
  const avail = Math.max(320, Math.min(960, wrap.clientWidth - 8, window.innerHeight - 40));
  layout = lab.layout(avail, window.devicePixelRatio || 1);
  for (const id of ['board', 'path', 'overlay']) {
    const c = $(id);
    const [w, h] = id === 'board' ? layout.boardBitmap : layout.bitmap;
    c.width = w; c.height = h;
    c.style.width = `${layout.width}px`; c.style.height = `${layout.height}px`;
    ctx[id] = c.getContext('2d', { alpha: id !== 'board' });
  }
}

// ---- drawing and the status ---------------------------------------------------------------
function render(now = false) {
  lab.draw(ctx.board, ctx.path, ctx.overlay);
  const t = performance.now();
  if (now || !playing || t - lastStatusAt > 250) {
    lastStatusAt = t;
    $('status').textContent = lab.status();
    $('rule-line').textContent = `Rule: ${lab.ruleWords()}. Seed ${lab.seed()}.`;
  }
  const len = lab.len();
  $('scrub').max = String(lab.squares());
  $('scrub').value = String(len);
  $('scrub-out').textContent = `${len} of ${lab.squares()}`;
  $('play').textContent = playing && !toEnd ? 'Pause' : 'Play';
  $('play').setAttribute('aria-pressed', String(playing && !toEnd));
  $('to-end').textContent = playing && toEnd ? 'Stop' : 'Run to end';
  $('to-end').setAttribute('aria-pressed', String(playing && toEnd));
  // A closed tour can be carried into the tourney view (which replays the same walk).
  const closed = len === lab.squares() && lab.summary().outcome === 'closed-tour';
  $('to-tourney').hidden = !closed;
  if (closed) {
    const q = new URLSearchParams({ from: 'walk', board: `${lab.rows()}x${lab.cols()}`, start: lab.start(), rule: lab.rule(), seed: lab.seed() });
    $('to-tourney').href = `tourneys.html?${q}`;
  }
  if (now || !playing || t - lastUrlAt > 500) { lastUrlAt = t; saveUrl(); }
  if (now || !playing || t - lastDistAt > DIST_EVERY_MS) { lastDistAt = t; showDistribution(); }
}

// This tour's own f and r (counted in Rust from the path so far, as an open path).
function showDistribution() {
  const d = lab.distribution();
  const one = (el, name, v) => barChart($(el), { title: `This tour's ${name}`, xLabel: '', series: [{ name, color: '#1f5fd1', mean: v }], width: 180, height: 110, compact: true, ref: name === 'f' ? 0.125 : null });
  one('own-f', 'f', d.moves);
  one('own-r', 'r', d.relative);
  const sum = (v) => v.reduce((s, x) => s + x, 0).toFixed(3);
  $('own-sum').textContent = d.turns > 0
    ? `${d.edges} moves, ${d.turns} turn${d.turns === 1 ? "" : "s"}; Σf = ${sum(d.moves)}, Σr = ${sum(d.relative)}; r0 (repeat) = ${d.relative[0].toFixed(3)}.`
    : `${d.edges} move${d.edges === 1 ? '' : 's'} so far: a turn needs two moves.`;
  $('own-sum').dataset.sumF = sum(d.moves);
  $('own-sum').dataset.sumR = sum(d.relative);
}

// ---- the URL holds the whole state ----------------------------------------------------------
function saveUrl() {
  const p = new URLSearchParams({
    board: `${lab.rows()}x${lab.cols()}`, start: lab.start(), rule: lab.rule(), seed: lab.seed(), step: String(lab.len()),
  });
  const slider = $('speed').value;
  if (slider !== '3') p.set('speed', slider);
  history.replaceState(null, '', `?${p}`);
}

// Read the URL into the fields; anything not understood is reported next to its field and
// replaced by the default.
function loadUrl() {
  const p = new URLSearchParams(location.search);
  const from = (field, msg) => setMsg(field, `From the link: ${msg}`);
  const f = { ...DEFAULTS };
  if (p.has('board')) {
    const parts = p.get('board').split(/[x×X*]/);
    f.rows = parts[0] ?? ''; f.cols = parts.length > 1 ? parts[1] : parts[0];
  }
  for (const k of ['start', 'rule', 'seed']) if (p.has(k)) f[k] = p.get(k);
  const bad = {};
  const attempt = (field, fn) => { try { fn(); } catch (e) { bad[field] = e.message; } };
  attempt('rows', () => wasm.parseSide('rows', f.rows));
  attempt('cols', () => wasm.parseSide('cols', f.cols));
  if (bad.rows || bad.cols) { f.rows = DEFAULTS.rows; f.cols = DEFAULTS.cols; }
  attempt('start', () => wasm.parseSquare(f.rows, f.cols, f.start));
  if (bad.start) f.start = DEFAULTS.start;
  attempt('rule', () => { f.rule = wasm.parseRule(f.rule); });
  if (bad.rule) f.rule = DEFAULTS.rule;
  attempt('seed', () => wasm.parseSeed(f.seed));
  if (bad.seed) f.seed = DEFAULTS.seed;
  let step = 1;
  if (p.has('step')) {
    const s = p.get('step');
    if (/^\d{1,9}$/.test(s.trim()) && Number(s) >= 1) step = Number(s);
    else bad.scrub = `step '${s}' is not a whole number from 1`;
  }
  const slider = p.get('speed');
  if (slider !== null && /^\d+$/.test(slider) && Number(slider) < SPEEDS.length) $('speed').value = slider;
  $('rows').value = f.rows; $('cols').value = f.cols; $('start').value = f.start; $('seed').value = f.seed;
  showRule(f.rule);
  if (!apply(step)) {
    // Each field was fine alone but not together (e.g. squirrel-cull on a non-square board).
    bad.apply = $('rule-msg').textContent || $('start-msg').textContent || $('apply-msg').textContent;
    $('rows').value = DEFAULTS.rows; $('cols').value = DEFAULTS.cols; $('start').value = DEFAULTS.start;
    $('seed').value = DEFAULTS.seed; showRule(DEFAULTS.rule);
    apply(1);
  }
  for (const [k, m] of Object.entries(bad)) from(k === 'rule' && takesOrdering($('rule').value) && m.includes('ordering') ? 'ordering' : k, m);
}

// ---- playing --------------------------------------------------------------------------------
function play(end = false) {
  if (!lab.running()) { render(true); return; }
  playing = true; toEnd = end; carry = 0; lastT = performance.now();
  render(true);
  requestAnimationFrame(frame);
}

function pause() {
  if (!playing) return;
  playing = false; toEnd = false;
  if (lab) render(true);
}

function frame(t) {
  if (!playing) return;
  const dt = Math.min(Math.max(t - lastT, 0), 250);
  lastT = t;
  const until = performance.now() + FRAME_BUDGET_MS;
  let owed;
  if (toEnd) owed = Infinity;
  else { carry += (speed.perSecond() * dt) / 1000; owed = Math.floor(carry); carry -= owed; }
  if (owed === 1) lab.step();
  else {
    // Chunks sized so one chunk stays well inside the frame budget.
    let chunk = 2048;
    while (owed > 0 && lab.running() && performance.now() < until) {
      const t0 = performance.now();
      const n = lab.run(Math.min(owed, chunk));
      owed -= n;
      const took = performance.now() - t0;
      if (took < FRAME_BUDGET_MS / 4) chunk *= 2;
      if (n === 0) break;
    }
  }
  if (!lab.running()) { playing = false; toEnd = false; }
  render(!playing);
  if (playing) requestAnimationFrame(frame);
}

function stepOnce() { pause(); lab.step(); render(true); }
function back() { pause(); lab.undo(); render(true); }
function reset() { pause(); lab.seek(1); render(true); }

// ---- wiring ---------------------------------------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); apply(); });
for (const id of ['rows', 'cols', 'start', 'ordering', 'seed']) $(id).addEventListener('input', () => check(fields()));
$('rule').addEventListener('change', () => { $('ordering-field').hidden = !takesOrdering($('rule').value); if (!check(fields())) apply(); });
for (const b of document.querySelectorAll('[data-preset]')) {
  b.addEventListener('click', () => {
    $('rows').value = $('cols').value = b.dataset.preset;
    if (!check(fields())) apply();
  });
}
$('new-seed').addEventListener('click', () => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  $('seed').value = ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
  if (!check(fields())) apply();
});
$('step').addEventListener('click', stepOnce);
$('back').addEventListener('click', back);
$('play').addEventListener('click', () => (playing && !toEnd ? pause() : play(false)));
$('to-end').addEventListener('click', () => (playing && toEnd ? pause() : play(true)));
$('reset').addEventListener('click', reset);
$('speed').addEventListener('input', () => { speed.show(); saveUrl(); });
$('scrub').addEventListener('input', () => { pause(); lab.seek(Number($('scrub').value)); render(true); });
$('board').addEventListener('click', (e) => {
  const sq = lab.squareAt(e.offsetX, e.offsetY);
  if (sq === undefined) return;
  $('start').value = sq;
  if (!check(fields())) apply();
});
playbackKeys({
  toggle: () => (playing && !toEnd ? pause() : play(false)),
  step: stepOnce, back, faster: () => speed.by(1), slower: () => speed.by(-1), end: () => play(true), home: reset,
});
let resizeTimer = 0;
window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { resize(); render(true); }, 150); });

speed.show();
loadUrl();
document.body.dataset.ready = 'true';
