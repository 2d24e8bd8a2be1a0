// The tourney lab's shell: wires the controls to the wasm TourneyLab (src/web/cover.rs). It holds
// no algorithm: every check of a field, every cover, rail, switch and plan, and every pixel of the
// board comes from Rust.
import init, * as wasm from './pkg/warnsdorff.js';
import { SPEEDS, playbackKeys, setMsg, speedControl } from './player.js';

const $ = (id) => document.getElementById(id);
const speed = speedControl($('speed'), $('speed-out'), ['switch', 'switches']);
const DEFAULTS = { gen: 'divide-tourney', n: '22', seed: '1' };
const FRAME_BUDGET_MS = 12;

let lab = null;        // the wasm TourneyLab on show
let walkFrom = null;   // {board, start, rule, seed} when the cover came from a walk
let layout = null;
let playing = false;
let toEnd = false;
let carry = 0;
let lastT = 0;
let hovered;
const ctx = {};

await init();
window.__tourney = {
  wasm,
  lab: () => lab,
  // CSS pixel of rail k's centre relative to the page's viewport (for the page tests).
  railCentre: (k) => {
    const [x, y] = lab.railCentre(k);
    const r = $('cover').getBoundingClientRect();
    return [r.left + x, r.top + y];
  },
};

// ---- fields -------------------------------------------------------------------------------
const gens = wasm.tourneyGenerators(); // [{name, sizes, seeded, words}]
for (const g of gens) {
  const o = document.createElement('option');
  o.value = g.name; o.textContent = g.name;
  $('gen').append(o);
}
function showGenHelp() {
  const g = gens.find((x) => x.name === $('gen').value);
  $('gen-help').textContent = g ? `${g.words}. Sizes: ${g.sizes}.${g.seeded ? ' Uses the seed.' : ''}` : '';
  $('n-help').textContent = g ? `n × n; ${g.name} supports ${g.sizes}` : 'n × n';
}


function fields() { return { gen: $('gen').value, n: $('n').value, seed: $('seed').value }; }

function check(f) {
  const errs = {};
  const attempt = (field, fn) => { try { fn(); } catch (e) { errs[field] = e.message; } };
  attempt('n', () => wasm.parseTourneySize(f.gen, f.n));
  attempt('seed', () => wasm.parseSeed(f.seed));
  for (const k of ['n', 'seed']) setMsg(k, errs[k]);
  return Object.keys(errs).length === 0;
}

function install(next, from = null) {
  pause();
  if (lab) lab.free();
  lab = next;
  walkFrom = from;
  lab.setShowRails($('show-rails').checked);
  hovered = undefined;
  resize();
  render(true);
}

// Build a cover from the fields; on any error the cover shown stays.
function generate() {
  const f = fields();
  if (!check(f)) { setMsg('generate', 'Not generated: fix the marked field; the cover shown is unchanged.'); return false; }
  let next;
  try { next = wasm.TourneyLab.generate(f.gen, f.n, f.seed); } catch (e) {
    setMsg(e.message.startsWith('seed') ? 'seed' : 'n', e.message);
    setMsg('generate', 'Not generated; the cover shown is unchanged.');
    return false;
  }
  setMsg('generate', '');
  install(next);
  return true;
}

// ---- canvases -----------------------------------------------------------------------------
function resize() {
  const wrap = $('board-wrap');
  const avail = Math.max(320, Math.min(960, wrap.clientWidth - 8, window.innerHeight - 60));
  layout = lab.layout(avail, window.devicePixelRatio || 1);
  for (const id of ['cover', 'rails', 'hover']) {
    const c = $(id);
    [c.width, c.height] = layout.bitmap;
    c.style.width = `${layout.width}px`; c.style.height = `${layout.height}px`;
    ctx[id] = c.getContext('2d');
  }
}

let lastStatusAt = 0;
function render(now = false) {
  lab.draw(ctx.cover, ctx.rails);
  lab.drawHover(ctx.hover, hovered);
  const t = performance.now();
  const count = lab.cycleCount();
  $('cycles').textContent = `${count} cycle${count === 1 ? '' : 's'}${count === 1 ? ': a closed knight\'s tour' : ''}`;
  $('cycles').dataset.count = String(count);
  $('counts').textContent = `${lab.railCount()} rails${$('show-rails').checked && !lab.railsFit() ? ' (squares too small to draw them; point at the board to find one)' : ''}`;
  if (now || !playing || t - lastStatusAt > 250) { lastStatusAt = t; $('status').textContent = lab.status(); }
  $('source').textContent = `Showing ${lab.source()}.`;
  const len = lab.planLen(); const pos = lab.planPos(); const kind = lab.planKind();
  $('scrub').max = String(len); $('scrub').value = String(pos);
  $('scrub').disabled = len === 0;
  $('scrub-out').textContent = kind ? `${pos} of ${len} (${kind})` : 'no plan: press Shatter, Join or Obfuscate';
  for (const id of ['step', 'to-end', 'play']) $(id).disabled = len === 0 || (pos >= len && !playing);
  for (const id of ['back', 'reset']) $(id).disabled = pos === 0;
  $('play').textContent = playing && !toEnd ? 'Pause' : 'Play';
  $('play').setAttribute('aria-pressed', String(playing && !toEnd));
  $('to-end').textContent = playing && toEnd ? 'Stop' : 'Run to end';
  $('to-end').setAttribute('aria-pressed', String(playing && toEnd));
  $('rail-no').placeholder = `1–${lab.railCount()}`;
  if (now || !playing) saveUrl();
}

// ---- the URL holds the whole view -----------------------------------------------------------
function saveUrl() {
  const p = new URLSearchParams();
  if (walkFrom) { p.set('from', 'walk'); for (const k of ['board', 'start', 'rule', 'seed']) p.set(k, walkFrom[k]); }
  else { const f = fields(); p.set('gen', f.gen); p.set('n', f.n.trim()); p.set('seed', f.seed.trim()); }
  if ($('show-rails').checked) p.set('rails', '1');
  const ops = lab.ops();
  if (ops) p.set('ops', ops);
  const slider = $('speed').value;
  if (slider !== '3') p.set('speed', slider);
  history.replaceState(null, '', `?${p}`);
}

function loadUrl() {
  const p = new URLSearchParams(location.search);
  const from = (field, msg) => setMsg(field, `From the link: ${msg}`);
  $('show-rails').checked = p.get('rails') === '1';
  const slider = p.get('speed');
  if (slider !== null && /^\d+$/.test(slider) && Number(slider) < SPEEDS.length) $('speed').value = slider;
  let loaded = false;
  if (p.get('from') === 'walk') {
    const w = { board: p.get('board') ?? '', start: p.get('start') ?? '1,1', rule: p.get('rule') ?? 'ordering:12345678', seed: p.get('seed') ?? '1' };
    // The fields keep the defaults (Generate replaces the walk's tour), with the walk's seed for the plans.
    $('gen').value = DEFAULTS.gen; $('n').value = DEFAULTS.n; $('seed').value = /^\d+$/.test(w.seed.trim()) ? w.seed.trim() : DEFAULTS.seed;
    try { install(wasm.TourneyLab.fromWalk(w.board, w.start, w.rule, w.seed), w); loaded = true; } catch (e) { from('generate', e.message); }
  } else {
    const f = { ...DEFAULTS };
    for (const k of ['gen', 'n', 'seed']) if (p.has(k)) f[k] = p.get(k);
    if (!gens.some((g) => g.name === f.gen)) {
      from('gen', `generator '${f.gen}' is not known; showing ${DEFAULTS.gen}`);
      f.gen = DEFAULTS.gen;
    }
    $('gen').value = f.gen;
    try { wasm.parseTourneySize(f.gen, f.n); } catch (e) { from('n', e.message); f.n = DEFAULTS.n; if (f.gen !== DEFAULTS.gen) { try { wasm.parseTourneySize(f.gen, f.n); } catch { f.gen = DEFAULTS.gen; $('gen').value = f.gen; } } }
    try { wasm.parseSeed(f.seed); } catch (e) { from('seed', e.message); f.seed = DEFAULTS.seed; }
    $('n').value = f.n; $('seed').value = f.seed;
    const bad = { n: $('n-msg').textContent, seed: $('seed-msg').textContent };
    loaded = generate();
    if (bad.n) $('n-msg').textContent = bad.n;
    if (bad.seed) $('seed-msg').textContent = bad.seed;
  }
  if (!loaded) {
    $('gen').value = DEFAULTS.gen; $('n').value = DEFAULTS.n; $('seed').value = DEFAULTS.seed;
    const keep = $('generate-msg').textContent;
    generate();
    setMsg('generate', keep);
  }
  showGenHelp();
  if (p.has('ops') && loaded) {
    try { lab.replay(p.get('ops')); } catch (e) { setMsg('ops', `From the link: ${e.message}`); }
  }
  render(true);
}

// ---- switching and plans ------------------------------------------------------------------------
function switchRail(k) {
  pause();
  try {
    lab.switchRail(k);
    setMsg('rail-no', '');
  } catch (e) { setMsg('rail-no', e.message); return; }
  hovered = undefined;
  $('hover-text').textContent = '';
  render(true);
}

function plan(kind) {
  pause();
  lab.plan(kind);
  render(true);
}

function play(end = false) {
  if (lab.planPos() >= lab.planLen()) { render(true); return; }
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
  const len = lab.planLen();
  if (toEnd) {
    // Whole plan in chunks that fit the frame budget.
    const until = performance.now() + FRAME_BUDGET_MS;
    let chunk = 64;
    while (lab.planPos() < len && performance.now() < until) {
      const t0 = performance.now();
      lab.seek(lab.planPos() + chunk);
      if (performance.now() - t0 < FRAME_BUDGET_MS / 4) chunk *= 2;
    }
  } else {
    carry += (speed.perSecond() * dt) / 1000;
    const owed = Math.floor(carry); carry -= owed;
    if (owed > 0) lab.seek(lab.planPos() + owed);
  }
  if (lab.planPos() >= len) { playing = false; toEnd = false; }
  render(!playing);
  if (playing) requestAnimationFrame(frame);
}

function stepOnce() { pause(); lab.step(); render(true); }
function back() { pause(); lab.back(); render(true); }
function reset() { pause(); lab.seek(0); render(true); }

// ---- wiring ---------------------------------------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); generate(); });
$('gen').addEventListener('change', () => { showGenHelp(); if (check(fields())) generate(); else setMsg('generate', ''); });
for (const id of ['n', 'seed']) $(id).addEventListener('input', () => check(fields()));
$('new-seed').addEventListener('click', () => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  $('seed').value = ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
  if (check(fields())) generate();
});
$('show-rails').addEventListener('change', () => { lab.setShowRails($('show-rails').checked); render(true); });
$('switch-rail').addEventListener('click', () => {
  const t = $('rail-no').value.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) < 1) { setMsg('rail-no', `rail '${t}' is not a whole number; enter 1 to ${lab.railCount()}`); return; }
  switchRail(Number(t) - 1);
});
$('rail-no').addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); $('switch-rail').click(); } });
for (const kind of ['shatter', 'join', 'obfuscate']) $(kind).addEventListener('click', () => plan(kind));
$('step').addEventListener('click', stepOnce);
$('back').addEventListener('click', back);
$('play').addEventListener('click', () => (playing && !toEnd ? pause() : play(false)));
$('to-end').addEventListener('click', () => (playing && toEnd ? pause() : play(true)));
$('reset').addEventListener('click', reset);
$('speed').addEventListener('input', () => { speed.show(); saveUrl(); });
$('scrub').addEventListener('input', () => { pause(); lab.seek(Number($('scrub').value)); render(true); });
$('cover').addEventListener('click', (e) => {
  const k = lab.railAt(e.offsetX, e.offsetY);
  if (k === undefined) { $('hover-text').textContent = 'No rail there: click nearer the middle of a rail (turn on Show rails to see them).'; return; }
  switchRail(k);
});
$('cover').addEventListener('mousemove', (e) => {
  const k = lab.railAt(e.offsetX, e.offsetY);
  if (k === hovered) return;
  hovered = k;
  lab.drawHover(ctx.hover, hovered);
  $('hover-text').textContent = k === undefined ? '' : `${lab.describeRail(k)} Click to switch it.`;
});
$('cover').addEventListener('mouseleave', () => { hovered = undefined; lab.drawHover(ctx.hover, undefined); $('hover-text').textContent = ''; });
playbackKeys({
  toggle: () => (playing && !toEnd ? pause() : play(false)),
  step: stepOnce, back, faster: () => speed.by(1), slower: () => speed.by(-1), end: () => play(true), home: reset,
});
let resizeTimer = 0;
window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { resize(); render(true); }, 150); });

speed.show();
loadUrl();
document.body.dataset.ready = 'true';
