#!/usr/bin/env bash
# The two builds of the wasm-opt before/after benchmark (`node tests/page/bench.mjs wasm-opt`),
# made in one run from the same compiled crate: the module as the page gets it (wasm-opt on, with
# Cargo.toml's [package.metadata.wasm-pack.profile.release] flags) into target/bench-pkg/opt,
# and the same with `wasm-pack --no-opt` into target/bench-pkg/noopt. The page's own build
# (tests/tools/build.sh, www/pkg) is not touched.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/tests/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
if [ ! -x tests/tools/node_modules/.bin/wasm-opt ]; then
    echo "build-wasm-opt-pair: no tests/tools/node_modules/.bin/wasm-opt; run tests/tools/setup.sh build" >&2
    exit 1
fi
conf() { python3 tests/tools/config.py "$@"; }
name="$(conf build.out-name)"
for variant in opt noopt; do
    extra=()
    [ "$variant" = noopt ] && extra=(--no-opt)
    wasm-pack --quiet build --mode no-install --no-pack \
        --target "$(conf build.target)" \
        --out-dir "target/bench-pkg/$variant" \
        --out-name "$name" \
        "--$(conf build.profile)" "${extra[@]}"
    echo "build-wasm-opt-pair: target/bench-pkg/$variant/${name}_bg.wasm" \
        "$(wc -c < "target/bench-pkg/$variant/${name}_bg.wasm") bytes" >&2
done
