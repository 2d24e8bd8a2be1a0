#!/usr/bin/env python3
"""Serve www/ on http://HOST:PORT/ with the right types for ES modules and wasm.

usage: serve.py [--host H] [--port P] [--root DIR]
PORT 0 picks a free port. The first line printed is the URL (the page tests read it).
"""
import argparse
import functools
import http.server
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
        ".json": "application/json",
    }

    def end_headers(self):
        # A rebuilt wasm must never be mixed with a cached JS glue file.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8080)
    ap.add_argument("--root", default=str(ROOT / "www"))
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    handler = functools.partial(Handler, directory=args.root)
    httpd = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    httpd.verbose = not args.quiet
    host, port = httpd.server_address[:2]
    print(f"http://{host}:{port}/", flush=True)
    print(f"serving {args.root} (Ctrl-C to stop)", file=sys.stderr, flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
