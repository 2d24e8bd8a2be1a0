// The walk page: the shared page skeleton (www/shell/app.js) runs the form, the player, the
// boards, the jobs and the files; the lab (Rust's labs::walk) decides every field, sentence and
// pixel. What is wired here is the page's own: the fields that follow a rule menu, the board's
// focus (the keyboard's explorer), the player's state told to the lab, the knight's slide (an
// action per animation frame, never under reduced motion), the boards laid out again when a
// second board comes or goes, and Print.
import { startPage } from './shell/app.js';

const $ = (id) => document.getElementById(id);
const reduced = matchMedia('(prefers-reduced-motion: reduce)');
let app = null;
let playing = '';
let sliding = false;
let shown = '';

/** The ordering fields show for the rules that take one; a menu's help is its choice's. */
function follow() {
  for (const el of document.querySelectorAll('[data-rules]')) {
    const menu = document.querySelector(`select[name="${el.dataset.for}"]`);
    el.hidden = !el.dataset.rules.split(' ').includes(menu?.value);
  }
  for (const el of document.querySelectorAll('[data-help-for]')) {
    el.textContent = document.querySelector(`select[name="${el.dataset.helpFor}"]`)?.selectedOptions[0]?.title ?? '';
  }
}

function slide(now) {
  const reply = app.act({ do: 'slide', now }, { quiet: true });
  app.render(false);
  sliding = reply?.value === true;
  if (sliding) requestAnimationFrame(slide);
  else delete document.body.dataset.sliding;
}

function status(s) {
  app.form?.refresh();
  follow();
  const now = app.player?.playing ? (app.player.toEnd ? 'end' : 'play') : '';
  if (now !== playing) {
    playing = now;
    app.act({ do: 'playing', on: !!now, end: now === 'end' });
    return;
  }
  const out = (name) => s.outputs.find((o) => o.name === name);
  if (out('slide')?.shown && !sliding && !reduced.matches) {
    sliding = true;
    document.body.dataset.sliding = 'true';
    requestAnimationFrame(slide);
  }
  const { compare } = document.body.dataset;
  if (compare !== shown) {
    shown = compare;
    window.dispatchEvent(new Event('resize'));
  }
}

await startPage('walk', { before(a) { app = a; }, status });
document.addEventListener('change', (e) => { if (e.target.matches?.('select')) follow(); });
$('board').addEventListener('focus', () => app.act({ do: 'key', view: 'board', key: 'Focus' }));
$('print').addEventListener('click', () => window.print());
follow();
