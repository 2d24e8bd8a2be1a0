#!/usr/bin/env bash
# Build the wasm module for the page: wasm-pack build --target web into www/pkg (settings from
# wasm-pack.toml). `--mode no-install`: wasm-pack uses wasm-bindgen and wasm-opt from PATH and
# never downloads anything. tests/tools/setup.sh installed them: wasm-bindgen in ~/.cargo/bin,
# wasm-opt from npm's binaryen in tests/tools/node_modules/.bin (first on PATH, ahead of any
# older system wasm-opt). The wasm-opt flags are in Cargo.toml's
# [package.metadata.wasm-pack.profile.release].
# BUILD_OUT_DIR, when set, is the output folder instead of wasm-pack.toml's (`make dist` builds
# its own module there, without the `bench` feature, leaving www/pkg as it is).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/tests/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
if [ ! -x tests/tools/node_modules/.bin/wasm-opt ]; then
    echo "build: no tests/tools/node_modules/.bin/wasm-opt; run tests/tools/setup.sh build" >&2
    exit 1
fi
conf() { python3 tests/tools/config.py "$@"; }
profile="$(conf build.profile)"
out_dir="${BUILD_OUT_DIR:-$(conf build.out-dir)}"
wasm-pack --quiet build --mode no-install --no-pack \
    --target "$(conf build.target)" \
    --out-dir "$out_dir" \
    --out-name "$(conf build.out-name)" \
    "--$profile" "$@"
echo "build: $out_dir/$(conf build.out-name)_bg.wasm" \
    "$(wc -c < "$out_dir/$(conf build.out-name)_bg.wasm") bytes" >&2
