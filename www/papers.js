// The papers page: one card per claim, laid out from the lab's catalogue (Rust's
// labs::papers) on the card template; the shared skeleton (www/shell/app.js) runs the forms,
// the Workers and every output. Each card's parts are named after its claim, which is how the
// lab's outputs find them.
import { startPage } from './shell/app.js';

// The cards first: the skeleton then finds their fields, forms and outputs.
const holder = document.getElementById('claims');
const template = document.getElementById('card');
const app = await startPage('papers', {
  before(app) {
    const list = app.act({ do: 'catalogue' }, { quiet: true }).value;
    for (const c of list) holder.append(card(c));
    return list;
  },
});

function card(c) {
  const a = template.content.firstElementChild.cloneNode(true);
  const q = (sel) => a.querySelector(sel);
  const out = (sel, name) => { q(sel).dataset.out = `${name}-${c.id}`; };
  a.id = `claim-${c.id}`;
  Object.assign(a.dataset, { id: c.id, seed: c.seed, cost: c.cost, out: `claim-${c.id}` });
  a.setAttribute('aria-labelledby', `h-${c.id}`);
  q('h2').id = `h-${c.id}`;
  q('.who').textContent = `${c.seed} ${c.authors}`;
  q('.where').textContent = `${c.place} · `;
  q('.where').append(Object.assign(document.createElement('code'), { textContent: c.id }));
  q('blockquote').textContent = `“${c.quote}”`;
  q('.paper-value').textContent = c.paper_value;
  for (const [sel, name] of [['.tool-value', 'tool'], ['.badge', 'badge'], ['.why', 'why'], ['.detail', 'detail'],
    ['a.lab', 'lab'], ['.job-status', 'job'], ['progress', 'progress'], ['.cancel', 'cancel']]) out(sel, name);
  q('.run-msg').id = `run-${c.id}-msg`;
  q('.run-msg').dataset.out = `run-${c.id}-msg`;
  q('form').dataset.act = JSON.stringify({ do: 'run', claim: c.id });
  q('.cancel').dataset.act = JSON.stringify({ do: 'cancel', claim: c.id });
  if (c.cost !== 'worker') for (const sel of ['.cancel', 'progress', '.job-status']) q(sel).remove();
  const p = c.param;
  if (!p) { q('.param').remove(); return a; }
  const name = `p-${c.id}`;
  const input = q('.param input');
  Object.assign(input, { id: name, name });
  input.setAttribute('aria-describedby', `${name}-help ${name}-msg`);
  q('.param label').htmlFor = name;
  q('.param label').textContent = p.label;
  Object.assign(q('.param .help'), { id: `${name}-help`, textContent: `${p.help} (default ${p.default})` });
  q('.param .msg').id = `${name}-msg`;
  return a;
}

// The claim the link focuses is brought into view.
const focused = document.querySelector('article.claim[data-focused="true"]:not([hidden])');
focused?.scrollIntoView({ block: 'start' });
window.warnsdorffPapers = { claims: app.own };
