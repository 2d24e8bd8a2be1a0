//! The seven labs behind the pages, each a [`crate::page::Lab`] over the core's algorithms,
//! and the two registries the web layer opens them through: [`open`] (a page's lab by its
//! key and link) and [`worker_job`] (a job a Worker runs, by its kind).
//!
//! A lab reaches into no other lab: what two pages share (a board's limits, a tour handed from
//! one page to the next) lives in the core below them.
//!
//! - [`construct`]: Lin & Wei's tours on any board (003);
//! - [`enumerate`]: Phadke's every Warnsdorff closed tour of 8×8, counted and browsed (002);
//! - [`experiments`]: Squirrel & Cull's Figure 2 (000) and Parberry's timing curves (001);
//! - [`papers`]: the papers' claims, re-checked;
//! - [`stats`]: move distributions over many tours, beside Parberry's Tables 1–2 (001);
//! - [`tourneys`]: Parberry's cycle covers, their rails, shatter, join and obfuscate (001);
//! - [`walk`]: Warnsdorff's rule step by step (000, 004).

pub mod construct;
pub mod enumerate;
pub mod experiments;
pub mod papers;
pub mod stats;
pub mod tourneys;
pub mod walk;

use crate::job::Clock;
use crate::page::{Lab, Page, PageError, WorkerJob};

/// The lab of page `key` as the link `query` describes it, and what the link had wrong.
pub fn open(key: &str, query: &str) -> Result<(Box<dyn Page>, Vec<PageError>), PageError> {
    match key {
        construct::ConstructLab::KEY => crate::page::open::<construct::ConstructLab>(query),
        enumerate::EnumerateLab::KEY => crate::page::open::<enumerate::EnumerateLab>(query),
        papers::PapersLab::KEY => crate::page::open::<papers::PapersLab>(query),
        experiments::ExperimentsLab::KEY => crate::page::open::<experiments::ExperimentsLab>(query),
        tourneys::TourneysLab::KEY => crate::page::open::<tourneys::TourneysLab>(query),
        stats::StatsLab::KEY => crate::page::open::<stats::StatsLab>(query),
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
    match kind {
        "paper" => Ok(Box::new(papers::PaperJob::open(spec, clock)?)),
        "figure2" | "timing" => experiments::worker_job(kind, spec, part, parts, clock),
        tourneys::sweep::KIND => Ok(Box::new(tourneys::sweep::RailsJob::open(spec)?)),
        stats::job::KIND => stats::worker_job(spec, clock),
        enumerate::SET_JOB => Ok(Box::new(enumerate::SetJob::open(spec, clock)?)),
        enumerate::tours::job::COUNT_JOB => Ok(Box::new(enumerate::tours::job::CountJob::open(
            spec, part, parts, clock,
        )?)),
        enumerate::BATCH_JOB => Ok(Box::new(enumerate::BatchJob::open(
            spec, part, parts, clock,
        )?)),
        construct::shape_job::SHAPE_JOB => {
            Ok(Box::new(construct::shape_job::ShapeJob::open(spec)?))
        }
        walk::shape_job::SHAPE_JOB => Ok(Box::new(walk::shape_job::ShapeJob::open(spec)?)),
        walk::search_job::SEARCH_JOB => Ok(Box::new(walk::search_job::SearchJob::open(spec)?)),
        _ => Err(format!("no job '{kind}'")),
    }
}
