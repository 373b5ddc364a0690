//! Usage errors found while a subcommand runs, past what clap checks: each comes back
//! to `main` as a value and is shown as clap shows its own, the message then the
//! usage of the subcommand run, with exit code 2 (64 for `check`).

use crate::common;
use common::hopnim;

/// What an unproved game says at `width`.
fn unproved(width: u32) -> String {
    format!(
        "error: misère play under the welter rules is proved only for rows of up to 24 \
         cells, and width {width} is wider (hopnim verify --misere --rules welter checks \
         it): no answer would be more than a guess\n"
    )
}

/// Runs `hopnim ARGS`: its exit code, standard output and standard error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let output = hopnim().args(args).output().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn a_usage_error_from_deep_in_a_subcommand_exits_2_with_that_subcommands_usage() {
    // Found once the board is read, inside the loop that analyses each position.
    let (code, stdout, stderr) = run(&[
        "analyze", "--rules", "welter", "--misere", "--board", "x29x",
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        format!(
            "{}\nUsage: hopnim analyze [OPTIONS] [FILE]\n\nFor more information, try \
             '--help'.\n",
            unproved(31)
        )
    );
    // Found by the memory budget, past every flag clap checks (which counts 128 KiB a
    // thread).
    let (code, stdout, stderr) = run(&[
        "verify",
        "--max-width",
        "30",
        "--max-memory",
        "1MiB",
        "--threads",
        "2",
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "error: the table of every row of width 30 needs 1.0 GiB of memory, over \
         --max-memory 1.0 MiB: give --max-memory 1057MiB for it, or a smaller bound\n\n\
         Usage: hopnim verify [OPTIONS]\n\nFor more information, try '--help'.\n"
    );
    // Flags missing that only the chosen family needs: clap's kind of error, `gen`'s
    // usage (both of its forms).
    let (code, _, stderr) = run(&["gen", "--seed", "1", "--tests", "3"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(
        stderr,
        "error: the following required arguments were not provided: --rows <N> (or \
         --family max)\n\n\
         Usage: hopnim gen --seed <SEED> --tests <T> --rows <N> [OPTIONS]\n       \
         hopnim gen --seed <SEED> --family max [OPTIONS]\n\n\
         For more information, try '--help'.\n"
    );
}

#[test]
fn the_same_game_is_refused_by_every_command_with_its_own_usage() {
    for (args, usage) in [
        (&["solve"][..], "Usage: hopnim solve [OPTIONS] [FILE]\n"),
        (
            &["stress", "--", "cat"],
            "Usage: hopnim stress [OPTIONS] -- <CMD>...\n",
        ),
        (
            &["gen", "--seed", "1", "--tests", "1", "--rows", "1"],
            "Usage: hopnim gen ",
        ),
        (
            &["play", "--interface", "lines"],
            "Usage: hopnim play [OPTIONS]\n",
        ),
    ] {
        let mut line = vec![args[0], "--rules", "welter", "--misere", "--width", "25"];
        line.extend(&args[1..]);
        let (code, stdout, stderr) = run(&line);
        assert_eq!(code, Some(2), "{line:?}: {stderr}");
        assert_eq!(stdout, "", "{line:?}");
        assert!(stderr.starts_with(&unproved(25)), "{line:?}: {stderr}");
        assert!(stderr.contains(usage), "{line:?}: {stderr}");
        assert_eq!(stderr.matches("Usage:").count(), 1, "{line:?}: {stderr}");
    }
}

#[test]
fn check_exits_64_on_a_usage_error_and_judges_within_the_proof() {
    let files = tempfile::tempdir().unwrap();
    let missing = files.path().join("missing");
    let missing = missing.to_str().unwrap();
    let check = |width: &str| {
        run(&[
            "check", missing, missing, "--rules", "welter", "--misere", "--width", width,
        ])
    };
    // One cell past the proof: bad usage of `check` (64), not a verdict (2 is a
    // presentation error), whatever the files.
    let (code, stdout, stderr) = check("25");
    assert_eq!(code, Some(64), "{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        format!(
            "{}\nUsage: hopnim check [OPTIONS] <INPUT> <OUTPUT> [ANSWER]\n\nFor more \
             information, try '--help'.\n",
            unproved(25)
        )
    );
    // Within it, the flags are fine and the missing input is the checker's failure.
    let (code, _, stderr) = check("24");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(!stderr.contains("Usage:"), "{stderr}");
}

/// The columns `line` takes on a terminal: a Chinese character takes two.
fn columns(line: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(line)
}

/// The subcommands `hopnim --help` lists.
fn subcommands() -> Vec<String> {
    let (_, help, _) = run(&["--help"]);
    let listed = help
        .split("Commands:\n")
        .nth(1)
        .expect("the help lists the commands");
    listed
        .lines()
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect()
}

/// Found by an attack: the `--lang` help lines passed 90 columns. Every line of
/// `hopnim --help` and of each `hopnim CMD --help` (and `-h`) fits 90 columns, on a
/// terminal of any width. (clap wraps by characters, not columns: a help text in
/// Chinese characters, which take two columns, would pass 90 near a line's end.)
#[test]
fn every_help_fits_90_columns() {
    let commands = subcommands();
    assert!(commands.len() >= 15, "{commands:?}");
    let mut helps: Vec<Vec<String>> = vec![vec!["--help".to_owned()], vec!["-h".to_owned()]];
    for command in &commands {
        helps.push(vec![command.clone(), "--help".to_owned()]);
        helps.push(vec![command.clone(), "-h".to_owned()]);
    }
    for terminal in [None, Some("200")] {
        for args in &helps {
            let mut hopnim = hopnim();
            if let Some(width) = terminal {
                hopnim.env("COLUMNS", width);
            }
            let output = hopnim.args(args).output().unwrap();
            assert_eq!(output.status.code(), Some(0), "{args:?}");
            let help = String::from_utf8(output.stdout).unwrap();
            for line in help.lines() {
                assert!(
                    columns(line) <= 90,
                    "hopnim {} (COLUMNS={terminal:?}): {} columns: {line}",
                    args.join(" "),
                    columns(line)
                );
            }
        }
    }
}

/// `puzzle`'s help names both goals: the one winning move, and the one fastest of
/// several winning moves.
#[test]
fn the_puzzle_help_names_both_goals() {
    let (_, list, _) = run(&["--help"]);
    let line = list
        .lines()
        .find(|line| line.trim_start().starts_with("puzzle "))
        .expect("puzzle is listed");
    assert!(line.contains("the one fastest of several"), "{line}");
    let (_, help, _) = run(&["puzzle", "--help"]);
    assert!(help.contains("With `--goal win` (the default)"), "{help}");
    assert!(help.contains("exactly one wins fastest"), "{help}");
}

/// Found by a review: a value parser's reason quotes the value, and clap shows a
/// reason as it is: `--timeout $'\e[2J'` and `--allow-host $'\e]0;x\a'` were written
/// back raw on a terminal (elsewhere their escapes were dropped, `\r` and `\u{202e}`
/// kept). On a terminal too (`CLICOLOR_FORCE`), every control character is escaped.
#[test]
fn a_value_parser_s_reason_is_written_with_its_control_characters_escaped() {
    let mut lines = vec![vec![
        "stress",
        "--timeout",
        "\x1b[2J\r\u{202e}",
        "--",
        "true",
    ]];
    if cfg!(feature = "serve") {
        lines.push(vec!["serve", "--allow-host", "\x1b]0;x\x07\r\u{202e}"]);
    }
    for args in lines {
        for terminal in [false, true] {
            let mut command = hopnim();
            if terminal {
                command.env("CLICOLOR_FORCE", "1");
            }
            let output = command.args(&args).output().unwrap();
            let stderr = String::from_utf8(output.stderr).unwrap();
            assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr:?}");
            assert!(
                stderr.contains(r"`\x1b[2J\r\u{202e}` is not a time limit")
                    || stderr.contains(r"`\x1b]0;x\x07\r\u{202e}` is not a host name"),
                "{args:?}: {stderr:?}"
            );
            assert!(
                !stderr.contains(['\x07', '\r', '\u{202e}']),
                "{args:?}: {stderr:?}"
            );
        }
    }
}

/// Found by the page as a trainer's tryout: `serve --port 9000` was refused with no
/// word of `--addr`. clap's tip now points at it, the port written back (clap's words
/// are English in every language, as for any argument it does not know).
#[test]
fn serve_port_is_refused_with_a_tip_toward_addr() {
    for (args, port) in [
        (&["serve", "--port", "9000"][..], "9000"),
        (&["serve", "--port=80"], "80"),
        (&["serve", "--log", "--port", "x"], "PORT"),
        (&["--lang", "zh-CN", "serve", "--port", "9000"], "9000"),
    ] {
        let (code, stdout, stderr) = run(args);
        assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}");
        assert!(
            stderr.starts_with(&format!(
                "error: unexpected argument '--port' found\n\n  tip: did you mean --addr \
                 127.0.0.1:{port}?\n\nUsage: hopnim serve "
            )),
            "{args:?}: {stderr}"
        );
    }
    // Another command's unknown `--port` keeps clap's own words.
    let (code, _, stderr) = run(&["table", "--port", "1"]);
    assert_eq!(code, Some(2));
    assert!(!stderr.contains("--addr"), "{stderr}");
}
