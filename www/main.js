// The walk page: wires the controls to the wasm module through the shared shell (www/shell/). It
// holds no algorithm: every check of a field, every step of the walk, every export and import and
// every pixel of the board comes from Rust (src/web).
import init, * as wasm from './pkg/warnsdorff.js';
import { barChart } from './charts.js';
import { createPlayer, onResize, speedControl, speedFromParam } from './shell/playback.js';
import { $, checkAll, msgOf, setMsg, showError } from './shell/fields.js';
import { fromLink, linkParams, pageState } from './shell/state.js';
import { newSeedButton } from './shell/seeds.js';
import { mountExchange } from './shell/exchange.js';
import { hasJobs, runJob } from './shell/jobs.js';
import { numberingSwitch } from './shell/compass.js';
import { mountRegions } from './regions.js';

const speed = speedControl($('speed'), $('speed-out'), ['step', 'steps']);
const DEFAULTS = { rows: '8', cols: '8', start: '1,1', rule: 'ordering:12345678', seed: '1' };
const NOT_APPLIED = 'Not applied: fix the marked field; the board shown is unchanged.';

let lab = null;          // the walk on show (wasm Lab)
let numbering = 'squirrel'; // the move numbering on screen (Rust's Numbering key)
let lastStatusAt = 0;
let lastUrlAt = 0;
let lastDistAt = 0;
const DIST_EVERY_MS = 500; // the own-distribution panel, at most this often while playing
const ctx = {};

await init();
window.warnsdorff = { wasm, lab: () => lab, lab2: () => lab2 }; // for the page tests and the benchmark

// ---- fields -------------------------------------------------------------------------------
const rules = wasm.ruleCatalogue().map((r) => ({ name: r.name, takesOrdering: r.takesOrdering, words: r.description, paper: r.paper }));
for (const r of rules) {
  const o = document.createElement('option');
  // The menu shows names (whole, never cut); the chosen rule's words and paper go under it.
  o.value = r.name; o.textContent = r.name; o.title = r.words;
  $('rule').append(o);
}
function showRuleHelp() {
  const r = rules.find((x) => x.name === $('rule').value);
  $('rule-help').textContent = r ? `${r.words}${r.paper ? ` (${r.paper})` : ''}.` : '';
}
const takesOrdering = (name) => rules.some((r) => r.name === name && r.takesOrdering);

function ruleText() {
  const name = $('rule').value;
  return takesOrdering(name) ? `${name}:${$('ordering').value.trim()}` : name;
}

function showRule(rule) {
  const [name, arg] = rule.split(':');
  if (rules.some((r) => r.name === name)) $('rule').value = name;
  if (arg !== undefined) $('ordering').value = arg;
  $('ordering-field').hidden = !takesOrdering($('rule').value);
  showRuleHelp();
}

function fields() {
  return { rows: $('rows').value, cols: $('cols').value, start: $('start').value, rule: ruleText(), seed: $('seed').value };
}

// Check every field (in Rust); messages go next to the fields. Null when all are good.
function check(f) {
  const sides = checkAll([['rows', () => wasm.parseSide('rows', f.rows)], ['cols', () => wasm.parseSide('cols', f.cols)]]);
  return checkAll([
    ...(sides ? [] : [['start', () => wasm.parseSquare(f.rows, f.cols, f.start)]]),
    [takesOrdering(f.rule.split(':')[0]) ? 'ordering' : 'rule', () => wasm.parseRule(f.rule)],
    ['seed', () => wasm.parseSeed(f.seed)],
  ], ['start', 'ordering', 'rule']) ?? sides;
}

// ---- the state: what is on screen; the form and the link are views of it --------------------
// {rows, cols, start, rule, seed} of the walk shown, or {imported: true, rows, cols, ...}.
const state = pageState({
  toForm(s) {
    $('rows').value = String(s.rows); $('cols').value = String(s.cols);
    $('start').value = s.start; $('seed').value = s.seed;
    showRule(s.rule);
  },
  toLink(s) {
    const link = [['board', `${s.rows}x${s.cols}`]];
    if (s.imported) {
      // The imported path itself, as a short code, while it fits in a link.
      const code = wasm.pathCode(s.rows, s.cols, s.flat);
      if (code) link.push(['tour', code]); else link.unshift(['source', 'imported']);
    } else link.push(['start', s.start], ['rule', s.rule], ['seed', s.seed]);
    if (lab) link.push(['step', lab.len()]);
    if ($('speed').value !== '3') link.push(['speed', $('speed').value]);
    if (document.body.classList.contains('projector')) link.push(['view', 'projector']);
    if (numbering !== 'squirrel') link.push(['numbering', numbering]);
    if (lab2) link.push(['rule2', lab2.rule()]);
    if (regionsView.on()) link.push(['regions', 'on']);
    return link;
  },
});
const describe = (l, extra = {}) => ({ rows: l.rows(), cols: l.cols(), start: l.start(), rule: l.rule(), seed: l.seed(), ...extra });

// Show `next` (a new wasm Lab) at `step`, replacing the walk shown.
function install(next, step = 1, extra = {}) {
  player.pause();
  if (lab) lab.free();
  lab = next;
  resize();
  if (step > 1) lab.seek(step);
  state.set(describe(lab, extra));
  render(true);
  // The second rule follows the first's board, start and seed.
  if (lab2 && !extra.imported) setSecond(lab2.rule()); else if (lab2) setSecond('');
}

// A lab whose rule needs pre-walks (e.g. nineteen on a big board) prepares in slices with
// progress and cancel; false when it was cancelled or failed (the board shown stays).
async function prepared(next) {
  if (!hasJobs(next) || !next.busy()) return true;
  let end;
  try { end = await runJob(next, { container: $('job'), label: 'Preparing the walk' }); } catch (e) {
    next.free();
    showError(e, 'apply');
    return false;
  }
  if (end === 'done' && !next.failed?.()) return true;
  next.free();
  setMsg('apply', end === 'cancelled' ? 'Cancelled; the board shown is unchanged.' : 'The walk could not be prepared; the board shown is unchanged.');
  return false;
}

// Build a new walk from the fields; on any error the previous board stays and the form goes
// back to it, with the message next to the field the error names.
async function apply(step = 1) {
  const f = fields();
  if (check(f)) { setMsg('apply', NOT_APPLIED); return false; }
  let next;
  try {
    next = new wasm.Lab(f.rows, f.cols, f.start, f.rule, f.seed);
  } catch (e) {
    // Each field passed alone, so what the walk refuses is the rule on this board (e.g.
    // squirrel-cull on a non-square board) unless the error names its own field.
    const field = showError(e, 'rule');
    state.revert();
    setMsg(field, e.message);
    if (field !== 'apply') setMsg('apply', 'Not applied; the form shows the board on screen again.');
    return false;
  }
  if (!(await prepared(next))) { state.revert(); return false; }
  setMsg('apply', '');
  install(next, step);
  return true;
}

// ---- canvases -----------------------------------------------------------------------------
// The board as large as the screen allows: the width of its column, and the height of the
// window below the board's top when the board starts in the first screenful (squares up to
// MAX_CELL px; numbers only where readable, decided in Rust).
const MAX_CELL = 120;
function boardArea() {
  const wrap = $('board-wrap');
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  const below = top < window.innerHeight * 0.6 ? top : 0;
  return Math.max(200, Math.min(wrap.clientWidth - 4, window.innerHeight - below - 12));
}

function resize() {
  // Two rules side by side share the width (on a phone they stack and share the height).
  const phone = window.matchMedia('(max-width: 760px)').matches;
  const avail = lab2 ? Math.max(150, phone ? boardArea() / 2 - 24 : boardArea() / 2 - 16) : boardArea();
  if (lab2) fitLayers(lab2, avail, ['board2', 'path2', 'overlay2'], ctx2);
  const layout = typeof lab.layoutUpTo === 'function'
    ? lab.layoutUpTo(avail, window.devicePixelRatio || 1, MAX_CELL)
    : lab.layout(avail, window.devicePixelRatio || 1);
  for (const id of ['board', 'path', 'overlay']) {
    const c = $(id);
    const [w, h] = id === 'board' ? layout.boardBitmap : layout.bitmap;
    c.width = w; c.height = h;
    c.style.width = `${layout.width}px`; c.style.height = `${layout.height}px`;
    ctx[id] = c.getContext('2d', { alpha: id !== 'board' });
  }
  regionsView.resize();
}

// Size the three canvases `ids` of `l` (the second rule's board) for `avail` CSS px.
function fitLayers(l, avail, ids, into) {
  const layout = l.layoutUpTo(avail, window.devicePixelRatio || 1, MAX_CELL);
  ids.forEach((id, k) => {
    const c = $(id);
    const [w, h] = k === 0 ? layout.boardBitmap : layout.bitmap;
    c.width = w; c.height = h;
    c.style.width = `${layout.width}px`; c.style.height = `${layout.height}px`;
    into[k] = c.getContext('2d', { alpha: k !== 0 });
  });
}

// ---- two rules side by side: a second walk on the same board and start, stepped with the first -
let lab2 = null;
const ctx2 = [];
const rule2Text = () => (takesOrdering($('rule2').value) ? `${$('rule2').value}:${$('ordering2').value.trim()}` : $('rule2').value);
for (const r of rules) {
  const o = document.createElement('option');
  o.value = r.name; o.textContent = r.name; o.title = r.words;
  $('rule2').append(o);
}
// Make (or drop, for '') the second walk from the rule text `rule`; false when refused.
async function setSecond(rule) {
  setMsg('rule2', '');
  if (lab2) { lab2.free(); lab2 = null; }
  if (rule) {
    let next;
    try {
      next = new wasm.Lab(String(lab.rows()), String(lab.cols()), lab.start(), rule, lab.seed());
    } catch (e) { setMsg('rule2', e.message); rule = ''; }
    if (next && !(await prepared(next))) { next = null; rule = ''; }
    if (next) lab2 = next;
  }
  document.body.classList.toggle('comparing', !!lab2);
  $('second').hidden = !lab2;
  $('board-cap').hidden = !lab2;
  $('compare-text').hidden = !lab2;
  if (lab2) {
    const [name] = rule.split(':');
    $('rule2').value = name;
    if (rule.includes(':')) $('ordering2').value = rule.split(':')[1];
  }
  $('ordering2').hidden = !takesOrdering($('rule2').value);
  resize();
  render(true);
  state.save();
  return !rule || !!lab2;
}
$('rule2').addEventListener('change', () => {
  $('ordering2').hidden = !takesOrdering($('rule2').value);
  setSecond($('rule2').value ? rule2Text() : '');
});
$('ordering2').addEventListener('change', () => {
  try { wasm.parseRule(rule2Text()); } catch (e) { setMsg('rule2', e.message, $('ordering2')); return; }
  setSecond(rule2Text());
});

// The second board: stepped to the first's length, drawn, and where the two part marked on both.
function renderSecond() {
  if (!lab2) return;
  lab2.seek(lab.len());
  lab2.drawTeach(ctx2[0], ctx2[1], ctx2[2], false, true);
  $('board-cap').textContent = lab.rule();
  $('board2-cap').textContent = lab2.rule();
  if (player.playing) return; // compared (a pass over both paths) when the walks stand still
  const c = lab.compareWith(lab2, lab.rule(), lab2.rule());
  $('compare-text').textContent = c.words;
  $('compare-text').dataset.first = c.first ?? '';
  $('board2-cap').title = lab2.statusIn(numbering);
  if (c.squares) {
    lab.drawParting(ctx.overlay, c.squares[0][0], c.squares[0][1]);
    lab2.drawParting(ctx2[2], c.squares[1][0], c.squares[1][1]);
  }
}

// ---- drawing and the status ---------------------------------------------------------------
function render(now = false) {
  const playing = player.playing;
  // The marks of the next move (from Rust), not while playing: they would flicker past.
  const marks = !playing && ($('show-next').checked || trying.on);
  lab.drawTeach(ctx.board, ctx.path, ctx.overlay, marks, !hidingValues());
  const t = performance.now();
  // The status follows every frame, with the slider (it is not a live region: see announce).
  $('status').textContent = lab.statusIn(numbering);
  if (now || !playing || t - lastStatusAt > 250) {
    lastStatusAt = t;
    $('rule-line').textContent = `Rule: ${lab.ruleWordsIn(numbering)}. Seed ${lab.seed()}. Moves in ${numberingName()}.`;
  }
  showNext(playing);
  // Spoken on a step, a pause and the finish, never frame by frame while playing.
  if (now && !playing) announce($('status').textContent);
  if (slide) {
    const t = (performance.now() - slide.t0) / slide.ms;
    if (t < 1 && slide.len === lab.len()) lab.drawSlide(ctx.overlay, slide.from[0], slide.from[1], t);
  }
  if (cursor) lab.drawCursor(ctx.overlay, cursor[0], cursor[1]);
  renderSecond();
  regionsView.render();
  const len = lab.len();
  $('scrub').max = String(lab.squares());
  $('scrub').value = String(len);
  $('scrub-out').textContent = `${len} of ${lab.squares()}`;
  player.buttons($('play'), $('to-end'));
  // A closed tour can be carried into the tourney view (which replays the same walk).
  const closed = len === lab.squares() && lab.summary().outcome === 'closed-tour' && !state.get()?.imported;
  $('to-tourney').hidden = !closed;
  if (closed) {
    const q = new URLSearchParams({ from: 'walk', board: `${lab.rows()}x${lab.cols()}`, start: lab.start(), rule: lab.rule(), seed: lab.seed() });
    $('to-tourney').href = `tourneys.html?${q}`;
  }
  if (now || !playing || t - lastUrlAt > 500) { lastUrlAt = t; state.save(); }
  if (now || !playing || t - lastDistAt > DIST_EVERY_MS) { lastDistAt = t; showDistribution(); }
}

// The live region: says `words` unless it says them already (a resize repeats nothing).
let announced = '';
function announce(words) {
  if (words === announced) return;
  announced = words;
  $('announce').textContent = words;
}

// ---- the knight slides from square to square at low speeds (never when the user prefers reduced
// motion, nor faster than SLIDE_MAX steps a second) ---------------------------------------------
const SLIDE_MAX = 5;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
let slide = null; // {from: [row, col], len, t0, ms} while sliding
function startSlide(from) {
  if (reducedMotion.matches || speed.perSecond() > SLIDE_MAX || lab.squares() > 100 * 100) return;
  slide = { from, len: lab.len(), t0: performance.now(), ms: Math.min(320, 650 / speed.perSecond()) };
  document.body.dataset.sliding = 'true';
  requestAnimationFrame(slideFrame);
}
function slideFrame() {
  if (!slide) return;
  const over = performance.now() - slide.t0 >= slide.ms || slide.len !== lab.len();
  if (over) { slide = null; delete document.body.dataset.sliding; }
  render(false);
  if (slide) requestAnimationFrame(slideFrame);
}

// ---- the board by keyboard: a cursor moved by the arrows, each square read out (from Rust) ---
let cursor = null; // [row, col] while the board has focus
function moveCursor(dr, dc) {
  const [r, c] = cursor ?? lab.currentSquare();
  cursor = [Math.min(lab.rows(), Math.max(1, r + dr)), Math.min(lab.cols(), Math.max(1, c + dc))];
  render(false);
  announce(lab.describeSquare(cursor[0], cursor[1], numbering));
}
$('board').addEventListener('focus', () => { if (!cursor) moveCursor(0, 0); });
$('board').addEventListener('blur', () => { cursor = null; if (lab) render(false); });
$('board').addEventListener('keydown', (e) => {
  const d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (d) { e.preventDefault(); e.stopPropagation(); moveCursor(d[0], d[1]); return; }
  if (e.key === 'Enter' && cursor) { e.preventDefault(); e.stopPropagation(); pickSquare(cursor[0], cursor[1]); }
  if (e.key === 'Escape') { e.preventDefault(); $('board').blur(); }
});

// The "next move" panel: the preview's sentence, from Rust; while playing, only where it goes.
function showNext(playing) {
  const out = $('next-text');
  if (playing) { out.textContent = 'Playing: pause to see the next move explained.'; out.dataset.to = ''; return; }
  const p = lab.preview(numbering);
  out.dataset.to = p ? p.to.join(',') : '';
  if (!p) { out.textContent = `No next move: ${lab.summary().words}.`; return; }
  if (!trying.on) { out.textContent = p.sentence; return; }
  if (trying.guessedAt === lab.len()) { out.textContent = trying.verdict; return; }
  out.textContent = `${hidingValues() ? p.prompt : p.question} Your guess?`;
}

// ---- "you try": the student picks the square the rule will take; Rust judges and explains -----
const trying = { on: false, right: 0, tries: 0, guessedAt: 0, verdict: '' };
const hidingValues = () => trying.on && $('hide-values').checked && trying.guessedAt !== lab.len();
function showScore() {
  $('score').textContent = trying.on ? `Score: ${trying.right} right of ${trying.tries}` : '';
}
function setTrying(on) {
  trying.on = on;
  $('try').setAttribute('aria-pressed', String(on));
  $('try').textContent = on ? 'Stop trying' : 'You try';
  showScore();
  render(true);
}
function guess(row, col) {
  if (!lab.running()) return;
  if (trying.guessedAt === lab.len()) { announce('Already guessed: press Step for the next move.'); return; }
  const j = lab.judge(row, col, numbering);
  if (!j) return;
  if (j.candidate) {
    trying.tries += 1;
    if (j.right) trying.right += 1;
    trying.guessedAt = lab.len();
    trying.verdict = j.words;
  }
  showScore();
  render(false);
  if (!j.candidate) $('next-text').textContent = j.words;
  announce(`${j.words} Score: ${trying.right} right of ${trying.tries}.`);
}
$('try').addEventListener('click', () => setTrying(!trying.on));
$('hide-values').addEventListener('change', () => render(true));

// This tour's own f and r (counted in Rust from the path so far, as an open path).
// Bars in the numbering on screen (counted in Parberry's; the order comes from Rust).
function showDistribution() {
  const d = lab.distribution();
  const first = numbering === 'parberry' ? 0 : 1;
  const one = (el, name, v, relative) => {
    const order = wasm.barOrder(numbering, relative);
    const ticks = relative ? [0, 1, 2, 3, 4, 5, 6, 7] : order.map((_, k) => k + first);
    barChart($(el), { title: `This tour's ${name} (${numberingName()})`, xLabel: '', series: [{ name, color: '#1f5fd1', mean: [...order].map((i) => v[i]) }], width: 180, height: 110, compact: true, ref: name === 'f' ? 0.125 : null, ticks });
  };
  one('own-f', 'f', d.moves, false);
  one('own-r', 'r', d.relative, true);
  $('own-f-cap').textContent = `f: moves ${first}–${first + 7} (${numberingName()}), each edge both ways`;
  $('own-r-cap').textContent = `r: turns 0–7 from one move to the next, ${numbering === 'parberry' ? 'counterclockwise' : 'clockwise'} (0 = repeat)`;
  const sum = (v) => v.reduce((s, x) => s + x, 0).toFixed(3);
  $('own-sum').textContent = d.turns > 0
    ? `${d.edges} moves, ${d.turns} turn${d.turns === 1 ? '' : 's'}; Σf = ${sum(d.moves)}, Σr = ${sum(d.relative)}; r0 (repeat) = ${d.relative[0].toFixed(3)}.`
    : `${d.edges} move${d.edges === 1 ? '' : 's'} so far: a turn needs two moves.`;
  $('own-sum').dataset.sumF = sum(d.moves);
  $('own-sum').dataset.sumR = sum(d.relative);
}

// ---- the move numbering on screen: one per page, named, switchable; the compass shows it ------
const numberings = numberingSwitch(wasm, { select: $('numbering'), compass: $('compass'), caption: $('compass-cap'), fallback: 'squirrel' });
const numberingName = () => numberings.name(numbering);
function setNumbering(key) {
  numbering = key;
  numberings.show(key);
  if (lab) { render(true); showDistribution(); }
}
$('numbering').addEventListener('change', () => { setNumbering($('numbering').value); state.save(); });

// ---- the link --------------------------------------------------------------------------------
// Read the link into the fields; anything not understood is reported next to its field and
// replaced by the default.
async function loadUrl() {
  const p = linkParams();
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
  if (p.get('source') === 'imported') bad.import = 'an imported tour too long for a link is not kept in it; import it again';
  if (p.has('tour') && !bad.rows && !bad.cols) {
    // An imported tour, kept in the link as a code: walked from move 1 again.
    try {
      const flat = wasm.parsePathCode(Number(f.rows), Number(f.cols), p.get('tour'));
      const squares = flat.subarray(1, 1 + flat[0]);
      const next = wasm.Lab.fromTour(Number(f.rows), Number(f.cols), squares);
      const step = Number(p.get('step'));
      install(next, Number.isInteger(step) && step >= 1 ? step : 1, { imported: true, flat });
      return;
    } catch (e) { bad.import = e.message; }
  }
  let step = 1;
  if (p.has('step')) {
    const s = p.get('step');
    if (/^\d{1,9}$/.test(s.trim()) && Number(s) >= 1) step = Number(s);
    else bad.scrub = `step '${s}' is not a whole number from 1`;
  }
  if (p.get('view') === 'projector') setProjector(true, false);
  if (p.has('numbering')) {
    try { setNumbering(wasm.parseNumbering(p.get('numbering'))); } catch (e) { bad.numbering = e.message; }
  }
  const slider = speedFromParam(p.get('speed'));
  if (slider !== null) { $('speed').value = slider; speed.show(); }
  $('rows').value = f.rows; $('cols').value = f.cols; $('start').value = f.start; $('seed').value = f.seed;
  showRule(f.rule);
  if (!(await apply(step))) {
    // Each field was fine alone but not together (e.g. squirrel-cull on a non-square board).
    bad.apply = msgOf('rule') || msgOf('start') || msgOf('apply');
    $('rows').value = DEFAULTS.rows; $('cols').value = DEFAULTS.cols; $('start').value = DEFAULTS.start;
    $('seed').value = DEFAULTS.seed; showRule(DEFAULTS.rule);
    await apply(1);
  }
  if (p.has('rule2') && !state.get()?.imported) {
    try { await setSecond(wasm.parseRule(p.get('rule2'))); } catch (e) { bad.rule2 = e.message; }
  }
  if (p.get('regions') === 'on') regionsView.set(true);
  for (const [k, m] of Object.entries(bad)) fromLink(k === 'rule' && takesOrdering($('rule').value) && m.includes('ordering') ? 'ordering' : k, m);
}

// ---- playing --------------------------------------------------------------------------------
const player = createPlayer({
  speed,
  budgetMs: 10,
  advance: (n) => {
    const from = lab.currentSquare();
    const k = lab.run(n);
    if (k === 1) startSlide(from);
    return k;
  },
  more: () => lab.running(),
  render: (now) => { if (lab) render(now); },
});

function stepOnce() {
  player.pause();
  const from = lab.currentSquare();
  if (lab.step()) startSlide(from);
  render(true);
}
function back() { player.pause(); lab.undo(); render(true); }
function reset() { player.pause(); lab.seek(1); render(true); }

// ---- projector view: full screen, the board as large as the screen, large type, few controls --
function setProjector(on, fullscreen = true) {
  document.body.classList.toggle('projector', on);
  $('projector').setAttribute('aria-pressed', String(on));
  $('projector').textContent = on ? 'Leave projector view' : 'Projector view';
  if (fullscreen) {
    // Full screen where the browser allows it (not everywhere: the view works without).
    if (on && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => {});
    if (!on && document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
  }
  if (lab) { resize(); render(true); }
}

// ---- copy link and print ------------------------------------------------------------------------
$('copy-link').addEventListener('click', async () => {
  state.save();
  const url = location.href;
  try {
    await navigator.clipboard.writeText(url);
    $('share-msg').textContent = 'Link copied: it opens this view (board, start, rule, seed, step).';
  } catch {
    // No clipboard (an insecure page, a refusal): the link itself, to copy by hand.
    $('share-msg').textContent = `Copy this link: ${url}`;
  }
});
// The printed page: the board as drawn and the papers' matrix (each square's move number, from
// Rust's exporter), up to a size that still prints.
const PRINT_MATRIX_MAX = 40 * 40;
function preparePrint() {
  $('print-title').textContent = `The matrix: each square's move number (- unvisited), ${lab.rows()}×${lab.cols()}, after ${lab.len()} of ${lab.squares()} squares`;
  $('print-matrix').textContent = lab.squares() <= PRINT_MATRIX_MAX
    ? wasm.exportPath(lab.rows(), lab.cols(), pathSquares(), 'matrix', lab.rule(), lab.seed())
    : `The matrix of ${lab.squares()} squares is too large to print; export it with the Matrix button.`;
}
window.addEventListener('beforeprint', () => { if (lab) preparePrint(); });
$('print').addEventListener('click', () => { preparePrint(); window.print(); });

// ---- export and import ----------------------------------------------------------------------
// The squares visited so far, in order: lab.path() where the module has it, else read back from
// each square's move number.
function pathSquares() {
  if (typeof lab.path === 'function') return lab.path();
  const cols = lab.cols();
  const out = new Uint32Array(lab.len());
  for (let r = 1; r <= lab.rows(); r++) {
    for (let c = 1; c <= cols; c++) {
      const k = lab.order(r, c);
      if (k !== undefined) out[k - 1] = (r - 1) * cols + (c - 1);
    }
  }
  return out;
}

mountExchange($('exchange'), {
  name: () => `walk-${lab.rows()}x${lab.cols()}-${lab.rule().replace(/[^\w-]+/g, '-')}-seed${lab.seed()}-step${lab.len()}`,
  layers: () => [$('board'), $('path'), $('overlay')],
  text: (format) => wasm.exportPath(lab.rows(), lab.cols(), pathSquares(), format, lab.rule(), lab.seed()),
  dropTarget: $('board-wrap'),
  load(text) {
    const t = wasm.importTour(text);
    const next = wasm.Lab.fromTour(t.rows, t.cols, t.squares);
    setMsg('apply', '');
    const flat = new Uint32Array(t.squares.length + 1);
    flat[0] = t.squares.length; flat.set(t.squares, 1);
    install(next, 1, { imported: true, flat });
    return `Imported a ${t.verdict} on ${t.rows}x${t.cols}: step through it from move 1.`;
  },
});

// ---- wiring ---------------------------------------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); apply(); });
for (const id of ['rows', 'cols', 'start', 'ordering', 'seed']) $(id).addEventListener('input', () => check(fields()));
// A new ordering is applied when the field is left or Enter pressed (never silently ignored).
$('ordering').addEventListener('change', () => {
  if (check(fields())) { setMsg('apply', NOT_APPLIED); return; }
  if (lab && wasm.parseRule(ruleText()) !== lab.rule()) apply();
});
$('rule').addEventListener('change', () => { $('ordering-field').hidden = !takesOrdering($('rule').value); showRuleHelp(); if (!check(fields())) apply(); });
for (const b of document.querySelectorAll('[data-preset]')) {
  b.addEventListener('click', () => { $('rows').value = $('cols').value = b.dataset.preset; if (!check(fields())) apply(); });
}
newSeedButton(wasm, $('new-seed'), $('seed'), () => { if (!check(fields())) apply(); });
$('step').addEventListener('click', stepOnce);
$('back').addEventListener('click', back);
$('play').addEventListener('click', player.toggle);
$('to-end').addEventListener('click', player.toggleEnd);
$('reset').addEventListener('click', reset);
$('projector').addEventListener('click', () => setProjector(!document.body.classList.contains('projector')));
$('speed').addEventListener('input', () => { speed.show(); state.save(); });
$('scrub').addEventListener('input', () => { player.pause(); lab.seek(Number($('scrub').value)); render(true); });
// A square picked by click, touch or Enter: the guess while trying, else the walk starts there.
function pickSquare(row, col) {
  if (trying.on) { guess(row, col); return; }
  $('start').value = `${row},${col}`;
  if (!check(fields())) apply();
}
$('board').addEventListener('click', (e) => {
  const sq = lab.squareAtXY(e.offsetX, e.offsetY);
  if (sq === undefined) return;
  cursor = null;
  pickSquare(sq[0], sq[1]);
});
player.keys({ step: stepOnce, back, home: reset });
onResize(() => { resize(); render(true); });
$('show-next').addEventListener('change', () => render(true));

// ---- the staged rule's regions (Squirrel & Cull Figure 4): toggle, layer and legend -----------
const regionsView = mountRegions(wasm, { lab: () => lab, numbering: () => numbering, save: () => state.save() });

speed.show();
setNumbering('squirrel');
await loadUrl();
document.body.dataset.ready = 'true';
