// The enumeration page (Phadke, paper 002): wires the controls to Rust (src/web/enumerate.rs)
// and to a pool of Workers (enumerate-worker.js) through the shared shell (www/shell/). It holds
// no algorithm: counts, solutions, checks, exports and the board drawing all come from Rust.
import init, { drawPhadke, exportPath, phadkeCatalogue, phadkeCellAt, phadkeCheck, phadkeVerdict } from './pkg/warnsdorff.js';
import { $, clearMsgs, setMsg, showError } from './shell/fields.js';
import { linkParams, pageState } from './shell/state.js';
import { playbackKeys } from './shell/playback.js';
import { mountExchange } from './shell/exchange.js';
import { trackJob } from './shell/jobs.js';

const fmt = (n) => Number(n).toLocaleString('en-US');
const FIELDS = ['start', 'end', 'reading', 'dash', 'index', 'export'];
const POOL = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

// The module is fetched and compiled once, here, and the compiled Module is posted to every
// Worker, which instantiates it without a fetch or a compile of its own (before, the page and
// each Worker compiled it at once on load: the first count took 2.9-4.4x native; see
// tests/reports/perf.txt).
const wasmUrl = new URL('./pkg/warnsdorff_bg.wasm', import.meta.url);
async function compileModule() {
  try { return await WebAssembly.compileStreaming(fetch(wasmUrl)); } catch {
    // A server that sends the module as another type: compile from the bytes.
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}
const wasmModule = await compileModule();
await init({ module_or_path: wasmModule });
const cat = phadkeCatalogue();
const paper = Object.fromEntries(cat.paper);

// --- workers -----------------------------------------------------------------------------
const newWorker = () => {
  const w = new Worker(new URL('./enumerate-worker.js', import.meta.url), { type: 'module' });
  w.postMessage({ type: 'init', module: wasmModule });
  return w;
};
// The chosen set's Worker (count, tie tree, solutions) starts on first use.
let setWorkerLazy = null;
const setWorker = () => {
  if (!setWorkerLazy) { setWorkerLazy = newWorker(); setWorkerLazy.onmessage = onSetMessage; }
  return setWorkerLazy;
};
// The pool starts now, after the module is compiled: its Workers start up while the page draws.
const pool = Array.from({ length: POOL }, newWorker);
$('pool-size').textContent = String(POOL);
let nextId = 1;

// --- state -------------------------------------------------------------------------------
// The solution on show and the counted set, for the page; `view` is what is on screen (the
// fields chosen, the solution number shown or null, the table's family, the Random seed): the
// form and the link are views of it.
const state = { count: null, solution: null, number: 1, rseed: 1, draws: 0, setId: 0, info: null };
const view = pageState({
  toForm(v) {
    $('family').value = v.family;
    $('rseed').textContent = String(v.rseed);
  },
  toLink(v) {
    return [['start', v.start], ['end', v.end], ['reading', v.reading], ['dash', v.dash === 'none' ? null : v.dash],
      ['n', v.n], ['family', v.family], ['rseed', v.rseed]];
  },
});
const fields = () => ({ start: $('start').value.trim(), end: $('end').value, reading: $('reading').value, dash: $('dash').value.trim() || 'none' });
function writeUrl() {
  view.set({ ...fields(), n: state.solution ? state.solution.number : null, family: $('family').value, rseed: state.rseed });
}

// --- fields --------------------------------------------------------------------------------
for (const r of cat.readings) $('reading').add(new Option(r.name, r.name));
for (const f of cat.families) $('family').add(new Option(`${f.name} (${fmt(f.algorithms)} algorithms)`, f.name));

/** Check the fields in Rust; fill the end menu and the dash hints. Returns the info or null. */
function check({ keepEnd = true } = {}) {
  clearMsgs(FIELDS);
  const start = $('start').value.trim();
  const reading = $('reading').value;
  let info;
  try { info = phadkeCheck(start, '', reading, 'none'); } catch (err) { showError(err); $('end').replaceChildren(); draw(); return null; }
  const old = $('end').value;
  $('end').replaceChildren(...info.ends.map((c) => new Option(c, c)));
  if (keepEnd && info.ends.includes(old)) $('end').value = old;
  $('reading-help').textContent = info.describe;
  try { info = phadkeCheck(start, $('end').value, reading, $('dash').value.trim() || 'none'); } catch (err) { showError(err); return null; }
  $('dash-help').textContent = `dashable corners: ${info.corners.join(', ') || 'none'} (add :A or :B for a semi dash); end dashes: ${info.end_dashes.join(', ') || 'none'}`;
  $('dash-list').replaceChildren(...['none', ...info.corners, ...info.end_dashes].map((d) => new Option(d, d)));
  state.info = info;
  draw();
  return info;
}

function draw() {
  const canvas = $('board');
  const side = canvas.getBoundingClientRect().width || 480;
  const tour = state.solution ? Uint8Array.from(state.solution.indices) : new Uint8Array(0);
  const ties = state.solution ? Uint8Array.from(state.solution.ties.map((t) => t.at_move)) : new Uint8Array(0);
  try { drawPhadke(canvas, side, window.devicePixelRatio || 1, $('start').value.trim(), $('end').value, tour, ties); } catch (err) { showError(err); }
}

// --- count and browse ------------------------------------------------------------------------
let setJob = null; // the count under way, tracked by the shell (Cancel button, Escape)
function setBusy(busy) {
  $('count').disabled = busy;
  if (busy) {
    setJob?.end();
    setJob = trackJob({ cancel: () => setWorker().postMessage({ type: 'cancel', id: state.setId }), progress: $('progress'), button: $('cancel') });
  } else { setJob?.end(); setJob = null; }
}
function setBrowse(on) { for (const b of ['prev', 'next', 'go', 'random']) $(b).disabled = !on; }

function count() {
  const info = check();
  if (!info) return;
  state.count = null; state.solution = null;
  setBrowse(false);
  $('ties').replaceChildren(); $('matrix').textContent = ''; $('solution-line').textContent = '';
  draw();
  const id = nextId++;
  state.setId = id;
  setBusy(true);
  $('status').textContent = `Counting ${info.start}→${info.end}…`;
  const t0 = performance.now();
  setWorker().postMessage({ type: 'count', id, start: info.start, end: info.end, reading: $('reading').value, dash: info.dash, browse: true });
  state.countStarted = t0;
}

function paperText(n) {
  const info = state.info;
  if (info?.paper == null) return info?.label ? `the paper prints no count for set ${info.label}${info.image ? ' (of which this pair is a mirror image)' : ''} (its Table 1 is lost)` : '';
  return `paper ${fmt(info.paper)}: ${phadkeVerdict(n, info.paper)}`;
}

function onSetMessage(e) {
  const m = e.data;
  if (m.id !== state.setId) return;
  if (m.type === 'error') { setBusy(false); showError(Object.assign(new Error(m.message), { field: m.field })); return; }
  if (m.type === 'progress') {
    setJob?.update(m.fraction);
    const c = m.counts;
    if (m.cancelled) { setBusy(false); $('status').textContent = `Cancelled after ${fmt(c.nodes)} positions: ${fmt(c.solutions)} solutions so far.`; return; }
    $('status').textContent = `${m.done ? 'Counted' : 'Counting'}: ${fmt(c.solutions)} solutions, ${fmt(c.dead_ends)} dead ends, ${fmt(c.nodes)} positions in ${(m.ms / 1000).toFixed(2)} s${m.done ? '; ' + paperText(c.solutions) : '…'}`;
    if (m.done) { state.count = c.solutions; $('status').dataset.solutions = String(c.solutions); }
  }
  if (m.type === 'browse') {
    setBusy(false);
    if (m.count === 0) { $('solution-line').textContent = 'No solutions in this set.'; return; }
    setBrowse(true);
    show(Math.min(Math.max(1, state.number), m.count));
  }
  if (m.type === 'solution') {
    state.solution = m.solution;
    state.number = m.solution.number;
    $('index').value = String(m.solution.number);
    render();
    writeUrl();
  }
}

function show(n) {
  setMsg('index', '');
  setWorker().postMessage({ type: 'solution', id: state.setId, number: n });
}

function render() {
  const s = state.solution;
  $('solution-line').textContent = `Solution ${fmt(s.number)} of ${fmt(s.count)}: ${s.closed_tour ? 'a closed tour (checked)' : 'NOT a closed tour — please report'}, ${s.ties.length} ties on the way.`;
  $('solution-line').dataset.closed = String(s.closed_tour);
  $('matrix').textContent = s.matrix;
  const items = s.ties.map((t) => {
    const li = document.createElement('li');
    li.dataset.move = String(t.at_move);
    const opts = t.options.map(([cell, n], i) => {
      if (i === t.chosen) {
        const span = document.createElement('span');
        span.textContent = `${cell} ${fmt(n)}`;
        span.className = 'taken';
        return span;
      }
      // Another branch: a button to its first solution.
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'branch';
      b.textContent = `${cell} ${fmt(n)}`;
      b.title = `go to solution ${fmt(t.firsts[i] + 1)}, the first that takes ${cell} at move ${t.at_move}`;
      b.addEventListener('click', () => show(t.firsts[i] + 1));
      return b;
    });
    li.append(`move ${t.at_move}: `, ...opts.flatMap((o, i) => (i ? [' | ', o] : [o])));
    return li;
  });
  $('ties').replaceChildren(...items);
  if (!items.length) $('ties').textContent = 'no ties: this solution is the only one of its set';
  draw();
  showExport();
}

// A small seeded generator for "Random" (the seed is shown and kept in the URL).
function randomNumber(count) {
  let x = (BigInt(state.rseed) * 0x9E3779B97F4A7C15n + BigInt(++state.draws) * 0xBF58476D1CE4E5B9n) & 0xFFFFFFFFFFFFFFFFn;
  x ^= x >> 31n; x = (x * 0x94D049BB133111EBn) & 0xFFFFFFFFFFFFFFFFn; x ^= x >> 29n;
  return Number(x % BigInt(count)) + 1;
}

$('setup').addEventListener('submit', (e) => { e.preventDefault(); state.number = 1; count(); });
$('prev').addEventListener('click', () => state.solution && show(state.solution.number > 1 ? state.solution.number - 1 : state.solution.count));
$('next').addEventListener('click', () => state.solution && show(state.solution.number < state.solution.count ? state.solution.number + 1 : 1));
$('go').addEventListener('click', () => {
  const t = $('index').value.trim();
  if (!/^\d+$/.test(t)) { setMsg('index', `'${t}' is not a whole number; enter 1 to ${fmt(state.count ?? 1)}`); return; }
  show(Number(t));
});
$('index').addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); $('go').click(); } });
$('random').addEventListener('click', () => state.count && show(randomNumber(state.count)));
// A new choice of set takes the solution of the old one off the board (Count shows the new one).
function chose({ keepEnd = true } = {}) {
  if (state.solution || state.count !== null || setJob) {
    if (setJob) setWorker().postMessage({ type: 'cancel', id: state.setId }); // a count under way stops
    state.setId = nextId++; // answers about the old set are dropped
    setBusy(false);
    state.solution = null; state.count = null;
    setBrowse(false);
    $('ties').replaceChildren(); $('matrix').textContent = ''; $('solution-line').textContent = '';
    $('status').textContent = 'Press Count to count this set.';
    delete $('status').dataset.solutions;
  }
  const ok = check({ keepEnd });
  if (ok) writeUrl();
  showExport();
}
$('start').addEventListener('change', () => chose({ keepEnd: false }));
for (const f of ['end', 'reading', 'dash']) $(f).addEventListener('change', () => chose());
$('board').addEventListener('click', (e) => {
  const r = $('board').getBoundingClientRect();
  const c = phadkeCellAt(e.clientX - r.left, e.clientY - r.top, r.width);
  if (!c) return;
  $('start').value = c;
  chose({ keepEnd: false });
});
const browse = (id) => () => { if (!$(id).disabled) $(id).click(); };
playbackKeys({
  step: browse('next'),
  back: browse('prev'),
  home: () => { if (state.solution) show(1); },
  end: () => { if (state.solution) show(state.solution.count); },
});
window.addEventListener('resize', draw);

// --- export of the solution on show -----------------------------------------------------------
function showExport() {
  for (const f of ['png', 'svg', 'matrix', 'json']) $(`export-${f}`).disabled = !state.solution;
}
mountExchange($('exchange'), {
  name: () => {
    const v = view.get();
    return `phadke-${v.start}-${v.end}-${v.reading}${v.dash === 'none' ? '' : `-${v.dash.replace(/:/g, '-')}`}-solution-${state.solution?.number ?? 0}`;
  },
  layers: () => [$('board')],
  text(format) {
    const s = state.solution;
    if (!s) throw Object.assign(new Error('count a set and show a solution first'), { field: 'export' });
    const v = view.get();
    return exportPath(8, 8, Uint32Array.from(s.indices), format, `phadke-${v.reading}${v.dash === 'none' ? '' : `+${v.dash}`}`, '0');
  },
});
showExport();

// --- the 53-pair table -------------------------------------------------------------------------
const rows = cat.pairs.map((p) => {
  const tr = document.createElement('tr');
  tr.dataset.pair = p.label;
  tr.tabIndex = 0;
  const cells = [p.label, p.start, p.end, p.multiplicity, '', '', '', '', p.paper == null ? '–' : fmt(p.paper)];
  tr.append(...cells.map((v) => { const td = document.createElement('td'); td.textContent = String(v); return td; }));
  const pick = () => { $('start').value = p.start; check({ keepEnd: false }); $('end').value = p.end; $('dash').value = 'none'; check(); state.number = 1; count(); };
  tr.addEventListener('click', pick);
  tr.addEventListener('keydown', (e) => { if (e.key === 'Enter') pick(); });
  return tr;
});
$('pairs').tBodies[0].replaceChildren(...rows);

const table = { id: 0, sums: [], progress: [], done: [], t0: 0 };
function runAll() {
  const family = $('family').value;
  const fam = cat.families.find((f) => f.name === family);
  const id = nextId++;
  Object.assign(table, { id, family, fam, sums: cat.pairs.map(() => ({ algos: 0, solutions: 0, dead_ends: 0, nodes: 0 })), progress: pool.map(() => 0), done: pool.map(() => false), t0: performance.now() });
  for (const tr of rows) for (const i of [4, 5, 6, 7]) tr.cells[i].textContent = '';
  $('pairs').tFoot.replaceChildren();
  $('run-all').disabled = true;
  table.job?.end();
  table.job = trackJob({ cancel: () => pool.forEach((w) => w.postMessage({ type: 'cancel', id })), progress: $('all-progress'), button: $('cancel-all') });
  $('all-status').textContent = `Counting ${fmt(fam.algorithms)} sets of family ${family} on ${POOL} workers…`;
  pool.forEach((w, i) => w.postMessage({ type: 'batch', id, family, reading: $('reading').value, offset: i, stride: POOL }));
  writeUrl();
}
pool.forEach((w, wi) => {
  w.onmessage = (e) => {
    const m = e.data;
    if (m.id !== table.id) return;
    if (m.type === 'error') { $('all-status').textContent = m.message; return; }
    for (const r of m.results) {
      const s = table.sums[r.pair.index];
      s.algos += 1; s.solutions += r.solutions; s.dead_ends += r.dead_ends; s.nodes += r.nodes;
      const tr = rows[r.pair.index];
      tr.cells[4].textContent = fmt(s.algos); tr.cells[5].textContent = fmt(s.solutions);
      tr.cells[6].textContent = fmt(s.dead_ends); tr.cells[7].textContent = fmt(s.nodes);
      tr.dataset.solutions = String(s.solutions);
    }
    table.progress[wi] = m.fraction * m.total;
    table.done[wi] = m.done || m.cancelled;
    const totalJobs = table.fam.algorithms;
    table.job?.update(table.progress.reduce((a, b) => a + b, 0) / Math.max(1, totalJobs));
    if (table.done.every(Boolean)) finishAll(m.cancelled);
  };
});

function finishAll(cancelled) {
  $('run-all').disabled = false;
  table.job?.end();
  const t = table.sums.reduce((a, s) => ({ algos: a.algos + s.algos, solutions: a.solutions + s.solutions, nodes: a.nodes + s.nodes }), { algos: 0, solutions: 0, nodes: 0 });
  const board = table.sums.reduce((a, s, i) => a + s.solutions * cat.pairs[i].multiplicity, 0);
  const secs = (performance.now() - table.t0) / 1000;
  const fam = table.fam;
  const row = (label, ours, paperN, extra = '') => {
    const tr = document.createElement('tr');
    const v = cancelled ? 'cancelled' : phadkeVerdict(ours, paperN);
    tr.innerHTML = `<td colspan="5">${label}</td><td>${fmt(ours)}</td><td colspan="2">${extra}</td><td class="${v === 'reproduced' ? 'hit' : 'miss'}">${fmt(paperN)}: ${v}</td>`;
    return tr;
  };
  const foot = [row(`total, ${fmt(t.algos)} of the paper's ${fmt(fam.paper_algorithms)} algorithms`, t.solutions, fam.paper, `${fmt(t.nodes)} positions`)];
  if (fam.name === 'plain') foot.push(row('whole board (× multiplicity)', board, paper['plain-board']));
  $('pairs').tFoot.replaceChildren(...foot);
  $('all-status').textContent = `${cancelled ? 'Cancelled' : 'Done'}: ${fmt(t.solutions)} solutions over ${fmt(t.algos)} sets in ${secs.toFixed(2)} s (${(t.nodes / secs / 1e6).toFixed(1)} M positions/s on ${POOL} workers).`;
  $('all-status').dataset.solutions = String(t.solutions);
  if (fam.name === 'plain' && !cancelled) honesty(t.solutions, board);
}

function honesty(total, board) {
  const a8 = table.sums[0].solutions;
  $('honesty').textContent = `Under reading ${$('reading').value}: a8→c7 ${fmt(a8)} (paper 14,258: ${phadkeVerdict(a8, paper['a8-c7'])}); the 53 pairs ${fmt(total)} (paper 989,931: ${phadkeVerdict(total, paper.plain)}); the whole board ${fmt(board)} (paper 5,732,056: ${phadkeVerdict(board, paper['plain-board'])}). No reading reproduces the paper's totals; see tests/reports/phadke.txt.`;
}

$('run-all').addEventListener('click', runAll);
$('family').addEventListener('change', writeUrl);

// --- start from the URL -------------------------------------------------------------------------
const q = linkParams();
if (q.get('start')) $('start').value = q.get('start');
if (q.get('reading')) {
  if (cat.readings.some((r) => r.name === q.get('reading'))) $('reading').value = q.get('reading');
  else setMsg('reading', `From the link: reading '${q.get('reading')}' is not one of ${cat.readings.map((r) => r.name).join(', ')}`);
}
if (q.get('dash')) $('dash').value = q.get('dash');
if (q.get('family') && cat.families.some((f) => f.name === q.get('family'))) $('family').value = q.get('family');
if (/^\d+$/.test(q.get('rseed') || '')) state.rseed = Number(q.get('rseed'));
$('rseed').textContent = String(state.rseed);
const linkedN = /^\d+$/.test(q.get('n') || '') ? Math.max(1, Number(q.get('n'))) : null;
if (linkedN) state.number = linkedN;
const readingMsg = $('reading-msg').textContent;
check({ keepEnd: false });
if (q.get('end')) { $('end').value = q.get('end'); check(); }
if (readingMsg) setMsg('reading', readingMsg);
writeUrl();
$('honesty').textContent = 'The paper\'s a8→c7 count (14,258) is reproduced under the default reading; its 53-pair total (989,931) and corner-dash totals are not, under any reading: run "Count all" to see the numbers.';
window.warnsdorffEnumerate = { state, table, wasmModule };
document.body.dataset.ready = 'true';
// A link with a solution number shows that solution again (counting its set first).
if (q.get('start') && q.get('end') && linkedN) count();
// The table's count starts once the page is on screen (the pool's Workers start meanwhile).
requestAnimationFrame(() => setTimeout(runAll, 0));
