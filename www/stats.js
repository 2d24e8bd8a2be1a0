// The statistics page: one row of the generator chooser per source of the lab's catalogue
// (Rust's labs::stats), laid out on the row template before the shared skeleton
// (www/shell/app.js) wires the form, the Worker, the charts and every output. Each row's
// controls are named after the lab's fields, which is how the form reads them and how an error
// finds its row.
import { startPage } from './shell/app.js';

const list = document.getElementById('gen-list');
const template = document.getElementById('gen-row');
const app = await startPage('stats', {
  before(app) {
    const rows = app.act({ do: 'catalogue' }, { quiet: true }).value;
    for (const r of rows) list.append(row(r));
    return rows;
  },
  // The form may have set the ticks (a link, a preset): the options follow them.
  status: () => list.querySelectorAll('.gen-row').forEach(options),
});

// A row's options (obfuscated, tiles) enable only while its generator is ticked.
function options(el) {
  const on = el.querySelector('.pick').checked;
  for (const c of el.querySelectorAll('.obf input, .tiles')) c.disabled = !on;
}
list.addEventListener('change', (e) => { if (e.target.matches('.pick')) options(e.target.closest('.gen-row')); });

// A control named for field `name` (its id too), described by its message and `more`.
function named(el, name, msg, more = []) {
  Object.assign(el, { name, id: name });
  msg.id = `${name}-msg`;
  el.setAttribute('aria-describedby', [...more, msg.id].join(' '));
}

function row(r) {
  const el = template.content.firstElementChild.cloneNode(true);
  const q = (sel) => el.querySelector(sel);
  el.dataset.name = r.name;
  const help = (sel, id, text) => { if (text) Object.assign(q(sel), { id, textContent: text }); else q(sel).remove(); return text ? [id] : []; };
  const about = [
    ...help('.about', `${r.pick}-help`, r.about),
    ...help('.deterministic', `${r.pick}-det`, r.note),
  ];
  if (!r.note) q('.tag').remove();
  named(q('.pick'), r.pick, q('.pick-msg'), about);
  q('.name').htmlFor = r.pick;
  q('.name').textContent = r.label;
  const tilesHelp = help('.tiles-help', `${r.pick}-tiles-help`, r.tiles_help);
  if (r.text) {
    named(q('.rule'), r.text, q('.rule-msg'));
    q('.rule').setAttribute('aria-label', r.text_label);
  } else { q('.rule').remove(); q('.rule-msg').remove(); }
  if (r.obf) Object.assign(q('.obf input'), { name: r.obf, id: r.obf }); else q('.obf').remove();
  if (r.tiles) {
    Object.assign(q('.tiles'), { name: r.tiles, id: r.tiles });
    q('.tiles').setAttribute('aria-describedby', tilesHelp.join(' '));
  } else q('.tiles-label').remove();
  return el;
}

// A Start the form refused (a field is wrong, and marked): the lab says so in the status line.
const setup = document.getElementById('setup');
setup.addEventListener('submit', () => { if (setup.dataset.edited === 'true') app.act({ do: 'refused' }); });
