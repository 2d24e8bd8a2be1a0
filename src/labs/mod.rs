//! The seven labs behind the pages, each a [`crate::page::Lab`] over the core's algorithms,
//! and the two registries the web layer opens them through: [`open`] (a page's lab by its
//! key and link) and [`worker_job`] (a job a Worker runs, by its kind).
//!
//! A lab reaches into no other lab: what two pages share (a board's limits, a tour handed from
//! one page to the next) lives in the core below them.
//!
//! - [`construct`]: Lin & Wei's tours on any board (003);
//! - [`papers`]: the papers' claims, re-checked;
//! - [`walk`]: Warnsdorff's rule step by step (000, 004).

pub mod construct;
pub mod papers;
pub mod walk;

use crate::job::Clock;
use crate::page::{Lab, Page, PageError, WorkerJob};

/// The lab of page `key` as the link `query` describes it, and what the link had wrong.
pub fn open(key: &str, query: &str) -> Result<(Box<dyn Page>, Vec<PageError>), PageError> {
    match key {
        construct::ConstructLab::KEY => crate::page::open::<construct::ConstructLab>(query),
        papers::PapersLab::KEY => crate::page::open::<papers::PapersLab>(query),
        walk::WalkLab::KEY => crate::page::open::<walk::WalkLab>(query),
        _ => Err(PageError::status(format!("no lab '{key}'"))),
    }
}

/// The job of `kind` a Worker runs: part `part` of `parts` of what `spec` describes, timed
/// (where it measures time) by `clock`.
pub fn worker_job(
    kind: &str,
    spec: &serde_json::Value,
    part: u32,
    parts: u32,
    clock: Box<dyn Clock>,
) -> Result<Box<dyn WorkerJob>, String> {
    let _ = (part, parts, clock);
    match kind {
        "paper" => Ok(Box::new(papers::PaperJob::open(spec)?)),
        _ => Err(format!("no job '{kind}'")),
    }
}
