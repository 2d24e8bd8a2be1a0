#!/usr/bin/env bash
# `make dist`: the static site in dist/, ready to copy to any static server at any path.
# The wasm module is the release build without the `bench` feature (the page tests' module in
# www/pkg has it), built in its own target folder, target/dist: a cdylib's file name carries no
# hash of its features, so sharing target/ with the bench build could hand one build's module to
# the other. tests/tools/dist.py then lays out the site (the pages at the top, every script,
# style and the module under one folder named by their hash, the manifest and the service worker).
set -euo pipefail
cd "$(dirname "$0")/../.."
pkg=target/dist/pkg
rm -rf "$pkg"
CARGO_TARGET_DIR="$PWD/target/dist" BUILD_OUT_DIR="$pkg" tests/tools/build.sh
python3 tests/tools/dist.py --pkg "$pkg" --out dist
