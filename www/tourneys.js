// The tourney lab's page: wires the controls to the wasm TourneyLab (src/web/cover.rs) through the
// shared shell (www/shell/). It holds no algorithm: every check of a field, every cover, rail,
// switch and plan, every export and import and every pixel of the board comes from Rust.
import init, * as wasm from './pkg/warnsdorff.js';
import { createPlayer, onResize, speedControl, speedFromParam } from './shell/playback.js';
import { $, checkAll, fieldOf, msgOf, setMsg, showError } from './shell/fields.js';
import { fromLink, linkParams, pageState } from './shell/state.js';
import { newSeedButton } from './shell/seeds.js';
import { mountExchange } from './shell/exchange.js';
import { hasJobs, runJob } from './shell/jobs.js';
import { numberingSwitch } from './shell/compass.js';
import { COLORS, lineChart } from './charts.js';

const speed = speedControl($('speed'), $('speed-out'), ['switch', 'switches']);
const DEFAULTS = { gen: 'divide-tourney', n: '22', seed: '1' };

let lab = null;        // the wasm TourneyLab on show
let hovered;
// The move numbering on screen (Rust's Numbering key): Parberry's by default, the numbering the
// rails come from (001 Figure 1).
let numbering = 'parberry';
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
// The cover generators, from the core's one catalogue: [{name, description, paper, sizes, minSide, step, maxSide, seeded}].
const gens = wasm.coverCatalogue();
for (const g of gens) {
  const o = document.createElement('option');
  o.value = g.name; o.textContent = g.name;
  $('gen').append(o);
}
// Divide's base tiles ({generators, tiles: [{name, description}]}, default first, from Rust):
// a menu shown for the generators that take them; the name sent to Rust is `divide:parberry`.
const tiles = wasm.tilesCatalogue();
for (const t of tiles.tiles) {
  const o = document.createElement('option');
  o.value = t.name; o.textContent = t.name === 'parberry' ? "Parberry's" : t.name;
  $('tiles').append(o);
}
const takesTiles = (gen) => tiles.generators.includes(gen);
const defaultTiles = tiles.tiles[0].name;
const genName = (f) => (takesTiles(f.gen) && f.tiles && f.tiles !== defaultTiles ? `${f.gen}:${f.tiles}` : f.gen);
function showTiles() {
  $('tiles-field').hidden = !takesTiles($('gen').value);
  $('tiles-help').textContent = tiles.tiles.find((t) => t.name === $('tiles').value)?.description ?? '';
}

function showGenHelp() {
  showTiles();
  const g = gens.find((x) => x.name === $('gen').value);
  const s = state.get();
  if (!g && s && s.source !== 'gen') {
    $('gen-help').textContent = s.source === 'walk'
      ? 'The closed tour of a walk; choose a generator to replace it.'
      : 'An imported cover; choose a generator to replace it.';
    $('n-help').textContent = 'n × n';
    return;
  }
  $('gen-help').textContent = g ? `${g.description.replace(/\.$/, '')}.${g.paper ? ` ${g.paper}.` : ''} Sizes: ${g.sizes}.${g.seeded ? ' Uses the seed.' : ''}` : '';
  $('n-help').textContent = g ? `n × n; ${g.name} supports ${g.sizes}` : 'n × n';
}

// The menu entry for a cover no generator made (a walk's tour, an imported cover).
function sourceOption(label) {
  let o = $('gen').querySelector('option[data-source]');
  if (!label) { o?.remove(); return; }
  if (!o) { o = document.createElement('option'); o.dataset.source = 'true'; o.value = ''; $('gen').prepend(o); }
  o.textContent = label;
}

function fields() { return { gen: $('gen').value, tiles: $('tiles').value, n: $('n').value, seed: $('seed').value }; }

function check(f) {
  return checkAll([
    ...(f.gen ? [['n', () => wasm.parseTourneySize(genName(f), f.n)]] : []),
    ['seed', () => wasm.parseSeed(f.seed)],
  ], ['n']) === null;
}

// ---- the state: what is on screen; the form and the link are views of it --------------------
//   {source: 'gen', gen, n, seed} | {source: 'walk', board, start, rule, seed, n}
//   | {source: 'imported', rows, cols, flat, n}
const state = pageState({
  toForm(s) {
    if (s.source === 'gen') { sourceOption(null); $('gen').value = s.gen; $('tiles').value = s.tiles ?? defaultTiles; $('seed').value = s.seed; } else {
      sourceOption(s.source === 'walk' ? `the walk's closed tour (${s.board})` : `imported (${s.rows}x${s.cols})`);
      $('gen').value = '';
      if (s.seed !== undefined) $('seed').value = s.seed;
    }
    $('n').value = s.n;
    showGenHelp();
  },
  toLink(s) {
    const link = s.source === 'walk'
      ? [['from', 'walk'], ['board', s.board], ['start', s.start], ['rule', s.rule], ['seed', s.seed]]
      : s.source === 'imported' ? importedLink(s)
        : [['gen', s.gen], ['tiles', takesTiles(s.gen) && s.tiles !== defaultTiles ? s.tiles : null], ['n', s.n], ['seed', s.seed]];
    if ($('show-rails').checked) link.push(['rails', '1']);
    if ($('show-graph').checked) link.push(['graph', '1']);
    for (const [k, id] of SWEEP_FIELDS) if ($(id).value !== SWEEP_DEFAULTS[k]) link.push([k, $(id).value]);
    if ($('rails-obf').checked) link.push(['robf', '1']);
    if (lab) link.push(['ops', lab.ops()]);
    if ($('speed').value !== '3') link.push(['speed', $('speed').value]);
    if (numbering !== 'parberry') link.push(['numbering', numbering]);
    return link;
  },
});

// An imported cover in the link: its cycles as a short code while they fit in one.
function importedLink(s) {
  if (s.link) return [...s.link];
  const code = wasm.pathCode(s.rows, s.cols, s.flat);
  return code ? [['board', `${s.rows}x${s.cols}`], ['cycles', code]] : [['source', 'imported'], ['board', `${s.rows}x${s.cols}`]];
}

function install(next, source) {
  player.pause();
  if (lab) lab.free();
  lab = next;
  lab.setShowRails($('show-rails').checked);
  lab.setNumbering(numbering);
  hovered = undefined;
  resize();
  state.set(source);
  render(true);
}

// A cover whose generation is long builds in slices with progress and cancel; false when it
// was cancelled or failed (the cover shown stays).
async function built(next) {
  if (!hasJobs(next) || !next.busy()) return true;
  let end;
  try { end = await runJob(next, { container: $('job'), label: 'Generating the cover' }); } catch (e) {
    next.free();
    showError(e, 'generate');
    return false;
  }
  if (end === 'done' && !next.failed?.()) return true;
  next.free();
  setMsg('generate', end === 'cancelled' ? 'Cancelled; the cover shown is unchanged.' : 'The cover could not be made; the cover shown is unchanged.');
  return false;
}

// Build a cover from the fields; on any error the cover shown stays. With the menu on the cover
// shown (a walk's tour, an imported cover), Generate shows it afresh, without its switches.
async function generate() {
  const f = fields();
  const s = state.get();
  if (!f.gen && s && s.source !== 'gen') {
    try {
      install(s.source === 'walk' ? wasm.TourneyLab.fromWalk(s.board, s.start, s.rule, s.seed) : wasm.TourneyLab.fromCycles(s.rows, s.cols, s.flat), s);
      setMsg('generate', '');
      return true;
    } catch (e) { showError(e, 'generate'); return false; }
  }
  if (!check(f)) { setMsg('generate', 'Not generated: fix the marked field; the cover shown is unchanged.'); return false; }
  let next;
  try { next = wasm.TourneyLab.generate(genName(f), f.n, f.seed); } catch (e) {
    showError(e, 'generate');
    if (msgOf('generate') === '') setMsg('generate', 'Not generated; the cover shown is unchanged.');
    return false;
  }
  if (!(await built(next))) return false;
  setMsg('generate', '');
  install(next, { source: 'gen', gen: f.gen, tiles: takesTiles(f.gen) ? f.tiles : undefined, n: String(wasm.parseTourneySize(genName(f), f.n)), seed: wasm.parseSeed(f.seed) });
  return true;
}

// ---- canvases -----------------------------------------------------------------------------
function resize() {
  const wrap = $('board-wrap');
  // The board and the line under it (the rail preview) fit in the board column, which is
  // at most the viewport less 6rem tall (style.css).
  const avail = Math.max(320, Math.min(960, wrap.clientWidth - 8, window.innerHeight - 140));
  const layout = lab.layout(avail, window.devicePixelRatio || 1);
  for (const id of ['cover', 'rails', 'graph', 'hover']) {
    const c = $(id);
    [c.width, c.height] = layout.bitmap;
    c.style.width = `${layout.width}px`; c.style.height = `${layout.height}px`;
    ctx[id] = c.getContext('2d');
  }
}

// The hover and rail-graph canvases are hidden while they show nothing: the browser copies every
// canvas on show each frame it commits (0.7 ms each at 1400 x 1400 px in headless Chromium), drawn
// on or not.
function drawHover() {
  lab.drawHover(ctx.hover, hovered);
  $('hover').hidden = hovered === undefined;
}

let lastStatusAt = 0;
function render(now = false) {
  lab.draw(ctx.cover, ctx.rails);
  drawHover();
  const t = performance.now();
  const playing = player.playing;
  const count = lab.cycleCount();
  $('cycles').textContent = `${count} cycle${count === 1 ? '' : 's'}${count === 1 ? `: ${lab.tourName()}` : ''}`;
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
  player.buttons($('play'), $('to-end'));
  $('rail-no').placeholder = `1–${lab.railCount()}`;
  if (now || !playing || t - lastGraphAt > 250) drawGraph(now);
  if (now || !playing) state.save();
}

// ---- the rail graph (001 Figure 16): drawn by Rust on its own canvas when the cover changes ------
let graphKey = null;
let lastGraphAt = 0;
function drawGraph(force) {
  const show = $('show-graph').checked;
  const key = show ? `${lab.ops()}|${lab.planPos()}|${lab.busy()}` : 'off';
  if (!force && key === graphKey) return;
  graphKey = key;
  lastGraphAt = performance.now();
  const g = lab.drawRailGraph(ctx.graph, show);
  $('graph').hidden = !show;
  $('graph-text').hidden = !g;
  $('graph-text').textContent = g ? g.status : '';
  $('graph-text').dataset.cycles = g ? String(g.cycles) : '';
  $('graph-text').dataset.edges = g ? String(g.edges) : '';
}

// ---- Rails over n: the Rail Conjecture (001 §4) swept over n in slices, with progress and cancel --
const SWEEP_DEFAULTS = { rgen: 'warnsdorff-tourney', rsizes: '8..60:4', rsamples: '5', rseed: '1' };
const SWEEP_FIELDS = [['rgen', 'rails-gen'], ['rsizes', 'rails-sizes'], ['rsamples', 'rails-samples'], ['rseed', 'rails-seed']];
let sweep = null;
let shownRows = -1;
function showSweep(sw, final = false) {
  const rows = sw.rows();
  if (rows.length === shownRows && !final) return;
  shownRows = rows.length;
  const pts = (f) => rows.filter((r) => r.tours > 0).map((r) => [r.n, f(r)]);
  lineChart($('rails-chart'), {
    title: `Rails of the tours against n (${sw.spec()})`,
    xLabel: 'board side n',
    yLabel: 'rails of a tour',
    series: [
      { name: 'fewest rails', color: COLORS[1], points: pts((r) => r.railsMin) },
      { name: 'mean rails', color: COLORS[0], points: pts((r) => r.railsMean) },
      { name: 'n (Ω(n) asks rails ≥ c·n)', color: '#5b6472', dash: '5 4', marks: false, points: rows.map((r) => [r.n, r.n]) },
    ],
  });
  lineChart($('rails-chart-per-n'), {
    title: `Fewest rails of a tour divided by n (${sw.spec()})`,
    xLabel: 'board side n',
    yLabel: 'fewest rails ÷ n',
    series: [{ name: 'fewest rails ÷ n (Ω(n): stays above some c > 0)', color: COLORS[1], points: pts((r) => r.minPerN) }],
  });
  const list = $('rails-verdicts');
  list.replaceChildren();
  for (const v of sw.verdicts()) {
    const li = document.createElement('li');
    li.dataset.claim = v.claim;
    li.dataset.finding = v.finding;
    const q = document.createElement('q'); q.textContent = v.quote;
    const f = document.createElement('span'); f.className = 'finding';
    f.textContent = `${final ? 'This run' : 'So far'}: ${v.finding}.`;
    li.append(q, ' ', f, ` ${v.detail.charAt(0).toUpperCase()}${v.detail.slice(1)}.`);
    list.append(li);
  }
  const head = '<tr><th>n</th><th>samples</th><th>tourneys</th><th>rail graph connected</th><th>one pass made a tour</th><th>joined</th><th>of them, graph not connected</th><th>tours</th><th>fewest rails</th><th>mean</th><th>most</th><th>fewest ÷ n</th></tr>';
  $('rails-table').innerHTML = head + rows.map((r) => `<tr><td>${r.n}</td><td>${r.samples}${r.failed ? ` (${r.failed} failed)` : ''}</td><td>${r.tourneys}</td><td>${r.connected}</td><td>${r.onePassTours}</td><td>${r.joined}</td><td>${r.joinedDisconnected}</td><td>${r.tours}</td><td>${r.railsMin}</td><td>${r.railsMean.toFixed(1)}</td><td>${r.railsMax}</td><td>${r.minPerN.toFixed(2)}</td></tr>`).join('');
}
async function runSweep() {
  for (const [, id] of SWEEP_FIELDS) setMsg(id, '');
  setMsg('rails-run', '');
  let next;
  const gen = $('rails-gen').value + ($('rails-obf').checked ? '+obfuscate' : '');
  try { next = wasm.RailSweep.start(gen, $('rails-sizes').value, $('rails-samples').value, $('rails-seed').value); } catch (e) {
    showError(e, 'rails-run');
    setMsg('rails-run', 'Not run: fix the marked field.');
    return;
  }
  const old = sweep;
  sweep = next;
  shownRows = -1;
  state.save();
  $('rails-status').textContent = next.status();
  const end = await runJob(next, { container: $('rails-job'), label: 'Rails over n', onSlice: () => { if (sweep === next) showSweep(next); } });
  if (old && old !== next) old.free();
  if (sweep !== next) return;
  $('rails-status').textContent = end === 'cancelled' ? next.status() : `${next.status()} The verdicts below are this run's.`;
  $('rails-status').dataset.end = end;
  showSweep(next, end === 'done');
}
for (const g of gens) {
  const o = document.createElement('option');
  o.value = g.name; o.textContent = `${g.name} (${g.sizes.replace(/^n x n for /, '')})`;
  $('rails-gen').append(o);
}
$('rails-gen').value = SWEEP_DEFAULTS.rgen;
$('rails-sizes-help').textContent += `; at most ${wasm.RailSweep.maxSide()} on this page (the command line's experiment rails takes any)`;
$('sweep-form').addEventListener('submit', (e) => { e.preventDefault(); runSweep(); });
for (const [, id] of SWEEP_FIELDS) $(id).addEventListener('change', () => state.save());
$('rails-obf').addEventListener('change', () => state.save());

// ---- the move numbering on screen: one per page, named, switchable; the compass shows it ------
const numberings = numberingSwitch(wasm, { select: $('numbering'), compass: $('compass'), caption: $('compass-cap'), fallback: 'parberry' });
function setNumbering(key) {
  numbering = key;
  numberings.show(key);
  setMsg('numbering', '');
  if (!lab) return;
  lab.setNumbering(key);
  if (hovered !== undefined) {
    const how = $('hover-text').textContent.replace(/^.*\. /, '');
    $('hover-text').textContent = `${lab.describeRail(hovered)} ${how}`;
  }
  render(true);
}
$('numbering').addEventListener('change', () => setNumbering($('numbering').value));

// ---- the link ---------------------------------------------------------------------------------
async function loadUrl() {
  const p = linkParams();
  $('show-rails').checked = p.get('rails') === '1';
  $('show-graph').checked = p.get('graph') === '1';
  for (const [k, id] of SWEEP_FIELDS) if (p.has(k)) $(id).value = p.get(k);
  if (!$('rails-gen').value) { fromLink('rails-gen', `generator '${p.get('rgen')}' is not known; showing ${SWEEP_DEFAULTS.rgen}`); $('rails-gen').value = SWEEP_DEFAULTS.rgen; }
  $('rails-obf').checked = p.get('robf') === '1';
  const slider = speedFromParam(p.get('speed'));
  if (slider !== null) { $('speed').value = slider; speed.show(); }
  if (p.has('numbering')) {
    try { setNumbering(wasm.parseNumbering(p.get('numbering'))); } catch (e) { fromLink('numbering', e.message); }
  }
  let loaded = false;   // the cover the link describes is on screen
  let described = '';   // the link's cover in words, when it could not be made
  if (p.get('from') === 'walk') {
    const w = { source: 'walk', board: p.get('board') ?? '', start: p.get('start') ?? '1,1', rule: p.get('rule') ?? 'ordering:12345678', seed: p.get('seed') ?? '1' };
    try {
      const next = wasm.TourneyLab.fromWalk(w.board, w.start, w.rule, w.seed);
      install(next, { ...w, n: next.rows() === next.cols() ? String(next.rows()) : `${next.rows()}x${next.cols()}` });
      loaded = true;
    } catch (e) { fromLink('generate', e.message); described = `the walk on ${w.board}`; }
  } else if (p.get('from') === 'construct') {
    // A closed tour of the construction page, rebuilt from its board (Lin & Wei's construction
    // is deterministic), so the link stays short at any size.
    const board = p.get('board') ?? '';
    described = `Lin & Wei's closed tour on ${board}`;
    try {
      const c = wasm.constructCover(board);
      const b = `${c.rows}x${c.cols}`;
      install(wasm.TourneyLab.fromCycles(c.rows, c.cols, c.flat), { source: 'imported', rows: c.rows, cols: c.cols, flat: c.flat, n: b, link: [['from', 'construct'], ['board', b]] });
      loaded = true;
    } catch (e) { fromLink('generate', e.message); }
  } else if (p.has('cycles') || p.get('source') === 'imported') {
    described = 'the imported cover';
    const [rows, cols] = (p.get('board') ?? '').split('x').map(Number);
    if (!p.has('cycles')) fromLink('import', 'an imported cover too long for a link is not kept in it; import it again');
    else {
      try {
        const flat = wasm.parsePathCode(rows, cols, p.get('cycles'));
        install(wasm.TourneyLab.fromCycles(rows, cols, flat), { source: 'imported', rows, cols, flat, n: rows === cols ? String(rows) : `${rows}x${cols}` });
        loaded = true;
      } catch (e) { fromLink('import', e.message); }
    }
  } else {
    const f = { ...DEFAULTS };
    for (const k of ['gen', 'n', 'seed']) if (p.has(k)) f[k] = p.get(k);
    f.tiles = defaultTiles;
    if (p.has('tiles')) {
      const t = p.get('tiles').trim().toLowerCase();
      f.tiles = t;
      try { wasm.parseTourneySize(`${f.gen}:${t}`, f.n); } catch (e) {
        if (fieldOf(e, 'n') === 'tiles') { fromLink('tiles', e.message); f.tiles = defaultTiles; }
      }
    }
    described = `${f.gen} ${f.n}x${f.n}`;
    let asGiven = true;
    if (!gens.some((g) => g.name === f.gen)) {
      fromLink('gen', `generator '${f.gen}' is not known; showing ${DEFAULTS.gen}`);
      f.gen = DEFAULTS.gen; asGiven = false;
    }
    try { wasm.parseTourneySize(f.gen, f.n); } catch (e) {
      fromLink('n', e.message); f.n = DEFAULTS.n; asGiven = false;
      try { wasm.parseTourneySize(f.gen, f.n); } catch { f.gen = DEFAULTS.gen; }
    }
    try { wasm.parseSeed(f.seed); } catch (e) { fromLink('seed', e.message); f.seed = DEFAULTS.seed; asGiven = false; }
    const bad = { n: msgOf('n'), seed: msgOf('seed'), gen: msgOf('gen'), tiles: msgOf('tiles') };
    $('gen').value = f.gen; $('tiles').value = f.tiles; $('n').value = f.n; $('seed').value = f.seed;
    loaded = (await generate()) && asGiven;
    for (const [k, m] of Object.entries(bad)) if (m) setMsg(k, m);
  }
  if (!lab) {
    $('gen').value = DEFAULTS.gen; $('n').value = DEFAULTS.n; $('seed').value = DEFAULTS.seed;
    const keep = msgOf('generate');
    await generate();
    setMsg('generate', keep);
  }
  if (p.get('ops')) {
    if (loaded) await replayLink(p.get('ops'));
    else {
      fromLink('ops', `the switches were not replayed: they belong to ${described}, which could not be shown`);
    }
  }
  render(true);
}

// The link's switches replay as a job: clicks at once, plans made in slices, with progress and
// cancel (the page answers meanwhile, and the link keeps the whole history). An item that cannot
// be done stops the replay there, what came before staying done; so does Cancel.
async function replayLink(text) {
  const mine = lab;
  try {
    lab.replayBegin(text);
    render(true);
    const end = await runJob(lab, { container: $('job'), label: 'Replaying the link\'s switches' });
    if (lab !== mine) return;
    if (end === 'cancelled') {
      const kept = lab.ops();
      fromLink('ops', `replay cancelled: ${kept ? `kept ${kept}` : 'no switch kept'}; the rest was not replayed`);
    }
  } catch (e) { if (lab === mine) showError(e, 'ops', 'From the link: '); }
}

// ---- switching and plans ------------------------------------------------------------------------
function switchRail(k) {
  player.pause();
  try {
    lab.switchRail(k);
    setMsg('rail-no', '');
  } catch (e) { showError(e, 'rail-no'); return; }
  hovered = undefined;
  $('hover-text').textContent = '';
  render(true);
}

// Plan shatter, join or obfuscate: in slices with progress and cancel where the module plans
// as a job (a cancelled plan leaves the cover as it was, with no plan).
async function plan(kind) {
  player.pause();
  try {
    if (hasJobs(lab) && typeof lab.planBegin === 'function') {
      lab.planBegin(kind);
      const mine = lab;
      const end = await runJob(lab, { container: $('job'), label: `Planning ${kind}` });
      if (lab !== mine) return;
      if (end === 'cancelled') setMsg('plan', `Cancelled: no ${kind} plan; the cover is as it was.`);
      else setMsg('plan', '');
    } else {
      lab.plan(kind);
      setMsg('plan', '');
    }
  } catch (e) { showError(e, 'plan'); }
  render(true);
}

const player = createPlayer({
  speed,
  budgetMs: 12,
  chunk: 64,
  advance: (n) => { const from = lab.planPos(); return lab.seek(from + n) - from; },
  more: () => lab.planPos() < lab.planLen(),
  render: (now) => { if (lab) render(now); },
});

function stepOnce() { player.pause(); lab.step(); render(true); }
function back() { player.pause(); lab.back(); render(true); }
function reset() { player.pause(); lab.seek(0); render(true); }

// ---- export and import ----------------------------------------------------------------------
mountExchange($('exchange'), {
  name: () => {
    const s = state.get();
    const what = s.source === 'gen' ? `${s.gen}${s.tiles && s.tiles !== defaultTiles ? `-${s.tiles}-tiles` : ''}-${s.n}x${s.n}-seed${s.seed}` : s.source === 'walk' ? `walk-${s.board}-seed${s.seed}` : `imported-${s.rows}x${s.cols}`;
    return `cover-${what}${lab.ops() ? `-${lab.cycleCount()}-cycles` : ''}`;
  },
  layers: () => [$('cover'), $('rails'), $('graph')],
  text(format) {
    if (typeof lab.cyclesFlat !== 'function') throw Object.assign(new Error('this build of the page cannot read the cover\'s cycles yet; PNG works'), { field: 'export' });
    return wasm.exportCycles(lab.rows(), lab.cols(), lab.cyclesFlat(), format);
  },
  dropTarget: $('board-wrap'),
  what: 'a closed tour (matrix or JSON record) or a JSON cover',
  load(text) {
    const c = wasm.importCover(text);
    install(wasm.TourneyLab.fromCycles(c.rows, c.cols, c.flat), { source: 'imported', rows: c.rows, cols: c.cols, flat: c.flat, n: c.rows === c.cols ? String(c.rows) : `${c.rows}x${c.cols}` });
    setMsg('generate', '');
    return `Imported ${c.cycles === 1 ? 'a closed tour' : `a cover of ${c.cycles} cycles`} on ${c.rows}x${c.cols}.`;
  },
});

// ---- wiring ---------------------------------------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); generate(); });
// A generator the size does not suit is refused: the message stays and the menu goes back to
// the cover on screen.
$('gen').addEventListener('change', () => {
  showGenHelp();
  if (check(fields())) { generate(); return; }
  const s = state.get();
  if (s.source === 'gen') $('gen').value = s.gen; else { $('gen').value = ''; }
  showGenHelp();
  setMsg('generate', `Not generated; the menu shows the cover on screen again.`);
});
for (const id of ['n', 'seed']) $(id).addEventListener('input', () => check(fields()));
$('tiles').addEventListener('change', () => { showTiles(); if (check(fields())) generate(); });
newSeedButton(wasm, $('new-seed'), $('seed'), () => { if (check(fields())) generate(); });
$('show-rails').addEventListener('change', () => { lab.setShowRails($('show-rails').checked); render(true); });
$('show-graph').addEventListener('change', () => render(true));
$('switch-rail').addEventListener('click', () => {
  const t = $('rail-no').value.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) < 1) { setMsg('rail-no', `rail '${t}' is not a whole number; enter 1 to ${lab.railCount()}`); return; }
  switchRail(Number(t) - 1);
});
// The rail preview without a mouse: the rail in the Rail no. field is drawn and described as the
// pointer's would be, and announced; ↑/↓ move through the rails, Enter switches.
function preview(k, how) {
  hovered = k;
  drawHover();
  const text = k === undefined ? '' : `${lab.describeRail(k)} ${how}`;
  $('hover-text').textContent = text;
  $('rail-preview').textContent = text;
}
function railField() {
  const t = $('rail-no').value.trim();
  const k = Number(t);
  return /^\d{1,9}$/.test(t) && k >= 1 && k <= lab.railCount() ? k - 1 : undefined;
}
$('rail-no').addEventListener('input', () => preview(railField(), 'Press Enter to switch it.'));
$('rail-no').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') { e.preventDefault(); $('switch-rail').click(); return; }
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  const n = lab.railCount();
  if (n === 0) return;
  e.preventDefault();
  const k = railField();
  const next = k === undefined ? (e.key === 'ArrowDown' ? 0 : n - 1) : (k + (e.key === 'ArrowDown' ? 1 : n - 1)) % n;
  $('rail-no').value = String(next + 1);
  setMsg('rail-no', '');
  preview(next, 'Press Enter to switch it.');
});
for (const kind of ['shatter', 'join', 'obfuscate']) $(kind).addEventListener('click', () => plan(kind));
$('step').addEventListener('click', stepOnce);
$('back').addEventListener('click', back);
$('play').addEventListener('click', player.toggle);
$('to-end').addEventListener('click', player.toggleEnd);
$('reset').addEventListener('click', reset);
$('speed').addEventListener('input', () => { speed.show(); state.save(); });
$('scrub').addEventListener('input', () => { player.pause(); lab.seek(Number($('scrub').value)); render(true); });
// On a touch screen there is no pointing without clicking: a first tap on a rail previews it, a
// second tap on the same rail switches it.
let pointer = 'mouse';
for (const ev of ['pointerdown', 'pointermove']) $('cover').addEventListener(ev, (e) => { pointer = e.pointerType; });
$('cover').addEventListener('click', (e) => {
  const k = lab.railAt(e.offsetX, e.offsetY);
  if (k === undefined) { $('hover-text').textContent = 'No rail there: click nearer the middle of a rail (turn on Show rails to see them).'; return; }
  if (pointer === 'touch' && k !== hovered) { preview(k, 'Tap it again to switch it.'); return; }
  switchRail(k);
});
$('cover').addEventListener('mousemove', (e) => {
  if (pointer === 'touch') return;
  const k = lab.railAt(e.offsetX, e.offsetY);
  if (k === hovered) return;
  hovered = k;
  drawHover();
  $('hover-text').textContent = k === undefined ? '' : `${lab.describeRail(k)} Click to switch it.`;
});
$('cover').addEventListener('mouseleave', () => {
  if (pointer === 'touch') return;
  hovered = undefined; drawHover(); $('hover-text').textContent = '';
});
player.keys({ step: stepOnce, back, home: reset });
onResize(() => { resize(); render(true); });

speed.show();
setNumbering('parberry');
await loadUrl();
document.body.dataset.ready = 'true';
