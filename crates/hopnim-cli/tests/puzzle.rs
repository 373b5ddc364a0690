//! `hopnim puzzle` as a whole binary: the same seed gives the same puzzle, the answer
//! is the only winning move by `hopnim analyze`, the JSON, the drawn seed told on
//! standard error, and bad levels refused; a fastest puzzle's answer is the one
//! fastest of its winning moves by `hopnim analyze`, and its JSON adds `goal` and
//! `sooner`.

use predicates::prelude::*;
use serde_json::Value;

use crate::common;
use common::{hopnim, stdout_of};

/// The rule sets and conventions, as flags.
const GAMES: [&[&str]; 6] = [
    &[],
    &["--misere"],
    &["--rules", "welter"],
    &["--rules", "welter", "--misere"],
    &["--rules", "slide"],
    &["--rules", "slide", "--misere"],
];

/// The standard output of `hopnim puzzle ARGS`, which must succeed quietly.
fn puzzle(args: &[&str]) -> String {
    stdout_of("puzzle", args, "")
}

/// A puzzle printed with `--answer`: its three lines.
struct Answered {
    board: String,
    answer: String,
    tempting: u64,
    moves: u64,
}

impl Answered {
    fn read(output: &str) -> Answered {
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), 3, "{output}");
        let counts = lines[2]
            .strip_prefix("tempting losing moves: ")
            .and_then(|rest| rest.strip_suffix(" moves"))
            .unwrap_or_else(|| panic!("{output}"));
        let (tempting, moves) = counts.split_once(" of ").unwrap();
        Answered {
            board: lines[0].to_owned(),
            answer: lines[1].to_owned(),
            tempting: tempting.parse().unwrap(),
            moves: moves.parse().unwrap(),
        }
    }
}

/// `R:C->D` of a move object of the analysis JSON.
fn move_notation(mv: &Value) -> String {
    format!("{}:{}->{}", mv["row"], mv["from"], mv["to"])
}

#[test]
fn the_answer_is_the_only_winning_move_in_every_game_and_level() {
    for game in GAMES {
        for level in 1..=5 {
            for seed in [3, 2016] {
                let (seed, level) = (seed.to_string(), level.to_string());
                let mut args = vec!["--seed", &seed, "--level", &level, "--answer"];
                args.extend(game);
                let puzzle = Answered::read(&puzzle(&args));
                let mut analyze = vec!["--board", &puzzle.board, "--json", "--moves"];
                analyze.extend(game);
                let analysis: Value =
                    serde_json::from_str(&stdout_of("analyze", &analyze, "")).unwrap();
                let what = format!("{args:?}: {analysis}");
                let winning: Vec<String> = analysis["winning_moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(move_notation)
                    .collect();
                assert_eq!(winning, [puzzle.answer.as_str()], "{what}");
                let moves = analysis["moves"].as_array().unwrap();
                assert_eq!(moves.len() as u64, puzzle.moves, "{what}");
                let nim_sum = analysis["nim_sum"].as_u64().unwrap();
                let tempting = moves
                    .iter()
                    .filter(|mv| {
                        mv["winning"] == false && mv["nim_sum_after"].as_u64() < Some(nim_sum)
                    })
                    .count();
                assert_eq!(tempting as u64, puzzle.tempting, "{what}");
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle_and_another_seed_another() {
    let args = ["--seed", "11", "--level", "4", "--answer"];
    let first = puzzle(&args);
    assert_eq!(first, puzzle(&args));
    assert_ne!(first, puzzle(&["--seed", "12", "--level", "4", "--answer"]));
    // Without --answer, the board alone: the first line.
    let board = puzzle(&["--seed", "11", "--level", "4"]);
    assert_eq!(board, format!("{}\n", first.lines().next().unwrap()));
    // The default level is 1: two rows of 8 cells.
    let easy = puzzle(&["--seed", "11"]);
    assert_eq!(easy, puzzle(&["--seed", "11", "--level", "1"]));
    assert_eq!(easy.trim_end().split('/').count(), 2, "{easy}");
}

#[test]
fn the_json_is_one_line_that_agrees_with_the_text() {
    for game in GAMES {
        let mut args = vec!["--seed", "5", "--level", "3"];
        args.extend(game);
        let text = Answered::read(&puzzle(&[&args[..], &["--answer"]].concat()));
        let json = puzzle(&[&args[..], &["--json"]].concat());
        assert!(json.ends_with('\n') && json.lines().count() == 1, "{json}");
        let value: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["board"], text.board.as_str(), "{json}");
        assert_eq!(move_notation(&value["answer"]), text.answer, "{json}");
        assert_eq!(value["tempting"], text.tempting, "{json}");
        assert_eq!(value["moves"], text.moves, "{json}");
        assert_eq!(
            (&value["width"], &value["level"], &value["seed"]),
            (&16.into(), &3.into(), &5.into())
        );
        let rules = game.iter().skip_while(|&&flag| flag != "--rules").nth(1);
        assert_eq!(
            value.get("rules").and_then(Value::as_str),
            rules.copied(),
            "{json}"
        );
        let misere = game.contains(&"--misere");
        assert_eq!(value.get("misere").is_some(), misere, "{json}");
        // --answer changes nothing in the JSON, which always holds the answer.
        assert_eq!(json, puzzle(&[&args[..], &["--json", "--answer"]].concat()));
    }
    let json = puzzle(&["--seed", "5", "--json"]);
    let keys: Vec<&str> = [
        "board", "width", "level", "seed", "moves", "tempting", "answer",
    ]
    .to_vec();
    let value: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value.as_object().unwrap().len(), keys.len(), "{json}");
    let mut at = 0;
    for key in keys {
        let found = json[at..]
            .find(&format!("\"{key}\":"))
            .unwrap_or_else(|| panic!("{key}: {json}"));
        at += found;
    }
}

/// The seed a puzzle's stderr line tells: `puzzle seed S (…)`.
fn told_seed(stderr: &str) -> &str {
    stderr
        .strip_prefix("puzzle seed ")
        .and_then(|rest| rest.split_once(' '))
        .map(|(seed, _)| seed)
        .unwrap_or_else(|| panic!("{stderr}"))
}

#[test]
fn without_a_seed_one_is_drawn_and_told_so_that_the_puzzle_repeats() {
    let output = hopnim()
        .args(["puzzle", "--level", "2", "--rules", "slide", "--misere"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = told_seed(&stderr);
    assert_eq!(
        stderr,
        format!(
            "puzzle seed {seed} (hopnim puzzle --seed {seed} --level 2 --rules slide --misere repeats it)\n"
        )
    );
    let again = puzzle(&[
        "--seed", seed, "--level", "2", "--rules", "slide", "--misere",
    ]);
    assert_eq!(String::from_utf8(output.stdout).unwrap(), again);
    // In the default game the command told names no game.
    let output = hopnim().arg("puzzle").output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = told_seed(&stderr);
    assert!(seed.parse::<u64>().is_ok(), "{stderr}");
    assert_eq!(
        stderr,
        format!("puzzle seed {seed} (hopnim puzzle --seed {seed} --level 1 repeats it)\n")
    );
}

#[test]
fn a_level_outside_one_to_five_is_bad_usage() {
    for (level, message) in [
        ("0", "level 0 is out of range (1..=5)"),
        ("6", "level 6 is out of range (1..=5)"),
        ("hard", "`hard` is not a level (a whole number from 1 to 5)"),
    ] {
        hopnim()
            .args(["puzzle", "--seed", "1", "--level", level])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(format!(
                "error: invalid value '{level}' for '--level <LEVEL>': {message}"
            )));
    }
    hopnim()
        .args(["puzzle", "--rules", "knight"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "[possible values: hop, welter, slide]",
        ));
}

/// The examples of docs/cli.md's `puzzle` section: each `$ hopnim ARGS` line and the
/// lines it prints.
fn documented_examples() -> Vec<(Vec<String>, String)> {
    documented_runs()
        .into_iter()
        .map(|(args, _, printed)| (args, printed))
        .collect()
}

/// The examples of docs/cli.md's puzzle section, each its arguments, its standard
/// input and what it prints: `$ echo LINE | hopnim …` gives LINE on standard input;
/// an example whose output holds `your move> MOVE` is a terminal's, MOVE typed (the
/// screen asked for, uncoloured; what was typed is not in the output, and the drawing's
/// lines end without their trailing spaces, as a page shows them).
fn documented_runs() -> Vec<(Vec<String>, String, String)> {
    const PROMPT: &str = "your move> ";
    let mut runs = Vec::new();
    for (mut args, printed) in documented_examples_as_written() {
        let mut input = String::new();
        if args.first().is_some_and(|arg| arg == "$echo") {
            input = format!("{}\n", args[1]);
            args.drain(..3);
        }
        let mut expected = String::new();
        if printed.contains(PROMPT) {
            args.extend(["--interface", "screen", "--color", "never"].map(str::to_owned));
            for line in printed.lines() {
                match line.split_once(PROMPT) {
                    Some((before, typed)) => {
                        input.push_str(typed);
                        input.push('\n');
                        expected.push_str(before);
                        expected.push_str(PROMPT);
                    }
                    None => {
                        expected.push_str(line);
                        expected.push('\n');
                    }
                }
            }
        } else {
            expected = printed;
        }
        runs.push((args, input, expected));
    }
    runs
}

/// The examples of docs/cli.md's puzzle section as written: each command's
/// arguments (`$ echo LINE | hopnim ARGS` as `$echo`, LINE, `|`, then ARGS), and the
/// lines below it.
fn documented_examples_as_written() -> Vec<(Vec<String>, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/cli.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let section = doc
        .split("\n### `puzzle`\n")
        .nth(1)
        .and_then(|rest| rest.split("\n### ").next())
        .expect("docs/cli.md has a puzzle section");
    let mut examples: Vec<(Vec<String>, String)> = Vec::new();
    for block in section.split("```text\n").skip(1) {
        let block = block.split("```").next().unwrap();
        for line in block.lines() {
            let piped = line
                .strip_prefix("$ echo ")
                .and_then(|rest| rest.split_once(" | hopnim "));
            match (line.strip_prefix("$ hopnim "), piped) {
                (Some(command), _) => {
                    let args = command.split(' ').map(str::to_owned).collect();
                    examples.push((args, String::new()));
                }
                (None, Some((typed, command))) => {
                    let mut args = vec!["$echo".to_owned(), typed.to_owned(), "|".to_owned()];
                    args.extend(command.split(' ').map(str::to_owned));
                    examples.push((args, String::new()));
                }
                (None, None) => {
                    let (_, printed) = examples.last_mut().expect("a command first");
                    printed.push_str(line);
                    printed.push('\n');
                }
            }
        }
    }
    examples
}

#[test]
fn the_documented_examples_are_the_real_output_in_both_languages() {
    // docs/cli.md showed `--answer`'s third line in English only, though it speaks
    // the chosen language.
    let examples = documented_examples();
    assert!(examples.len() >= 3, "{examples:?}");
    let runs = documented_runs();
    // The screen and a script's answer are shown too.
    assert!(
        runs.iter()
            .any(|(args, _, _)| args.iter().any(|arg| arg == "screen"))
    );
    assert!(
        runs.iter()
            .any(|(args, input, _)| !input.is_empty() && !args.contains(&"screen".to_owned()))
    );
    for (args, input, printed) in &runs {
        let output = hopnim()
            .args(args)
            .write_stdin(input.as_str())
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        let trimmed: Vec<&str> = stdout.split('\n').map(str::trim_end).collect();
        assert_eq!(&trimmed.join("\n"), printed, "{args:?}");
    }
    // An answered puzzle in English (the C locale) and one in Chinese.
    let answered = |chinese: bool| {
        examples.iter().any(|(args, _)| {
            args.iter().any(|arg| arg == "--answer")
                && args.iter().any(|arg| arg == "zh-CN") == chinese
        })
    };
    assert!(answered(false) && answered(true), "{examples:?}");
}

#[test]
fn a_fastest_puzzle_answer_is_the_one_fastest_winning_move_by_analyze_in_every_game() {
    for game in GAMES {
        for level in 1..=5 {
            let level = level.to_string();
            let mut args = vec!["--seed", "3", "--level", &level, "--goal", "fastest"];
            args.extend(game);
            let json = puzzle(&[&args[..], &["--json"]].concat());
            let value: Value = serde_json::from_str(&json).unwrap();
            assert_eq!(value["goal"], "fastest", "{json}");
            let board = value["board"].as_str().unwrap();
            let mut analyze = vec!["--board", board, "--json", "--moves"];
            analyze.extend(game);
            let analysis: Value =
                serde_json::from_str(&stdout_of("analyze", &analyze, "")).unwrap();
            let what = format!("{args:?}: {json} {analysis}");
            let mut winning: Vec<(u64, String)> = analysis["moves"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|mv| mv["winning"] == true)
                .map(|mv| (mv["remoteness_after"].as_u64().unwrap(), move_notation(mv)))
                .collect();
            winning.sort();
            assert!(winning.len() >= 2, "{what}");
            assert!(winning[0].0 < winning[1].0, "{what}");
            assert_eq!(winning[0].1, move_notation(&value["answer"]), "{what}");
            assert_eq!(value["sooner"], winning[1].0 - winning[0].0, "{what}");
            assert_eq!(value["tempting"], winning.len() - 1, "{what}");
            // The text says the same.
            let text = puzzle(&[&args[..], &["--answer"]].concat());
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines[..2], [board, winning[0].1.as_str()], "{text}");
            // In turns, the moves of one player: half the remoteness between them.
            let turns = (winning[1].0 - winning[0].0) / 2;
            let turns = format!("{turns} {}", if turns == 1 { "turn" } else { "turns" });
            assert!(
                lines[2].starts_with(&format!(
                    "the fastest win: {turns} sooner than the next; slower winning moves: {} of ",
                    winning.len() - 1
                )),
                "{text}"
            );
        }
    }
}

#[test]
fn the_win_goal_is_the_default_and_its_json_has_no_goal() {
    let json = puzzle(&["--seed", "8", "--json"]);
    assert_eq!(json, puzzle(&["--seed", "8", "--json", "--goal", "win"]));
    assert!(!json.contains("goal") && !json.contains("sooner"), "{json}");
    hopnim()
        .args(["puzzle", "--goal", "slowest"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("[possible values: win, fastest]"));
    hopnim()
        .args(["puzzle", "--goal", "fastest"])
        .assert()
        .success()
        .stderr(predicate::str::contains("--goal fastest"));
}

/// Found by the second review of the Chinese: `早 2 步取胜` counted both players'
/// moves (the remoteness, always even) where a learner counts their own.
#[test]
fn a_fastest_puzzle_says_how_much_sooner_in_the_winner_s_turns_in_either_language() {
    let args = [
        "--seed", "7", "--level", "2", "--goal", "fastest", "--answer",
    ];
    let english = puzzle(&args);
    assert!(
        english
            .lines()
            .nth(2)
            .unwrap()
            .starts_with("the fastest win: 1 turn sooner than the next; "),
        "{english}"
    );
    let chinese = stdout_of("puzzle", &[&["--lang", "zh-CN"][..], &args].concat(), "");
    assert!(
        chinese
            .lines()
            .nth(2)
            .unwrap()
            .starts_with("最快的胜着：比次快的胜着早 1 回合取胜；"),
        "{chinese}"
    );
    // The JSON keeps the remoteness' difference.
    assert!(
        puzzle(&["--seed", "7", "--level", "2", "--goal", "fastest", "--json"])
            .contains(r#""sooner":2,"#)
    );
}

/// Asked for by the page as a trainer's tryout: `hopnim puzzle` printed one line of
/// notation, with no drawing and no way to answer. On a terminal it now draws the
/// board as `play` does and asks for the move: one answer, then whether it was right
/// and the answer, in either language.
#[test]
fn on_a_screen_the_puzzle_is_drawn_as_play_draws_and_one_move_answers_it() {
    let asked = |lang: &str, answer: &str| {
        stdout_of(
            "puzzle",
            &[
                "--lang",
                lang,
                "--seed",
                "7",
                "--level",
                "2",
                "--interface",
                "screen",
                "--color",
                "never",
            ],
            answer,
        )
    };
    let solved = asked("en", "2:2\n");
    assert!(
        solved.starts_with(
            "Puzzle 7, level 2: one of these 9 moves wins, 3 tempting ones lower the nim-sum \
             but lose.\n"
        ),
        "{solved}"
    );
    assert!(
        solved.ends_with("your move> Solved: 2:2->6 is the only winning move.\n"),
        "{solved}"
    );
    // The drawing is play's, of the same board.
    let drawing = &solved[solved.find('\n').unwrap() + 1..solved.find("your move>").unwrap()];
    let played = stdout_of(
        "play",
        &[
            "--board",
            "x1x3x2x2/xxxxx7",
            "--interface",
            "screen",
            "--color",
            "never",
        ],
        "",
    );
    assert!(played.starts_with(drawing), "{drawing}\n{played}");
    assert!(
        drawing.contains("\n 2  ● ● ● ● ● · · · · · · · \n"),
        "{drawing}"
    );
    // A wrong move is told so, with the answer; what is no move is asked again.
    let failed = asked("en", "dance\n9:1\n2:1\n");
    assert!(
        failed.ends_with(
            "your move> dance is not a move: write R:C (the piece in row R, column C) or \
             R:C->D (its landing cell too); quit gives up\n\
             your move> illegal move: there is no row 9 (the board has 2 rows)\n\
             your move> Not this one: 2:1->6 loses. The winning move was 2:2->6.\n"
        ),
        "{failed}"
    );
    let chinese = asked("zh-CN", "dance\n2:2\n");
    assert!(chinese.starts_with("谜题 7，难度 2：这 9 "), "{chinese}");
    assert!(
        chinese.contains("请走棋> “dance”不是着法：请写 R:C（第 R 行第 C 列的棋子）"),
        "{chinese}"
    );
    assert!(chinese.contains("\n请走棋> 解开了：2:2->6"), "{chinese}");
    // The end of the input before a move: no verdict.
    assert!(asked("en", "").ends_with("your move> \n"));
}

/// A script answers the puzzle with one line: the board's notation first, as before
/// (and only it when no move comes), then `solved:` and `answer:`, the same in every
/// language.
#[test]
fn a_script_answers_the_puzzle_with_one_line() {
    let asked = |args: &[&str], input: &str| stdout_of("puzzle", args, input);
    let args = ["--seed", "7", "--level", "2"];
    assert_eq!(asked(&args, ""), "x1x3x2x2/xxxxx7\n");
    assert_eq!(
        asked(&args, "2:2->6\n"),
        "x1x3x2x2/xxxxx7\nsolved: yes\nanswer: 2:2->6\n"
    );
    assert_eq!(
        asked(&args, "2:9\n2:1\n2:2\n"),
        "x1x3x2x2/xxxxx7\nillegal move: there is no piece at 2:9\nsolved: no\nanswer: 2:2->6\n"
    );
    let chinese = [&["--lang", "zh-CN"][..], &args].concat();
    assert_eq!(asked(&chinese, "x\n2:1\n"), asked(&args, "x\n2:1\n"));
    assert_eq!(
        asked(&args, "x\nquit\n2:2\n"),
        "x1x3x2x2/xxxxx7\nnot a move: x\n"
    );
    // `--answer` and `--json` read nothing, and print what they did.
    assert_eq!(
        asked(&[&args[..], &["--answer"]].concat(), "2:1\n"),
        "x1x3x2x2/xxxxx7\n2:2->6\ntempting losing moves: 3 of 9 moves\n"
    );
    assert!(asked(&[&args[..], &["--json"]].concat(), "2:1\n").starts_with("{\"board\""));
}
