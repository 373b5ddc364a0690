//! Every test file is compiled: the crates' tests are one test binary each (cargo's
//! `autotests` off, so that the library is linked once, not once a file), and a file
//! under `tests/` that no test binary names as a module would never run.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The workspace's crates with Rust tests under `tests/` (the Python module's are
/// pytest's), by name.
fn crates_with_rust_tests() -> Vec<String> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut names: Vec<String> = fs::read_dir(&crates)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|folder| {
            fs::read_dir(folder.join("tests")).is_ok_and(|mut files| {
                files.any(|file| file.unwrap().path().extension().is_some_and(|e| e == "rs"))
            })
        })
        .map(|folder| folder.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The paths (under the crate) of the test binaries its manifest declares.
fn test_roots(manifest: &str) -> Vec<String> {
    manifest
        .split("[[test]]")
        .skip(1)
        .filter_map(|target| {
            target.lines().find_map(|line| {
                let value = line.trim().strip_prefix("path = ")?;
                Some(value.trim_matches('"').to_owned())
            })
        })
        .collect()
}

/// The modules a root file declares (`mod name;`).
fn modules(root: &str) -> Vec<String> {
    root.lines()
        .filter_map(|line| {
            let name = line.trim().strip_prefix("mod ")?.strip_suffix(';')?;
            Some(name.to_owned())
        })
        .collect()
}

#[test]
fn every_file_under_tests_is_a_test_binary_or_one_of_its_modules() {
    let crates = crates_with_rust_tests();
    // The scan finds this crate's own tests, at least.
    assert!(crates.iter().any(|name| name == "hopnim-cli"), "{crates:?}");
    for name in &crates {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name);
        let manifest = fs::read_to_string(folder.join("Cargo.toml")).unwrap();
        assert!(
            manifest.contains("autotests = false"),
            "{name}: its tests are declared, not discovered"
        );
        let roots = test_roots(&manifest);
        assert!(!roots.is_empty(), "{name} declares no test binary");
        let mut compiled = BTreeSet::new();
        for root in &roots {
            let root = root
                .strip_prefix("tests/")
                .expect("a test binary under tests/");
            compiled.insert(root.to_owned());
            let text = fs::read_to_string(folder.join("tests").join(root)).unwrap();
            for module in modules(&text) {
                let file = format!("{module}.rs");
                let folder_module = format!("{module}/mod.rs");
                compiled.insert(if folder.join("tests").join(&file).exists() {
                    file
                } else {
                    folder_module
                });
            }
        }
        let mut present = BTreeSet::new();
        for entry in fs::read_dir(folder.join("tests")).unwrap() {
            let path = entry.unwrap().path();
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() && path.join("mod.rs").exists() {
                present.insert(format!("{file}/mod.rs"));
            } else if file.ends_with(".rs") {
                present.insert(file);
            }
        }
        assert_eq!(
            present, compiled,
            "{name}: every file under tests/ must be a test binary of Cargo.toml or a \
             `mod` of one (tests/main.rs)"
        );
    }
}

#[test]
fn a_manifest_s_test_binaries_and_a_root_s_modules_are_read() {
    let manifest = "[package]\nname = \"x\"\n\n[[test]]\nname = \"a\"\npath = \"tests/main.rs\"\n\n\
                    [[test]]\nname = \"b\"\npath = \"tests/b.rs\"\n\n[lints]\n";
    assert_eq!(test_roots(manifest), ["tests/main.rs", "tests/b.rs"]);
    assert_eq!(
        modules("//! x\n\nmod common;\n\nmod solve;\nuse crate::common;\n"),
        ["common", "solve"]
    );
}
