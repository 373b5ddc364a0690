//! `hopnim verify` as a whole binary: the report, its snapshot, threads, exit codes.

mod common;
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

/// `-j 0` means all cores, as in every command.
#[test]
fn zero_threads_means_all_cores() {
    assert_eq!(
        verify_output(&["--max-width", "10", "-j", "0"]),
        verify_output(&["--max-width", "10", "-j", "1"])
    );
}
