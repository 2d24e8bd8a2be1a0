//! The seven pages, in the order every page's header lists them, with the name each goes by
//! and one line on what it does.

use serde::Serialize;

/// One page of the tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PageInfo {
    /// The lab's key (its page script opens the lab by it).
    pub key: &'static str,
    /// The page's file in `www/`.
    pub file: &'static str,
    /// Its name in the header.
    pub name: &'static str,
    /// What it does, in one line.
    pub line: &'static str,
    /// The link entries it takes from another page's link (the move numbering on screen, the
    /// colour scheme).
    pub carries: &'static [&'static str],
}

/// Every page, in the header's order.
pub const PAGES: [PageInfo; 7] = [
    PageInfo {
        key: "walk",
        file: "index.html",
        name: "Walk",
        line: "Warnsdorff's rule step by step, with its tie-breaks, on any board up to 2000×2000.",
        carries: &["numbering", "theme"],
    },
    PageInfo {
        key: "tourneys",
        file: "tourneys.html",
        name: "Tourneys",
        line: "Parberry's cycle covers: rails switched by hand, shatter, join and obfuscate.",
        carries: &["numbering", "theme"],
    },
    PageInfo {
        key: "stats",
        file: "stats.html",
        name: "Statistics",
        line: "Move distributions over many tours from each generator, beside Parberry's Tables 1–2.",
        carries: &["numbering", "theme"],
    },
    PageInfo {
        key: "construct",
        file: "construct.html",
        name: "Lin & Wei",
        line: "Which tours exist on an n×m board, and Lin & Wei's construction of one, merge by merge.",
        carries: &["theme"],
    },
    PageInfo {
        key: "enumerate",
        file: "enumerate.html",
        name: "Phadke",
        line: "Every Warnsdorff closed tour of 8×8 from each start and end, counted and browsed.",
        carries: &["theme"],
    },
    PageInfo {
        key: "papers",
        file: "papers.html",
        name: "Papers",
        line: "Each claim of the five papers, re-checked by the tool, with its verdict.",
        carries: &["theme"],
    },
    PageInfo {
        key: "experiments",
        file: "experiments.html",
        name: "Experiments",
        line: "Squirrel & Cull's Figure 2 and Parberry's timing curves, run in the browser.",
        carries: &["theme"],
    },
];

/// The page of lab `key`.
///
/// ```
/// use warnsdorff::page::pages::page;
/// assert_eq!(page("walk").unwrap().file, "index.html");
/// assert!(page("nowhere").is_none());
/// ```
pub fn page(key: &str) -> Option<&'static PageInfo> {
    PAGES.iter().find(|p| p.key == key)
}
