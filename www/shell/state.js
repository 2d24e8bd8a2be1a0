// Page state shared by every page: one state object per page describes what is on screen; the
// form, the board and the address bar are views of it. The URL is written from the state (never
// from the form), and a choice the lab rejects puts the form back to the state.
//
// API
//   linkParams() -> URLSearchParams   the page's address-bar parameters
//   fromLink(field, msg)              a message next to `field` saying the link had `msg`
//   writeLink(entries)                replace the address bar's query with `entries` ([key, value]
//                                     pairs or an object; null/undefined/'' values left out)
//   pageState({toForm, toLink}) -> state
//     state.get()                     what is on screen
//     state.set(s)                    a new state is on screen: show it in the form, write the link
//     state.revert()                  put the form back to what is on screen (after a rejection)
//     state.save()                    rewrite the link (e.g. the step or the plan moved)
//   toForm(s) fills the controls from s; toLink(s) returns the link's entries (it may read the
//   lab for what moves while playing: the step, the switches made).

import { setMsg } from './fields.js';

export function linkParams() { return new URLSearchParams(location.search); }

export function fromLink(field, msg) { setMsg(field, `From the link: ${msg}`); }

export function writeLink(entries) {
  const list = Array.isArray(entries) ? entries : Object.entries(entries);
  const p = new URLSearchParams();
  for (const [k, v] of list) if (v !== null && v !== undefined && v !== '') p.set(k, String(v));
  const q = `?${p}`;
  if (q !== location.search) history.replaceState(null, '', q);
}

export function pageState({ toForm, toLink }) {
  let shown = null;
  return {
    get: () => shown,
    set(s) { shown = s; toForm(s); writeLink(toLink(s)); },
    revert() { if (shown) toForm(shown); },
    save() { if (shown) writeLink(toLink(shown)); },
  };
}
