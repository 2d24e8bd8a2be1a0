//! The property tests' settings: `PROPTEST_CASES` cases a property (256 unless set; `make fuzz`
//! sets many more), no failure files written into the tree.

use proptest::prelude::ProptestConfig;

/// The settings every property test of the suite runs with.
pub fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}
