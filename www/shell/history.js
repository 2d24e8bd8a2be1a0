// The one rule for what goes into the browser's history, the same on every page: the link is
// written after every change and replaces the address (stepping, playing, a speed or a switch
// fill no history); a view a person made anew (the lab's reply says `new_view`: a click that
// starts the walk elsewhere) is a new entry, the link before it kept as the entry before, so
// the browser's Back and Forward move between the views a person made, each at the step it
// was at. Entries made here carry a depth (history.state.made); the player's Back from its
// first position goes back to the view before when there is one of this page's.
//
// API
//   createHistory(link) -> {write(), made(before), canReturn(), back(), onReturn(fn)}
//     link(): the lab's link now (without '?')
//     write(): the address follows the link, replacing the entry
//     made(before): a new view: the entry now keeps `before` (the link before the change),
//       a new entry the link now
//     canReturn(): whether the entry before is a view of this page made here
//     back(): to the entry before (the browser's Back)
//     onReturn(fn): fn(search) after the browser's Back or Forward reached an entry

const address = (q) => (q ? `?${q}` : location.href.split(/[?#]/)[0]);

export function createHistory(link) {
  const depth = () => history.state?.made ?? 0;
  return {
    write() {
      const q = link();
      if ((q ? `?${q}` : '') !== location.search) history.replaceState(history.state, '', address(q));
    },
    made(before) {
      const q = link();
      if (q === before) return;
      history.replaceState(history.state, '', address(before));
      history.pushState({ made: depth() + 1 }, '', address(q));
    },
    canReturn: () => depth() > 0,
    back() { history.back(); },
    onReturn(fn) { window.addEventListener('popstate', () => fn(location.search)); },
  };
}
