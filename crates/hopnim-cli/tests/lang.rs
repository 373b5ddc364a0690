//! The language of what a person reads, as a whole binary: `--lang` and the locale
//! variables choose English or Chinese for the analysis table, `--explain`, `play`'s
//! screen and `puzzle`'s prose; what a program reads (`solve`, JSON, `play`'s line
//! protocol, `check`, `table`, `gen`) is byte for byte the same in every language.

use std::process::Output;

use predicates::prelude::*;
use unicode_width::UnicodeWidthStr;

use crate::common;
use common::{hopnim, sample_path};

/// A Chinese locale, the C locale, and `--lang zh-CN` in the C locale.
const ZH_LOCALE: Setting = Setting {
    env: &[("LANG", "zh_CN.UTF-8")],
    flags: &[],
};
const C_LOCALE: Setting = Setting {
    env: &[("LANG", "C.UTF-8")],
    flags: &[],
};
const ZH_FLAG: Setting = Setting {
    env: &[("LANG", "C.UTF-8")],
    flags: &["--lang", "zh-CN"],
};

/// The locale variables a run sets (over the C locale of [`hopnim`]) and the flags
/// before the subcommand.
#[derive(Clone, Copy, Debug)]
struct Setting {
    env: &'static [(&'static str, &'static str)],
    flags: &'static [&'static str],
}

/// `hopnim FLAGS ARGS` under `setting`, given `stdin`.
fn run(setting: Setting, args: &[&str], stdin: &str) -> Output {
    let mut command = hopnim();
    for (name, value) in setting.env {
        command.env(name, value);
    }
    command
        .args(setting.flags)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap()
}

/// The standard output of a successful run.
fn stdout(setting: Setting, args: &[&str], stdin: &str) -> String {
    let output = run(setting, args, stdin);
    assert!(output.status.success(), "{setting:?} {args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// `analyze --explain` of 18x1/17x2 under `setting`.
fn explain(setting: Setting) -> String {
    stdout(
        setting,
        &[
            "analyze",
            "--explain",
            "--board",
            "18x1/17x2",
            "--color",
            "never",
        ],
        "",
    )
}

/// Whether `text` is the Chinese narration of 18x1/17x2.
fn is_chinese(text: &str) -> bool {
    text.contains("  为什么：\n")
        && text.contains("所以整个棋盘的异或和（各行 SG 值的异或）是 1。")
        && text.contains("第 1 行：18x1 中，第 1 级台阶上有 1 枚棋子")
        && !text.contains("nim-sum")
}

/// Whether `text` is the English narration of 18x1/17x2.
fn is_english(text: &str) -> bool {
    text.contains("  why:\n")
        && text.contains("so the board's nim-sum (the XOR of the rows' values) is 1.")
        && !text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn a_chinese_locale_narrates_in_chinese() {
    let text = explain(ZH_LOCALE);
    assert!(is_chinese(&text), "{text}");
    assert!(text.starts_with("第 1 组测试：宽 20，2 行\n"), "{text}");
    assert!(text.contains("  异或和 1：先手必胜，剩余 3 步\n"), "{text}");
    assert!(
        text.contains("必胜着法是 1:19->20（共有 2 种必胜着法，这是其中之一），它把 1 枚棋子"),
        "{text}"
    );
}

#[test]
fn the_c_locale_narrates_in_english() {
    let text = explain(C_LOCALE);
    assert!(is_english(&text), "{text}");
    // Exactly as the snapshot of the narration, which predates the languages.
    assert!(
        text.contains(
            "  - row 1: 18x1 has 1 piece on stair 1; the odd stairs hold 1, so it is worth 1.\n"
        ),
        "{text}"
    );
}

#[test]
fn lang_overrides_the_locale_before_or_after_the_subcommand() {
    assert!(is_chinese(&explain(ZH_FLAG)));
    let english = Setting {
        env: &[("LANG", "zh_CN.UTF-8")],
        flags: &["--lang", "en"],
    };
    assert!(is_english(&explain(english)));
    // The flag is global: after the subcommand too, and in any case of its tag.
    let text = stdout(
        C_LOCALE,
        &[
            "analyze",
            "--explain",
            "--board",
            "18x1/17x2",
            "--lang=ZH-cn",
        ],
        "",
    );
    assert!(is_chinese(&text), "{text}");
}

#[test]
fn the_locale_variables_are_read_as_gettext_reads_them() {
    let cases: [(&[(&str, &str)], bool); 12] = [
        // LANGUAGE, a list, comes first unless the locale is C.
        (&[("LANGUAGE", "fr:zh_CN"), ("LANG", "en_US.UTF-8")], true),
        (&[("LANGUAGE", "en"), ("LANG", "zh_CN.UTF-8")], false),
        (&[("LANGUAGE", "zh_CN"), ("LC_ALL", "C.UTF-8")], false),
        // Then LC_ALL, LC_MESSAGES, LANG.
        (&[("LC_ALL", "C.UTF-8"), ("LANG", "zh_CN.UTF-8")], false),
        (&[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")], true),
        (&[("LC_MESSAGES", "zh_TW.UTF-8"), ("LANG", "C")], true),
        // POSIX names with a modifier, or none.
        (&[("LANG", "zh_CN@euro")], true),
        (&[("LANG", "zh_CN.GB18030@stroke")], true),
        (&[("LC_ALL", "zh")], true),
        // A name no locale has is the C locale: LANGUAGE is ignored.
        (&[("LANGUAGE", "zh_CN"), ("LANG", "zh-<b>")], false),
        // A language hopnim does not speak, or none: English.
        (&[("LANG", "fr_FR.UTF-8")], false),
        (&[("LANG", "")], false),
    ];
    for (env, chinese) in cases {
        let text = explain(Setting { env, flags: &[] });
        if chinese {
            assert!(is_chinese(&text), "{env:?}: {text}");
        } else {
            assert!(is_english(&text), "{env:?}: {text}");
        }
    }
}

#[test]
fn an_unknown_language_is_a_usage_error_naming_the_languages() {
    for args in [
        &["--lang", "fr", "analyze", "--board", "x1"][..],
        &["analyze", "--board", "x1", "--lang", "fr"],
        &["--lang", "", "solve"],
    ] {
        hopnim().args(args).assert().code(2).stdout("").stderr(
            predicate::str::contains("invalid value").and(predicate::str::contains(
                "hopnim speaks en (English) and zh-CN (简体中文)",
            )),
        );
    }
    // check keeps 2 for a verdict: its usage errors exit 64.
    hopnim()
        .args(["check", "in.txt", "out.txt", "--lang", "fr"])
        .assert()
        .code(64);
}

#[test]
fn lang_takes_only_a_bcp_47_tag_and_names_another_text_shortened() {
    let huge = format!("zh-{}", "b".repeat(100_000));
    let shown = format!("\"zh-{}… (100003 characters)\"", "b".repeat(37));
    for (tag, named) in [
        ("zh-<b>", "\"zh-<b>\""),
        ("zh_CN.UTF-8", "\"zh_CN.UTF-8\""),
        ("zh-CN-u-ca-chinese", "\"zh-CN-u-ca-chinese\""),
        (&huge, &shown),
    ] {
        let output = hopnim()
            .args(["--lang", tag, "analyze", "--board", "x1"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{named}: {output:?}");
        assert!(output.stdout.is_empty(), "{named}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            stderr,
            format!(
                "error: invalid value for '--lang <LANG>': {named} is not a language tag \
                 (BCP 47, such as en or zh-CN, at most 35 characters): hopnim speaks en \
                 (English) and zh-CN (简体中文)\n"
            )
        );
    }
    // Well-formed tags of the two languages, in any case; a Chinese language (`cmn`,
    // Mandarin), alone or as an extended language subtag of `zh`, is Chinese.
    for tag in [
        "zh-Hans-CN",
        "ZH",
        "en-GB",
        "zh-cmn-Hans-CN",
        "cmn-Hans-CN",
        "zh-Hans",
    ] {
        let text = stdout(
            C_LOCALE,
            &[
                "--lang",
                tag,
                "analyze",
                "--explain",
                "--board",
                "18x1/17x2",
            ],
            "",
        );
        assert_eq!(
            is_chinese(&text),
            tag.starts_with(['z', 'Z', 'c']),
            "{tag}: {text}"
        );
    }
    // A Chinese locale name in LANG, and an extended language subtag in LANGUAGE.
    for (name, value) in [("LANG", "zh_CN.UTF-8"), ("LANGUAGE", "zh-cmn-Hans-CN")] {
        let output = hopnim()
            .env("LANG", "en_US.UTF-8")
            .env(name, value)
            .args(["analyze", "--explain", "--board", "18x1/17x2"])
            .output()
            .unwrap();
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(is_chinese(&text), "{name}={value}: {text}");
    }
}

#[cfg(unix)]
#[test]
fn a_locale_variable_that_is_not_utf8_is_the_c_locale_as_for_gettext() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let not_utf8 = OsStr::from_bytes(b"zh_CN.\xff");
    for (name, others) in [
        ("LC_ALL", &[("LANG", "zh_CN.UTF-8")][..]),
        (
            "LC_MESSAGES",
            &[("LANG", "zh_CN.UTF-8"), ("LANGUAGE", "zh_CN")],
        ),
        ("LANG", &[("LANGUAGE", "zh_CN")]),
    ] {
        let mut command = hopnim();
        command.env(name, not_utf8);
        for (other, value) in others {
            command.env(other, value);
        }
        let output = command
            .args(["analyze", "--explain", "--board", "18x1/17x2"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{name}: {output:?}");
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(is_english(&text), "{name}: {text}");
    }
}

/// The runs of the commands a program reads, each as a whole process: exit code,
/// standard output and standard error.
fn machine_runs(setting: Setting, files: &std::path::Path) -> Vec<(Option<i32>, Vec<u8>, Vec<u8>)> {
    let sample = sample_path();
    let input = files.join("input.txt");
    let input = input.to_str().unwrap();
    let right = files.join("right.txt");
    let wrong = files.join("wrong.txt");
    let runs: Vec<(Vec<&str>, &str)> = vec![
        (vec!["solve", &sample], ""),
        (vec!["solve", "--misere", &sample], ""),
        (vec!["solve", "--rules", "welter", &sample], ""),
        (vec!["analyze", "--json", &sample], ""),
        (vec!["analyze", "--json", "--moves", &sample], ""),
        (
            vec![
                "analyze",
                "--json",
                "--moves",
                "--misere",
                "--board",
                "x3x2/xx1x3/3x3",
            ],
            "",
        ),
        (
            vec!["play", "--board", "18x1/17x2", "--hints", "--misere"],
            "values\n1:1\n1:0\ndance\n1:19->18\nhelp\n2:18\nundo\nundo\nhint\n1:19\n",
        ),
        (
            vec!["play", "--seed", "7", "--rules", "slide"],
            "1:1\n2:1\n3:1\n",
        ),
        (vec!["check", input, right.to_str().unwrap()], ""),
        (vec!["check", input, wrong.to_str().unwrap()], ""),
        (vec!["check", input], ""),
        (vec!["table", "--width", "10"], ""),
        (vec!["table", "--width", "10", "--format", "csv"], ""),
        (
            vec!["gen", "--seed", "1", "--tests", "3", "--rows", "2"],
            "",
        ),
        (vec!["puzzle", "--seed", "3", "--json"], ""),
        (
            vec!["puzzle", "--seed", "3", "--goal", "fastest", "--json"],
            "",
        ),
        (
            vec![
                "play",
                "--board",
                "x4x3x2/1x3xx5/xx3x6",
                "--level",
                "1",
                "--seed",
                "3",
            ],
            "1:1\nhint\n2:2\n3:1\nundo\n",
        ),
        (
            vec!["review", "--json", "--misere"],
            "3xx1/xx4 1:5->6 2:1->3\n18x1/17x2 1:19->20 2:18\n",
        ),
        (vec!["play", "--board", "x1x1"], "1:1\n1:2\n1:3\n"),
    ];
    runs.into_iter()
        .map(|(args, stdin)| {
            let output = run(setting, &args, stdin);
            (output.status.code(), output.stdout, output.stderr)
        })
        .collect()
}

#[test]
fn what_a_program_reads_is_the_same_in_every_language() {
    let files = tempfile::tempdir().unwrap();
    std::fs::write(
        files.path().join("input.txt"),
        "2\n1\n1 19\n2\n1 19\n1 18\n",
    )
    .unwrap();
    std::fs::write(files.path().join("right.txt"), "YES\nYES\n").unwrap();
    std::fs::write(files.path().join("wrong.txt"), "NO\nNO\n").unwrap();
    let english = machine_runs(C_LOCALE, files.path());
    // The runs did what they should: the right answer is accepted, the wrong one not.
    assert_eq!(english[8].0, Some(0));
    assert_eq!(english[9].0, Some(1));
    assert_eq!(english[10].0, Some(64));
    assert!(english[6].1.starts_with(
        "game: misère play: the player who cannot move wins\nboard: 18x1/17x2\n".as_bytes()
    ));
    for setting in [ZH_LOCALE, ZH_FLAG] {
        let runs = machine_runs(setting, files.path());
        for (index, (run, expected)) in runs.iter().zip(&english).enumerate() {
            assert_eq!(run.0, expected.0, "{setting:?}, run {index}");
            assert_eq!(
                String::from_utf8_lossy(&run.1),
                String::from_utf8_lossy(&expected.1),
                "{setting:?}, run {index}"
            );
            assert_eq!(
                String::from_utf8_lossy(&run.2),
                String::from_utf8_lossy(&expected.2),
                "{setting:?}, run {index}"
            );
        }
    }
}

#[test]
fn the_chinese_table_keeps_its_columns_aligned() {
    let text = stdout(
        ZH_FLAG,
        &["analyze", "--board", "x3x2/xx1x3/3x3", "--color", "never"],
        "",
    );
    let lines: Vec<&str> = text.lines().collect();
    let heading = lines[1];
    assert_eq!(heading, "  行  棋盘   SG 值  阶梯（级:堆，* 奇数级：计入）");
    // Each value ends under the end of its heading (`SG 值`, two words), and the
    // stairs start under theirs, in terminal columns.
    let (grundy_end, stairs_start) = (word(heading, 3).1, word(heading, 4).0);
    for row in &lines[2..5] {
        assert_eq!(word(row, 2).1, grundy_end, "{row}\n{heading}");
        assert_eq!(word(row, 3).0, stairs_start, "{row}\n{heading}");
    }
}

/// Where the word `index` (from 0, words parted by spaces) of `line` starts and ends,
/// in terminal columns.
fn word(line: &str, index: usize) -> (usize, usize) {
    let mut words = Vec::new();
    let mut start = None;
    for (at, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (c == ' ', start) {
            (true, Some(begun)) => {
                words.push((line[..begun].width(), line[..at].width()));
                start = None;
            }
            (false, None) => start = Some(at),
            _ => {}
        }
    }
    words[index]
}

#[test]
fn puzzle_and_play_speak_chinese_to_a_person() {
    let puzzle = stdout(ZH_FLAG, &["puzzle", "--seed", "3", "--answer"], "");
    let english = stdout(C_LOCALE, &["puzzle", "--seed", "3", "--answer"], "");
    let (lines, english): (Vec<&str>, Vec<&str>) =
        (puzzle.lines().collect(), english.lines().collect());
    // The board and the answer are notation, the same in both.
    assert_eq!(lines[..2], english[..2]);
    assert!(lines[2].starts_with("诱人的败着："), "{puzzle}");
    assert!(
        english[2].starts_with("tempting losing moves: "),
        "{puzzle}"
    );
    // A drawn seed is told on standard error, with the command that repeats it.
    let output = run(ZH_FLAG, &["puzzle"], "");
    let note = String::from_utf8(output.stderr).unwrap();
    assert!(
        note.starts_with("谜题种子 ") && note.contains("（hopnim puzzle --seed "),
        "{note}"
    );

    let screen = stdout(
        ZH_FLAG,
        &[
            "play",
            "--board",
            "19x/17x2",
            "--interface",
            "screen",
            "--color",
            "never",
            "--ascii",
        ],
        "help\n3:1\n1:20\n1:19\n2:0\n2:18\n",
    );
    for line in [
        "命令：\n  R:C      移动第 R 行、第 C 列的棋子",
        "这步棋不能走：没有第 3 行（棋盘只有 2 行）\n",
        "这步棋不能走：1:20 上的棋子动不了：它右边没有空格\n",
        "这步棋不能走：1:19 上没有棋子\n",
        "这步棋不能走：2:0：列号必须是正整数\n",
        "引擎走了 2:19->20\n",
    ] {
        assert!(screen.contains(line), "{line}\n{screen}");
    }
    assert!(screen.contains("引擎赢了。\n你的准确率："), "{screen}");
    assert!(screen.ends_with("引擎的准确率：100%\n"), "{screen}");
}

#[test]
fn chinese_names_the_rule_sets_in_its_words_and_lists_with_the_enumeration_comma() {
    // Regression: "第 1 组测试：宽 4，1 行，welter 规则" and "按 welter 规则，1:1 上的
    // 棋子可以落在 2, 3, 4".
    let table = chinese_analysis(&["--rules", "welter", "--board", "x3"]);
    assert!(
        table.starts_with("第 1 组测试：宽 4，1 行，Welter 游戏规则\n"),
        "{table}"
    );
    let table = chinese_analysis(&["--rules", "slide", "--board", "x3"]);
    assert!(
        table.starts_with("第 1 组测试：宽 4，1 行，滑动规则\n"),
        "{table}"
    );
    let screen = stdout(
        ZH_FLAG,
        &[
            "play",
            "--board",
            "x3/x3",
            "--rules",
            "welter",
            "--interface",
            "screen",
            "--color",
            "never",
            "--ascii",
        ],
        "1:1\n1:1->5\n",
    );
    for line in [
        "这步棋不能走：按 Welter 游戏规则，1:1 上的棋子可以落在 2、3、4，请写明落点，即在 1:1 后加上 -> 和落点的列号\n",
        "这步棋不能走：按 Welter 游戏规则，1:1 上的棋子不能落在 5（它可以落在 2、3、4）\n",
    ] {
        assert!(screen.contains(line), "{line}\n{screen}");
    }
    assert!(
        !screen.contains("welter") && !screen.contains(", "),
        "{screen}"
    );
}

/// `analyze ARGS --color never` in Chinese.
fn chinese_analysis(args: &[&str]) -> String {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--color", "never"]);
    stdout(ZH_FLAG, &all, "")
}

#[test]
fn the_chinese_narration_and_table() {
    insta::assert_snapshot!(
        "zh_explain_moves",
        chinese_analysis(&["--explain", "--moves", "--board", "18x1/17x2"])
    );
    insta::assert_snapshot!(
        "zh_explain_misere",
        chinese_analysis(&["--explain", "--misere", "--board", "x3x2/xx1x3/3x3"])
    );
    insta::assert_snapshot!(
        "zh_explain_welter",
        chinese_analysis(&[
            "--explain",
            "--rules",
            "welter",
            "--board",
            "x3x2/xx1x3/3x3"
        ])
    );
    insta::assert_snapshot!(
        "zh_explain_slide",
        chinese_analysis(&["--explain", "--rules", "slide", "--board", "2x3x/x5x"])
    );
}

#[test]
fn the_chinese_play_screen() {
    let screen = stdout(
        ZH_FLAG,
        &[
            "play",
            "--board",
            "18x1/17x2",
            "--interface",
            "screen",
            "--color",
            "never",
            "--ascii",
            "--hints",
        ],
        "values\n2:18\n",
    );
    insta::assert_snapshot!("zh_play_screen", screen);
}

#[test]
fn the_chinese_review() {
    let review = stdout(
        ZH_FLAG,
        &["review", "--misere"],
        "3xx1/xx4 1:5->6 2:1->3\nx1x1 1:1->2 1:3\n",
    );
    insta::assert_snapshot!("zh_review", review);
    for word in [
        "best", "good", "blunder", "hasty", "accuracy", "first", "second",
    ] {
        assert!(!review.contains(word), "{word}: {review}");
    }
}

/// The mistakes a learner makes with `analyze --board`, `play` and `puzzle`, each
/// with what it says in English, as it read before the errors spoke Chinese.
const LEARNER_MISTAKES: [(&[&str], &str); 14] = [
    (
        &["analyze", "--board", "18x1/17y2"],
        "error: --board: character 8 (row 2): unexpected 'y': expected 'x', '.', a digit \
         or '/'\n        |\n--board | 18x1/17y2\n        |        ^\n",
    ),
    (
        &["analyze", "--board", "18x1/x"],
        "error: --board: character 6 (row 2): the row has width 1, but the first row has \
         width 20\n        |\n--board | 18x1/x\n        |      ^\n",
    ),
    (
        &["analyze", "--board", ""],
        "error: --board: character 1: the notation is empty\n        |\n--board | \n        \
         | ^\n",
    ),
    (
        &["analyze", "--board", "30x", "--rules", "welter", "--misere"],
        "error: misère play under the welter rules is proved only for rows of up to 24 \
         cells, and width 31 is wider (hopnim verify --misere --rules welter checks it): no \
         answer would be more than a guess\n\nUsage: hopnim analyze [OPTIONS] [FILE]\n\n\
         For more information, try '--help'.\n",
    ),
    (
        &["play", "--board", "65"],
        "error: --board: character 1 (row 1): the row is wider than 64 cells\n        |\n\
         --board | 65\n        | ^\n",
    ),
    (
        &["play", "--board", "1:19->20"],
        "error: --board: character 2 (row 1): unexpected ':': expected 'x', '.', a digit \
         or '/'\n        |\n--board | 1:19->20\n        |  ^\n",
    ),
    (
        &["play", "--width", "65"],
        "error: invalid value '65' for '--width <WIDTH>': width 65 is out of range \
         (2..=64)\n",
    ),
    (
        &["play", "--rows", "0"],
        "error: invalid value '0' for '--rows <ROWS>': 0 is not in 1..=64\n",
    ),
    (
        &["play", "--seed", "abc"],
        "error: invalid value 'abc' for '--seed <SEED>': invalid digit found in string\n",
    ),
    (
        &["play", "--level", "6"],
        "error: invalid value '6' for '--level <LEVEL>': `6` is not an engine level (1 to \
         5, or perfect)\n",
    ),
    (
        &["puzzle", "--level", "7"],
        "error: invalid value '7' for '--level <LEVEL>': level 7 is out of range (1..=5)\n",
    ),
    (
        &["puzzle", "--level", "x"],
        "error: invalid value 'x' for '--level <LEVEL>': `x` is not a level (a whole \
         number from 1 to 5)\n",
    ),
    (
        &["puzzle", "--seed=-1"],
        "error: invalid value '-1' for '--seed <SEED>': invalid digit found in string\n",
    ),
    (
        &["puzzle", "--seed", "99999999999999999999"],
        "error: invalid value '99999999999999999999' for '--seed <SEED>': number too \
         large to fit in target type\n",
    ),
];

/// The English words left in `text`, a learner's error in another language: words of
/// Latin letters other than the names kept in every language, outside the notation
/// (the text given, quoted “…”, and the snippet under the error's line) and the
/// command line's own words (a `--flag`, its value, `hopnim` and its subcommand).
fn english_words(text: &str) -> Vec<String> {
    const KEPT: [&str; 6] = ["hopnim", "Nim", "Welter", "SG", "xor", "misère"];
    let mut words = Vec::new();
    for line in text.lines().filter(|line| !line.contains(" |")) {
        let mut quoted = false;
        let unquoted: String = line
            .chars()
            .map(|c| {
                quoted = (quoted || c == '“') && c != '”';
                if quoted { ' ' } else { c }
            })
            .collect();
        let mut code = false;
        let latin = |c: char| c.is_ascii() || ('\u{c0}'..='\u{24f}').contains(&c);
        for token in unquoted.split(|c: char| c.is_whitespace() || !latin(c)) {
            if token.is_empty() {
                continue;
            }
            // A flag and its value, `hopnim` and its subcommand.
            let was_code =
                std::mem::replace(&mut code, token.starts_with("--") || token == "hopnim");
            if code || was_code {
                continue;
            }
            words.extend(
                token
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|word| word.len() > 1 && !KEPT.contains(word))
                    .map(str::to_owned),
            );
        }
    }
    words
}

#[test]
fn the_english_words_of_a_text_leave_out_notation_and_the_command_line() {
    assert_eq!(
        english_words("错误：--board：第 1 个字符：“abc”不是 x\n  |\n--board | 18xy\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        english_words("（可以用 hopnim verify --misere --rules welter 验证）：the end"),
        ["the", "end"]
    );
}

#[test]
fn a_learner_s_mistakes_are_told_in_the_learner_s_language() {
    for (args, english) in LEARNER_MISTAKES {
        let before = run(C_LOCALE, args, "");
        assert_eq!(String::from_utf8_lossy(&before.stderr), english, "{args:?}");
        assert!(before.stdout.is_empty(), "{args:?}");
        let code = before.status.code();
        assert!(matches!(code, Some(1 | 2)), "{args:?}: {code:?}");
        for setting in [ZH_FLAG, ZH_LOCALE] {
            let output = run(setting, args, "");
            let said = String::from_utf8(output.stderr).unwrap();
            assert_eq!(output.status.code(), code, "{setting:?} {args:?}: {said}");
            assert!(said.starts_with("错误："), "{setting:?} {args:?}: {said}");
            let left = english_words(&said);
            assert!(left.is_empty(), "{setting:?} {args:?}: {left:?} in {said}");
        }
    }
    // A flag's value, and where the notation is wrong.
    let said = |args: &[&str]| String::from_utf8(run(ZH_FLAG, args, "").stderr).unwrap();
    assert_eq!(
        said(&["puzzle", "--level", "7"]),
        "错误：--level 的值“7”无效：难度 7 超出范围（应为 1 到 5）\n"
    );
    assert_eq!(
        said(&["play", "--level", "best"]),
        "错误：--level 的值“best”无效：“best”不是引擎等级（应为 1 到 5，或“perfect”）\n"
    );
    assert_eq!(
        said(&["play", "--rules", "hip"]),
        "错误：--rules 的值“hip”无效：可取的值为 hop、welter、slide\n"
    );
    assert!(said(&["analyze", "--board", "18x1/x"]).starts_with(
        "错误：--board：第 6 个字符（第 2 行）：这一行宽 1，而第一行宽 20\n        |\n"
    ));
    // A judge input's diagnostics, a setter's command and a prover's stay English.
    let judge = said(&["analyze", "--width", "5"]);
    assert!(judge.starts_with("error: <stdin>:"), "{judge}");
    let setter = said(&["gen", "--seed", "1", "--width", "0"]);
    assert!(setter.starts_with("error: invalid value '0'"), "{setter}");
}

/// One example of a guide: the command after `$ ` (a `printf 'TEXT' |` before it
/// is its standard input) and the lines it prints, `…` standing for any lines.
#[derive(Debug)]
struct Example {
    stdin: String,
    args: Vec<String>,
    printed: Vec<String>,
}

/// The examples of the `text` blocks of the guide `name` in docs/: every line that
/// starts with `$ ` is a command, the lines up to the next one what it prints.
fn guide_examples(name: &str) -> Vec<Example> {
    let path = format!("{}/../../docs/{name}", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).unwrap();
    let mut examples: Vec<Example> = Vec::new();
    for block in doc.split("```text\n").skip(1) {
        let block = block.split("```").next().unwrap();
        for line in block.lines() {
            match line.strip_prefix("$ ") {
                Some(command) => {
                    let (stdin, command) = match command.strip_prefix("printf '") {
                        Some(rest) => {
                            let (text, rest) = rest.split_once("' | ").expect("printf 'TEXT' |");
                            (text.replace("\\n", "\n"), rest)
                        }
                        None => (String::new(), command),
                    };
                    let command = command.strip_prefix("hopnim ").expect("a hopnim command");
                    let args = command
                        .split(' ')
                        .map(|arg| arg.trim_matches('\'').to_owned())
                        .collect();
                    examples.push(Example {
                        stdin,
                        args,
                        printed: Vec::new(),
                    });
                }
                None => examples
                    .last_mut()
                    .expect("a command first")
                    .printed
                    .push(line.trim_end().to_owned()),
            }
        }
    }
    examples
}

/// Whether `lines` are `expected`, where a line `…` of `expected` stands for any
/// run of lines (none too); trailing blank lines left out of both.
fn lines_match(lines: &[&str], expected: &[&str]) -> bool {
    fn trimmed<'a>(mut lines: &'a [&'a str]) -> &'a [&'a str] {
        while let [rest @ .., ""] = lines {
            lines = rest;
        }
        lines
    }
    fn go(lines: &[&str], expected: &[&str]) -> bool {
        match expected.split_first() {
            None => lines.is_empty(),
            Some((&"…", rest)) => (0..=lines.len()).any(|skip| go(&lines[skip..], rest)),
            Some((first, rest)) => lines.first() == Some(first) && go(&lines[1..], rest),
        }
    }
    go(trimmed(lines), trimmed(expected))
}

#[test]
fn lines_match_reads_an_ellipsis_as_any_lines() {
    assert!(lines_match(&["a", "b", "c", ""], &["a", "…", "c"]));
    assert!(lines_match(&["a", "c"], &["a", "…", "c"]));
    assert!(!lines_match(&["a", "b"], &["a", "…", "c"]));
    assert!(!lines_match(&["a", "b"], &["a"]));
}

#[test]
fn the_chinese_learners_guide_shows_what_hopnim_prints_in_chinese() {
    // docs/learners.zh-CN.md: every example is run as it is written, in one folder
    // (the walk's review reads the record its game wrote), and prints what it shows.
    let examples = guide_examples("learners.zh-CN.md");
    assert!(examples.len() >= 6, "{examples:?}");
    let dir = tempfile::tempdir().unwrap();
    for example in &examples {
        assert_eq!(
            example.args[..2],
            ["--lang", "zh-CN"],
            "every example speaks Chinese"
        );
        let output = hopnim()
            .current_dir(dir.path())
            .args(&example.args)
            .write_stdin(example.stdin.as_str())
            .output()
            .unwrap();
        assert!(output.status.success(), "{example:?}: {output:?}");
        let printed = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<&str> = printed.lines().map(str::trim_end).collect();
        let expected: Vec<&str> = example.printed.iter().map(String::as_str).collect();
        assert!(
            lines_match(&lines, &expected),
            "{:?} printed\n{printed}\nnot\n{}",
            example.args,
            expected.join("\n")
        );
    }
}
