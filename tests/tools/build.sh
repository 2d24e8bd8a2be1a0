#!/usr/bin/env bash
# Build the wasm module for the page: wasm-pack build --target web into www/pkg (settings from
# wasm-pack.toml). `--mode no-install`: wasm-pack uses wasm-bindgen and wasm-opt from PATH
# (tests/tools/setup.sh put them there) and never downloads anything.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"
conf() { python3 tests/tools/config.py "$@"; }
profile="$(conf build.profile)"
wasm-pack --quiet build --mode no-install --no-pack \
    --target "$(conf build.target)" \
    --out-dir "$(conf build.out-dir)" \
    --out-name "$(conf build.out-name)" \
    "--$profile" "$@"
echo "build: $(conf build.out-dir)/$(conf build.out-name)_bg.wasm" \
    "$(wc -c < "$(conf build.out-dir)/$(conf build.out-name)_bg.wasm") bytes" >&2
