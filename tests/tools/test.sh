#!/usr/bin/env bash
# `make test`: every test, each step timed; ends with one plain summary line.
# Steps run even after one fails, so a single run shows everything that is wrong.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

passed=(); failed=(); t0=$SECONDS

# The builds below (native debug and test, wasm32 test and release) take about 4.1 GB; a disk that
# fills mid-run shows up as linker crashes far from the cause, so say up front what is free.
free_kb="$(df -Pk . | awk 'NR == 2 { print $4 }')"
echo "make test: $((free_kb / 1024 / 1024)) GB free on the disk holding $(pwd)"
if [ "${free_kb:-0}" -lt $((5 * 1024 * 1024)) ]; then
    echo "make test: WARNING: under 5 GB free; a fresh run's target/ grows to about 4.1 GB"
fi
step() {
    local name="$1"; shift
    local s=$SECONDS
    printf '\n=== %s: %s\n' "$name" "$*"
    if "$@"; then passed+=("$name"); printf '=== %s: ok (%ss)\n' "$name" $((SECONDS - s))
    else failed+=("$name"); printf '=== %s: FAILED (%ss)\n' "$name" $((SECONDS - s)); fi
}

# Setup failing (a missing tool, the wasm-bindgen pin not matching Cargo.lock) stops here.
step setup tests/tools/setup.sh test || true
if [ ${#failed[@]} -gt 0 ]; then
    echo "make test: FAILED at setup; nothing else was run"; exit 1
fi

step fmt cargo fmt --check
step clippy cargo clippy --all-targets -- -D warnings
step clippy-wasm32 cargo clippy --lib --test web --target wasm32-unknown-unknown -- -D warnings
step cargo-test cargo test
# The API docs build without a warning (a broken or private intra-doc link fails it), natively
# and for wasm32 (where the `web` layer is, and native-only items are not).
step doc env RUSTDOCFLAGS="-D warnings" bash -c \
    'cargo doc --no-deps && cargo doc --no-deps --lib --target wasm32-unknown-unknown'
# tests/web.rs in headless Chromium (the only wasm-bindgen-test target). chromedriver is passed
# explicitly and --mode no-install forbids wasm-pack to fetch anything.
step wasm-test env WASM_BINDGEN_TEST_WEBDRIVER_JSON=tests/tools/webdriver.json \
    wasm-pack test --headless --chrome --mode no-install \
    --chromedriver "$(command -v chromedriver)" -- --test web
# The page tests drive www/pkg: clear it first so that a failed build leaves nothing stale
# behind, and skip them when the build failed (they would test an old module or none).
out_dir="$(python3 tests/tools/config.py build.out-dir)"
[ -n "$out_dir" ] && rm -rf -- "./$out_dir"
# The page tests' module has the `bench` feature: the reference renderers some page tests
# compare with (`make serve` builds without it).
step wasm-build tests/tools/build.sh -- --features bench
if [[ " ${failed[*]} " == *" wasm-build "* ]]; then
    printf '\n=== page-test: SKIPPED (the wasm build failed)\n'
    failed+=("page-test(skipped)")
else
    # The built site (tests/page/dist.test.mjs), assembled from this same module rather than a
    # second wasm build (`make dist` builds its own, without the bench feature): the test checks
    # the layout, the sub-path, the service worker and offline use, which do not depend on it.
    page_dist=target/page-dist
    rm -rf -- "./$page_dist"
    step dist python3 tests/tools/dist.py --pkg "$out_dir" --out "$page_dist"
    step page-test env DIST="$page_dist" node --test --test-concurrency=1 tests/page/
fi

total=$((SECONDS - t0))
if [ ${#failed[@]} -eq 0 ]; then
    echo "make test: all ${#passed[@]} steps passed (${passed[*]}) in ${total}s"
else
    echo "make test: FAILED ${#failed[@]} of $(( ${#passed[@]} + ${#failed[@]} )) steps (${failed[*]}); passed: ${passed[*]}; ${total}s"
fi
# The plain closing line CI reads: steps, each of which runs many tests.
echo "steps: ${#passed[@]} passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
