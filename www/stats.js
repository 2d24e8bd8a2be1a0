// The statistics panel's shell: wires the fields to the worker (stats-worker.js) and shows what
// it posts. Every check of a field, every tour and every number comes from Rust (src/web/stats.rs);
// this file only lays out controls, progress, charts and the table.
import init, * as wasm from './pkg/warnsdorff.js';
import { barChart, COLORS } from './charts.js';
import { $, fieldOf, setMsg } from './shell/fields.js';
import { fromLink, linkParams, writeLink } from './shell/state.js';
import { newSeedButton } from './shell/seeds.js';
import { numberingSwitch } from './shell/compass.js';

const DEFAULTS = { board: '50x50', tours: '100', seed: '1', gens: ['warnsdorff-open', 'ordering:12345678'] };
const STATUS_EVERY_MS = 1000; // the aria-live status changes at most this often while running
const CHARTS_EVERY_MS = 250;  // charts and table are redrawn at most this often while running

await init();
// The chooser's rows, from the core's one catalogue of tour sources ([{name, syntax, description,
// paper, deterministic, closed, rule, sizes, maxSide}]): one row per source, except that the rule
// sources after the first are reached by editing the first one's rule text.
const sources = wasm.sourceCatalogue();
// Parberry's Tables 1-2 and the preset that reruns them ({numbering, thresholdSe, paperTours,
// tables, runs}), from Rust (src/stats/tables.rs).
const paper = wasm.parberryTables();
const gens = sources.filter((s, i) => !s.rule || i === sources.findIndex((t) => t.rule));

let worker = null;
let jobId = 0;
let running = false;
let last = null;           // the last progress message from the worker
let names = [];            // generator names of the job on show
let drawQueued = false;
let lastStatusAt = 0;
let lastChartsAt = 0;
let numbering = 'squirrel'; // the move numbering on screen (Rust's Numbering key), as on the walk page
let presetShown = false;    // the Tables 1-2 preset is what is on screen (its panel, its link)
let presetJob = false;      // the job on show is the preset's
window.warnsdorffStats = { wasm, last: () => last, running: () => running, messages: 0, numbering: () => numbering };

// ---- the move numbering on screen: one per page, named, switchable; the compass shows it ------
// The bars and columns are counted in Parberry's numbering; their order and labels come from Rust.
const numberings = numberingSwitch(wasm, { select: $('numbering'), compass: $('compass'), caption: $('compass-cap'), fallback: 'squirrel' });
const numberingName = () => numberings.name(numbering);
function setNumbering(key) {
  numbering = key;
  numberings.show(key);
  const f = wasm.barLabels(key, false);
  const r = wasm.barLabels(key, true);
  document.querySelectorAll('#table th.col-i').forEach((th, k) => { th.innerHTML = `f<sub>${f[k]}</sub> r<sub>${r[k]}</sub>`; });
  $('table-cap').textContent = `Mean ± SD per move (f, moves ${f[0]}–${f[7]}) and turn (r, 0 = repeat, ${key === 'parberry' ? 'counterclockwise' : 'clockwise'}), ${numberingName()}`;
  lastChartsAt = 0;
  render();
  if (presetShown && !(presetJob && last)) paperTable(null);
}

// ---- the generator chooser ------------------------------------------------------------------
const list = $('gen-list');
gens.forEach((g, i) => {
  const row = document.createElement('div');
  row.className = 'gen-row';
  row.dataset.name = g.name;
  const help = `gen-${i}-help`;
  let html = `<input type="checkbox" id="gen-${i}" aria-describedby="${help} gen-${i}-msg">`
    + `<label for="gen-${i}">${g.rule ? 'rule' : g.name}</label>`;
  if (g.rule) html += `<input id="gen-${i}-rule" size="20" value="${g.name}" aria-label="Rule to compare (ordering:NNNNNNNN, pohl, lookahead, nineteen)">`;
  if (g.closed) html += `<label class="obf" title="obfuscate every tour (Parberry §7)"><input type="checkbox" id="gen-${i}-obf"> obfuscated</label>`;
  // Base tiles (divide, divide-tourney): the choices and their words come from Rust's catalogue.
  if (g.tiles.length) {
    html += `<label class="tiles" for="gen-${i}-tiles">tiles</label><select id="gen-${i}-tiles" aria-describedby="gen-${i}-tiles-help">`
      + g.tiles.map((t) => `<option value="${t.name}">${t.name}</option>`).join('') + '</select>';
  }
  html += `<span class="help" id="${help}">${g.description}</span>`;
  if (g.tiles.length) html += `<span class="help" id="gen-${i}-tiles-help">Tiles: ${g.tiles.map((t) => `${t.name}: ${t.description}`).join(' ')}</span>`;
  if (g.deterministic) html += `<span class="deterministic" id="gen-${i}-det">deterministic: every tour it makes is the same, whatever the seed, so the spread (SD) is 0</span>`;
  html += `<span class="msg" id="gen-${i}-msg" role="alert"></span>`;
  row.innerHTML = html;
  list.append(row);
});
const ruleIndex = gens.findIndex((g) => g.rule);


/** The chosen generators: [{index, name, obfuscate}]. */
function chosen() {
  const out = [];
  gens.forEach((g, i) => {
    if (!$(`gen-${i}`).checked) return;
    const name = g.rule ? $(`gen-${i}-rule`).value.trim() : withTiles(g, $(`gen-${i}-tiles`)?.value);
    out.push({ index: i, name, obfuscate: Boolean($(`gen-${i}-obf`)?.checked) });
  });
  return out;
}

// A source's name with its tiles: `divide:parberry`; the default tiles keep the plain name.
function withTiles(g, tiles) {
  return tiles && g.tiles.length && tiles !== g.tiles[0].name ? `${g.name}:${tiles}` : g.name;
}

function fields() {
  return { board: $('board').value.trim(), tours: $('tours').value.trim(), seed: $('seed').value.trim(), shatter: $('shatter').value, gens: chosen() };
}

// Check every field (in Rust); messages go next to the fields. Returns the canonical fields or null.
function check(f) {
  let ok = true;
  // `row`: a generator's own error belongs to its row, whatever field the module names for it.
  const attempt = (field, fn, input, row = false) => {
    try { const v = fn(); setMsg(field, '', input); return v; } catch (e) { const to = row ? field : fieldOf(e, field); setMsg(to, e.message, to === field ? input : undefined); ok = false; return null; }
  };
  const board = attempt('board', () => wasm.parseStatsBoard(f.board));
  attempt('tours', () => wasm.parseTours(f.tours));
  const seed = attempt('seed', () => wasm.parseSeed(f.seed));
  gens.forEach((g, i) => setMsg(`gen-${i}`, '', $(`gen-${i}-rule`)));
  const canon = [];
  for (const g of f.gens) {
    const input = $(`gen-${g.index}-rule`);
    if (board === null) { canon.push(g.name); continue; }
    const name = attempt(`gen-${g.index}`, () => wasm.checkGenerator(g.name, board, g.obfuscate), input, true);
    canon.push(name ?? g.name);
  }
  if (f.gens.length === 0) { setMsg('gens', 'Choose at least one generator (two or more to compare).', null); ok = false; } else setMsg('gens', '', null);
  return ok ? { board, tours: f.tours, seed, shatter: f.shatter, gens: f.gens.map((g, k) => ({ name: canon[k], obfuscate: g.obfuscate })) } : null;
}

// ---- the URL holds every setting -------------------------------------------------------------
// Here the settings are what is on screen (the charts show the run they started, named in the
// status), so the link is written from the form.
function saveUrl() {
  const f = fields();
  const obf = f.gens.filter((g) => g.obfuscate).map((g) => g.name);
  const link = [['gens', f.gens.map((g) => g.name).join(',')], ['board', f.board], ['tours', f.tours], ['seed', f.seed], ['obf', obf.join(',')]];
  if (numbering !== 'squirrel') link.push(['numbering', numbering]);
  if (f.shatter !== 'disjoint') link.push(['shatter', f.shatter]);
  if (presetShown) link.push(['preset', 'parberry-tables']);
  writeLink(link);
}

// Read the URL into the fields; anything not understood is reported next to its field and
// replaced by the default.
function loadUrl() {
  const p = linkParams();
  const take = (key, parse) => {
    if (!p.has(key)) return DEFAULTS[key];
    try { parse(p.get(key)); return p.get(key); } catch (e) { fromLink(fieldOf(e, key), e.message); return DEFAULTS[key]; }
  };
  const board = take('board', wasm.parseStatsBoard);
  const tours = take('tours', wasm.parseTours);
  const seed = take('seed', wasm.parseSeed);
  if (p.has('shatter')) {
    const v = p.get('shatter').trim().toLowerCase();
    if ([...$('shatter').options].some((o) => o.value === v)) $('shatter').value = v;
    else fromLink('shatter', `shatter '${p.get('shatter')}' is not known; choose disjoint or sequential`);
  }
  if (p.has('numbering')) {
    try { setNumbering(wasm.parseNumbering(p.get('numbering'))); } catch (e) { fromLink(fieldOf(e, 'numbering'), e.message); }
  }
  const bad = [];
  let wanted = p.has('gens') ? p.get('gens').split(',').map((s) => s.trim()).filter(Boolean) : DEFAULTS.gens;
  const obf = new Set((p.get('obf') || '').split(',').filter(Boolean));
  const ticks = [];
  let ruleTaken = false;
  for (const name of wanted) {
    let i = gens.findIndex((g) => !g.rule && g.name === name);
    // `divide:parberry`: a source that takes tiles, with its tiles (checked in Rust).
    const [base, tiles] = name.split(':');
    const tiled = gens.findIndex((g) => !g.rule && g.tiles.length && g.name === base);
    if (i < 0 && tiled >= 0 && tiles !== undefined) {
      try { wasm.checkGenerator(name, board, false); } catch (e) { bad.push(e.message); continue; }
      i = tiled;
      $(`gen-${i}-tiles`).value = tiles.trim().toLowerCase();
    }
    if (i < 0) {
      try {
        const canon = wasm.checkGenerator(name, board, false);
        if (ruleTaken) { bad.push(`${name}: one rule at a time`); continue; }
        if (canon === 'warnsdorff-open') { i = gens.findIndex((g) => g.name === 'warnsdorff-open'); } else { i = ruleIndex; ruleTaken = true; $(`gen-${i}-rule`).value = canon; }
      } catch (e) { bad.push(e.message); continue; }
    }
    ticks.push(i);
    if (obf.has(name) && $(`gen-${i}-obf`)) $(`gen-${i}-obf`).checked = true;
  }
  if (ticks.length === 0 && wanted.length) { for (const name of DEFAULTS.gens) ticks.push(gens.findIndex((g) => g.name === name)); }
  for (const i of ticks) $(`gen-${i}`).checked = true;
  $('board').value = board; $('tours').value = tours; $('seed').value = seed;
  if (bad.length) fromLink('gens', bad.join('; '));
  if (p.has('preset')) {
    if (p.get('preset') === 'parberry-tables') showPreset(true);
    else fromLink('gens', `preset '${p.get('preset')}' is not known; the one preset is parberry-tables`);
  }
  saveUrl();
}

// ---- running -----------------------------------------------------------------------------------
function start() {
  const f = check(fields());
  saveUrl();
  if (!f) { $('status').textContent = 'Not started: fix the marked field.'; return; }
  if (!worker) {
    worker = new Worker(new URL('./stats-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = onMessage;
    worker.onerror = (e) => { running = false; $('status').textContent = `The worker failed: ${e.message}`; buttons(); };
  }
  jobId += 1;
  showPreset(false);
  presetJob = false;
  saveUrl();
  names = f.gens.map((g) => g.name + (g.obfuscate ? (f.shatter === 'sequential' ? ' (obfuscated, sequential shatter)' : ' (obfuscated)') : ''));
  last = null;
  lastChartsAt = 0;
  running = true;
  window.warnsdorffStats.messages = 0;
  worker.postMessage({ type: 'start', id: jobId, gens: f.gens, board: f.board, tours: f.tours, seed: f.seed, shatter: f.shatter });
  $('status').textContent = `Running ${names.length} generator${names.length === 1 ? '' : 's'} on ${f.board}, ${f.tours} tours each, seed ${f.seed}…`;
  lastStatusAt = performance.now();
  $('progress-list').innerHTML = names.map((n, k) => `<div class="prog"><span class="swatch" style="background:${COLORS[k % COLORS.length]}"></span>`
    + `<label for="progress-${k}">${esc(n)}</label><progress id="progress-${k}" max="1" value="0"></progress>`
    + `<span class="prog-text" id="progress-${k}-text">starting…</span></div>`).join('');
  buttons();
}

// ---- Parberry's Tables 1-2: the preset -------------------------------------------------------
function showPreset(on) {
  presetShown = on;
  $('paper-panel').hidden = !on;
  if (on && !presetJob) paperTable(null);
}

// One click: the preset's runs (sources, boards, tours and shatters are Rust's), with the seed
// field's seed.
function startPreset() {
  let seed;
  try { seed = wasm.parseSeed($('seed').value.trim()); setMsg('seed', '', $('seed')); } catch (e) { setMsg('seed', e.message, $('seed')); $('status').textContent = 'Not started: fix the seed.'; return; }
  if (!worker) {
    worker = new Worker(new URL('./stats-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = onMessage;
    worker.onerror = (e) => { running = false; $('status').textContent = `The worker failed: ${e.message}`; buttons(); };
  }
  jobId += 1;
  presetJob = true;
  showPreset(true);
  saveUrl();
  names = paper.runs.map((r) => `${r.label} (${r.n}x${r.n})`);
  last = null;
  lastChartsAt = 0;
  running = true;
  window.warnsdorffStats.messages = 0;
  worker.postMessage({ type: 'start', id: jobId, gens: paper.runs.map((r, k) => ({ preset: k })), seed });
  $('status').textContent = `Running Parberry's Tables 1–2: ${names.length} runs, seed ${seed}…`;
  lastStatusAt = performance.now();
  $('progress-list').innerHTML = names.map((n, k) => `<div class="prog"><span class="swatch" style="background:${COLORS[k % COLORS.length]}"></span>`
    + `<label for="progress-${k}">${esc(n)}</label><progress id="progress-${k}" max="1" value="0"></progress>`
    + `<span class="prog-text" id="progress-${k}-text">starting…</span></div>`).join('');
  paperTable(null);
  buttons();
}

// The side-by-side table: for each preset run the paper's f and r and the tool's, in the
// numbering on screen; the tool's cells beyond the threshold marked. `runs`: the worker's runs
// (null before any).
function paperTable(runs) {
  const th = paper.thresholdSe;
  $('paper-rule').textContent = `A tool cell is marked ≠ when it is more than ${th} standard errors from the paper's number `
    + `(the run's and the paper's ${paper.paperTours} tours combined, plus the paper's rounding to 4 decimals): by chance alone about 3 cells in 1,000. `
    + `The paper counts moves in Parberry's numbering; the columns show ${numberingName()}.`;
  // Columns in the numbering on screen; r4 (always 0, not in Table 2) left out.
  const cols = (rel) => { const o = wasm.barOrder(numbering, rel); const l = wasm.barLabels(numbering, rel); return [...o].map((i, k) => [i, l[k]]).filter(([i]) => !rel || i !== 4); };
  const order = { f: cols(false).map(([i]) => i), r: cols(true).map(([i]) => i) };
  const labels = { f: cols(false).map(([, l]) => l), r: cols(true).map(([, l]) => l) };
  const head = (kind) => order[kind].map((i, k) => `<th scope="col" data-i="${i}">${kind}<sub>${labels[kind][k]}</sub></th>`).join('');
  $('paper-table').tHead.innerHTML = `<tr><th scope="col">Run</th><th scope="col">Tours</th><th scope="col"></th>${head('f')}${head('r')}<th scope="col">Verdict</th></tr>`;
  $('paper-cap').textContent = `Parberry's Tables 1–2 (${paper.paperTours} tours a row) and this tool's runs, moves and turns in ${numberingName()}`;
  const labelOf = (kind, i) => labels[kind][order[kind].indexOf(i)];
  const rows = [];
  const verdicts = [];
  paper.runs.forEach((run, k) => {
    // Differing cells whose mirror the tool matches: the paper prints the two differently.
    const mirrored = [];
    const row = paper.tables[run.paper_row];
    const r = runs?.[k];
    const cmp = r && r.summary.tours > 0 ? wasm.compareParberry(k, r.summary) : null;
    const cell = (kind, i, from) => {
      const c = cmp?.[kind].find((x) => x.i === i);
      if (from === 'paper') {
        const v = kind === 'f' ? row.f[i] : row.r[i];
        return v === undefined || v === null ? '<td data-i="4" title="r4 is 0 in every closed tour: not in Table 2">—</td>' : `<td data-i="${i}">${v.toFixed(4)}</td>`;
      }
      if (!cmp) return `<td data-i="${i}">…</td>`;
      if (!c) return `<td data-i="${i}">${(kind === 'f' ? r.summary.moves : r.summary.relative).mean[i].toFixed(4)}</td>`;
      const m = c.mirror ?? null;
      const paperAt = (j) => (kind === 'f' ? row.f : row.r)[j].toFixed(4);
      const own = m === null ? '' : `; the paper's own ${kind}${labelOf(kind, m)} is ${paperAt(m)}, and the tool counts the two as one cell (every move both ways)`;
      const title = `${c.differs ? 'differs' : 'agrees'}: tool − paper = ${c.diff >= 0 ? '+' : ''}${c.diff.toFixed(4)}, allowed ±${c.allowed.toFixed(4)}${own}`;
      if (m !== null) mirrored.push(`${kind}${labelOf(kind, i)} ${paperAt(i)} against its own ${kind}${labelOf(kind, m)} ${paperAt(m)}`);
      return `<td data-i="${i}" data-diff="${c.diff}" class="${c.differs ? 'differs' : ''}" title="${title}">${c.tool.toFixed(4)}</td>`;
    };
    const line = (from) => order.f.map((i) => cell('f', i, from)).join('') + order.r.map((i) => cell('r', i, from)).join('');
    const verdict = cmp ? cmp.verdict : (r && !r.progress.done ? 'running' : '');
    const vclass = verdict === 'reproduced' ? 'reproduced' : verdict === 'differs' ? 'differs-v' : '';
    const vtext = cmp && verdict !== 'too few tours' ? `${verdict}${cmp.differing ? ` (${cmp.differing} of 15 cells)` : ''}` : verdict;
    rows.push(`<tr class="first paper" data-run="${k}" data-from="paper"><th scope="rowgroup" rowspan="2"><span class="swatch" style="background:${COLORS[k % COLORS.length]}"></span>${esc(run.label)}<br><span class="muted">${esc(row.algorithm)} ${run.n}×${run.n}${run.note ? ` · ${esc(run.note)}` : ''}</span></th>`
      + `<td>${paper.paperTours}</td><td class="src">paper</td>${line('paper')}<td class="verdict ${vclass}" rowspan="2" data-verdict="${verdict}">${esc(vtext)}</td></tr>`);
    rows.push(`<tr class="tool" data-run="${k}" data-from="tool"><td>${r ? int(r.progress.tours) : 0}</td><td class="src">tool</td>${line('tool')}</tr>`);
    if (cmp) {
      verdicts.push(`${run.label}: ${vtext}${mirrored.length
        ? `. ${mirrored.length === cmp.differing ? (cmp.differing === 1 ? 'It is' : 'Each is') : `${mirrored.length} of them ${mirrored.length === 1 ? 'is' : 'are'}`} a cell the paper prints apart from its mirror; the tool counts every move both ways, has one value for the pair, and matches the mirror: ${mirrored.join('; ')}`
        : ''}.`);
    }
  });
  $('paper-table').tBodies[0].innerHTML = rows.join('');
  $('paper-verdicts').replaceChildren(...(runs && last?.done ? verdicts : []).map((v) => { const li = document.createElement('li'); li.textContent = v; return li; }));
}

function cancel() {
  if (!running || !worker) return;
  worker.postMessage({ type: 'cancel', id: jobId });
  $('status').textContent = 'Cancelling…';
}

function onMessage(e) {
  const msg = e.data;
  if (msg.id !== jobId) return;
  if (msg.type === 'error') {
    running = false;
    // Routed on the error's field: a field of the run, else the generator's own row.
    const g = fields().gens[msg.index];
    if (['board', 'tours', 'seed'].includes(msg.field)) setMsg(msg.field, msg.message);
    else if (g) setMsg(`gen-${g.index}`, msg.message, $(`gen-${g.index}-rule`));
    $('status').textContent = `Not started: ${msg.message}`;
    buttons();
    return;
  }
  last = msg;
  window.warnsdorffStats.messages += 1;
  if (msg.done) { running = false; buttons(); render(); return; }
  if (!drawQueued) { drawQueued = true; requestAnimationFrame(() => { drawQueued = false; render(); }); }
}

function buttons() {
  $('cancel').disabled = !running;
  $('csv').disabled = !last || last.runs.every((r) => r.summary.tours === 0);
}

// ---- showing -----------------------------------------------------------------------------------
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const int = (n) => Math.round(n).toLocaleString('en-US');
function dur(ms) {
  if (ms === null || !Number.isFinite(ms)) return 'unknown';
  const s = ms / 1000;
  if (s < 1) return 'under a second';
  if (s < 90) return `${Math.round(s)} s`;
  if (s < 5400) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

function runText(r) {
  const p = r.progress;
  let t = `${int(p.tours)} of ${int(p.target)} tours · ${int(p.attempts)} attempts`;
  if (p.attempts > 0) {
    t += r.attemptRate > 0 ? ` (1 tour per ${(1 / r.attemptRate).toFixed(r.attemptRate > 0.1 ? 2 : 0)} attempts)` : ' (no tour yet)';
  }
  if (r.spent > 0) t += ` · ${r.rate >= 10 ? int(r.rate) : r.rate.toFixed(2)} tours/s, ${int(r.attemptsPerSec)} attempts/s`;
  if (p.stopped) t += ` · stopped: ${p.stopped}`;
  else if (p.done) t += ' · done';
  else if (r.eta === null) t += ' · time left unknown until a tour is found';
  else t += ` · about ${dur(r.eta)} left${p.tours < 10 ? ` (rough: from ${p.tours} tour${p.tours === 1 ? '' : 's'})` : ''}`;
  return t;
}

function render() {
  if (!last) return;
  const runs = last.runs;
  runs.forEach((r, k) => {
    const bar = $(`progress-${k}`);
    if (!bar) return;
    bar.max = r.progress.target; bar.value = r.progress.tours;
    $(`progress-${k}-text`).textContent = runText(r);
  });
  const tours = runs.reduce((s, r) => s + r.progress.tours, 0);
  const target = runs.reduce((s, r) => s + r.progress.target, 0);
  const now = performance.now();
  if (last.done) {
    const each = runs.map((r, k) => `${names[k]} ${int(r.progress.tours)}`).join(', ');
    $('status').textContent = last.cancelled
      ? `Cancelled after ${int(tours)} tour${tours === 1 ? '' : 's'} (${each}); the numbers below are for the tours counted.`
      : `Done: ${int(tours)} tours (${each}) in ${dur(last.elapsed)}.`;
    lastStatusAt = now;
  } else if (now - lastStatusAt > STATUS_EVERY_MS) {
    lastStatusAt = now;
    const etas = runs.filter((r) => !r.progress.done).map((r) => r.eta);
    const left = etas.some((x) => x === null) ? 'time left unknown until every generator has a tour' : `about ${dur(etas.reduce((s, x) => s + x, 0))} left`;
    $('status').textContent = `Running: ${int(tours)} of ${int(target)} tours, ${left}.`;
  }
  if (!last.done && now - lastChartsAt < CHARTS_EVERY_MS) { buttons(); return; }
  lastChartsAt = now;
  // Bars and columns in the numbering on screen: order[k] is the Parberry index shown k-th.
  const order = { moves: wasm.barOrder(numbering, false), relative: wasm.barOrder(numbering, true) };
  const labels = { moves: wasm.barLabels(numbering, false), relative: wasm.barLabels(numbering, true) };
  const series = (key) => runs.map((r, k) => ({ name: names[k], color: COLORS[k % COLORS.length], mean: [...order[key]].map((i) => r.summary[key].mean[i]), sd: [...order[key]].map((i) => r.summary[key].sd[i]) }))
    .filter((s, k) => runs[k].summary.tours > 0);
  const turn = numbering === 'parberry' ? 'counterclockwise' : 'clockwise';
  barChart($('chart-f'), { width: 720, title: `Move distribution f (${numberingName()})`, xLabel: `move i (${numberingName()})`, series: series('moves'), ref: 0.125, ticks: [...labels.moves] });
  barChart($('chart-r'), { width: 720, title: `Relative move distribution r (${numberingName()})`, xLabel: `relative move i: turns ${turn} (0 = repeat)`, series: series('relative'), ticks: [...labels.relative] });
  const rows = [];
  runs.forEach((r, k) => {
    const s = r.summary;
    for (const [kind, key, label] of [['f', 'moves', 'f'], ['r', 'relative', 'r']]) {
      // data-i: the index as counted (Parberry's); data-label: its number on screen.
      const cells = [...order[key]].map((i, k) => [s[key].mean[i], i, k]).map(([m, i, k]) => `<td data-i="${i}" data-label="${labels[key][k]}" data-mean="${m}" data-sd="${s[key].sd[i]}">${s.tours ? `${m.toFixed(4)}${s.tours > 1 ? `<span class="sd"> ±${s[key].sd[i].toFixed(3)}</span>` : ''}` : '–'}</td>`).join('');
      rows.push(`<tr data-gen="${esc(s.generator)}" data-kind="${kind}"><th scope="row"><span class="swatch" style="background:${COLORS[k % COLORS.length]}"></span>${esc(names[k])}</th>`
        + `<td>${int(s.tours)}</td><td>${int(s.attempts)}</td><td>${label}</td>${cells}</tr>`);
    }
  });
  $('table').tBodies[0].innerHTML = rows.join('');
  if (presetJob && presetShown) paperTable(runs);
  buttons();
}

function exportCsv() {
  if (!last) return;
  const text = wasm.statsCsv(last.runs.map((r) => r.summary));
  const blob = new Blob([text], { type: 'text/csv' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  const s = last.runs[0].summary;
  a.download = `move-distributions-${s.board[0]}x${s.board[1]}-seed${s.seed}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

// ---- wiring ------------------------------------------------------------------------------------
$('setup').addEventListener('submit', (e) => { e.preventDefault(); start(); });
$('cancel').addEventListener('click', cancel);
$('csv').addEventListener('click', exportCsv);
$('preset').addEventListener('click', startPreset);
$('numbering').addEventListener('change', () => { setNumbering($('numbering').value); saveUrl(); });
newSeedButton(wasm, $('new-seed'), $('seed'), () => { check(fields()); saveUrl(); });
$('setup').addEventListener('input', () => { check(fields()); saveUrl(); });
document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && running) { e.preventDefault(); cancel(); } });

setNumbering('squirrel');
loadUrl();
document.body.dataset.ready = 'true';
