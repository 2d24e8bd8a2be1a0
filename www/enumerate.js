// The Phadke page: the shared page skeleton (www/shell/app.js) runs the forms, the board, the
// Workers and every output; the lab (Rust's labs::enumerate) decides every field, sentence,
// table and pixel. This script keeps the end menu and the dash suggestions on the start and end
// as typed (the lab lists them), lets a whole row of the pairs' table count its pair, and sends
// the lab's first actions once the page is on screen.
import { startPage } from './shell/app.js';

const $ = (id) => document.getElementById(id);
let app = null;
let menuFor = null; // the start whose ends the end menu lists
let pairFor = null; // the start and end the dash suggestions are for

/** The end menu, the dash suggestions and their words for a start and end (as typed). */
function pair(start = $('start').value.trim(), end = $('end').value) {
  if (start === menuFor && `${start} ${end}` === pairFor) return;
  const p = app.act({ do: 'pair', start, end }, { quiet: true }).value;
  if (start !== menuFor) $('end').replaceChildren(...p.ends.map((c) => new Option(c, c)));
  $('end').value = p.end;
  menuFor = start;
  pairFor = `${start} ${p.end}`;
  $('start-list').replaceChildren(...p.starts.map((c) => new Option(c, c)));
  $('dash-list').replaceChildren(...p.dashes.map((d) => new Option(d, d)));
  $('dash-help').textContent = p.help;
}

await startPage('enumerate', {
  before(a) {
    app = a;
    const t = a.page.texts();
    pair(t.start, t.end);
  },
  status() {
    // The lab moved the start (a click on the board, a pair of the table): the menu follows.
    const t = app.page.texts();
    if (app.form && $('start').value.trim() === t.start && menuFor !== t.start) {
      pair(t.start, t.end);
      app.form.refresh();
    }
  },
});
$('start').addEventListener('input', () => pair());
$('end').addEventListener('change', () => pair());

// A click anywhere on a pair's row counts it, as the button in its first cell does.
$('pairs').addEventListener('click', (e) => {
  const row = e.target.closest('tbody tr');
  if (row && !e.target.closest('button')) row.querySelector('button')?.click();
});

// Once the page is on screen, the lab's first actions (the table's count; the linked solution).
requestAnimationFrame(() => setTimeout(() => {
  for (const a of app.act({ do: 'on-load' }, { quiet: true }).value) app.act(a);
}, 0));
