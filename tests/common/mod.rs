//! What the lab tests share: a lab opened from its link, a form's texts, and a status's outputs
//! read by name, as the page reads them.
#![allow(dead_code)]

pub mod cli;
pub mod fuzz;

use warnsdorff::job::run_to_end;
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

/// A clock that never moves (for Worker jobs that measure no time).
pub struct Still;
impl warnsdorff::job::Clock for Still {
    fn now_ns(&mut self) -> f64 {
        0.0
    }
}

/// Run the Worker jobs a page asks for outside a reply (`take_reply`) as the page's Worker
/// host does, each to its end, and feed each one's last word back. Returns their kinds.
pub fn run_workers(page: &mut dyn Page) -> Vec<&'static str> {
    let mut kinds = vec![];
    while let Some(r) = page.take_reply() {
        let Some(call) = r.worker else { continue };
        let mut job = labs::worker_job(call.kind, &call.spec, 0, 1, Box::new(Still)).unwrap();
        run_to_end(job.as_mut(), 1 << 16).unwrap();
        let feed = serde_json::json!({"id": call.id, "output": job.output(), "finished": true});
        page.feed(serde_json::from_value(feed).unwrap());
        kinds.push(call.kind);
    }
    kinds
}
