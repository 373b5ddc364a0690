//! `hopnim package`: the files of a Kattis problem package, the data chosen to kill
//! every wrong idea, and the refusals. (`scripts/check-packages.sh`, run by CI, hands
//! the packages to the format's own verifier.)

mod common;

use common::hopnim;
use hopnim::Board;
use hopnim::game::Variant;
use hopnim::judge::{JudgeReader, JudgeSpec, answers, answers_text};
use predicates::prelude::*;

/// The tests of a judge input.
fn tests_of(input: &[u8]) -> Vec<Board> {
    JudgeReader::new(input, JudgeSpec::default())
        .boards()
        .map(|board| match board.unwrap() {
            hopnim::AnyBoard::Narrow(board) => board,
            wide => panic!("a 20-wide board, not {wide:?}"),
        })
        .collect()
}

#[test]
fn a_package_holds_the_format_s_files_and_hopnim_s_answers() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("chess");
    let out = hopnim().arg("package").arg(&dir).assert().success();
    let report = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    for file in [
        "problem.yaml",
        "problem_statement/problem.en.tex",
        "input_validators/validator.cpp",
        "data/sample/1.in",
        "submissions/accepted/staircase.cpp",
        "submissions/accepted/staircase.py",
        "submissions/accepted/table.cpp",
        "submissions/wrong_answer/any_empty_cell.cpp",
        "submissions/wrong_answer/no_reset.py",
        "submissions/time_limit_exceeded/search.cpp",
    ] {
        assert!(dir.join(file).is_file(), "{file}");
    }
    let yaml = std::fs::read_to_string(dir.join("problem.yaml")).unwrap();
    assert!(yaml.contains("source_url: https://acm.hdu.edu.cn/showproblem.php?pid=5724"));
    assert_eq!(
        std::fs::read_to_string(dir.join("data/sample/1.in")).unwrap(),
        std::fs::read_to_string(common::sample_path()).unwrap()
    );
    // Every .ans holds hopnim's answers to its .in.
    for entry in std::fs::read_dir(dir.join("data/secret")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let tests = tests_of(&std::fs::read(&path).unwrap());
            let expected = answers_text(&answers(&tests, Variant::default()));
            assert_eq!(
                std::fs::read_to_string(path.with_extension("ans")).unwrap(),
                expected
            );
        }
    }
    // The report names a killer for every wrong program, and a small one.
    for idea in hopnim::setter::package::wrong_ideas(Variant::default()) {
        let line = report
            .lines()
            .find(|l| l.trim_start().starts_with(idea.name))
            .unwrap();
        assert!(line.contains("killed by kill-"), "{line}");
    }
}

#[test]
fn the_misere_and_interactive_packages() {
    let root = tempfile::tempdir().unwrap();
    let misere = root.path().join("misere");
    hopnim()
        .args(["package", "--misere"])
        .arg(&misere)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "normal_play.cpp        killed by kill-",
        ));
    let statement =
        std::fs::read_to_string(misere.join("problem_statement/problem.en.tex")).unwrap();
    assert!(
        statement.contains("\\problemname{Misère Chess}"),
        "{statement}"
    );
    let beat = root.path().join("beat");
    hopnim()
        .args(["package", "--interactive"])
        .arg(&beat)
        .assert()
        .success();
    let yaml = std::fs::read_to_string(beat.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validation: custom interactive"));
    assert!(beat.join("output_validators/interactor.cpp").is_file());
    for entry in std::fs::read_dir(beat.join("data/secret")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let tests = tests_of(&std::fs::read(&path).unwrap());
            assert_eq!(tests.len(), 1);
            assert!(tests[0].first_player_wins(), "{}", path.display());
        }
    }
}

#[test]
fn a_bad_short_name_or_a_full_folder_is_refused() {
    let root = tempfile::tempdir().unwrap();
    hopnim()
        .arg("package")
        .arg(root.path().join("hdu-5724"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "lower-case letters and digits only",
        ));
    let full = root.path().join("chess");
    std::fs::create_dir(&full).unwrap();
    std::fs::write(full.join("keep.txt"), "mine").unwrap();
    hopnim()
        .arg("package")
        .arg(&full)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("is not empty"));
    assert_eq!(
        std::fs::read_to_string(full.join("keep.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn the_sibling_games_have_their_packages() {
    let root = tempfile::tempdir().unwrap();
    for (rules, name, accepted) in [
        ("welter", "leaping", "welter.cpp"),
        ("slide", "sliding", "gaps.cpp"),
    ] {
        let dir = root.path().join(name);
        hopnim()
            .args(["package", "--rules", rules])
            .arg(&dir)
            .assert()
            .success()
            .stdout(predicate::str::contains(
                "hop_rules.cpp          killed by kill-",
            ));
        assert!(dir.join("submissions/accepted").join(accepted).is_file());
        let variant = Variant::new(rules.parse().unwrap(), false);
        let input = std::fs::read(dir.join("data/secret/02-balanced.in")).unwrap();
        let expected = answers_text(&answers(&tests_of(&input), variant));
        assert_eq!(
            std::fs::read_to_string(dir.join("data/secret/02-balanced.ans")).unwrap(),
            expected
        );
    }
    hopnim()
        .args(["package", "--rules", "welter", "--misere"])
        .arg(root.path().join("nope"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("are for the hop rules"));
}
