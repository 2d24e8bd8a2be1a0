// The construction page's shell: wires the controls to the wasm ConstructLab
// (src/web/construct.rs over the core's construct::lab). It holds no algorithm: existence, the
// tour, the plan, every status sentence and every pixel come from Rust.
import init, * as wasm from './pkg/warnsdorff.js';
import { playbackKeys, speedControl } from './shell/playback.js';
import { setMsg } from './shell/fields.js';

const $ = (id) => document.getElementById(id);
const speed = speedControl($('speed'), $('speed-out'), ['step', 'steps']);
const KINDS = ['best', 'closed', 'corner-missed', 'open'];

let lab = null;       // the wasm ConstructLab on show (null: the board has an error)
let playing = false;
let carry = 0;
let lastT = 0;
let ctx = null;

await init();
window.__construct = { wasm, lab: () => lab };

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
      b.addEventListener('click', () => {
        $('rows').value = String(n + 1); $('cols').value = String(m + 1); $('kind').value = 'best';
        build({ step: 'end' });
      });
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
function showExists() {
  markFig5();
  try {
    const line = wasm.constructExists($('rows').value, $('cols').value);
    $('exists').textContent = line;
    $('exists').dataset.kind = line.split(' ')[0];
    setMsg('rows', ''); setMsg('cols', '');
    return true;
  } catch (e) {
    setMsg(e.field || 'rows', e.message);
    $('exists').textContent = '';
    return false;
  }
}

/** Build the board in the fields; `step` is a position or 'end'. On error the message goes
 *  next to its field and the board shown stays. */
function build({ step = 'end' } = {}) {
  pause();
  if (!showExists()) return false;
  let next;
  try {
    next = new wasm.ConstructLab($('rows').value, $('cols').value, $('kind').value);
  } catch (e) {
    setMsg(e.field || 'kind', e.message);
    return false;
  }
  setMsg('kind', '');
  if (lab) lab.free();
  lab = next;
  lab.seek(step === 'end' ? lab.steps() - 1 : Math.max(0, Number(step) || 0));
  resize();
  render();
  return true;
}

// ---- drawing -------------------------------------------------------------------------------
function resize() {
  const c = $('board');
  const wrap = $('board-wrap');
  const availW = Math.max(280, wrap.clientWidth - 8);
  const availH = Math.max(280, window.innerHeight - 40);
  const rows = lab.rows(); const cols = lab.cols();
  const cell = Math.min(availW / cols, availH / rows, 48);
  const w = Math.max(1, Math.floor(cols * cell)); const h = Math.max(1, Math.floor(rows * cell));
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  c.width = Math.min(4000, Math.round(w * dpr)); c.height = Math.min(4000, Math.round(h * dpr));
  c.style.width = `${w}px`; c.style.height = `${h}px`;
  c.setAttribute('aria-label', `the ${rows}×${cols} board`);
  ctx = c.getContext('2d');
}

function render() {
  if (!lab) return;
  try { lab.draw(ctx, $('board').width, $('board').height); } catch (e) { $('status').textContent = e.message; return; }
  const last = lab.steps() - 1;
  const pos = lab.step();
  $('status').textContent = lab.status();
  $('scrub').max = String(last); $('scrub').value = String(pos);
  $('scrub').disabled = last === 0;
  $('scrub-out').textContent = lab.hasPlan() ? `${pos} of ${last}` : 'no plan on this board';
  $('back').disabled = $('home').disabled = pos === 0;
  $('step').disabled = $('end').disabled = pos >= last;
  $('play').disabled = last === 0;
  $('play').textContent = playing ? 'Pause' : 'Play';
  $('play').setAttribute('aria-pressed', String(playing));
  if (!playing) saveUrl();
}

// ---- playback ------------------------------------------------------------------------------
function pause() { playing = false; }
function play() {
  if (!lab || lab.steps() <= 1) return;
  if (lab.step() >= lab.steps() - 1) lab.seek(0);
  playing = true; carry = 0; lastT = performance.now();
  requestAnimationFrame(tick);
  render();
}
function tick(t) {
  if (!playing || !lab) return;
  carry += ((t - lastT) / 1000) * speed.perSecond();
  lastT = t;
  let moved = false;
  while (carry >= 1) {
    carry -= 1;
    if (!lab.forward()) { playing = false; break; }
    moved = true;
  }
  if (moved || !playing) render();
  if (playing) requestAnimationFrame(tick); else render();
}
const toggle = () => (playing ? (pause(), render()) : play());
const stepOn = () => { pause(); if (lab) { lab.forward(); render(); } };
const stepBack = () => { pause(); if (lab) { lab.back(); render(); } };
const home = () => { pause(); if (lab) { lab.seek(0); render(); } };
const end = () => { pause(); if (lab) { lab.seek(lab.steps() - 1); render(); } };

$('play').addEventListener('click', toggle);
$('step').addEventListener('click', stepOn);
$('back').addEventListener('click', stepBack);
$('home').addEventListener('click', home);
$('end').addEventListener('click', end);
$('scrub').addEventListener('input', () => { pause(); if (lab) { lab.seek(Number($('scrub').value)); render(); } });
$('speed').addEventListener('input', () => { speed.show(); saveUrl(); });
playbackKeys({ toggle, step: stepOn, back: stepBack, faster: () => { speed.by(1); saveUrl(); }, slower: () => { speed.by(-1); saveUrl(); }, end, home });

$('setup').addEventListener('submit', (e) => { e.preventDefault(); build({ step: 'end' }); });
for (const id of ['rows', 'cols']) {
  $(id).addEventListener('input', showExists);
  $(id).addEventListener('change', () => build({ step: 'end' }));
}
$('kind').addEventListener('change', () => build({ step: 'end' }));
let resizeTimer = 0;
window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { if (lab) { resize(); render(); } }, 150); });

// ---- the URL holds the view: ?board=RxC&kind=K&step=S&speed=V ------------------------------
function saveUrl() {
  const p = new URLSearchParams();
  p.set('board', `${$('rows').value.trim()}x${$('cols').value.trim()}`);
  if ($('kind').value !== 'best') p.set('kind', $('kind').value);
  if (lab && lab.hasPlan()) p.set('step', String(lab.step()));
  if ($('speed').value !== '2') p.set('speed', $('speed').value);
  history.replaceState(null, '', `?${p}`);
}

function loadUrl() {
  const p = new URLSearchParams(location.search);
  const board = p.get('board');
  if (board) {
    const m = board.match(/^\s*(\d+)\s*[x×X]\s*(\d+)\s*$/);
    if (m) { $('rows').value = m[1]; $('cols').value = m[2]; } else setMsg('rows', `From the link: board '${board}' is not ROWSxCOLS`);
  }
  const kind = p.get('kind');
  if (kind && KINDS.includes(kind)) $('kind').value = kind;
  else if (kind) setMsg('kind', `From the link: kind '${kind}' is not one of ${KINDS.join(', ')}`);
  const sp = p.get('speed');
  if (sp !== null && /^\d+$/.test(sp) && Number(sp) <= 12) $('speed').value = sp;
  speed.show();
  return p.get('step') ?? 'end';
}

const step0 = loadUrl();
if (!build({ step: step0 })) {
  // The link's board was refused: show a default one, keep the message.
  const [r, c] = [$('rows').value, $('cols').value];
  $('rows').value = '12'; $('cols').value = '14';
  build({ step: 'end' });
  $('rows').value = r; $('cols').value = c;
  showExists();
}
document.body.dataset.ready = 'true';
