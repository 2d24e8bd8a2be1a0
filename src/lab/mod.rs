//! The labs' state machines, plain Rust: what the pages show and do, with no web in it, so the
//! CLI can replay a page's state and the tests can run natively.

pub mod fields;
