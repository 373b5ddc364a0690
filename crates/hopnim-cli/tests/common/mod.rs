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

/// The standard output of `hopnim COMMAND ARGS` given `stdin`, which must succeed
/// and write nothing on standard error.
pub fn stdout_of(command: &str, args: &[&str], stdin: impl Into<Vec<u8>>) -> String {
    let output = hopnim()
        .arg(command)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{command} {args:?}: {stderr}");
    assert!(stderr.is_empty(), "{command} {args:?}: {stderr}");
    String::from_utf8(output.stdout).unwrap()
}
