//! The crates by concern: the setter's tools are a crate of their own, which only the
//! `hopnim` command builds; the page's server, the WebAssembly engine and the Python
//! module do not depend on it, and the library no longer holds it.

use std::fs;
use std::path::{Path, PathBuf};

/// The folder of the workspace's crate `name`.
fn crate_folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name)
}

/// The names of the dependencies (of every kind) that the manifest of crate `name`
/// declares: the first word of each line of its dependency tables.
fn dependencies(name: &str) -> Vec<String> {
    let manifest = fs::read_to_string(crate_folder(name).join("Cargo.toml")).unwrap();
    let mut names = Vec::new();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line.ends_with("dependencies]");
            continue;
        }
        if in_dependencies && let Some((key, _)) = line.split_once(['=', '.']) {
            names.push(key.trim().to_owned());
        }
    }
    names
}

#[test]
fn the_server_the_webassembly_engine_and_python_do_not_build_the_setter() {
    // The command does: the scan reads the tables it means to.
    assert!(dependencies("hopnim-cli").contains(&"hopnim-setter".to_owned()));
    // The crates they are built of are these and crates.io's: none reaches the setter.
    for name in [
        "hopnim",
        "hopnim-labels",
        "hopnim-web",
        "hopnim-wasm",
        "hopnim-py",
    ] {
        let found = dependencies(name);
        assert!(
            !found.contains(&"hopnim-setter".to_owned()),
            "{name} depends on the setter"
        );
    }
}

#[test]
fn the_setter_is_no_longer_a_module_of_the_library() {
    assert!(crate_folder("hopnim-setter").join("src/lib.rs").is_file());
    assert!(
        crate_folder("hopnim-setter")
            .join("package/validator.cpp")
            .is_file()
    );
    assert!(!crate_folder("hopnim").join("src/setter").exists());
    assert!(!crate_folder("hopnim-cli").join("package").exists());
}
