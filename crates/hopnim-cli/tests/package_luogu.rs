//! `hopnim package --format luogu`: for every problem, the data zip by Luogu's rules
//! (flat, each name with one run of digits, every `.in` with its `.out`, `config.yml`
//! naming every test with its limits and scores summing to 100, within the size
//! limits), the Kattis package's tests byte for byte, the testlib checker (the
//! interactive problem's interactor and placeholder), the statement a file a field of
//! Luogu's form in Chinese and English, and the submissions. (`scripts/check-luogu.sh`
//! checks the same rules on the bytes and judges every submission as Luogu does.)

use crate::common;

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

use common::{assert_submissions_are_the_sources, files_under, hopnim, package_sources};
use hopnim_setter::luogu::{MAX_UNPACKED_BYTES, MAX_ZIPPED_BYTES};
use predicates::prelude::*;

/// Every problem: the flags that write it, its short name, its sources' folder.
const PROBLEMS: [(&[&str], &str, &str); 5] = [
    (&[], "chess", "hop"),
    (&["--misere"], "misere", "misere"),
    (&["--interactive"], "beat", "interactive"),
    (&["--rules", "welter"], "leaping", "welter"),
    (&["--rules", "slide"], "sliding", "slide"),
];

/// The entries of the zip `path`, by name, with their bytes, and its size unpacked.
fn zip_entries(path: &Path) -> (BTreeMap<String, Vec<u8>>, u64) {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut entries = BTreeMap::new();
    let mut unpacked = 0;
    for index in 0..zip.len() {
        let mut entry = zip.by_index(index).unwrap();
        let name = entry.name().unwrap().into_owned();
        assert!(entry.is_file(), "{name}: a folder");
        unpacked += entry.size();
        let mut bytes = Vec::new();
        entry.read_to_end(&mut bytes).unwrap();
        assert!(entries.insert(name, bytes).is_none(), "a name twice");
    }
    (entries, unpacked)
}

/// How many runs of digits `name` holds.
fn digit_runs(name: &str) -> usize {
    name.split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .count()
}

/// `config.yml`'s entries, as hopnim writes them (a key line, then its fields
/// indented by two spaces), each a map of field to number.
fn config_entries(yaml: &str) -> BTreeMap<String, BTreeMap<String, u64>> {
    let mut entries: BTreeMap<String, BTreeMap<String, u64>> = BTreeMap::new();
    let mut key = None;
    for line in yaml.lines() {
        if let Some(field) = line.strip_prefix("  ") {
            let (name, value) = field.split_once(": ").unwrap();
            let entry = entries.get_mut(key.as_ref().unwrap()).unwrap();
            entry.insert(name.to_owned(), value.parse().unwrap());
        } else {
            let name = line.strip_suffix(':').unwrap().to_owned();
            assert!(entries.insert(name.clone(), BTreeMap::new()).is_none());
            key = Some(name);
        }
    }
    entries
}

#[test]
fn every_problem_s_luogu_folder_keeps_luogu_s_rules_the_kattis_tests_and_the_form_s_fields() {
    let root = tempfile::tempdir().unwrap();
    for (flags, name, folder) in PROBLEMS {
        let kattis = root.path().join(format!("kattis{name}"));
        hopnim()
            .arg("package")
            .args(flags)
            .arg(&kattis)
            .assert()
            .success();
        let dir = root.path().join(name);
        hopnim()
            .args(["package", "--format", "luogu"])
            .args(flags)
            .arg(&dir)
            .assert()
            .success()
            .stdout(predicate::str::contains("luogu: upload data.zip"));

        // The zip: flat, within Luogu's limits, and data/ byte for byte.
        let zip = dir.join("data.zip");
        let zipped = std::fs::metadata(&zip).unwrap().len();
        assert!(zipped <= MAX_ZIPPED_BYTES, "{name}: {zipped} bytes zipped");
        let (entries, unpacked) = zip_entries(&zip);
        assert!(
            unpacked <= MAX_UNPACKED_BYTES,
            "{name}: {unpacked} unpacked"
        );
        let data: BTreeMap<String, Vec<u8>> = files_under(&dir.join("data"))
            .into_iter()
            .map(|(path, text)| (path, text.into_bytes()))
            .collect();
        assert_eq!(entries, data, "{name}");
        assert!(entries.keys().all(|entry| !entry.contains('/')), "{name}");

        // Each test: one run of digits, an .in with its .out; nothing else but the
        // config, the checker and, in the interactive problem's, its placeholder.
        let interactive = flags == ["--interactive"];
        let mut programs = vec!["config.yml", "checker.cpp"];
        if interactive {
            programs.push("interactive_lib.cpp");
        }
        let tests: Vec<&str> = entries
            .keys()
            .filter_map(|entry| entry.strip_suffix(".in"))
            .collect();
        for entry in entries.keys() {
            if programs.contains(&entry.as_str()) {
                continue;
            }
            let stem = entry
                .strip_suffix(".in")
                .or_else(|| entry.strip_suffix(".out"))
                .unwrap_or(entry);
            assert!(tests.contains(&stem), "{name}: {entry}");
            assert_eq!(digit_runs(entry), 1, "{name}: {entry}");
        }
        assert_eq!(entries.len(), 2 * tests.len() + programs.len(), "{name}");

        // The tests are the Kattis package's: the sample, then the secret files in
        // their (lexicographic) order.
        let kattis = files_under(&kattis);
        let mut expected = vec![(
            "data/sample/1.in".to_owned(),
            "data/sample/1.ans".to_owned(),
        )];
        expected.extend(
            kattis
                .keys()
                .filter_map(|path| path.strip_prefix("data/secret/")?.strip_suffix(".in"))
                .map(|stem| {
                    (
                        format!("data/secret/{stem}.in"),
                        format!("data/secret/{stem}.ans"),
                    )
                }),
        );
        assert_eq!(tests.len(), expected.len(), "{name}");
        for (index, (input, answer)) in expected.iter().enumerate() {
            let number = index + 1;
            assert_eq!(
                entries[&format!("{number}.in")],
                kattis[input].as_bytes(),
                "{name}: {number}.in"
            );
            assert_eq!(
                entries[&format!("{number}.out")],
                kattis[answer].as_bytes(),
                "{name}: {number}.out"
            );
        }

        // config.yml: every test by its input, the problem's limits in ms and KB,
        // the scores summing to 100.
        let config = config_entries(std::str::from_utf8(&entries["config.yml"]).unwrap());
        let mut keys: Vec<&str> = config.keys().map(String::as_str).collect();
        let mut inputs: Vec<String> = tests.iter().map(|stem| format!("{stem}.in")).collect();
        keys.sort_unstable();
        inputs.sort_unstable();
        assert_eq!(keys, inputs, "{name}");
        let mut total = 0;
        for (key, fields) in &config {
            let names: Vec<&str> = fields.keys().map(String::as_str).collect();
            assert_eq!(
                names,
                ["memoryLimit", "score", "timeLimit"],
                "{name}: {key}"
            );
            assert_eq!(fields["timeLimit"], 1000, "{name}: {key}");
            assert_eq!(fields["memoryLimit"], 256 * 1024, "{name}: {key}");
            assert!(fields["score"] > 0, "{name}: {key}");
            total += fields["score"];
        }
        assert_eq!(total, 100, "{name}");

        // The checker is the Polygon package's testlib checker, or the interactive
        // problem's testlib interactor beside an empty interactive_lib.cpp; testlib.h
        // is Luogu's.
        let checker = std::str::from_utf8(&entries["checker.cpp"]).unwrap();
        if interactive {
            assert!(checker.starts_with("#define HOPNIM_TESTLIB\n"), "{name}");
            assert!(checker.contains("registerInteraction"), "{name}");
            assert!(entries["interactive_lib.cpp"].is_empty(), "{name}");
        } else {
            assert_eq!(checker, package_sources()["polygon/check.cpp"], "{name}");
        }
        // The statement, in Chinese and in English: a file a field of Luogu's form,
        // the samples test 1's bytes (none in the interactive problem's), and the
        // whole page.
        let statement = files_under(&dir.join("statement"));
        for language in ["zh", "en"] {
            let field = |file: &str| statement.get(&format!("{language}/{file}"));
            for file in ["title.txt", "description.md", "input.md", "problem.md"] {
                assert!(
                    field(file).is_some_and(|text| text.ends_with('\n')),
                    "{name}: {file}"
                );
            }
            let title = field("title.txt").unwrap();
            assert_eq!(
                field("problem.md").unwrap().lines().next(),
                Some(&*format!("# {}", title.trim_end()))
            );
            assert_eq!(field("output.md").is_some(), !interactive, "{name}");
            if interactive {
                assert!(
                    !statement.keys().any(|path| path.contains("sample")),
                    "{name}"
                );
            } else {
                assert_eq!(
                    field("sample-input-1.txt").unwrap().as_bytes(),
                    entries["1.in"],
                    "{name}"
                );
                assert_eq!(
                    field("sample-output-1.txt").unwrap().as_bytes(),
                    entries["1.out"],
                    "{name}"
                );
            }
        }
        assert!(
            statement["zh/problem.md"].contains("## 题目描述\n"),
            "{name}"
        );
        assert!(
            statement["en/problem.md"].contains("## Description\n"),
            "{name}"
        );

        let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
        for path in statement
            .keys()
            .filter(|path| !path.ends_with("problem.md"))
        {
            assert!(
                readme.contains(&format!("`statement/{path}`")),
                "{name}: {path}"
            );
        }
        assert_eq!(readme.contains("**交互题**"), interactive, "{name}");
        assert!(readme.contains("**Special Judge**"), "{name}");
        assert_submissions_are_the_sources(&dir, folder);
    }
}

#[test]
fn a_luogu_folder_is_refused_as_the_others_are() {
    let root = tempfile::tempdir().unwrap();
    let full = root.path().join("chess");
    std::fs::create_dir(&full).unwrap();
    std::fs::write(full.join("keep.txt"), "mine\n").unwrap();
    hopnim()
        .args(["package", "--format", "luogu"])
        .arg(&full)
        .assert()
        .failure()
        .stderr(predicate::str::contains("is not empty"));
    assert_eq!(std::fs::read_dir(&full).unwrap().count(), 1);
    hopnim()
        .args([
            "package", "--format", "luogu", "--rules", "welter", "--misere",
        ])
        .arg(root.path().join("leaping"))
        .assert()
        .code(2);
    assert!(!root.path().join("leaping").exists());
}
