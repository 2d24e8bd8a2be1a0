// The service worker of the site `make dist` builds: tests/tools/dist.py writes this file beside
// the pages with the two lines below replaced by the deploy's version and its files. The pages of
// www/ register none (www/shell/boot.js registers it only where a page links the manifest, which
// only the built pages do); as it stands here it would keep nothing and answer from the network.
//
// Installed (on a first visit), it keeps every file of the deploy in a cache named after the
// deploy's version; activated, it deletes the caches of earlier deploys in its own scope (another
// copy of the site on the same host keeps its own) and takes over the open pages. It answers:
//   - the versioned files (`v-HASH/...`, every script, style and the wasm) from the cache: a file
//     under such a name never changes;
//   - the rest (the pages, whatever their query, the data, the manifest) from the network while
//     there is one, checked with the server, so a new deploy shows at once, and from the cache
//     when there is none.
const VERSION = 'dev';
const FILES = [];

const SCOPE = self.registration.scope;
const PREFIX = `warnsdorff ${SCOPE} `;
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Past the HTTP cache: a page kept there from the deploy before must not be stored as this one.
    await cache.addAll(FILES.map((f) => new Request(new URL(f, SCOPE), { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  if (request.url.startsWith(`${SCOPE}v-`)) {
    return (await cache.match(request)) ?? fetch(request);
  }
  try {
    // Asked of the server each time (a 304 when unchanged): a page kept in the HTTP cache from
    // the deploy before would name a version folder the server may no longer have.
    return await fetch(request.url, { cache: 'no-cache', redirect: request.redirect, credentials: request.credentials });
  } catch (err) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});
