//! The `warnsdorff` command line: bulk experiments with the core.
fn main() {}
