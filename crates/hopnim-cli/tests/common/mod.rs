//! What the whole-binary tests share: the `hopnim` binary and the HDU sample.
#![allow(dead_code)] // each test file uses its part

use assert_cmd::Command;

/// The `hopnim` binary of this build.
pub fn hopnim() -> Command {
    Command::cargo_bin("hopnim").unwrap()
}

/// The path of the HDU sample input.
pub fn sample_path() -> String {
    format!(
        "{}/../../examples/hdu5724-sample.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}
