// A lab's status on the page (Rust's page::status::Status): the status line (#status) and its
// details, one click away in a disclosure made under it (#status-details), the explanation beside the board (#explain), a line for assistive technology to say (#announce),
// and each named output on the element marked data-out="name": its text, data-* values,
// shown/hidden, enabled/disabled, pressed, value, max, link, and rows (a table's body or a
// list's items; a cell with an action is a button that sends it). Nothing is read from the text.
//
// API
//   showStatus(status, {act, quiet, chrome}) applies a status; act(action) is called when a
//     button cell is pressed; quiet: while playing, only what moves each frame (no live region);
//     chrome: the frame's words (the disclosure's summary)
//   say(words)                     the live region says `words` (once: a repeat says nothing)
import { $ } from './fields.js';

let said = '';
export function say(words) {
  const el = $('announce');
  if (!el || !words || words === said) return;
  said = words;
  el.textContent = words;
}

function setData(el, data) {
  for (const [k, v] of data ?? []) el.setAttribute(`data-${k}`, v);
}

function cell(c, tag, act) {
  const td = document.createElement(tag);
  setData(td, c.data);
  let holder = td;
  if (c.act) {
    const b = document.createElement('button');
    b.type = 'button';
    b.addEventListener('click', () => act(c.act));
    td.append(b);
    holder = b;
  }
  if (c.title) {
    holder.title = c.title;
    if (c.act) holder.setAttribute('aria-label', c.title);
  }
  if (c.swatch) {
    const s = document.createElement('span');
    s.className = 'swatch';
    // The page's styles pick the scheme's colour (frame.css, .swatch).
    s.style.setProperty('--swatch', c.swatch);
    if (c.swatch_dark) s.style.setProperty('--swatch-dark', c.swatch_dark);
    holder.append(s);
  }
  holder.append(c.text);
  return td;
}

// Rows into a fragment one by one, never spread into a call: a long table stays within the
// engine's limit on a call's arguments.
function fragment(rows, make) {
  const f = document.createDocumentFragment();
  for (const r of rows) f.append(make(r));
  return f;
}

function fillRows(el, rows, act) {
  // The same rows again leave the element as it is (and the focus where it is).
  const key = JSON.stringify(rows);
  if (el.shownRows === key) return;
  el.shownRows = key;
  if (el.tagName === 'UL' || el.tagName === 'OL') {
    el.replaceChildren(fragment(rows, (r) => {
      const li = document.createElement('li');
      setData(li, r.data);
      for (const c of r.cells) li.append(cell(c, 'span', act));
      return li;
    }));
    return;
  }
  const body = el.tagName === 'TABLE' ? (el.tBodies[0] ?? el.createTBody()) : el;
  body.replaceChildren(fragment(rows, (r) => {
    const tr = document.createElement('tr');
    setData(tr, r.data);
    r.cells.forEach((c, k) => tr.append(cell(c, r.head || (k === 0 && el.dataset.rowHeads !== undefined) ? 'th' : 'td', act)));
    return tr;
  }));
}

function output(o, act, quiet) {
  for (const el of document.querySelectorAll(`[data-out="${o.name}"]`)) {
    if (o.text !== undefined && el.textContent !== o.text) el.textContent = o.text;
    setData(el, o.data);
    if (o.shown !== undefined) el.hidden = !o.shown;
    if (o.enabled !== undefined) el.disabled = !o.enabled;
    if (o.pressed !== undefined) el.setAttribute('aria-pressed', String(o.pressed));
    if (o.max !== undefined) el.max = o.max;
    if (o.value !== undefined && !(document.activeElement === el && el.type !== 'range')) el.value = o.value;
    if (o.href !== undefined) el.href = o.href;
    if (o.rows !== undefined && !quiet) fillRows(el, o.rows, act);
  }
}

/** The disclosure under the status line, made once. */
function detailsBox(line, chrome) {
  let box = $('status-details');
  if (!box) {
    box = document.createElement('details');
    box.id = 'status-details';
    const summary = document.createElement('summary');
    summary.textContent = chrome?.details ?? '';
    const p = document.createElement('p');
    p.id = 'status-more';
    box.append(summary, p);
    line.after(box);
  }
  return box;
}

export function showStatus(status, { act, quiet = false, chrome = null }) {
  const line = $('status');
  if (line && line.textContent !== status.line) line.textContent = status.line;
  if (line) {
    const more = status.details ?? '';
    const box = more || $('status-details') ? detailsBox(line, chrome) : null;
    if (box) {
      box.hidden = !more;
      const p = box.querySelector('#status-more');
      if (p.textContent !== more) p.textContent = more;
    }
  }
  const explain = $('explain');
  if (explain && explain.textContent !== status.explain) explain.textContent = status.explain;
  for (const o of status.outputs) output(o, act, quiet);
  if (!quiet && status.say) say(status.say);
}
