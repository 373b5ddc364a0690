//! `hopnim package --format hydro`: every problem as a HydroOJ problem folder and the
//! zip that holds it, byte for byte; the Kattis package's tests; the statements with
//! Hydro's sample blocks; problem.yaml and
//! testdata/config.yaml as Hydro reads them; the programs where Hydro's import submits
//! them. (`scripts/check-hydro.sh`, run by CI, checks the problems against Hydro's
//! rules and config schema and judges every program as Hydro does.)

use crate::common;

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

use common::{files_under, hopnim};
use serde_norway::Value;

/// Every problem: its short name and the options that write it.
const KINDS: [(&str, &[&str]); 5] = [
    ("chess", &[]),
    ("misere", &["--misere"]),
    ("beat", &["--interactive"]),
    ("leaping", &["--rules", "welter"]),
    ("sliding", &["--rules", "slide"]),
];

/// Writes the package of `options` in `format` into `dir`; returns its report.
fn package(format: &str, options: &[&str], dir: &Path) -> String {
    let out = hopnim()
        .args(["package", "--format", format])
        .args(options)
        .arg(dir)
        .assert()
        .success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// Every file of the zip at `path`, by its name there, with its bytes.
fn zip_entries(path: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    (0..zip.len())
        .map(|index| {
            let mut entry = zip.by_index(index).unwrap();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            (entry.name().unwrap().into_owned(), bytes)
        })
        .collect()
}

/// The package sources, as the binary builds them in.
fn package_sources() -> BTreeMap<String, String> {
    files_under(&common::package_folder())
}

/// The YAML file at `path`.
fn yaml(path: &Path) -> Value {
    serde_norway::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn every_kind_is_a_folder_and_its_zip_with_the_kattis_package_s_tests() {
    let root = tempfile::tempdir().unwrap();
    for (name, options) in KINDS {
        let dir = root.path().join(name);
        let report = package("hydro", options, &dir);
        let zip_path = dir.join(format!("{name}.zip"));
        assert!(
            report.contains(&format!(
                "hydro: upload {} at Import From Hydro",
                zip_path.display()
            )),
            "{report}"
        );
        let mut entries: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        entries.sort();
        assert_eq!(entries, [name.to_owned(), format!("{name}.zip")]);

        // The zip holds the folder, under its name, byte for byte.
        let folder = files_under(&dir.join(name));
        let zipped = zip_entries(&zip_path);
        let expected: BTreeMap<String, Vec<u8>> = folder
            .iter()
            .map(|(path, text)| (format!("{name}/{path}"), text.clone().into_bytes()))
            .collect();
        assert_eq!(zipped, expected, "{name}");
        assert!(folder.contains_key("problem.yaml"), "{name}");

        // The tests are the Kattis package's, byte for byte.
        let kattis = root.path().join(format!("{name}kattis"));
        package("kattis", options, &kattis);
        let kattis = files_under(&kattis.join("data"));
        let mut tests = 0;
        for (path, text) in &kattis {
            let Some((stem, extension)) = path.rsplit_once('.') else {
                continue;
            };
            let hydro = match stem.split_once('/') {
                Some(("sample", number)) => format!("sample{number}"),
                Some(("secret", test)) => test.to_owned(),
                _ => continue,
            };
            let extension = match extension {
                "in" => "in",
                "ans" => "out",
                _ => continue,
            };
            let file = format!("testdata/{hydro}.{extension}");
            assert_eq!(folder.get(&file), Some(text), "{name}: {file}");
            tests += 1;
        }
        let hydro_tests = folder
            .keys()
            .filter(|path| path.starts_with("testdata/") && !path.ends_with(".cpp"))
            .count();
        // Each test is two files there, and config.yaml one more.
        assert_eq!(hydro_tests, tests + 1, "{name}");
        assert!(!folder.keys().any(|path| path.ends_with("testlib.h")));

        // The statements, in English and in Chinese, each under its title, with the
        // sample (but the interactive problem's) in Hydro's sample blocks.
        let sample = format!(
            "```input1\n{}```\n\n```output1\n{}```\n",
            folder["testdata/sample1.in"], folder["testdata/sample1.out"]
        );
        for page in ["problem_en.md", "problem_zh.md"] {
            let text = &folder[page];
            assert!(text.starts_with("# "), "{name}: {page}");
            assert_eq!(text.contains(&sample), name != "beat", "{name}: {page}");
            assert!(!text.contains("\\section"), "{name}: {page}");
        }
    }
}

#[test]
fn problem_yaml_and_config_yaml_say_what_hydro_reads() {
    let root = tempfile::tempdir().unwrap();
    let sources = package_sources();
    for (name, options) in [KINDS[0], KINDS[2]] {
        let dir = root.path().join(name);
        package("hydro", options, &dir);
        let problem = dir.join(name);
        let yaml_of = yaml(&problem.join("problem.yaml"));
        let interactive = name == "beat";
        let title = if interactive {
            "Beat the Engine"
        } else {
            "Chess"
        };
        assert_eq!(yaml_of["title"].as_str(), Some(title));
        assert_eq!(yaml_of["pid"].as_str(), Some(name));
        let tags: Vec<&str> = yaml_of["tag"]
            .as_sequence()
            .unwrap()
            .iter()
            .map(|tag| tag.as_str().unwrap())
            .collect();
        assert!(tags.contains(&"博弈论") && tags.contains(&"game theory"));
        assert_eq!(tags.contains(&"交互题"), interactive);
        let keys: Vec<&str> = yaml_of
            .as_mapping()
            .unwrap()
            .keys()
            .map(|key| key.as_str().unwrap())
            .collect();
        assert_eq!(keys, ["title", "pid", "tag"]);

        let config = yaml(&problem.join("testdata/config.yaml"));
        assert_eq!(config["time"].as_str(), Some("1s"));
        assert_eq!(config["memory"].as_str(), Some("256m"));
        let testdata = |file: &str| std::fs::read_to_string(problem.join("testdata").join(file));
        if interactive {
            assert_eq!(config["type"].as_str(), Some("interactive"));
            assert_eq!(config["interactor"].as_str(), Some("interactor.cpp"));
            assert!(config.get("checker").is_none() && config.get("checker_type").is_none());
            assert_eq!(
                testdata("interactor.cpp").unwrap(),
                format!("#define HOPNIM_TESTLIB\n{}", sources["interactor.cpp"])
            );
        } else {
            assert_eq!(config["type"].as_str(), Some("default"));
            assert_eq!(config["checker_type"].as_str(), Some("testlib"));
            assert_eq!(config["checker"].as_str(), Some("checker.cpp"));
            assert_eq!(
                testdata("checker.cpp").unwrap(),
                sources["polygon/check.cpp"]
            );
        }
        let subtasks = config["subtasks"].as_sequence().unwrap();
        assert_eq!(subtasks.len(), 1);
        assert_eq!(subtasks[0]["score"].as_u64(), Some(100));
        assert_eq!(subtasks[0]["type"].as_str(), Some("min"));
        // Every test, the sample first, each naming its two files.
        let cases = subtasks[0]["cases"].as_sequence().unwrap();
        let inputs: Vec<&str> = cases
            .iter()
            .map(|case| case["input"].as_str().unwrap())
            .collect();
        assert_eq!(inputs[0], "sample1.in");
        let mut listed = inputs.clone();
        listed.sort_unstable();
        let mut on_disk: Vec<String> = files_under(&problem.join("testdata"))
            .into_keys()
            .filter(|path| path.ends_with(".in"))
            .collect();
        on_disk.sort_unstable();
        assert_eq!(listed, on_disk);
        for case in cases {
            let input = case["input"].as_str().unwrap();
            let output = case["output"].as_str().unwrap();
            assert_eq!(output, input.replace(".in", ".out"));
            assert!(testdata(output).is_ok(), "{output}");
        }
    }
}

#[test]
fn the_programs_are_the_sources_accepted_ones_in_std() {
    let root = tempfile::tempdir().unwrap();
    let sources = package_sources();
    for (name, options) in KINDS {
        let dir = root.path().join(name);
        package("hydro", options, &dir);
        let folder = match name {
            "chess" => "hop",
            "misere" => "misere",
            "beat" => "interactive",
            "leaping" => "welter",
            _ => "slide",
        };
        let prefix = format!("submissions/{folder}/");
        let mut expected = BTreeMap::new();
        for (path, text) in &sources {
            let Some(inside) = path.strip_prefix(&prefix) else {
                continue;
            };
            let place = match inside.strip_prefix("accepted/") {
                Some(file) => format!("std/{file}"),
                None => format!("submissions/{inside}"),
            };
            expected.insert(place, text.clone());
        }
        let problem = dir.join(name);
        let mut found = files_under(&problem.join("std"))
            .into_iter()
            .map(|(path, text)| (format!("std/{path}"), text))
            .collect::<BTreeMap<_, _>>();
        found.extend(
            files_under(&problem.join("submissions"))
                .into_iter()
                .map(|(path, text)| (format!("submissions/{path}"), text)),
        );
        assert_eq!(found, expected, "{name}");
        assert!(!problem.join("submissions/accepted").exists());
    }
}

#[test]
fn a_short_name_that_starts_with_a_digit_is_put_after_p() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("5724");
    package("hydro", &[], &dir);
    assert!(dir.join("P5724.zip").is_file());
    let problem = yaml(&dir.join("P5724/problem.yaml"));
    assert_eq!(problem["pid"].as_str(), Some("P5724"));
    assert!(zip_entries(&dir.join("P5724.zip")).contains_key("P5724/problem.yaml"));
}
