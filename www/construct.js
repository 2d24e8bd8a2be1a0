// The construction page's shell: wires the controls to the wasm ConstructLab
// (src/web/construct.rs over the core's construct::lab) through the shared shell (www/shell/).
// It holds no algorithm: existence, the tour, the plan, the start squares served, every status
// sentence, every export and every pixel come from Rust.
import init, * as wasm from './pkg/warnsdorff.js';
import { createPlayer, onResize, speedControl, speedFromParam } from './shell/playback.js';
import { $, setMsg, showError } from './shell/fields.js';
import { fromLink, linkParams, pageState } from './shell/state.js';
import { mountExchange } from './shell/exchange.js';
import { runJob } from './shell/jobs.js';

const speed = speedControl($('speed'), $('speed-out'), ['step', 'steps']);
const KINDS = ['best', 'closed', 'corner-missed', 'open'];
const DEFAULTS = { rows: '12', cols: '14', kind: 'best', start: '' };
const SPEED0 = '2';

let lab = null;       // the wasm ConstructLab on show
let ctx = null;

await init();
window.__construct = { wasm, lab: () => lab, drawn: () => lab !== null && drawing === null };

// ---- the state: what is on screen; the form and the link are views of it --------------------
//   {rows, cols, kind, start}: start is '' (as built) or 'R,C'
const state = pageState({
  toForm(s) {
    $('rows').value = s.rows; $('cols').value = s.cols; $('kind').value = s.kind; $('start').value = s.start;
    markFig5();
  },
  toLink(s) {
    return [
      ['board', `${s.rows}x${s.cols}`],
      ['kind', s.kind === 'best' ? null : s.kind],
      ['start', s.start],
      ['step', lab && lab.hasPlan() ? String(lab.step()) : null],
      ['speed', $('speed').value === SPEED0 ? null : $('speed').value],
    ];
  },
});

const fields = () => ({ rows: $('rows').value.trim(), cols: $('cols').value.trim(), kind: $('kind').value, start: $('start').value.trim() });

// ---- Fig. 5 -------------------------------------------------------------------------------
const fig5 = wasm.constructFig5();
{
  const head = document.createElement('tr');
  head.innerHTML = '<th scope="col">n\\m</th>' + fig5.map((_, m) => `<th scope="col">${m + 1}</th>`).join('');
  $('fig5').append(head);
  fig5.forEach((row, n) => {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row'; th.textContent = String(n + 1);
    tr.append(th);
    [...row].forEach((letter, m) => {
      const td = document.createElement('td');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = letter;
      b.className = `k-${letter}`;
      b.dataset.board = `${n + 1}x${m + 1}`;
      b.setAttribute('aria-label', `${n + 1} by ${m + 1}: ${{ C: 'closed', E: 'corner-missed closed', O: 'open only', X: 'none' }[letter]}`);
      b.addEventListener('click', () => build({ rows: String(n + 1), cols: String(m + 1), kind: 'best', start: '' }));
      td.append(b); tr.append(td);
    });
    $('fig5').append(tr);
  });
}

function markFig5() {
  for (const b of document.querySelectorAll('#fig5 button')) {
    b.setAttribute('aria-current', String(b.dataset.board === `${$('rows').value.trim()}x${$('cols').value.trim()}`));
  }
}

// ---- building ------------------------------------------------------------------------------
/** What exists, at once, as the sides are typed (nothing is built). */
function showExists(f = fields()) {
  markFig5();
  try {
    const line = wasm.constructExists(f.rows, f.cols);
    $('exists').textContent = line;
    $('exists').dataset.kind = line.split(' ')[0];
    setMsg('rows', ''); setMsg('cols', '');
    return true;
  } catch (e) {
    showError(e, 'rows');
    $('exists').textContent = '';
    return false;
  }
}

/** Build the board `f` describes; `step` is a position or 'end'. On an error the message goes
 *  next to its field and the board shown stays. A start the construction cannot serve is said
 *  next to the start field, and the tour is shown as built. */
function build(f, { step = 'end' } = {}) {
  player.pause();
  if (!showExists(f)) return false;
  // A big board's memory is made ready first, in slices (its first build would otherwise
  // stall on fresh memory); the build follows when it is.
  let warmup;
  try {
    warmup = wasm.constructWarmup(f.rows, f.cols, lab ? lab.rows() : 0, lab ? lab.cols() : 0);
  } catch (e) {
    showError(e, 'cols');
    return false;
  }
  if (warmup) { warmThenBuild(warmup, f, { step }); return true; }
  return buildNow(f, { step });
}

async function warmThenBuild(warmup, f, opts) {
  let how;
  try { how = await runJob(warmup, { container: $('draw-job'), label: 'Preparing memory' }); } finally { warmup.free(); }
  if (how === 'done') buildNow(f, opts);
  else $('status').textContent = `Build of ${f.rows}×${f.cols} cancelled while its memory was prepared: press Build to try again.`;
}

function buildNow(f, { step }) {
  let next;
  try {
    next = new wasm.ConstructLab(f.rows, f.cols, f.kind);
  } catch (e) {
    showError(e, 'kind');
    return false;
  }
  setMsg('kind', '');
  setMsg('start', '');
  if (f.start) {
    try { next.setStart(f.start); } catch (e) { showError(e, 'start'); }
  }
  if (lab) lab.free();
  lab = next;
  lab.seek(step === 'end' ? lab.steps() - 1 : Math.max(0, Number(step) || 0));
  resize();
  const bad = $('start-msg').textContent;
  state.set({ rows: String(lab.rows()), cols: String(lab.cols()), kind: KINDS.includes(f.kind) ? f.kind : 'best', start: lab.start() ?? '' });
  if (bad) setMsg('start', bad);
  render(true);
  return true;
}

/** Show the tour from `text` (a square, or '' for as built), at the finished tour. */
function pickStart(text) {
  player.pause();
  try { lab.setStart(text); } catch (e) { showError(e, 'start'); return false; }
  setMsg('start', '');
  lab.seek(lab.steps() - 1);
  state.set({ ...state.get(), start: lab.start() ?? '' });
  render(true);
  return true;
}

// ---- drawing -------------------------------------------------------------------------------
function resize() {
  const c = $('board');
  const wrap = $('board-wrap');
  const availW = Math.max(200, wrap.clientWidth - 8);
  const availH = Math.max(280, window.innerHeight - 40);
  const rows = lab.rows(); const cols = lab.cols();
  const cell = Math.min(availW / cols, availH / rows, 48);
  const w = Math.max(1, Math.floor(cols * cell)); const h = Math.max(1, Math.floor(rows * cell));
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  c.width = Math.min(4000, Math.round(w * dpr)); c.height = Math.min(4000, Math.round(h * dpr));
  c.style.width = `${w}px`; c.style.height = `${h}px`;
  c.setAttribute('aria-label', `the ${rows}×${cols} board: click a square to start the tour there`);
  ctx = c.getContext('2d');
  skipped = null;
}

// A big board's picture (over 40,000 squares: a raster of the canvas) is laid in bands of rows
// in time-budgeted slices, with progress and cancel, so a 2000x2000 or 4000x4000 board never
// blocks the page; once laid, drawing it is one putImageData.
const BAND_SQUARES = 20000; // squares per pictureRows call: well under a millisecond
let drawing = null;         // the lab whose picture is being laid
let skipped = null;         // the lab whose picture was cancelled (drawn again on resize)

async function layPicture() {
  const me = lab;
  const c = $('board');
  drawing = me;
  me.pictureBegin(c.width, c.height);
  const rows = Math.max(1, Math.floor(BAND_SQUARES / me.cols()));
  const job = {
    busy: () => true,
    cancel: () => {},
    work(budgetMs) {
      if (me !== lab) return { done: true, fraction: 1, status: 'replaced' }; // another board is on show
      const t0 = performance.now();
      let done;
      do { done = me.pictureRows(rows); } while (!done && performance.now() - t0 < budgetMs);
      return { done, fraction: me.pictureProgress(), status: `the ${me.rows()}×${me.cols()} tour` };
    },
  };
  let how = 'cancelled';
  try {
    // The first slice in a task of its own, not in the one that built the board.
    await new Promise((r) => setTimeout(r, 0));
    if (me === lab) how = await runJob(job, { container: $('draw-job'), label: 'Drawing' });
  } finally { if (drawing === me) drawing = null; }
  if (me !== lab) return;
  if (how === 'done' && me.pictureProgress() === 1) render(true);
  else { skipped = me; $('status').textContent = `${lab.status()} (Drawing cancelled: press Build to draw it.)`; }
}

function paint() {
  const c = $('board');
  if (lab.pictureReady(c.width, c.height)) { lab.draw(ctx, c.width, c.height); return; }
  if (drawing !== lab && skipped !== lab) layPicture();
}

function render(now = false) {
  if (!lab) return;
  try { paint(); } catch (e) { $('status').textContent = e.message; return; }
  const last = lab.steps() - 1;
  const pos = lab.step();
  $('status').textContent = lab.status();
  $('scrub').max = String(last); $('scrub').value = String(pos);
  $('scrub').disabled = last === 0;
  $('scrub-out').textContent = lab.hasPlan() ? `${pos} of ${last}` : 'no plan on this board';
  $('back').disabled = $('home').disabled = pos === 0;
  $('step').disabled = $('end').disabled = pos >= last;
  $('play').disabled = last === 0;
  $('play').textContent = player.playing ? 'Pause' : 'Play';
  $('play').setAttribute('aria-pressed', String(player.playing));
  if (now || !player.playing) {
    $('start-note').textContent = lab.startNote();
    const refusal = lab.handoffRefusal();
    $('send').disabled = Boolean(refusal);
    setMsg('send', refusal ?? '');
    for (const f of ['svg', 'matrix', 'json']) $(`export-${f}`).disabled = lab.kind() === 'none';
    state.save();
  }
}

// ---- playback: the shell's loop ------------------------------------------------------------
const player = createPlayer({
  speed,
  chunk: 16,
  advance: (n) => { let k = 0; while (k < n && lab.forward()) k += 1; return k; },
  more: () => lab !== null && lab.step() < lab.steps() - 1,
  render: (now) => render(now),
});

const toggle = () => {
  if (!player.playing && lab && lab.step() >= lab.steps() - 1) lab.seek(0);
  player.toggle();
};
const stepOn = () => { player.pause(); lab.forward(); render(true); };
const stepBack = () => { player.pause(); lab.back(); render(true); };
const home = () => { player.pause(); lab.seek(0); render(true); };
const end = () => { player.pause(); lab.seek(lab.steps() - 1); render(true); };

$('play').addEventListener('click', toggle);
$('step').addEventListener('click', stepOn);
$('back').addEventListener('click', stepBack);
$('home').addEventListener('click', home);
$('end').addEventListener('click', end);
$('scrub').addEventListener('input', () => { player.pause(); lab.seek(Number($('scrub').value)); render(true); });
$('speed').addEventListener('input', () => { speed.show(); state.save(); });
player.keys({ step: stepOn, back: stepBack, home });

// ---- fields, the board, sending and export -------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); build(fields()); });
for (const id of ['rows', 'cols']) {
  $(id).addEventListener('input', () => showExists());
  $(id).addEventListener('change', () => build({ ...fields(), start: '' }));
}
$('kind').addEventListener('change', () => { if (!build({ ...fields(), start: '' })) state.revert(); });
$('start').addEventListener('change', () => pickStart($('start').value.trim()));
$('start').addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); pickStart($('start').value.trim()); } });
$('board').addEventListener('click', (e) => {
  if (!lab || lab.kind() === 'none') return;
  const c = $('board');
  const sq = lab.squareAt(e.offsetX, e.offsetY, c.clientWidth, c.clientHeight);
  if (sq !== undefined) pickStart(sq);
});
onResize(() => { if (lab) { resize(); render(true); } });

// The tourney page rebuilds the same closed (or corner-missed) tour from the board alone (the construction is
// deterministic), so the link stays short at any size: tourneys.html?from=construct&board=RxC.
$('send').addEventListener('click', () => {
  const refusal = lab.handoffRefusal();
  if (refusal) { setMsg('send', refusal); return; }
  location.assign(`tourneys.html?from=construct&board=${lab.rows()}x${lab.cols()}`);
});

mountExchange($('exchange'), {
  name: () => {
    const s = state.get();
    return `construct-${lab.kind()}-${s.rows}x${s.cols}${s.start ? `-from-${s.start.replace(',', '-')}` : ''}`;
  },
  layers: () => [$('board')],
  text: (format) => lab.exportText(format),
});

// ---- the link: ?board=RxC&kind=K&start=R,C&step=S&speed=V -----------------------------------
function fromUrl() {
  const p = linkParams();
  const f = { ...DEFAULTS };
  const board = p.get('board');
  if (board) {
    const m = board.match(/^\s*(\d+)\s*[x×X]\s*(\d+)\s*$/);
    if (m) { f.rows = m[1]; f.cols = m[2]; } else fromLink('rows', `board '${board}' is not ROWSxCOLS`);
  }
  const kind = p.get('kind');
  if (kind && KINDS.includes(kind)) f.kind = kind;
  else if (kind) fromLink('kind', `kind '${kind}' is not one of ${KINDS.join(', ')}`);
  f.start = p.get('start') ?? '';
  const sp = speedFromParam(p.get('speed'));
  if (sp !== null) $('speed').value = sp;
  speed.show();
  return { f, step: p.get('step') ?? 'end' };
}

const { f: linked, step: step0 } = fromUrl();
const MSG_FIELDS = ['rows', 'cols', 'kind', 'start'];
const messages = () => Object.fromEntries(MSG_FIELDS.map((k) => [k, $(`${k}-msg`).textContent]));
const linkSaid = messages(); // what the link itself got wrong (board or kind not understood)
let shown = build(linked, { step: step0 });
// What the link asked and the lab refused, said as coming from the link; then the nearest view:
// the same board with the strongest kind, else the default board.
const refused = messages();
if (!shown && linked.kind !== 'best') shown = build({ ...linked, kind: 'best' }, { step: step0 });
if (!shown) build(DEFAULTS);
for (const k of MSG_FIELDS) {
  const m = refused[k] || linkSaid[k];
  if (m) fromLink(k, m.replace(/^From the link: /, ''));
}
document.body.dataset.ready = 'true';
