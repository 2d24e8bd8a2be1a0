//! What the lab tests share: a lab opened from its link, a form's texts, and a status's outputs
//! read by name, as the page reads them.
#![allow(dead_code)]

pub mod cli;
pub mod fuzz;

use warnsdorff::labs;
use warnsdorff::page::status::{Output, Status};
use warnsdorff::page::Page;

/// Lab `key` opened from the link `query`, which it must read without a complaint.
pub fn open_lab(key: &str, query: &str) -> Box<dyn Page> {
    let (page, errors) = labs::open(key, query).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    page
}

/// `[(field, text)]` as the page sends its controls' texts.
pub fn texts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The output `name` of a status (a test fails when there is none).
pub fn output<'a>(s: &'a Status, name: &str) -> &'a Output {
    s.outputs
        .iter()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("no output {name}"))
}

/// The text of output `name` ("" when it sets none).
pub fn text(s: &Status, name: &str) -> String {
    output(s, name).text.clone().unwrap_or_default()
}

/// The data attribute `key` of output `name` ("" when it sets none).
pub fn data(s: &Status, name: &str, key: &str) -> String {
    output(s, name)
        .data
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

/// A status's whole text, as it is read out: its line, then its details.
pub fn whole(s: &Status) -> String {
    if s.details.is_empty() {
        s.line.clone()
    } else {
        format!("{} {}", s.line, s.details)
    }
}
