//! `hopnim table` as a whole binary: bytes and CSV, against the definition and each
//! other; files; exit codes.

use hopnim::Row;
use hopnim::proof::definition::table_by_definition;
use predicates::prelude::*;

use crate::common;
use common::hopnim;

fn table(args: &[&str]) -> Vec<u8> {
    let output = hopnim().arg("table").args(args).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    output.stdout
}

#[test]
fn bin_tables_of_small_widths_are_the_definition_tables() {
    for width in 1..=12 {
        let bin = table(&["--width", &width.to_string(), "--format", "bin"]);
        assert_eq!(
            bin,
            table_by_definition(width).unwrap().values(),
            "width {width}"
        );
    }
}

#[test]
fn csv_and_bin_agree_row_by_row() {
    let bin = table(&["--width", "12"]);
    let csv = String::from_utf8(table(&["--width", "12", "--format", "csv"])).unwrap();
    assert_eq!(csv.lines().count(), bin.len());
    for (mask, line) in csv.lines().enumerate() {
        let (board, grundy) = line.split_once(',').unwrap();
        let row: Row = board.parse().unwrap();
        assert_eq!(row.width(), 12, "{line}");
        assert_eq!(row.mask(), mask as u64, "{line}");
        assert_eq!(row.to_string(), board, "canonical notation: {line}");
        assert_eq!(grundy.parse::<u8>().unwrap(), bin[mask], "{line}");
    }
}

#[test]
fn csv_of_width_2() {
    hopnim()
        .args(["table", "--width", "2", "--format", "csv"])
        .assert()
        .success()
        .stdout("2,0\n1x,0\nx1,1\nxx,0\n");
}

#[test]
fn the_default_is_the_classic_width_in_bytes() {
    let bin = table(&["--threads", "2"]);
    assert_eq!(bin.len(), 1 << 20);
    let classic = hopnim::proof::table::GrundyTable::build(20).unwrap();
    assert!(bin == classic.values());
}

#[test]
fn output_goes_to_the_file_given() {
    let dir = std::env::temp_dir().join(format!("hopnim-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("w10.csv");
    hopnim()
        .args(["table", "--width", "10", "--format", "csv", "-o"])
        .arg(&path)
        .assert()
        .success()
        .stdout("");
    let written = std::fs::read(&path).unwrap();
    assert_eq!(
        written,
        table(&["--width", "10", "--format", "csv", "-o", "-"])
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_output_that_cannot_be_created_is_an_error_naming_it() {
    hopnim()
        .args(["table", "--width", "3", "-o", "no/such/dir/t.bin"])
        .assert()
        .code(1)
        .stderr(predicate::str::starts_with(
            "error: cannot create no/such/dir/t.bin:",
        ));
}

#[test]
fn bad_widths_and_formats_are_usage_errors() {
    for args in [
        &["--width", "0"][..],
        &["--width", "33"],
        &["--format", "json"],
    ] {
        hopnim().arg("table").args(args).assert().code(2);
    }
}
