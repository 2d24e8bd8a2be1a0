// The one rule for when an edit takes effect, the same on every page: a field inside one of the
// page's forms (<form data-form>) takes effect when its form is submitted (its button, or
// Enter), and until then it is marked pending (class "pending" on the control, its words beside
// it, and the form's [data-edits] line); a control outside the forms (a view switch: a
// numbering, a checkbox, the speed) takes effect at once. A form with data-act sends that action
// once its fields are applied (Run, Count, Start). Every control is found by its `name`, which is the
// name of a field of the lab's form (Rust's page::form); every check and every value comes from
// the lab.
//
// API
//   wireForm(page, chrome, {applied(how, form, submitter), failed(errors)}) -> {fill(), texts(), check(), refresh()}
//     applied(how, form, submitter): after a change took effect ('form' or 'control'; the form
//       submitted, and the button that submitted it);
//     failed(errors): after a submit was refused (each error is shown beside its field first)
//   value(el) / show(el, text): a control's text as a field sees it ('on'/'off' for a checkbox)
import { $, el, setMsg, setNote, showError } from './fields.js';

export const value = (el) => (el.type === 'checkbox' ? (el.checked ? 'on' : 'off') : el.value);

export function show(el, text) {
  if (el.type === 'checkbox') el.checked = text === 'on';
  else if (el.value !== text) el.value = text;
}

/** The page's menus filled from the lab's: each choice's value, label and help. */
function fillMenus(page) {
  for (const m of page.menus()) {
    for (const sel of document.querySelectorAll(`select[name="${m.field}"]`)) {
      sel.replaceChildren(...m.choices.map((c) => {
        const o = new Option(c.label, c.value);
        if (c.help) o.title = c.help;
        return o;
      }));
    }
  }
}

export function wireForm(page, chrome, { applied, failed }) {
  const forms = [...document.querySelectorAll('form[data-form]')];
  let shown = page.texts();
  const known = (el) => el.name && Object.hasOwn(shown, el.name) && !el.closest('[data-own]');
  const controls = () => [...document.querySelectorAll('input[name], select[name], textarea[name]')].filter(known);
  const formOf = (el) => forms.find((f) => f.contains(el)) ?? null;
  const inForm = (el) => formOf(el) !== null;
  const entries = (list) => list.map((el) => [el.name, value(el)]);
  const ofForm = (form) => controls().filter((el) => form.contains(el));

  function markPending() {
    for (const form of forms) {
      let any = false;
      for (const el of ofForm(form)) {
        const edited = value(el) !== shown[el.name];
        any ||= edited;
        el.classList.toggle('pending', edited);
        const field = el.closest('.field');
        if (field) { if (edited) field.dataset.pending = chrome.pending; else delete field.dataset.pending; }
      }
      form.dataset.edited = String(any);
      const line = form.querySelector('[data-edits]');
      if (line) line.textContent = any ? chrome.pending_form : '';
    }
  }

  /** Messages beside every field of `form` for its texts as they stand (nothing applied): what
   * is wrong, or else what the lab notes the texts would do (the memory a big board takes). */
  function check(form) {
    const list = ofForm(form);
    const errs = page.check(entries(list));
    const by = Object.fromEntries(errs.filter((e) => e.field).map((e) => [e.field, e.message]));
    const notes = errs.length ? {} : Object.fromEntries(page.notes(entries(list)).map((e) => [e.field, e.message]));
    for (const el of list) {
      setMsg(el.name, by[el.name] ?? '', el);
      if (!by[el.name] && notes[el.name]) setNote(el.name, notes[el.name]);
    }
    return errs;
  }

  function fill() {
    shown = page.texts();
    for (const el of controls()) { show(el, shown[el.name]); setMsg(el.name, '', el); }
    markPending();
  }

  fillMenus(page);
  fill();
  // What the link had wrong: beside its field, or (a key no field answers to, a field with no
  // message of its own) in one line above the status, which the status never overwrites.
  const loose = [];
  for (const e of page.linkErrors()) {
    const words = `${chrome.from_link}${e.message}`;
    if (e.field && $(`${e.field}-msg`)) setMsg(e.field, words);
    else loose.push(words);
  }
  if (loose.length) $('status')?.before(el('p', { class: 'msg', id: 'link-msg', role: 'alert' }, loose.join(' ')));

  for (const form of forms) {
    form.addEventListener('input', (e) => { if (known(e.target)) { markPending(); check(form); } });
    form.addEventListener('change', (e) => { if (known(e.target)) markPending(); });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      try {
        page.apply(entries(ofForm(form)));
      } catch (err) {
        for (const x of err.errors ?? [err]) showError(x, 'status');
        failed?.(err.errors ?? [err]);
        return;
      }
      for (const el of ofForm(form)) setMsg(el.name, '', el);
      shown = page.texts();
      for (const el of controls()) show(el, shown[el.name]);
      markPending();
      applied?.('form', form, e.submitter);
    });
  }
  // A view switch outside the form takes effect at once.
  const now = (e) => {
    const el = e.target;
    if (!known(el) || inForm(el)) return;
    try { page.apply([[el.name, value(el)]]); } catch (err) {
      showError(err, el.name);
      show(el, shown[el.name]);
      return;
    }
    setMsg(el.name, '', el);
    // A switch may set other fields too (a position sets the board, start and rule).
    refresh();
    applied?.('control');
  };
  document.addEventListener('change', now);
  document.addEventListener('input', (e) => { if (e.target.type === 'range') now(e); });
  /** After the lab changed what is on show: the controls follow, edits kept. */
  function refresh() {
    const before = shown;
    shown = page.texts();
    for (const el of controls()) {
      if (!inForm(el) || value(el) === before[el.name]) show(el, shown[el.name]);
    }
    markPending();
  }
  return {
    fill,
    check,
    texts: () => shown,
    refresh,
    submit: () => forms[0]?.requestSubmit(),
  };
}

export { $ };
