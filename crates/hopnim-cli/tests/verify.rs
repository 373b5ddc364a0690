//! `hopnim verify` as a whole binary: the report, its snapshot, threads, exit codes.

use crate::common;
use common::hopnim;

fn verify_output(args: &[&str]) -> String {
    let output = hopnim().arg("verify").args(args).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    // No progress bar when stderr is not a terminal.
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_counts_of_widths_1_to_12() {
    insta::assert_snapshot!(verify_output(&["--max-width", "12"]));
}

#[test]
fn every_row_up_to_width_16_verifies() {
    let report = verify_output(&["--max-width", "16"]);
    assert!(report.contains("width 16: 65536 rows, 14192 P-positions\n"));
    assert!(report.ends_with(
        "checked 131070 rows of widths 1..=16: the staircase formula equals the definition on every one\n"
    ));
}

#[test]
fn the_report_does_not_depend_on_the_threads() {
    let one = verify_output(&["--max-width", "15", "--threads", "1"]);
    let three = verify_output(&["--max-width", "15", "-j", "3"]);
    assert_eq!(one, three);
    // All cores (that `-j 0` means all cores is seen in analyze.rs).
    let all = verify_output(&["--max-width", "15", "-j", "0"]);
    assert_eq!(one, all);
}

#[test]
fn bad_widths_and_thread_counts_are_usage_errors() {
    for args in [
        &["--max-width", "0"][..],
        &["--max-width", "33"],
        &["--max-width", "x"],
        &[],
        &["--max-width", "4", "--threads", "257"],
    ] {
        hopnim().arg("verify").args(args).assert().code(2);
    }
}

/// Runs `hopnim ARGS` with no input and output, for at most a minute.
fn measured(args: &[&str]) -> common::Ended {
    use std::process::Stdio;
    common::run_measured(args, Stdio::null(), Stdio::null(), 60.0)
}

#[test]
fn verify_misere_refuses_rows_times_width_that_overflow() {
    // 2^63 rows of width 2 is 2^64 cells, which wrapped to 0 and hung the search.
    let ended = measured(&[
        "verify",
        "--misere",
        "--max-rows",
        "9223372036854775808",
        "--max-width",
        "2",
    ]);
    assert_eq!(ended.code, Some(2), "{ended:?}");
    assert!(
        ended.stderr.contains("18446744073709551616 cells"),
        "{ended:?}"
    );
}

#[test]
fn verify_misere_refuses_a_search_over_the_memory_budget_with_what_it_needs() {
    // 2 rows of width 16 grew past 1.6 GB within a minute; 2 of width 32 asked for a
    // 4 GiB table and then about 32 GiB.
    for (width, needs) in [("16", "536.3 MiB"), ("32", "4.1 GiB")] {
        let ended = measured(&[
            "verify",
            "--misere",
            "--max-rows",
            "2",
            "--max-width",
            width,
        ]);
        assert_eq!(ended.code, Some(2), "{ended:?}");
        assert!(ended.stderr.contains(needs), "{ended:?}");
        assert!(ended.stderr.contains("--max-memory"), "{ended:?}");
        assert!(ended.peak_mib < 32.0, "{ended:?}");
    }
    // A larger budget lets a bound through; a smaller one refuses what 256 MiB allows.
    let ended = measured(&[
        "verify",
        "--misere",
        "--max-rows",
        "2",
        "--max-width",
        "12",
        "--max-memory",
        "4MiB",
    ]);
    assert_eq!(ended.code, Some(2), "{ended:?}");
}

#[test]
fn verify_misere_searches_in_two_bits_a_board() {
    // 2,086,705 boards of 2 rows of width 11: the memo of boards met took about 64
    // bytes a board.
    let ended = measured(&["verify", "--misere", "--max-rows", "2", "--max-width", "11"]);
    assert_eq!(ended.code, Some(0), "{ended:?}");
    assert!(ended.peak_mib < 24.0, "{ended:?}");
}

#[test]
fn tables_over_the_memory_budget_are_refused_at_once() {
    for args in [
        &["verify", "--max-width", "30"][..],
        &["table", "--width", "31", "-o", "/dev/null"],
        &[
            "table",
            "--width",
            "29",
            "-o",
            "/dev/null",
            "--max-memory",
            "100MiB",
        ],
    ] {
        let ended = measured(args);
        assert_eq!(ended.code, Some(2), "{args:?}: {ended:?}");
        assert!(ended.stderr.contains("of memory"), "{args:?}: {ended:?}");
        assert!(ended.peak_mib < 32.0, "{args:?}: {ended:?}");
    }
}
