//! The papers page's lab (`labs::papers`) through the page contract, natively: the filter,
//! the focused claim and the parameters in the link, a quick claim run at once, a long one
//! handed to a Worker and its feeds, and "Run all quick claims" as a job. Native only: the
//! Worker's job is timed by the wall clock, which wasm32 does not have (`wasm-pack test` builds
//! every test target for it).
#![cfg(not(target_arch = "wasm32"))]

use serde_json::json;
use warnsdorff::experiments::timing::InstantClock;
use warnsdorff::job::run_to_end;
use warnsdorff::labs;
use warnsdorff::labs::papers::PaperJob;
use warnsdorff::page::status::Feed;
use warnsdorff::page::{Page, WorkerJob};

mod common;
use common::{data, output};

fn open(query: &str) -> Box<dyn Page> {
    labs::open("papers", query).unwrap().0
}

#[test]
fn the_link_keeps_the_filter_the_focus_and_the_parameters() {
    let (page, errors) = labs::open("papers", "paper=001&claim=pb-join&p-pb-join=20").unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(page.link(), "paper=001&claim=pb-join&p-pb-join=20");
    let (_, errors) = labs::open("papers", "paper=009&p-sc-staged=9").unwrap();
    let fields: Vec<_> = errors.iter().map(|e| e.field).collect();
    assert_eq!(fields, [Some("paper"), Some("p-sc-staged")]);
    assert!(
        errors[1].message.contains("from 112 to 3000"),
        "{}",
        errors[1].message
    );
    let mut page = open("paper=003");
    let s = page.status();
    assert_eq!(output(&s, "claim-lw-figure-5").shown, Some(true));
    assert_eq!(output(&s, "claim-sc-8x8-tour").shown, Some(false));
}

#[test]
fn a_quick_claim_runs_at_once_and_a_long_one_goes_to_a_worker() {
    let mut page = open("");
    page.act(json!({"do": "run", "claim": "sc-8x8-tour"}))
        .unwrap();
    let s = page.status();
    assert_eq!(data(&s, "claim-sc-8x8-tour", "verdict"), "reproduced");
    assert_eq!(
        output(&s, "badge-sc-8x8-tour").text.as_deref(),
        Some("reproduced")
    );
    assert!(output(&s, "tool-sc-8x8-tour")
        .text
        .as_deref()
        .unwrap()
        .contains("64 of 64 squares as printed"));
    let lab = output(&s, "lab-sc-8x8-tour").href.clone().unwrap();
    assert!(
        lab.starts_with("index.html?board=8x8&start=1%2C1&rule=ordering:12345678&tour=1%2C1:")
            && lab.ends_with("&step=64"),
        "{lab}"
    );
    assert_eq!(page.link(), "claim=sc-8x8-tour");
    // A long claim: a Worker call; its feeds show on its card; its record is its verdict.
    let reply = page
        .act(json!({"do": "run", "claim": "sc-staged"}))
        .unwrap();
    let call = reply.worker.expect("a Worker job");
    assert_eq!(call.kind, "paper");
    assert_eq!(data(&page.status(), "claim-sc-staged", "running"), "true");
    let mut job = PaperJob::open(&call.spec, Box::new(InstantClock::new())).unwrap();
    let p = run_to_end(&mut job, 1 << 16).unwrap();
    let feed: Feed = serde_json::from_value(json!({
        "id": call.id, "done": p.done, "total": p.total, "words": p.words,
        "output": job.output(), "finished": true
    }))
    .unwrap();
    page.feed(feed);
    let s = page.status();
    assert_eq!(data(&s, "claim-sc-staged", "running"), "false");
    assert_eq!(data(&s, "claim-sc-staged", "verdict"), "reproduced");
    assert!(output(&s, "tally")
        .text
        .as_deref()
        .unwrap()
        .starts_with("Run so far: 2 of"));
    // A bad parameter is refused beside its field, and nothing runs.
    page.apply(&[("p-sc-staged".to_string(), "130".to_string())])
        .unwrap();
    let e = page.check(&[("p-sc-staged".to_string(), "99".to_string())]);
    assert_eq!(e[0].field, Some("p-sc-staged"));
}

#[test]
fn cancel_stops_a_workers_run_and_the_card_says_so() {
    let mut page = open("");
    let call = page
        .act(json!({"do": "run", "claim": "sc-figure-2-under-five"}))
        .unwrap()
        .worker
        .unwrap();
    // Run again while it runs: the first run is set aside (dropped, not cancelled), so nothing
    // it sends while winding down reaches the card of the second.
    let again = page
        .act(json!({"do": "run", "claim": "sc-figure-2-under-five"}))
        .unwrap();
    assert_eq!(again.drop, vec![call.id]);
    assert_eq!(again.stop, None);
    let call = again.worker.unwrap();
    let stop = page
        .act(json!({"do": "cancel", "claim": "sc-figure-2-under-five"}))
        .unwrap()
        .stop;
    assert_eq!(stop, Some(call.id));
    page.feed(serde_json::from_value(json!({"id": call.id, "cancelled": true})).unwrap());
    let s = page.status();
    assert_eq!(
        output(&s, "job-sc-figure-2-under-five").text.as_deref(),
        Some("cancelled")
    );
    assert_eq!(
        output(&s, "badge-sc-figure-2-under-five").text.as_deref(),
        Some("not run yet")
    );
    assert_eq!(
        output(&s, "cancel-sc-figure-2-under-five").enabled,
        Some(false)
    );
}

#[test]
fn run_all_quick_claims_is_a_job_of_one_claim_a_unit() {
    let mut page = open("paper=004");
    page.act(json!({"do": "run-quick"})).unwrap();
    let job = page.job().expect("a job");
    let first = job.work(1).unwrap();
    assert_eq!(first.done, 1);
    assert!(first.total > 1);
    run_to_end(page.job().unwrap(), 1).unwrap();
    assert!(page.job().is_none());
    let s = page.status();
    assert!(s.line.starts_with("Ran "), "{}", s.line);
    assert_eq!(
        output(&s, "badge-ir-figure-2-b").text.as_deref(),
        Some("not checkable here")
    );
}
