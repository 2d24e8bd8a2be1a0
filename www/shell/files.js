// Export and import, on every page alike: a panel marked data-exchange="view" gets a button per
// format of its data-formats (png: the view's canvases flattened; the others: the lab's export
// action, whose reply is the file; a file of bytes, an animated GIF, is made by the lab's job
// and taken when it ends: app.js), and with data-import an Import… button, a dialog to paste a
// text or pick a file, and drops on the view; the text goes to the lab's import action, whose
// error names the line and square (the line is selected in the dialog). Every word is the
// frame's (Rust's page::words::CHROME) or the lab's: a lab may say what its import takes through
// the outputs import-help and import-paste, and the panel's data-accept the files it reads.
//
// API
//   buildGifForms(chrome) · wireFiles(page, chrome, act) · save(page, file, view, chrome) · download(name, blob)

import { $, el, setMsg, showError } from './fields.js';
import { canRecord, recordGif } from './video.js';

const MIME = { png: 'image/png', svg: 'image/svg+xml', matrix: 'text/plain', json: 'application/json', csv: 'text/csv', webm: 'video/webm' };

export function download(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

function flatten(canvases) {
  const [first] = canvases;
  const c = document.createElement('canvas');
  c.width = first.width; c.height = first.height;
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, c.width, c.height);
  for (const l of canvases) if (!l.hidden) g.drawImage(l, 0, 0, c.width, c.height);
  return new Promise((resolve, reject) => c.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}

/** Save the file of a lab's reply (a PNG is made from the view's canvases; a WebM video
 * recorded from the animated GIF the lab made, its words beside #export-webm meanwhile). */
export async function save(page, file, view, chrome) {
  if (file.mime === MIME.webm) {
    setMsg('export-webm', chrome?.recording ?? '');
    try { download(file.name, await recordGif(file.bytes)); } finally { setMsg('export-webm', ''); }
    return;
  }
  const blob = file.mime === MIME.png ? await flatten(page.canvases(view)) : new Blob([file.bytes ?? file.text], { type: file.mime });
  download(file.name, blob);
}

/** Each <form data-gif> (its heading and help written by the page) gets the GIF export's
 * fields, named for the lab's form, and its Export GIF and Export WebM buttons: one form of the
 * frame's words on every page that animates. Run before the form is wired. */
export function buildGifForms(chrome) {
  for (const form of document.querySelectorAll('form[data-gif]')) {
    Object.assign(form.dataset, { form: '', act: '{"do":"export","format":"gif"}' });
    const field = ([name, label]) => el('div', { class: 'field' },
      el('label', { for: name }, label),
      el('input', { id: name, name, inputmode: 'numeric', size: 5, 'aria-describedby': `${name}-msg` }),
      el('span', { class: 'msg', id: `${name}-msg`, role: 'alert' }));
    form.append(
      el('div', { class: 'row' }, ...chrome.gif_fields.map(field),
        el('div', { class: 'field' },
          el('button', { type: 'submit', id: 'export-gif' }, chrome.export_gif),
          el('button', { type: 'submit', id: 'export-webm', 'data-act': '{"do":"export","format":"webm"}', 'aria-describedby': 'export-webm-msg' }, chrome.export_webm),
          el('span', { class: 'msg', id: 'export-webm-msg', role: 'status' }))),
      el('p', { class: 'muted', 'data-edits': '', 'aria-live': 'polite' }));
  }
}

/** Export WebM buttons stay, disabled with the reason, where the browser cannot record. */
function wireVideo(chrome) {
  if (canRecord()) return;
  for (const b of document.querySelectorAll('#export-webm')) {
    b.disabled = true;
    setMsg('export-webm', chrome.no_video);
  }
}

export function wireFiles(page, chrome, act) {
  wireVideo(chrome);
  for (const panel of document.querySelectorAll('[data-exchange]')) {
    const view = panel.dataset.exchange;
    const formats = (panel.dataset.formats ?? 'png svg matrix json').split(' ');
    const names = Object.fromEntries(chrome.formats);
    const buttons = formats.map((f) => el('button', { type: 'button', id: `export-${f}`, 'data-format': f, 'data-out': `export-${f}` }, names[f] ?? f));
    panel.replaceChildren(el('div', { class: 'field', role: 'group', 'aria-labelledby': 'export-label' },
      el('span', { id: 'export-label' }, chrome.export), ...buttons,
      el('span', { class: 'msg', id: 'export-msg', role: 'alert' })));
    for (const b of panel.querySelectorAll('[data-format]')) {
      b.addEventListener('click', async () => {
        setMsg('export', '');
        // The shell saves the file of the reply (app.js): saved here again, a PNG came twice.
        try { act({ do: 'export', format: b.dataset.format }, { raise: true }); } catch (e) { showError(e, 'export'); }
      });
    }
    if (panel.dataset.import !== undefined) wireImport(panel, chrome, act, document.querySelector(`[data-view="${view}"]`));
  }
}

function wireImport(panel, chrome, act, dropTarget) {
  const accept = panel.dataset.accept ?? '.txt,.json,text/plain,application/json';
  panel.append(
    el('div', { class: 'field' },
      el('button', { type: 'button', id: 'import', 'aria-haspopup': 'dialog' }, chrome.import),
      el('span', { class: 'help', id: 'import-help', 'data-out': 'import-help' }, chrome.import_help),
      el('span', { class: 'msg', id: 'import-msg', role: 'alert' })),
    el('p', { class: 'muted', id: 'import-done', 'aria-live': 'polite' }),
    el('dialog', { id: 'import-dialog', 'aria-labelledby': 'import-title' },
      el('form', { method: 'dialog', id: 'import-form' },
        el('h2', { id: 'import-title' }, chrome.import_title),
        el('label', { for: 'import-text', 'data-out': 'import-paste' }, chrome.import_paste),
        el('textarea', { id: 'import-text', rows: 12, cols: 50, spellcheck: 'false', 'aria-describedby': 'import-text-msg' }),
        el('span', { class: 'msg', id: 'import-text-msg', role: 'alert' }),
        el('div', { class: 'field' },
          el('label', { for: 'import-file' }, chrome.import_file),
          el('input', { type: 'file', id: 'import-file', accept })),
        el('div', { class: 'buttons' },
          el('button', { type: 'submit', id: 'import-load' }, chrome.load),
          el('button', { type: 'button', id: 'import-close' }, chrome.close)))));
  const dialog = $('import-dialog');
  const area = $('import-text');
  const pointAt = (err) => {
    if (!dialog.open || !Number.isInteger(err?.line)) return;
    const lines = area.value.split('\n');
    const start = lines.slice(0, err.line - 1).reduce((s, l) => s + l.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[err.line - 1]?.length ?? 0));
  };
  const load = (text) => {
    setMsg('import', ''); setMsg('import-text', '');
    try {
      const reply = act({ do: 'import', text }, { raise: true });
      $('import-done').textContent = reply?.say ?? '';
      if (dialog.open) dialog.close();
    } catch (e) {
      showError(e, 'import');
      if (dialog.open) { setMsg('import-text', e.message); pointAt(e); }
      $('import-done').textContent = '';
    }
  };
  $('import').addEventListener('click', () => { setMsg('import-text', ''); dialog.showModal(); area.focus(); });
  $('import-close').addEventListener('click', () => dialog.close());
  $('import-form').addEventListener('submit', (e) => { e.preventDefault(); load(area.value); });
  $('import-file').addEventListener('change', async () => {
    const file = $('import-file').files[0];
    if (file) { area.value = await file.text(); load(area.value); }
  });
  if (!dropTarget) return;
  dropTarget.addEventListener('dragover', (e) => { e.preventDefault(); dropTarget.classList.add('dropping'); });
  dropTarget.addEventListener('dragleave', () => dropTarget.classList.remove('dropping'));
  dropTarget.addEventListener('drop', async (e) => {
    e.preventDefault();
    dropTarget.classList.remove('dropping');
    const file = e.dataTransfer?.files?.[0];
    const t = file ? await file.text() : e.dataTransfer?.getData('text/plain');
    if (t) load(t);
  });
}
