//! `hopnim package --format icpc`: every problem in the ICPC problem package format of
//! 2023-07, its tests and submissions the Kattis package's byte for byte, a
//! problem.yaml that a YAML reader reads, and no file outside the format's folders.
//! (`scripts/check-icpc.sh`, run by CI, hands the packages to problemtools'
//! verifyproblem and to BAPCtools.)

use crate::common;

use common::{files_under, hopnim};
use std::collections::BTreeMap;
use std::path::Path;

use predicates::prelude::*;
use serde_norway::Value;

/// Each problem: its short name, the options that write it, its type and its names.
const PROBLEMS: [(&str, &[&str], &str, [&str; 2]); 5] = [
    ("chess", &[], "pass-fail", ["Chess", "高手过招"]),
    (
        "misere",
        &["--misere"],
        "pass-fail",
        ["Misère Chess", "高手过招（反常规则）"],
    ),
    (
        "beat",
        &["--interactive"],
        "interactive",
        ["Beat the Engine", "战胜引擎"],
    ),
    (
        "leaping",
        &["--rules", "welter"],
        "pass-fail",
        ["Leaping Chess", "飞跃棋"],
    ),
    (
        "sliding",
        &["--rules", "slide"],
        "pass-fail",
        ["Sliding Chess", "滑动棋"],
    ),
];

/// The folders of the format that the packages use, and its one file at the root.
const FOLDERS: [&str; 7] = [
    "problem.yaml",
    "statement/",
    "data/sample/",
    "data/secret/",
    "input_validators/",
    "output_validator/",
    "submissions/",
];

/// Writes the package `name` with `args` under `root` and returns its files.
fn package(root: &Path, name: &str, args: &[&str]) -> BTreeMap<String, String> {
    let dir = root.join(name);
    hopnim()
        .arg("package")
        .args(args)
        .arg(&dir)
        .assert()
        .success();
    files_under(&dir)
}

/// The files of `files` under `prefix` whose names end with one of `ends`.
fn only<'f>(
    files: &'f BTreeMap<String, String>,
    prefix: &str,
    ends: &[&str],
) -> BTreeMap<&'f str, &'f str> {
    files
        .iter()
        .filter(|(path, _)| path.starts_with(prefix) && ends.iter().any(|end| path.ends_with(end)))
        .map(|(path, text)| (path.as_str(), text.as_str()))
        .collect()
}

#[test]
fn every_problem_has_its_icpc_package_with_the_kattis_package_s_tests_and_submissions() {
    let root = tempfile::tempdir().unwrap();
    for folder in ["kattis", "icpc"] {
        std::fs::create_dir(root.path().join(folder)).unwrap();
    }
    for (name, options, kind, [en, zh]) in PROBLEMS {
        let kattis = package(&root.path().join("kattis"), name, options);
        let mut args = vec!["--format", "icpc"];
        args.extend_from_slice(options);
        let icpc = package(&root.path().join("icpc"), name, &args);

        for path in icpc.keys() {
            assert!(
                FOLDERS.iter().any(|folder| path.starts_with(folder)),
                "{name}: {path} is outside the format's folders"
            );
        }
        let tests = only(&icpc, "data/", &[".in", ".ans"]);
        assert!(tests.len() > 2, "{name}");
        assert_eq!(tests, only(&kattis, "data/", &[".in", ".ans"]), "{name}");
        assert_eq!(
            only(&icpc, "submissions/", &[""]),
            only(&kattis, "submissions/", &[""]),
            "{name}"
        );

        let yaml: Value = serde_norway::from_str(&icpc["problem.yaml"]).unwrap();
        let kattis_yaml: Value = serde_norway::from_str(&kattis["problem.yaml"]).unwrap();
        assert_eq!(yaml["problem_format_version"], "2023-07-draft", "{name}");
        assert_eq!(yaml["type"], kind, "{name}");
        assert_eq!(yaml["name"]["en"], en, "{name}");
        assert_eq!(yaml["name"]["zh"], zh, "{name}");
        assert_eq!(yaml["uuid"], kattis_yaml["uuid"], "{name}");
        assert_eq!(yaml["source"]["name"], kattis_yaml["source"], "{name}");
        assert_eq!(yaml["source"]["url"], kattis_yaml["source_url"], "{name}");
        assert_eq!(yaml["limits"]["memory"], 256, "{name}");
        assert_eq!(yaml["limits"].get("time_limit"), None, "{name}");
        // A statement in each language that has a name, and none in another.
        let Value::Mapping(names) = &yaml["name"] else {
            panic!("{name}: name is no map");
        };
        let languages: Vec<&str> = names.keys().map(|key| key.as_str().unwrap()).collect();
        let statements: Vec<&str> = icpc
            .keys()
            .filter_map(|path| path.strip_prefix("statement/problem."))
            .map(|rest| rest.split('.').next().unwrap())
            .collect();
        assert_eq!(languages, statements, "{name}");
        assert!(icpc["statement/problem.zh.tex"].contains(&format!("\\problemname{{{zh}}}")));
        // The English one in Markdown, without the title or the samples the format adds.
        let english = &icpc["statement/problem.en.md"];
        assert!(english.starts_with("## Description\n\n"), "{name}");
        assert!(
            !english.contains(en) && !english.contains("Sample"),
            "{name}"
        );

        let interactive = kind == "interactive";
        assert_eq!(
            icpc.contains_key("output_validator/interactor.cpp"),
            interactive,
            "{name}"
        );
        assert_eq!(
            icpc["input_validators/validator.cpp"].starts_with("#define HOPNIM_INTERACTIVE\n"),
            interactive,
            "{name}"
        );
        assert_eq!(
            icpc["input_validators/validator.cpp"]
                .trim_start_matches("#define HOPNIM_INTERACTIVE\n"),
            kattis["input_validators/validator.cpp"],
            "{name}"
        );
        if interactive {
            assert_eq!(
                icpc["output_validator/interactor.cpp"],
                kattis["output_validators/interactor.cpp"]
            );
            let sample = "data/sample/1";
            assert!(icpc[&format!("{sample}.interaction")].ends_with("<0 0\n"));
            assert_eq!(
                icpc[&format!("{sample}.in.download")],
                icpc[&format!("{sample}.in")]
            );
            assert_eq!(
                icpc[&format!("{sample}.ans.download")],
                icpc[&format!("{sample}.ans")]
            );
        } else {
            assert!(
                !icpc.keys().any(|path| path.contains(".interaction")),
                "{name}"
            );
        }
    }
}

#[test]
fn the_version_names_its_checker_and_is_only_for_the_icpc_format() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("beat");
    hopnim()
        .args([
            "package",
            "--format",
            "icpc",
            "--icpc-version",
            "2025-09",
            "--interactive",
        ])
        .arg(&dir)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "icpc: problem_format_version 2025-09, which BAPCtools (bt validate, bt run) checks\n",
        ));
    let yaml: Value =
        serde_norway::from_str(&std::fs::read_to_string(dir.join("problem.yaml")).unwrap())
            .unwrap();
    assert_eq!(yaml["problem_format_version"], "2025-09");
    assert_eq!(yaml["type"], "interactive");
    // BAPCtools reads LaTeX statements only.
    assert!(dir.join("statement/problem.en.tex").exists());
    assert!(!dir.join("statement/problem.en.md").exists());

    let dir = root.path().join("chess");
    hopnim()
        .args(["package", "--icpc-version", "2025-09"])
        .arg(&dir)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--icpc-version is the version of the ICPC format: give it with --format icpc",
        ));
    assert!(!dir.exists());
    hopnim()
        .args(["package", "--format", "icpc", "--icpc-version", "2024-01"])
        .arg(&dir)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("2023-07, 2025-09"));
    assert!(!dir.exists());
}
