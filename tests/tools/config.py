#!/usr/bin/env python3
"""Print one setting from wasm-pack.toml: `config.py tools.wasm-bindgen`.

With `--lock`, print the version of a package in Cargo.lock instead: `config.py --lock wasm-bindgen`.
With `--package-json FILE NAME`, print the version FILE (an npm package.json) pins for NAME.

Runs on any Python 3: it uses tomllib (3.11+) when there is one and otherwise a small reader for
the TOML these two files use (tables, arrays of tables, strings, integers, booleans and arrays of
those; no inline tables, no multi-line strings). The small reader refuses what it does not know.
"""
import json
import pathlib
import re
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None

ROOT = pathlib.Path(__file__).resolve().parents[2]


class TomlError(ValueError):
    pass


def _scalar(text, where):
    text = text.strip()
    if text.startswith('"'):
        if not text.endswith('"') or len(text) < 2:
            raise TomlError(f"{where}: unterminated string {text!r}")
        return json.loads(text)  # TOML basic strings escape like JSON for what these files hold
    if text.startswith("'"):
        if not text.endswith("'") or len(text) < 2:
            raise TomlError(f"{where}: unterminated string {text!r}")
        return text[1:-1]
    if text in ("true", "false"):
        return text == "true"
    if re.fullmatch(r"[+-]?\d[\d_]*", text):
        return int(text.replace("_", ""))
    raise TomlError(f"{where}: value not understood by the small TOML reader: {text!r}")


def _scan(text):
    """Yield (index, char, in_string) over `text`, tracking TOML basic and literal strings."""
    quote, escaped = None, False
    for i, ch in enumerate(text):
        if quote:
            yield i, ch, True
            if escaped:
                escaped = False
            elif ch == "\\" and quote == '"':
                escaped = True
            elif ch == quote:
                quote = None
        else:
            if ch in "\"'":
                quote = ch
                yield i, ch, True
            else:
                yield i, ch, False


def _strip_comment(line):
    """The line without a trailing # comment (a # inside a string stays)."""
    for i, ch, in_string in _scan(line):
        if ch == "#" and not in_string:
            return line[:i]
    return line


def _split_items(body, where):
    items, start = [], 0
    for i, ch, in_string in _scan(body):
        if in_string:
            continue
        if ch == ",":
            items.append(body[start:i])
            start = i + 1
        elif ch in "[]{}":
            raise TomlError(f"{where}: nested arrays and inline tables are not supported")
    items.append(body[start:])
    return [_scalar(i, where) for i in items if i.strip()]


def loads_small(text):
    """A small TOML reader: enough for wasm-pack.toml and Cargo.lock."""
    root = {}
    table = root
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        where = f"line {i + 1}"
        line = _strip_comment(lines[i]).strip()
        i += 1
        if not line:
            continue
        m = re.fullmatch(r"\[\[\s*([A-Za-z0-9_.-]+)\s*\]\]", line)
        if m:
            table = {}
            root.setdefault(m.group(1), []).append(table)
            continue
        m = re.fullmatch(r"\[\s*([A-Za-z0-9_.-]+)\s*\]", line)
        if m:
            table = root
            for part in m.group(1).split("."):
                table = table.setdefault(part, {})
            continue
        m = re.fullmatch(r'([A-Za-z0-9_-]+|"[^"]*")\s*=\s*(.*)', line)
        if not m:
            raise TomlError(f"{where}: not understood by the small TOML reader: {line!r}")
        key, value = m.group(1).strip('"'), m.group(2).strip()
        if value.startswith("["):
            # An array, possibly over several lines, until its closing bracket.
            while not value.rstrip().endswith("]"):
                if i >= len(lines):
                    raise TomlError(f"{where}: unterminated array")
                value += " " + _strip_comment(lines[i]).strip()
                i += 1
            table[key] = _split_items(value.strip()[1:-1], where)
        else:
            table[key] = _scalar(value, where)
    return root


def loads(text):
    return tomllib.loads(text) if tomllib else loads_small(text)


def main(argv):
    if len(argv) == 3 and argv[1] == "--lock":
        lock = loads((ROOT / "Cargo.lock").read_text())
        versions = sorted({p["version"] for p in lock["package"] if p["name"] == argv[2]})
        if len(versions) != 1:
            sys.exit(f"config.py: Cargo.lock has {len(versions)} versions of {argv[2]}: {versions}")
        print(versions[0])
        return
    if len(argv) == 4 and argv[1] == "--package-json":
        deps = json.loads((ROOT / argv[2]).read_text()).get("dependencies", {})
        if argv[3] not in deps:
            sys.exit(f"config.py: {argv[2]} has no dependency {argv[3]}")
        print(deps[argv[3]])
        return
    if len(argv) != 2:
        sys.exit(__doc__)
    value = loads((ROOT / "wasm-pack.toml").read_text())
    for key in argv[1].split("."):
        if not isinstance(value, dict) or key not in value:
            sys.exit(f"config.py: wasm-pack.toml has no setting {argv[1]}")
        value = value[key]
    print(value)


if __name__ == "__main__":
    main(sys.argv)
