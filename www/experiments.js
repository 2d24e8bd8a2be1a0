// The experiments page: the shared page skeleton (www/shell/app.js) runs the forms, the Workers,
// the charts, the outputs and the csv; the lab (Rust's labs::experiments) decides every field,
// sentence, row and pixel. This script wires what is the page's own: the part a link's anchor
// names (#figure2, #timing), the charts of a part drawn once it is shown, the New seed buttons,
// and the native timings' table handed to the lab.
import { startPage } from './shell/app.js';

const anchor = location.hash.slice(1); // read before the skeleton writes the link
let app = null;
let shown = null;

app = await startPage('experiments', {
  before(a) { app = a; },
  // A part's charts are drawn by the frame after the status that shows them.
  status() {
    const part = app?.page.texts().section;
    if (part !== shown) { shown = part; setTimeout(() => app.render(true)); }
  },
});

if (anchor) app.act({ do: 'section', section: anchor });

// New seed: a fresh seed in the field, pending until its form is run.
for (const b of document.querySelectorAll('[data-seed-for]')) {
  b.addEventListener('click', () => {
    const field = document.getElementById(b.dataset.seedFor);
    const reply = app.act({ do: 'new-seed' }, { quiet: true });
    if (!reply) return;
    field.value = reply.value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// The native timings, recorded by the CLI: the table's text for the lab to read.
const table = document.querySelector('[data-out="native-file"]').href;
try {
  const res = await fetch(table);
  if (res.ok) app.act({ do: 'native', text: await res.text() });
  else app.act({ do: 'native', status: res.status, reason: res.statusText });
} catch (e) {
  app.act({ do: 'native', reason: e.message });
}
