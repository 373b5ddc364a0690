//! What a newcomer meets first: completions and a manual page generated from the
//! command-line definitions, help that fits, and messages that say what is allowed.

use crate::common;

use common::{Server, hopnim, sample_path};
use predicates::prelude::*;

/// The standard output of a command that must succeed.
fn stdout(args: &[&str]) -> String {
    let output = hopnim().args(args).output().unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn completions_name_every_command_in_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout(&["completions", shell]);
        for command in ["solve", "analyze", "stress", "completions"] {
            assert!(script.contains(command), "{shell}: {command}");
        }
    }
    // The bash script is valid bash.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hopnim.bash");
    std::fs::write(&path, stdout(&["completions", "bash"])).unwrap();
    let checked = std::process::Command::new("bash")
        .arg("-n")
        .arg(&path)
        .status()
        .unwrap();
    assert!(checked.success());
    hopnim()
        .args(["completions", "tcsh"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("[possible values: bash"));
}

#[test]
fn the_manual_has_a_page_per_command() {
    let page = stdout(&["man"]);
    assert!(page.contains(".TH hopnim 1"), "{page}");
    assert!(page.contains("hopnim\\-solve(1)"), "{page}");
    let solve = stdout(&["man", "solve"]);
    assert!(solve.contains(".TH hopnim-solve 1"), "{solve}");
    assert!(solve.contains("\\-\\-threads"), "{solve}");
    let dir = tempfile::tempdir().unwrap();
    hopnim()
        .args(["man", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let mut pages: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    pages.sort();
    assert!(pages.contains(&"hopnim.1".to_owned()));
    assert!(pages.contains(&"hopnim-stress.1".to_owned()));
    assert!(pages.contains(&"hopnim-learn.1".to_owned()));
    assert_eq!(pages.len(), 17, "{pages:?}");
    hopnim()
        .args(["man", "nope"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("[possible values: solve,"));
}

#[test]
fn a_bad_value_lists_the_allowed_ones() {
    for (args, allowed) in [
        (
            &["table", "--format", "json"][..],
            "[possible values: bin, csv]",
        ),
        (&["play", "--first", "me"], "[possible values: you, engine]"),
        (
            &["gen", "--seed", "1", "--family", "foo"],
            "[possible values: random, empty, stuck, single, dense, sparse, max]",
        ),
    ] {
        hopnim()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(allowed));
    }
}

#[test]
fn a_missing_flag_of_gen_names_every_missing_flag_with_gens_usage() {
    hopnim()
        .args(["gen", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the following required arguments were not provided: --tests <T> --rows <N> (or --family max)",
        ))
        .stderr(predicate::str::contains(
            "Usage: hopnim gen --seed <SEED> --tests <T> --rows <N> [OPTIONS]",
        ));
    let help = stdout(&["gen", "--help"]);
    assert!(
        help.contains("Usage: hopnim gen --seed <SEED> --tests <T> --rows <N>"),
        "{help}"
    );
}

#[test]
fn the_command_list_is_one_line_a_command() {
    let help = stdout(&["--help"]);
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    assert_eq!(commands.len(), 17, "{help}");
    for line in commands {
        assert!(line.len() <= 90, "too long: {line}");
    }
    // The details are in each command's long help.
    assert!(stdout(&["stress", "--help"]).contains("shrinks the input"));
}

#[test]
fn serve_takes_a_host_name() {
    let server = Server::start(&["--addr", "localhost:0"]);
    assert!(server.address.starts_with("127.0.0.1:") || server.address.starts_with("[::1]:"));
}

#[test]
fn play_ends_the_prompt_line_on_ctrl_d_and_its_help_fits_the_terminal() {
    let output = hopnim()
        .args([
            "play",
            "--board",
            "18x1/17x2",
            "--interface",
            "screen",
            "--color",
            "never",
        ])
        .write_stdin("help\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    let screen = String::from_utf8(output.stdout).unwrap();
    assert!(screen.ends_with("your move> \n"), "{screen:?}");
    let help: Vec<&str> = screen
        .lines()
        .skip_while(|line| !line.ends_with("commands:"))
        .take(7)
        .collect();
    assert_eq!(help.len(), 7, "{screen}");
    for line in help {
        assert!(line.chars().count() <= 80, "too long: {line}");
    }
}

#[test]
fn counts_are_said_in_the_right_number() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("one.txt");
    std::fs::write(&input, "1\n1\n1 19\n").unwrap();
    let output = dir.path().join("out.txt");
    std::fs::write(&output, "YES\n").unwrap();
    hopnim()
        .args(["check", input.to_str().unwrap(), output.to_str().unwrap()])
        .assert()
        .code(0)
        .stderr("ok 1 answer\n");
    let sample = sample_path();
    let _ = sample;
    hopnim()
        .args(["stress", "--tests", "0", "--seed", "1", "--", "cat"])
        .assert()
        .success()
        .stdout("stress: no input tried (--tests 0, seed 1)\n");
}
