#!/usr/bin/env python3
"""Print one setting from wasm-pack.toml: `config.py tools.wasm-bindgen`.

With `--lock`, print the version of a package in Cargo.lock instead: `config.py --lock wasm-bindgen`.
"""
import pathlib
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main(argv):
    if len(argv) == 3 and argv[1] == "--lock":
        lock = tomllib.loads((ROOT / "Cargo.lock").read_text())
        versions = sorted({p["version"] for p in lock["package"] if p["name"] == argv[2]})
        if len(versions) != 1:
            sys.exit(f"config.py: Cargo.lock has {len(versions)} versions of {argv[2]}: {versions}")
        print(versions[0])
        return
    if len(argv) != 2:
        sys.exit(__doc__)
    value = tomllib.loads((ROOT / "wasm-pack.toml").read_text())
    for key in argv[1].split("."):
        if not isinstance(value, dict) or key not in value:
            sys.exit(f"config.py: wasm-pack.toml has no setting {argv[1]}")
        value = value[key]
    print(value)


if __name__ == "__main__":
    main(sys.argv)
