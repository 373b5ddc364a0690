//! `hopnim validate` as a whole binary: the overview, located violations, limits.

use predicates::prelude::*;

use crate::common;
use common::hopnim;

#[test]
fn a_valid_file_gets_its_overview() {
    let sample = format!(
        "{}/../../examples/hdu5724-sample.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    hopnim()
        .args(["validate", &sample])
        .assert()
        .success()
        .stdout(format!(
            "{sample}: valid (limits hdu)\n\
             T = 2 (limit 100)\n\
             max n = 2 (limit 1000)\n\
             max m = 2 (limit 20)\n\
             rows = 3, pieces = 4\n\
             p = 1 occurs: no\n\
             p = 20 occurs: yes\n\
             answers: 1 YES, 1 NO\n"
        ));
}

#[test]
fn the_first_violation_is_located_and_exits_1() {
    for (input, message) in [
        (
            "1\n1\n1 20 \n",
            "error: <stdin>:3:5: expected a line end, found a space (test 1, row 1)\n",
        ),
        (
            "1\r\n1\n0\n",
            "error: <stdin>:1:2: expected a line end, found a carriage return `\\r`\n",
        ),
        (
            "1\n1\n2 7 7\n",
            "error: <stdin>:3:5: expected distinct positions, but 7 is given again (first at column 3) (test 1, row 1)\n",
        ),
        (
            "101\n",
            "error: <stdin>:1:1: expected the number of tests T, an integer in 1..=100, found `101`\n",
        ),
        (
            "1\n1\n0",
            "error: <stdin>:3:2: expected a line end, found the end of the file (test 1, row 1)\n",
        ),
    ] {
        hopnim()
            .arg("validate")
            .write_stdin(input)
            .assert()
            .code(1)
            .stdout("")
            .stderr(message);
    }
}

#[test]
fn limits_none_lifts_the_ranges_but_not_the_layout() {
    let wide = "1\n1\n1 30\n";
    hopnim()
        .args(["validate", "--limits", "none", "--width", "30"])
        .write_stdin(wide)
        .assert()
        .success()
        .stdout(predicate::str::contains("T = 1 (no limit)"))
        .stdout(predicate::str::contains("p = 30 occurs: yes"));
    hopnim().arg("validate").write_stdin(wide).assert().code(1);
    hopnim()
        .args(["validate", "--limits", "none"])
        .write_stdin("1\n1\n1  3\n")
        .assert()
        .code(1);
}

#[test]
fn hdu_limits_fix_the_width() {
    hopnim()
        .args(["validate", "--width", "30"])
        .write_stdin("1\n1\n0\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--limits hdu fixes the width at 20",
        ));
}
