//! The crate's front page (src/lib.rs's `//!` docs, the first page `cargo doc` shows) indexes
//! every public module: each is linked there, so a module added without a line on the front
//! page fails here. (`web`, compiled for wasm32 only, is named in code, as a link to it would
//! not resolve in the native docs.)

#[test]
fn the_front_page_links_every_public_module() {
    let lib = include_str!("../src/lib.rs");
    let front: String = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    let modules: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .collect();
    assert!(modules.len() >= 20, "{modules:?}");
    let missing: Vec<&str> = modules
        .iter()
        .copied()
        .filter(|m| match *m {
            "web" => !front.contains("`web`"),
            m => !front.contains(&format!("[`{m}`]")),
        })
        .collect();
    assert!(missing.is_empty(), "not on the front page: {missing:?}");
}
