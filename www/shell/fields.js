// Field messages shared by every page: an inline message next to the control it is about, and
// errors from the wasm layer routed on their `field` (src/web/error.rs), never on their text.
//
// Markup: a control with id X has its message in <span class="msg" id="X-msg" role="alert">.
//
// API
//   $(id)                             document.getElementById
//   setMsg(field, msg, input = #field) show (or clear, msg falsy) the message next to `field` and
//                                     mark the control (or `input`) aria-invalid while it stands
//   setNote(field, note)              words next to `field` about what it will do (class note:
//                                     not an error; the next setMsg replaces them)
//   msgOf(field)                      the message shown next to `field` ('' if none)
//   clearMsgs(fields)                 clear several
//   showError(err, fallback = 'status', prefix = '')
//                                     put err.message next to err.field when the error names one
//                                     (and the page has it), else next to `fallback`; returns the
//                                     field used. `status` is the page's status line (#status).
//   el(tag, attrs, ...children) -> Element
//                                     an element built without markup: attributes set one by one
//                                     (true: present, false/undefined: left out), strings
//                                     appended as text; nothing is ever parsed as HTML
//   checkAll(checks, clear = []) -> {field: message} | null
//                                     checks: [[field, () => wasmCheck()]]; each failure shown
//                                     next to its field (routed by err.field if it names one),
//                                     the other fields of `checks` and `clear` cleared; null when
//                                     all pass

export const $ = (id) => document.getElementById(id);

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  }
  e.append(...children.filter((c) => c !== null && c !== undefined));
  return e;
}

export function setMsg(field, msg, input = $(field)) {
  const out = $(`${field}-msg`) ?? (field === 'status' ? $('status') : null);
  if (out) { out.textContent = msg || ''; out.classList.remove('note'); }
  if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement || input instanceof HTMLTextAreaElement) {
    input.setAttribute('aria-invalid', msg ? 'true' : 'false');
  }
}

/** A note beside `field` (its message element): words about what it will do, not an error. */
export function setNote(field, note) {
  const out = $(`${field}-msg`);
  if (out) { out.textContent = note; out.classList.add('note'); }
}

export function msgOf(field) {
  return ($(`${field}-msg`) ?? (field === 'status' ? $('status') : null))?.textContent ?? '';
}

export function clearMsgs(fields) { for (const f of fields) setMsg(f, ''); }

/** The field an error belongs to: its own `field` when the page has that control, else `fallback`. */
export function fieldOf(err, fallback = 'status') {
  const f = err && typeof err.field === 'string' ? err.field : null;
  if (f && ($(`${f}-msg`) || f === 'status')) return f;
  return fallback;
}

export function showError(err, fallback = 'status', prefix = '') {
  const field = fieldOf(err, fallback);
  const text = typeof err?.message === 'string' ? err.message : String(err);
  setMsg(field, `${prefix}${text}`);
  return field;
}

export function checkAll(checks, clear = []) {
  const errs = {};
  for (const [field, fn] of checks) {
    try { fn(); } catch (e) { const f = fieldOf(e, field); errs[f] ??= e.message; }
  }
  for (const f of [...checks.map(([field]) => field), ...clear]) setMsg(f, errs[f]);
  for (const [f, m] of Object.entries(errs)) setMsg(f, m);
  return Object.keys(errs).length === 0 ? null : errs;
}
