//! The memory of `verify` and `table`, whole binary: what `--max-memory` lets through
//! stays under it.

mod common;

use common::{hopnim, run_measured};

/// The least `--max-memory` that lets `hopnim ARGS` run, in MiB: the one its refusal
/// under 1 MiB names.
fn least_budget_mib(args: &[&str]) -> f64 {
    let output = hopnim()
        .args(args)
        .args(["--max-memory", "1MiB", "--threads", "2"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    let mib = stderr
        .split("give --max-memory ")
        .nth(1)
        .and_then(|rest| rest.split("MiB").next())
        .unwrap_or_else(|| panic!("{args:?}: no budget in {stderr}"));
    mib.parse().unwrap()
}

#[test]
fn a_search_let_through_by_max_memory_stays_under_it() {
    // Misère hop on one row of width 22 was estimated at 224 MiB, let through under
    // the default 256 MiB, and took 442 MiB: the library's memo of every board grows
    // as a hash table and was counted at half its size. Width 18 is the same, smaller.
    for args in [
        &[
            "verify",
            "--remoteness",
            "--misere",
            "--max-rows",
            "1",
            "--max-width",
            "18",
        ][..],
        &[
            "verify",
            "--remoteness",
            "--rules",
            "welter",
            "--max-rows",
            "2",
            "--max-width",
            "9",
        ],
        &["verify", "--misere", "--max-rows", "2", "--max-width", "10"],
        &["verify", "--max-width", "24"],
    ] {
        let budget = least_budget_mib(args);
        let budget_flag = format!("{budget}MiB");
        let mut run = args.to_vec();
        run.extend(["--max-memory", &budget_flag, "--threads", "2"]);
        let ended = run_measured(
            &run,
            std::process::Stdio::null(),
            std::process::Stdio::null(),
            120.0,
        );
        assert_eq!(ended.code, Some(0), "{args:?}: {ended:?}");
        assert!(
            ended.peak_mib <= budget,
            "{args:?}: {budget} MiB let through: {ended:?}"
        );
    }
}
