# Two commands do everything, installing what is missing first (tests/tools/setup.sh):
#   make serve   build the wasm module and serve www/ on http://127.0.0.1:8080 (PORT=... to change)
#   make test    every test; ends with a one-line summary
#   make dist    the static site in dist/ (release wasm, no bench code), for any static host
# Build settings live in wasm-pack.toml.
SHELL := /bin/bash
CONF := python3 tests/tools/config.py
HOST ?= $(shell $(CONF) serve.host)
PORT ?= $(shell $(CONF) serve.port)

.PHONY: serve build test setup bench fuzz clean dist pictures

serve: build
	python3 tests/tools/serve.py --host $(HOST) --port $(PORT)

build:
	tests/tools/setup.sh build
	tests/tools/build.sh

test:
	tests/tools/test.sh

# The static site: the seven pages, their scripts and styles under one folder named by their
# content hash, the release wasm without the bench feature, the manifest and the service worker
# (tests/tools/dist.sh and dist.py say how). Copy dist/ to any static server, at any path.
dist:
	tests/tools/setup.sh build
	tests/tools/dist.sh

setup:
	tests/tools/setup.sh test

# The picture checks' references (tests/page/ref/*.png), written anew from the boards as the
# current build draws them (tests/page/pictures.test.mjs says which views): look at them before
# committing.
pictures:
	tests/tools/setup.sh test
	tests/tools/build.sh -- --features bench
	UPDATE_PICTURES=1 node --test tests/page/pictures.test.mjs

# The browser benchmark (not a test); every figure beside a native one from the same run, as a
# ratio. Sections walk (wasm walk vs native on 1000x1000, frame times on 100x100, statistics
# tours/s on 50x50 in the browser vs native; wall and CPU time, native and wasm alternating),
# versus-c (the ordering walk on 2000x2000 vs a plain C walk, natively), covers (shatter and
# obfuscate, criterion), phadke (the 53 pairs in the enumeration page's Workers vs the CLI),
# construct (Lin & Wei at 1000x1000 and 2000x2000 in wasm vs divide and native; long tasks) and
# frames (the walk and tourney pages playing at the top speed: frames presented, draw a frame); at
# the end a table of issue 13's figures against their targets, headed by the machine's processor
# (the report with before and after: tests/reports/bench.txt). `node tests/page/bench.mjs
# SECTION...` runs the ones named, including wasm-opt (the walk figures with wasm-opt on and off).
bench:
	tests/tools/setup.sh test
	tests/tools/build.sh -- --features bench
	node tests/page/bench.mjs

# The parsers' property tests at length (make test runs 256 cases a property, well under a
# second): FUZZ_CASES cases a property, optimised. 100,000 take a few seconds a property here.
FUZZ_CASES ?= 100000
fuzz:
	PROPTEST_CASES=$(FUZZ_CASES) cargo test --release --test parsers_fuzz

clean:
	rm -rf $(shell $(CONF) build.out-dir) tests/page/out dist
