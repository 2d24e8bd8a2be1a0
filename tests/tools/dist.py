#!/usr/bin/env python3
"""Assemble the static site from www/ and a wasm build: the folder any static server can host.

usage: dist.py --pkg DIR [--out DIR]

  DIR given to --pkg holds the wasm-pack build (warnsdorff.js, warnsdorff_bg.wasm);
  --out (default dist/) is emptied and written:

    index.html, tourneys.html, ...   the pages, at the top, so their links to one another and
                                     the links people keep stay as they are
    v-HASH/                          everything the pages load: their scripts and styles, the
                                     shell, the wasm module and its glue, the Worker host
    data/                            the data the pages fetch (www/data)
    manifest.webmanifest, icon.svg   the web app manifest and its icon
    sw.js                            the service worker (www/sw.js with this deploy's version and
                                     files written in): every page offline after a first visit

Versioning: every asset lives under one folder named by the hash of all of them (their paths
and bytes). The pages' <script>/<link> references are rewritten to that folder; nothing inside
it is rewritten, because every reference there is relative (`import './fields.js'`, `'../pkg/
warnsdorff.js'`, `new URL('./worker.js', import.meta.url)`, the glue's `new URL('warnsdorff_bg.wasm',
import.meta.url)`) and so stays inside the folder. A browser holding an old deploy's module can
therefore never combine it with a new one: a new page names a new folder, and every module
graph, Worker included, is loaded from one folder. Hashing each file and rewriting the
specifiers inside the ES modules would let an unchanged wasm be kept across deploys, but it
means rewriting JavaScript; a `?v=` query would not reach the imports inside the modules.

Checks, failing the build: every relative reference of a page and every import of a script
resolves to a file that is shipped; none starts at the host's root (the site must work under
any sub-path); www/ holds exactly the pages, scripts and styles this script knows how to place.
"""
import argparse
import hashlib
import json
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
WWW = ROOT / "www"
# Files of the wasm-pack build the page loads (not its .d.ts, package.json or README).
PKG_FILES = ["warnsdorff.js", "warnsdorff_bg.wasm"]
# Shipped at the top, next to the pages, unversioned: their URLs must stay the same from one
# deploy to the next (the manifest and the service worker are found by those URLs).
TOP_FILES = ["manifest.webmanifest", "icon.svg"]
SW = "sw.js"
# The two lines of www/sw.js this build replaces.
SW_VERSION = re.compile(r"^const VERSION = .*;$", re.M)
SW_FILES = re.compile(r"^const FILES = .*;$", re.M)

ATTR = re.compile(r'\b(src|href)="([^"]*)"')
# A module's references to other files: static and dynamic imports, and URLs made relative to
# the module itself (the Worker host, the wasm).
IMPORT = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1"""
    r"""|new\s+URL\s*\(\s*(['"])([^'"]+)\3\s*,\s*import\.meta\.url"""
)


def fail(msg):
    print(f"dist: ERROR: {msg}", file=sys.stderr)
    sys.exit(1)


def is_relative(ref):
    return not re.match(r"^([a-z][a-z0-9+.-]*:|/|#)", ref, re.I)


def collect(pkg):
    """{path in the version folder: source file} for every asset, and the pages."""
    assets = {}
    for sub in ["", "shell/"]:
        for f in sorted((WWW / sub).glob("*")):
            if f.is_dir():
                continue
            name = sub + f.name
            if f.suffix in (".js", ".css") and name != SW:
                assets[name] = f
            elif f.suffix == ".html" and sub == "" or name in TOP_FILES or name == SW:
                pass
            else:
                fail(f"www/{name}: not a page, script or style; say in dist.py where it goes")
    for name in PKG_FILES:
        f = pkg / name
        if not f.is_file():
            fail(f"{f} is missing: build the wasm first")
        assets[f"pkg/{name}"] = f
    pages = sorted(WWW.glob("*.html"))
    return assets, pages


def version(assets):
    h = hashlib.sha256()
    for name in sorted(assets):
        data = assets[name].read_bytes()
        h.update(f"{name}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()[:12]


def check_imports(assets):
    """Every module reference inside the version folder resolves to a shipped file."""
    names = set(assets)
    for name, f in assets.items():
        if not name.endswith(".js"):
            continue
        text = f.read_text(encoding="utf-8")
        for m in IMPORT.finditer(text):
            ref = m.group(2) or m.group(4)
            if not is_relative(ref):
                fail(f"{name}: '{ref}' is not a relative reference")
            target = (pathlib.PurePosixPath(name).parent / ref).as_posix()
            parts = []
            for p in target.split("/"):
                if p == "..":
                    if not parts:
                        fail(f"{name}: '{ref}' leaves the site")
                    parts.pop()
                elif p not in ("", "."):
                    parts.append(p)
            if "/".join(parts) not in names:
                fail(f"{name}: '{ref}' names a file that is not shipped")


def rewrite_page(text, page, assets, pages, data, folder):
    def sub(m):
        attr, ref = m.groups()
        if ref.startswith("/"):
            fail(f"{page}: {attr}=\"{ref}\" starts at the host's root; the site must work under any sub-path")
        if not is_relative(ref):  # another site's address, a data: URL, an anchor
            return m.group(0)
        path = ref.split("?")[0].split("#")[0]
        if path in assets:
            return f'{attr}="{folder}/{ref}"'
        if path in pages or path in data or path in TOP_FILES or path == "":
            return m.group(0)
        fail(f"{page}: {attr}=\"{ref}\" names a file that is not shipped")

    text = ATTR.sub(sub, text)
    # The manifest: only the built site links it, so only the built site registers the service
    # worker (www/shell/boot.js), and `make serve`'s pages stay without one.
    link = '<link rel="manifest" href="manifest.webmanifest">\n'
    if "</head>" not in text:
        fail(f"{page}: no </head>")
    return text.replace("</head>", link + "</head>", 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pkg", required=True, type=pathlib.Path)
    ap.add_argument("--out", default=ROOT / "dist", type=pathlib.Path)
    args = ap.parse_args()
    out = args.out.resolve()
    if out == ROOT or out == WWW or ROOT.is_relative_to(out):
        fail(f"refusing to empty {out}")

    assets, pages = collect(args.pkg)
    check_imports(assets)
    folder = f"v-{version(assets)}"
    data = {f"data/{f.name}": f for f in sorted((WWW / "data").glob("*")) if f.is_file()}
    page_names = {p.name for p in pages}

    if out.exists():
        shutil.rmtree(out)
    (out / folder).mkdir(parents=True)
    for name, f in assets.items():
        dest = out / folder / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(f, dest)
    for name, f in data.items():
        dest = out / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(f, dest)
    for name in TOP_FILES:
        shutil.copyfile(WWW / name, out / name)
    for p in pages:
        text = rewrite_page(p.read_text(encoding="utf-8"), p.name, assets, page_names, data, folder)
        (out / p.name).write_text(text, encoding="utf-8")

    # The service worker: this deploy's version and every file to keep for offline use, relative
    # to sw.js. The version names the cache (a new deploy, a new cache, the old one deleted) and
    # changes with anything shipped: the folder's hash covers the assets, a second hash the pages,
    # the data, the manifest and the worker's own code, so that a change to a page alone still
    # gives sw.js new bytes, and the browser installs it and keeps the new page for offline use.
    files = (["./"] + sorted(page_names) + sorted(data) + TOP_FILES
             + [f"{folder}/{n}" for n in sorted(assets)])
    sw = (WWW / SW).read_text(encoding="utf-8")
    if len(SW_VERSION.findall(sw)) != 1 or len(SW_FILES.findall(sw)) != 1:
        fail(f"www/{SW}: the lines `const VERSION = ...;` and `const FILES = ...;` must appear once each")
    rest = {n: out / n for n in sorted(page_names) + sorted(data) + TOP_FILES}
    rest[SW] = WWW / SW
    deploy = f"{folder}-{version(rest)[:8]}"
    sw = SW_VERSION.sub(lambda _: f"const VERSION = {json.dumps(deploy)};", sw)
    sw = SW_FILES.sub(lambda _: f"const FILES = {json.dumps(files)};", sw)
    (out / SW).write_text(sw, encoding="utf-8")

    total = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"dist: {out} ({len(pages)} pages, {deploy}, {total} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
