//! `hopnim learn` as a whole binary: lessons driven from standard input in both
//! languages with the answers `learn --export` gives (and every `win` played out
//! against the engine with `analyze`'s fastest winning move), the stars kept in the
//! data directory and shown by `--list`, `--reset` of one lesson and of all, the
//! export's keys, a closed pipe, a corrupt or unwritable progress file, and an
//! unknown lesson.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, ChildStdout, Stdio};

use serde_json::Value;
use tempfile::TempDir;

use crate::common;
use common::{hopnim, hopnim_process, limit_file_size, quiet_stdout};

/// The keys of an exported exercise, in order.
const EXPORT_KEYS: [&str; 9] = [
    "lesson", "exercise", "kind", "board", "rules", "misere", "answer", "par", "problems",
];

/// A learner: a data directory of their own.
struct Learner {
    data: TempDir,
}

impl Learner {
    fn new() -> Learner {
        Learner {
            data: tempfile::tempdir().unwrap(),
        }
    }

    /// The progress file `learn` keeps.
    fn progress_file(&self) -> PathBuf {
        self.data.path().join("hopnim").join("lessons.json")
    }

    /// `hopnim` with this learner's data directory.
    fn hopnim(&self) -> assert_cmd::Command {
        assert_cmd::Command::from_std(self.process())
    }

    /// `hopnim` with this learner's data directory, as the standard library runs it,
    /// in the C locale.
    fn process(&self) -> std::process::Command {
        let mut command = hopnim_process();
        command.env("XDG_DATA_HOME", self.data.path());
        command
    }

    /// The standard output of `hopnim [--lang LANG] learn ARGS` given `stdin`, which
    /// must succeed quietly.
    fn learn(&self, lang: &str, args: &[&str], stdin: &str) -> String {
        quiet_stdout(
            self.hopnim().args(["--lang", lang, "learn"]).args(args),
            stdin,
        )
    }

    /// `learn --list`: each lesson's id, stars (`-` or `★★☆`) and `solved/total`.
    fn list(&self, lang: &str) -> Vec<Listed> {
        self.learn(lang, &["--list"], "")
            .lines()
            .map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                assert!(words.len() >= 5, "{line}");
                Listed {
                    number: words[0].parse().unwrap(),
                    id: words[1].to_owned(),
                    stars: words[2].to_owned(),
                    solved: words[3].to_owned(),
                    title: words[4..].join(" "),
                }
            })
            .collect()
    }

    /// `learn --list`'s line of lesson `id`.
    fn listed(&self, id: &str) -> Listed {
        self.list("en")
            .into_iter()
            .find(|listed| listed.id == id)
            .unwrap_or_else(|| panic!("{id} is not listed"))
    }
}

/// A line of `learn --list`.
#[derive(Debug)]
struct Listed {
    number: usize,
    id: String,
    stars: String,
    solved: String,
    title: String,
}

/// An exercise as `learn --export` writes it.
#[derive(Clone, Debug)]
struct Exported {
    lesson: String,
    exercise: u64,
    kind: String,
    rules: String,
    misere: bool,
    answer: Value,
}

/// Every exercise of `learn --export`, whose lines have the issue's keys in order.
fn exported() -> Vec<Exported> {
    let text = Learner::new().learn("en", &["--export"], "");
    text.lines()
        .map(|line| {
            let value: serde_json::Map<String, Value> = serde_json::from_str(line).unwrap();
            // The issue's keys, and in its order.
            assert_eq!(value.len(), EXPORT_KEYS.len(), "{line}");
            let at: Vec<usize> = EXPORT_KEYS
                .iter()
                .map(|key| line.find(&format!("\"{key}\":")).expect(key))
                .collect();
            assert!(at.is_sorted(), "{line}");
            Exported {
                lesson: value["lesson"].as_str().unwrap().to_owned(),
                exercise: value["exercise"].as_u64().unwrap(),
                kind: value["kind"].as_str().unwrap().to_owned(),
                rules: value["rules"].as_str().unwrap().to_owned(),
                misere: value["misere"].as_bool().unwrap(),
                answer: value["answer"].clone(),
            }
        })
        .collect()
}

/// The lessons' ids, in the course's order.
fn lesson_ids(all: &[Exported]) -> Vec<String> {
    let mut ids: Vec<String> = all.iter().map(|e| e.lesson.clone()).collect();
    ids.dedup();
    ids
}

/// The exercises of lesson `id`, in order.
fn exercises_of(all: &[Exported], id: &str) -> Vec<Exported> {
    all.iter().filter(|e| e.lesson == id).cloned().collect()
}

/// A right answer to a value or move exercise, from the export.
fn right_answer(exercise: &Exported) -> String {
    match &exercise.answer {
        Value::Number(value) => value.to_string(),
        Value::Array(moves) => moves[0].as_str().unwrap().to_owned(),
        other => panic!("no answer to give: {other} ({exercise:?})"),
    }
}

/// The first lesson whose every exercise has its answer in the export, with a value
/// exercise among them (for a wrong try).
fn lesson_answered_by_the_export(all: &[Exported]) -> String {
    lesson_ids(all)
        .into_iter()
        .find(|id| {
            let exercises = exercises_of(all, id);
            exercises.iter().all(|e| !e.answer.is_null())
                && exercises.iter().any(|e| e.kind == "value")
        })
        .expect("a lesson without `win` exercises, with a value to say")
        .to_owned()
}

/// Found by the issue: a learner drives a whole lesson from standard input, in
/// English and in Chinese, with a wrong try and a hint; the stars are kept.
#[test]
fn a_whole_lesson_is_driven_from_standard_input_in_both_languages() {
    let all = exported();
    let id = lesson_answered_by_the_export(&all);
    let exercises = exercises_of(&all, &id);
    let wrong_at = exercises.iter().position(|e| e.kind == "value").unwrap();
    // The wrong try and the hint in different exercises when there are two: 2 stars
    // each, 3 for the others.
    let hint_at = (wrong_at + 1) % exercises.len();
    let mut input = String::new();
    for (k, exercise) in exercises.iter().enumerate() {
        if k == wrong_at {
            let value: u64 = right_answer(exercise).parse().unwrap();
            input += &format!("{}\n", value + 1);
        }
        if k == hint_at {
            input += "hint\n";
        }
        input += &format!("{}\n", right_answer(exercise));
    }
    let mut goals = Vec::new();
    for lang in ["en", "zh-CN"] {
        let learner = Learner::new();
        let out = learner.learn(lang, &[&id], &input);
        let labelled = |label: &str| -> Vec<&str> {
            out.lines()
                .filter_map(|line| line.strip_prefix(&format!("{label}: ")))
                .collect()
        };
        assert_eq!(labelled("lesson"), [id.as_str()], "{out}");
        assert_eq!(labelled("exercise").len(), exercises.len(), "{out}");
        assert_eq!(labelled("wrong").len(), 1, "{out}");
        assert_eq!(labelled("hint").len(), 1, "{out}");
        assert_eq!(labelled("right").len(), exercises.len(), "{out}");
        let stars: Vec<&str> = labelled("stars");
        let expected: Vec<&str> = (0..exercises.len())
            .map(|k| {
                if k == wrong_at || k == hint_at {
                    "2"
                } else {
                    "3"
                }
            })
            .collect();
        assert_eq!(stars, expected, "{out}");
        let solved = format!("{0}/{0}", exercises.len());
        assert_eq!(labelled("lesson solved"), [solved.as_str()], "{out}");
        assert_eq!(labelled("lesson stars"), ["2"], "{out}");
        assert!(!labelled("problem").is_empty(), "{out}");
        goals.push(labelled("goal").join("\n"));
        // Kept, and listed in this language with the lesson's stars.
        let listed = learner
            .list(lang)
            .into_iter()
            .find(|listed| listed.id == id)
            .unwrap();
        assert_eq!(listed.stars, "★★☆", "{listed:?}");
        assert_eq!(listed.solved, solved, "{listed:?}");
        let kept: Value =
            serde_json::from_str(&std::fs::read_to_string(learner.progress_file()).unwrap())
                .unwrap();
        assert_eq!(
            kept["lessons"][&id].as_object().unwrap().len(),
            exercises.len()
        );
    }
    // The goals are said in each language; the protocol's labels are the same.
    assert_ne!(goals[0], goals[1]);
    assert!(
        goals[1]
            .chars()
            .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{}",
        goals[1]
    );
}

/// The lessons listed in both languages: the same ids and numbers, a title each.
#[test]
fn the_list_names_every_lesson_in_both_languages() {
    let learner = Learner::new();
    let english = learner.list("en");
    let chinese = learner.list("zh-CN");
    // The issue's count: at least 8 lessons in each language.
    assert!(english.len() >= 8, "{english:?}");
    assert_eq!(english.len(), chinese.len());
    for (k, (en, zh)) in english.iter().zip(&chinese).enumerate() {
        assert_eq!(en.number, k + 1);
        assert_eq!((en.number, &en.id), (zh.number, &zh.id));
        assert_eq!(en.stars, "-");
        assert!(en.solved.starts_with("0/"), "{en:?}");
        assert_ne!(en.title, zh.title);
    }
}

/// A lesson's line protocol, driven one line at a time.
struct Session {
    child: std::process::Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    /// Every line read.
    transcript: String,
}

impl Session {
    fn start(learner: &Learner, lesson: &str) -> Session {
        let mut child = learner
            .process()
            .args(["learn", lesson, "--interface", "lines"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Session {
            child,
            stdin,
            stdout,
            transcript: String::new(),
        }
    }

    /// The lines up to the next board (its notation last), or to the end.
    fn until_board(&mut self) -> (Vec<String>, Option<String>) {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line).unwrap() == 0 {
                return (lines, None);
            }
            self.transcript += &line;
            let line = line.trim_end().to_owned();
            if let Some(board) = line.strip_prefix("board: ") {
                return (lines, Some(board.to_owned()));
            }
            lines.push(line);
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }
}

/// The fastest winning move on `board` by `hopnim analyze` (the least remoteness
/// it leaves).
fn fastest_win(board: &str, exercise: &Exported) -> String {
    let mut args = vec![
        "--board",
        board,
        "--json",
        "--moves",
        "--rules",
        &exercise.rules,
    ];
    if exercise.misere {
        args.push("--misere");
    }
    let json = common::stdout_of("analyze", &args, "");
    let analysis: Value = serde_json::from_str(&json).unwrap();
    let best = analysis["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|mv| mv["winning"] == true)
        // Where the remoteness is not known (Welter's game on a larger board), a
        // winning move.
        .min_by_key(|mv| mv["remoteness_after"].as_u64().unwrap_or(u64::MAX))
        .unwrap_or_else(|| panic!("no winning move: {json}"));
    format!("{}:{}->{}", best["row"], best["from"], best["to"])
}

/// Every lesson solved through the line protocol: the answers of the export, and each
/// `win` played out against the engine, `analyze`'s fastest winning move each turn;
/// then every lesson is listed with three stars and `learn` says every lesson is
/// solved.
#[test]
fn every_lesson_is_solved_through_the_line_protocol() {
    let all = exported();
    let learner = Learner::new();
    let ids = lesson_ids(&all);
    for id in &ids {
        let exercises = exercises_of(&all, id);
        let mut session = Session::start(&learner, id);
        for exercise in &exercises {
            let (_, board) = session.until_board();
            let mut board = board.unwrap_or_else(|| panic!("{}", session.transcript));
            loop {
                let answer = if exercise.kind == "win" {
                    fastest_win(&board, exercise)
                } else {
                    right_answer(exercise)
                };
                session.send(&answer);
                let mut line = String::new();
                session.stdout.read_line(&mut line).unwrap();
                session.transcript += &line;
                assert!(line.starts_with("right: "), "{}", session.transcript);
                if exercise.kind != "win" {
                    break;
                }
                let mut next = String::new();
                session.stdout.read_line(&mut next).unwrap();
                session.transcript += &next;
                if next.starts_with("stars: ") {
                    break;
                }
                assert!(next.starts_with("reply: "), "{}", session.transcript);
                let (_, after) = session.until_board();
                board = after.unwrap_or_else(|| panic!("{}", session.transcript));
            }
        }
        drop(session.stdin.take());
        let (end, board) = session.until_board();
        assert_eq!(board, None, "{}", session.transcript);
        assert!(
            end.iter().any(|line| line == "lesson stars: 3"),
            "{}",
            session.transcript
        );
        assert!(session.child.wait().unwrap().success());
    }
    for listed in learner.list("en") {
        assert_eq!(listed.stars, "★★★", "{listed:?}");
    }
    let done = learner.learn("en", &[], "");
    assert_eq!(done, "course: solved\n");
}

/// `learn` without a lesson goes on where the learner left off: the first exercise
/// not solved of the first lesson not wholly solved.
#[test]
fn learn_goes_on_where_the_learner_left_off() {
    let all = exported();
    let learner = Learner::new();
    let first = &all[0];
    let out = learner.learn("en", &[], &format!("{}\n", right_answer(first)));
    assert!(
        out.starts_with(&format!("lesson: {}\n", first.lesson)),
        "{out}"
    );
    let out = learner.learn("en", &[], "");
    assert!(
        out.contains(&format!("exercise: {}/", first.exercise + 1)),
        "{out}"
    );
    assert!(!out.contains("exercise: 1/"), "{out}");
}

/// Found by the issue: a reset per lesson. One lesson's progress cleared, the others'
/// kept; then every lesson's.
#[test]
fn reset_clears_one_lesson_or_every_lesson() {
    let all = exported();
    let learner = Learner::new();
    let ids = lesson_ids(&all);
    // The first exercise of the first two lessons, solved.
    for id in &ids[..2] {
        let first = &exercises_of(&all, id)[0];
        if first.answer.is_null() {
            continue;
        }
        learner.learn("en", &[id], &format!("{}\n", right_answer(first)));
        assert!(learner.listed(id).solved.starts_with("1/"));
    }
    let reset = learner.learn("en", &["--reset", &ids[0]], "");
    assert!(
        reset.starts_with("Cleared the progress of lesson 1 ("),
        "{reset}"
    );
    assert!(reset.ends_with("): 1 solved exercise.\n"), "{reset}");
    assert!(learner.listed(&ids[0]).solved.starts_with("0/"));
    assert!(learner.listed(&ids[1]).solved.starts_with("1/"));
    // By number, in Chinese: nothing left to clear.
    let kept = std::fs::read(learner.progress_file()).unwrap();
    let reset = learner.learn("zh-CN", &["--reset", "1"], "");
    assert!(reset.starts_with("已清除第 1 课"), "{reset}");
    assert!(reset.ends_with("原已完成 0 道练习。\n"), "{reset}");
    assert_eq!(std::fs::read(learner.progress_file()).unwrap(), kept);
    let reset = learner.learn("en", &["--reset"], "");
    assert_eq!(
        reset,
        "Cleared the progress of every lesson: 1 solved exercise.\n"
    );
    assert!(!learner.progress_file().exists());
    assert!(learner.listed(&ids[1]).solved.starts_with("0/"));
    // Nothing to clear is no error.
    let reset = learner.learn("en", &["--reset"], "");
    assert_eq!(
        reset,
        "Cleared the progress of every lesson: 0 solved exercises.\n"
    );
}

/// The export: a line per exercise of every lesson `--list` shows, the issue's keys,
/// the same in every language.
#[test]
fn the_export_has_a_line_per_exercise_with_the_issue_s_keys() {
    let learner = Learner::new();
    let all = exported();
    let total: usize = learner
        .list("en")
        .iter()
        .map(|listed| {
            listed
                .solved
                .split_once('/')
                .unwrap()
                .1
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert_eq!(all.len(), total);
    // The issue's count: at least 40 exercises of at least 4 kinds.
    assert!(all.len() >= 40, "{}", all.len());
    let kinds: std::collections::BTreeSet<&str> = all.iter().map(|e| e.kind.as_str()).collect();
    assert!(kinds.len() >= 4, "{kinds:?}");
    assert_eq!(
        learner.learn("en", &["--export"], ""),
        learner.learn("zh-CN", &["--export"], "")
    );
    // Nothing is read or written in the data directory.
    assert!(!learner.data.path().join("hopnim").exists());
}

/// The output of `learn ARGS` into a pipe whose reader is already closed: a quiet
/// end, exit 0.
fn into_a_closed_pipe(learner: &Learner, args: &[&str], stdin: &str) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = learner
        .process()
        .arg("learn")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // It may end before it reads: its standard input may be closed too.
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{args:?}: {:?} {stderr}",
        output.status
    );
    assert_eq!(stderr, "", "{args:?}");
}

#[test]
fn a_closed_pipe_ends_learn_quietly() {
    let learner = Learner::new();
    into_a_closed_pipe(&learner, &["--export"], "");
    into_a_closed_pipe(&learner, &["--list"], "");
    into_a_closed_pipe(&learner, &["1", "--interface", "lines"], "hint\n");
    // `learn --export | head -1`: the first line read, then the pipe closed.
    let mut child = learner
        .process()
        .args(["learn", "--export"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("{\"lesson\":"), "{first}");
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(output.status.success());
}

/// A progress file that holds no progress is an error naming it, in the learner's
/// language, exit 1, never a panic; `--reset` clears it.
#[test]
fn a_corrupt_progress_file_is_an_error_naming_it() {
    let learner = Learner::new();
    let file = learner.progress_file();
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    for corrupt in [
        "{\"lessons\": [",
        "not json",
        "{\"lessons\":{\"nim\":{\"1\":\"three\"}}}",
    ] {
        std::fs::write(&file, corrupt).unwrap();
        for (lang, says) in [
            ("en", "holds no progress"),
            ("zh-CN", "不是 hopnim 课程的进度文件"),
        ] {
            for args in [&["--list"][..], &["1"], &[]] {
                let output = learner
                    .hopnim()
                    .args(["--lang", lang, "learn"])
                    .args(args)
                    .output()
                    .unwrap();
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
                assert!(stderr.contains(&file.display().to_string()), "{stderr}");
                assert!(stderr.contains(says), "{stderr}");
                assert!(stderr.contains("hopnim learn --reset"), "{stderr}");
                assert!(!stderr.contains("panicked"), "{stderr}");
            }
        }
    }
    let reset = learner.learn("en", &["--reset"], "");
    assert!(reset.contains("which could not be read"), "{reset}");
    assert!(reset.contains(&file.display().to_string()), "{reset}");
    assert!(learner.list("en").iter().all(|listed| listed.stars == "-"));
}

/// A progress file that cannot be written (the file-size limit, as a full disk) or
/// read (its folder a file) is an error naming it, exit 1.
#[test]
fn a_progress_file_that_cannot_be_written_or_read_is_an_error_naming_it() {
    let all = exported();
    let first = all
        .iter()
        .find(|e| e.exercise == 1 && !e.answer.is_null())
        .unwrap();
    let learner = Learner::new();
    let mut command = learner.process();
    command
        .args(["learn", &first.lesson, "--interface", "lines"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    limit_file_size(&mut command, 0);
    let mut child = command.spawn().unwrap();
    let input = format!("{}\n", right_answer(first));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let file = learner.progress_file();
    assert!(
        stderr.contains(&format!("cannot save the progress to {}", file.display())),
        "{stderr}"
    );
    assert!(stderr.contains("File too large"), "{stderr}");
    // Nothing left beside it.
    let left: Vec<_> = std::fs::read_dir(file.parent().unwrap()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
    // A data directory that is a file: the progress cannot be read.
    let data = learner.data.path().join("a-file");
    std::fs::write(&data, "").unwrap();
    let output = hopnim()
        .env("XDG_DATA_HOME", &data)
        .args(["learn", "--list"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let path = Path::new(&data).join("hopnim").join("lessons.json");
    assert!(stderr.contains(&path.display().to_string()), "{stderr}");
}

/// An unknown lesson is bad usage (exit 2), the error naming it, in the learner's
/// language; nothing is written.
#[test]
fn an_unknown_lesson_is_refused_naming_it() {
    let learner = Learner::new();
    for key in ["chess", "0", "99"] {
        for (lang, args) in [
            ("en", vec![key]),
            ("zh-CN", vec![key]),
            ("en", vec!["--reset", key]),
        ] {
            let output = learner
                .hopnim()
                .args(["--lang", lang, "learn"])
                .args(&args)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(stderr.contains(key), "{args:?}: {stderr}");
            let error = if lang == "en" { "error: " } else { "错误：" };
            assert!(stderr.starts_with(error), "{args:?}: {stderr}");
            assert!(output.stdout.is_empty());
        }
    }
    assert!(!learner.data.path().join("hopnim").exists());
}

/// The examples of docs/cli.md's `learn` section, each its arguments (after
/// `hopnim`), its standard input (`$ echo LINE | hopnim …`), whether it is piped to
/// `head -1`, and the lines shown below it.
fn documented_examples() -> Vec<(Vec<String>, String, bool, Vec<String>)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/cli.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let section = doc
        .split("\n### `learn`\n")
        .nth(1)
        .and_then(|rest| rest.split("\n### ").next())
        .expect("docs/cli.md has a learn section");
    let mut examples: Vec<(Vec<String>, String, bool, Vec<String>)> = Vec::new();
    for block in section.split("```text\n").skip(1) {
        for line in block.split("```").next().unwrap().lines() {
            let Some(command) = line.strip_prefix("$ ") else {
                let (.., shown) = examples.last_mut().expect("a command first");
                shown.push(line.to_owned());
                continue;
            };
            let (input, command) = match command.strip_prefix("echo ") {
                Some(rest) => {
                    let (typed, command) = rest.split_once(" | ").unwrap();
                    (format!("{typed}\n"), command)
                }
                None => (String::new(), command),
            };
            let (command, head) = match command.strip_suffix(" | head -1") {
                Some(command) => (command, true),
                None => (command, false),
            };
            let args = command
                .strip_prefix("hopnim ")
                .unwrap()
                .split(' ')
                .map(str::to_owned)
                .collect();
            examples.push((args, input, head, Vec::new()));
        }
    }
    examples
}

/// docs/cli.md's examples are what `learn` prints: its list (of a learner who solved
/// lesson 1 with a slip and two exercises of lesson 2), its line protocol and its
/// export. A line shown ending in `…` is the start of the line printed; a line `…`
/// stands for the lines left out at the end.
#[test]
fn the_documented_examples_are_what_learn_prints() {
    let examples = documented_examples();
    assert_eq!(examples.len(), 3, "{examples:?}");
    let learner = Learner::new();
    let file = learner.progress_file();
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let progress = r#"{"lessons":{"rules":{"1":3,"2":2,"3":3,"4":3,"5":3},"nim":{"1":3,"2":3}}}"#;
    std::fs::write(&file, progress).unwrap();
    for (args, input, head, shown) in examples {
        let output = learner
            .hopnim()
            .args(&args)
            .write_stdin(input)
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
        let printed = String::from_utf8(output.stdout).unwrap();
        let mut printed: Vec<&str> = printed.lines().collect();
        if head {
            printed.truncate(1);
        }
        // Compared word by word: the list's columns are as wide as its widest entry.
        let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut shown: Vec<String> = shown.iter().map(|line| words(line)).collect();
        if shown.last().is_some_and(|line| line == "…") {
            shown.pop();
            printed.truncate(shown.len());
        }
        assert_eq!(printed.len(), shown.len(), "{args:?}: {printed:#?}");
        for (printed, shown) in printed.iter().map(|line| words(line)).zip(&shown) {
            match shown.strip_suffix(" …") {
                Some(start) => assert!(printed.starts_with(start), "{printed}\n{shown}"),
                None => assert_eq!(&printed, shown, "{args:?}"),
            }
        }
    }
}

/// On a terminal: the board drawn as `play` draws it, the prompt, the words and the
/// stars in the learner's language; a move whose number names no cell told as `play`
/// tells it.
#[test]
fn the_screen_draws_the_board_and_speaks_the_learner_s_language() {
    let all = exported();
    let first = all
        .iter()
        .find(|e| e.exercise == 1 && e.kind != "value" && !e.answer.is_null())
        .expect("a lesson that opens with a move to find");
    let input = format!("1:0\nhint\n{}\n", right_answer(first));
    for (lang, heading, prompt, bad_number, solved) in [
        (
            "en",
            "Exercise 1/",
            "your move> ",
            "illegal move: 1:0: ",
            "Solved: ★★☆ (2 of 3 stars)",
        ),
        (
            "zh-CN",
            "练习 1/",
            "请走棋> ",
            "这步棋不能走：1:0：",
            "完成：★★☆（2 颗星，满分 3 颗）",
        ),
    ] {
        let learner = Learner::new();
        let args = [&first.lesson, "--interface", "screen", "--color", "never"];
        let out = learner.learn(lang, &args, &input);
        assert!(out.contains(heading), "{out}");
        // The column numbers above the board, the first row's number on the left.
        assert!(out.contains("    1 2 "), "{out}");
        assert!(out.contains("\n 1  "), "{out}");
        assert!(out.contains(&format!("{prompt}{bad_number}")), "{out}");
        assert!(out.contains(solved), "{out}");
        assert!(!out.contains("board: "), "{out}");
        assert_eq!(
            learner
                .listed(&first.lesson)
                .solved
                .split_once('/')
                .unwrap()
                .0,
            "1"
        );
    }
}
