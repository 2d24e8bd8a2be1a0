//! The command line as the tests run it: the built `warnsdorff` with arguments, and its output
//! as text.

use std::process::{Command, Output};

/// `warnsdorff ARGS…`, run to its end.
pub fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .output()
        .unwrap()
}

/// A stream's bytes as text (invalid UTF-8 replaced).
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
