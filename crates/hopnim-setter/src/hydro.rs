//! A problem for HydroOJ, the self-hosted judge of many schools: a folder `<pid>/` in
//! the layout Hydro's import reads (its `ProblemModel.import`), and the zip of that
//! folder to upload (Hydro's "Import From Hydro", 从 Hydro 导入).
//!
//! The folder holds:
//! - `problem.yaml`: `title` (the English title; the Chinese one heads
//!   `problem_zh.md`), `pid` ([`Pid`]) and `tag` ([`tags`]), the keys the import reads
//!   that say something true of the problem;
//! - `problem_en.md` and `problem_zh.md`: the statements in Markdown, each under its
//!   title, with the samples in Hydro's sample blocks ([`statement_page`]); Hydro keys
//!   them by the languages of its interface, `en` and `zh`;
//! - `testdata/`: the tests of the problem's [`Layout`], byte for byte, as
//!   `NAME.in` and `NAME.out` (the sample as `sample1`), the judging program, and
//!   `config.yaml` in Hydro's schema: [`config_yaml`];
//! - `std/`: the accepted programs, which the import submits as they are (at most
//!   [`STD_MAX`]), and `submissions/wrong_answer/` and
//!   `submissions/time_limit_exceeded/`: the others, which the import submits each
//!   headed by a line `// NAME: PATH` (a comment in C++; a Python program there is
//!   refused by Hydro for that line, which still rejects it, though not for its
//!   answers).
//!
//! The judging program is testlib's, as Hydro runs it (`testlib.h` is Hydro's own:
//! the folder holds none): for the normal and misère problems the package's checker,
//! `checker.cpp` (`checker_type: testlib`), run as `checker input output answer`, so
//! that Hydro judges an output as the Kattis and Polygon packages do, token by token
//! and regardless of case (Hydro's own `default` comparison is line by line and would
//! refuse a `yes` the others accept); for the interactive problem the testlib
//! interactor, `interactor.cpp` (`type: interactive`), run as `interactor input tout
//! answer`, whose verdict Hydro takes with no checker after it.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::hydro::hydro;
//! use hopnim_setter::package::{Asset, Kind};
//! let assets = [
//!     Asset { path: "statement_hop.tex", text: "Who wins?\n\n\\section*{Input}\nT.\n" },
//!     Asset { path: "statement_hop.zh.tex", text: "谁赢？\n\n\\section*{输入格式}\n$T$。\n" },
//!     Asset { path: "validator.cpp", text: "// Kattis's validator\n" },
//!     Asset { path: "polygon/validator.cpp", text: "// validator\n" },
//!     Asset { path: "polygon/check.cpp", text: "// checker\n" },
//!     Asset { path: "submissions/hop/accepted/staircase.cpp", text: "// right\n" },
//!     Asset { path: "submissions/hop/wrong_answer/even_stairs.cpp", text: "// wrong\n" },
//! ];
//! let package = hydro(Kind::Normal(Rules::Hop), "chess", &assets, "1\n1\n1 20\n", 5724)?;
//! let file = |path: &str| package.files.iter().find(|f| f.path == path).map(|f| &*f.text);
//! assert!(file("chess/problem_zh.md").unwrap().starts_with("# 高手过招\n\n## 题目描述\n\n谁赢？\n"));
//! assert!(file("chess/problem_en.md").unwrap().ends_with("```input1\n1\n1\n1 20\n```\n\n```output1\nNO\n```\n"));
//! assert_eq!(file("chess/testdata/sample1.in"), Some("1\n1\n1 20\n"));
//! assert_eq!(file("chess/testdata/sample1.out"), Some("NO\n"));
//! assert_eq!(file("chess/testdata/checker.cpp"), Some("// checker\n"));
//! assert_eq!(file("chess/std/staircase.cpp"), Some("// right\n"));
//! assert_eq!(file("chess/submissions/wrong_answer/even_stairs.cpp"), Some("// wrong\n"));
//! assert!(file("chess/testdata/config.yaml").unwrap().contains("checker_type: testlib\n"));
//! assert_eq!(package.archives[0].path, "chess.zip");
//! # Ok::<(), hopnim_setter::hydro::HydroError>(())
//! ```

use std::fmt::{self, Write as _};

use crate::layout::{Layout, Test, Verdict};
use crate::package::{Archive, Asset, Kind, MEMORY_LIMIT_MB, Package, PackageError, PackageFile};
use crate::polygon::TIME_LIMIT_MS;
use crate::statement::{Frame, Language, MarkdownStatement, Sample, StatementError};
use hopnim::phrase;
use hopnim::phrase::Phrase;

/// The most programs Hydro's import submits from `std/`: it skips the others.
pub const STD_MAX: usize = 5;

/// Why a Hydro problem cannot be laid out. It says itself in any language
/// ([`HydroError::phrase`]); its `Display` is the English.
#[derive(Debug, thiserror::Error)]
pub enum HydroError {
    /// What the layout refuses: a missing source, a bad sample, a submission folder
    /// that is no verdict.
    #[error(transparent)]
    Package(#[from] PackageError),
    /// A statement source that does not convert to Markdown.
    #[error(transparent)]
    Statement(#[from] StatementError),
    /// The short name makes no problem id Hydro takes.
    #[error("{}", self.phrase())]
    Pid {
        /// The short name given.
        short_name: String,
    },
    /// More accepted programs than Hydro's import submits from `std/`.
    #[error("{}", self.phrase())]
    TooManyAccepted {
        /// How many there are.
        count: usize,
    },
}

impl HydroError {
    /// Why the Hydro problem cannot be laid out, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            HydroError::Package(error) => error.phrase(),
            HydroError::Statement(error) => error.phrase(),
            HydroError::Pid { short_name } => {
                phrase!("setter-hydro-pid", short_name = short_name)
            }
            HydroError::TooManyAccepted { count } => phrase!(
                "setter-hydro-too-many-accepted",
                count = *count,
                most = STD_MAX
            ),
        }
    }
}

/// A Hydro problem id: what its import takes as `pid` (letters and digits, a letter
/// first; its rule `^(?:[a-z0-9]{1,10}-)?[a-z][0-9a-z]*$`, case aside, without the
/// prefix, which needs a namespace of the domain).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pid(String);

impl Pid {
    /// The id of the problem whose short name is `short_name`: the name itself when
    /// it starts with a letter, else the name after `P`, as Hydro names a problem by
    /// its number (`P1000`). An error says that the name is empty or holds anything
    /// but ASCII letters and digits.
    ///
    /// ```
    /// use hopnim_setter::hydro::Pid;
    /// assert_eq!(Pid::of_short_name("chess")?.as_str(), "chess");
    /// assert_eq!(Pid::of_short_name("5724")?.as_str(), "P5724");
    /// assert!(Pid::of_short_name("chess-2").is_err());
    /// assert!(Pid::of_short_name("").is_err());
    /// # Ok::<(), hopnim_setter::hydro::HydroError>(())
    /// ```
    pub fn of_short_name(short_name: &str) -> Result<Pid, HydroError> {
        if short_name.is_empty() || !short_name.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(HydroError::Pid {
                short_name: short_name.to_owned(),
            });
        }
        if short_name.starts_with(|c: char| c.is_ascii_alphabetic()) {
            Ok(Pid(short_name.to_owned()))
        } else {
            Ok(Pid(format!("P{short_name}")))
        }
    }

    /// The id.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Pid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The tags of the problem of `kind`, in Chinese and in English: what a contestant
/// may know before reading it (a game; misère or interactive when its title says
/// so), never the way to its answer (no rule set's name, no staircase).
///
/// ```
/// use hopnim_setter::hydro::tags;
/// use hopnim_setter::package::Kind;
/// assert!(tags(Kind::Interactive).contains(&"交互题"));
/// assert!(tags(Kind::Misere).contains(&"反常游戏"));
/// ```
pub fn tags(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Normal(_) => &["博弈论", "SG 函数", "game theory", "Sprague-Grundy"],
        Kind::Misere => &["博弈论", "反常游戏", "game theory", "misère play"],
        Kind::Interactive => &[
            "博弈论",
            "SG 函数",
            "交互题",
            "game theory",
            "Sprague-Grundy",
            "interactive",
        ],
    }
}

/// A string as a YAML scalar: double-quoted as JSON writes it (YAML reads JSON's
/// strings).
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// A time in milliseconds as Hydro writes one: `1s`, `1500ms`.
fn time_text(ms: u32) -> String {
    if ms.is_multiple_of(1000) {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// The name of a test's files in `testdata/`: `sample1` for the sample `1`, else the
/// test's own name (`01-max`, `kill-02`); each holds a digit, as Hydro's matcher of
/// test files asks.
fn test_stem(test: &Test<'_>) -> String {
    if test.sample {
        format!("sample{}", test.name)
    } else {
        test.name.clone()
    }
}

/// `testdata/config.yaml` of the problem of `kind` whose tests are `stems` (their
/// files' names without `.in` and `.out`), in Hydro's schema: the type, the testlib
/// checker or the interactor, the time and memory limits, and one subtask of every
/// test in their order, worth 100 and scored by its lowest (`min`): accepted or not,
/// as HDU judges, and Hydro stops at a subtask's first failed test.
///
/// ```
/// use hopnim::game::Rules;
/// use hopnim_setter::hydro::config_yaml;
/// use hopnim_setter::package::Kind;
/// let yaml = config_yaml(Kind::Interactive, &["sample1", "01"]);
/// assert!(yaml.contains("type: interactive\ninteractor: interactor.cpp\n"));
/// assert!(yaml.contains("      - input: 01.in\n        output: 01.out\n"));
/// assert!(config_yaml(Kind::Normal(Rules::Hop), &["sample1"]).contains("checker: checker.cpp\n"));
/// ```
pub fn config_yaml(kind: Kind, stems: &[&str]) -> String {
    let mut yaml = String::from(
        "# Written by hopnim package: HydroOJ's test data config (the schema of its\n\
         # problem config editor). One subtask of every test, scored by its lowest test:\n\
         # accepted or not, as HDU judges.\n",
    );
    if kind == Kind::Interactive {
        yaml.push_str("type: interactive\ninteractor: interactor.cpp\n");
    } else {
        yaml.push_str("type: default\nchecker_type: testlib\nchecker: checker.cpp\n");
    }
    let _ = write!(
        yaml,
        "time: {}\nmemory: {MEMORY_LIMIT_MB}m\nsubtasks:\n  - id: 1\n    type: min\n    \
         score: 100\n    cases:\n",
        time_text(TIME_LIMIT_MS)
    );
    for stem in stems {
        let _ = writeln!(yaml, "      - input: {stem}.in\n        output: {stem}.out");
    }
    yaml
}

/// `problem.yaml`: the English title, the id and the tags.
fn problem_yaml(kind: Kind, pid: &Pid) -> String {
    let mut yaml = format!(
        "# Written by hopnim package: a HydroOJ problem. The Chinese title heads problem_zh.md.\n\
         title: {}\npid: {pid}\ntag:\n",
        quoted(kind.problem().title)
    );
    for tag in tags(kind) {
        let _ = writeln!(yaml, "  - {}", quoted(tag));
    }
    yaml
}

/// Hydro's key of a statement in `language`: the id of the language of its interface
/// (`en`, `zh`), which picks the statement a reader sees.
fn language_key(language: Language) -> &'static str {
    match language {
        Language::English => "en",
        Language::Chinese => "zh",
    }
}

/// The statement `statement` in `language` as Hydro shows it: the statement module's
/// page under `title`, with `samples` in Hydro's sample blocks, after the output
/// format and before the notes, as Hydro's own pages place them.
///
/// ```
/// use hopnim_setter::hydro::statement_page;
/// use hopnim_setter::statement::{Language, MarkdownStatement, Sample};
/// let source = "谁赢？\n\\section*{说明}\n无。\n";
/// let statement = MarkdownStatement::from_latex("statement_hop.zh.tex", source)?;
/// let samples = [Sample { input: "1\n1\n0\n", answer: "NO\n" }];
/// assert_eq!(
///     statement_page(&statement, Language::Chinese, "高手过招", &samples),
///     "# 高手过招\n\n## 题目描述\n\n谁赢？\n\n```input1\n1\n1\n0\n```\n\n\
///      ```output1\nNO\n```\n\n## 说明/提示\n\n无。\n"
/// );
/// # Ok::<(), hopnim_setter::statement::StatementError>(())
/// ```
pub fn statement_page(
    statement: &MarkdownStatement,
    language: Language,
    title: &str,
    samples: &[Sample<'_>],
) -> String {
    statement.render(language, Frame::HydroPage { title, samples })
}

/// The statements of the problem of `kind` from the sources `assets`, as
/// `problem_<key>.md`, each under its title (the source's own, else the problem's in
/// its language), with `samples`. An error names a missing source or what of it does
/// not convert.
fn statements<'a>(
    kind: Kind,
    assets: &[Asset<'a>],
    samples: &[Sample<'_>],
) -> Result<Vec<PackageFile<'a>>, HydroError> {
    let mut files = Vec::new();
    for language in Language::ALL {
        let source_path = language.source_path(kind);
        let text = assets
            .iter()
            .find(|asset| asset.path == source_path)
            .ok_or_else(|| PackageError::MissingAsset(source_path.clone()))?
            .text;
        let statement = MarkdownStatement::from_latex(&source_path, text)?;
        let title = statement
            .sections()
            .name
            .clone()
            .unwrap_or_else(|| language.title(&kind.problem()).to_owned());
        files.push(PackageFile::new(
            format!("problem_{}.md", language_key(language)),
            statement_page(&statement, language, &title, samples),
        ));
    }
    Ok(files)
}

/// Where a program of `verdict` goes: `std/` for an accepted one, which Hydro's
/// import submits as it is, else `submissions/<verdict>/`.
fn program_folder(verdict: Verdict) -> String {
    match verdict {
        Verdict::Accepted => "std".to_owned(),
        _ => format!("submissions/{}", verdict.folder()),
    }
}

/// The Hydro problem of `kind`, whose short name is `short_name` (its [`Pid`]), from
/// the package sources `assets`, with the sample `sample` and the secret data of
/// `seed`: the folder `<pid>/` of the module's documentation and its zip `<pid>.zip`,
/// which holds the folder. An error names a missing source, a bad sample, a short
/// name that is no id, a statement that does not convert to Markdown, or too many
/// accepted programs.
pub fn hydro<'a>(
    kind: Kind,
    short_name: &str,
    assets: &[Asset<'a>],
    sample: &'a str,
    seed: u64,
) -> Result<Package<'a>, HydroError> {
    let pid = Pid::of_short_name(short_name)?;
    let layout = Layout::new(kind, assets, sample, seed)?;
    let accepted = layout.with_verdict(Verdict::Accepted).count();
    if accepted > STD_MAX {
        return Err(HydroError::TooManyAccepted { count: accepted });
    }
    let stems: Vec<String> = layout.tests.iter().map(test_stem).collect();
    let stem_refs: Vec<&str> = stems.iter().map(String::as_str).collect();
    // The interactive problem's statement shows no sample: its test is the
    // interactor's input, not an example of the protocol.
    let samples: Vec<Sample<'_>> = match kind {
        Kind::Interactive => Vec::new(),
        _ => layout
            .samples()
            .map(|test| Sample {
                input: &test.input,
                answer: &test.answer,
            })
            .collect(),
    };
    let mut files = vec![PackageFile::new("problem.yaml", problem_yaml(kind, &pid))];
    files.extend(statements(kind, assets, &samples)?);
    files.push(PackageFile::new(
        "testdata/config.yaml",
        config_yaml(kind, &stem_refs),
    ));
    match layout.programs.testlib_interactor() {
        Some(interactor) => files.push(PackageFile::new("testdata/interactor.cpp", interactor)),
        None => files.push(PackageFile::new(
            "testdata/checker.cpp",
            layout.programs.checker,
        )),
    }
    for (test, stem) in layout.tests.iter().zip(&stems) {
        files.push(PackageFile::new(
            format!("testdata/{stem}.in"),
            test.input.clone(),
        ));
        files.push(PackageFile::new(
            format!("testdata/{stem}.out"),
            test.answer.clone(),
        ));
    }
    for submission in &layout.submissions {
        files.push(PackageFile::new(
            format!("{}/{}", program_folder(submission.verdict), submission.name),
            submission.text,
        ));
    }
    for file in &mut files {
        file.path = format!("{pid}/{}", file.path);
    }
    Ok(Package {
        files,
        archives: vec![Archive {
            path: format!("{pid}.zip"),
            folder: format!("{pid}/"),
            strip: String::new(),
        }],
        secret: layout.secret,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::INTERACTIVE_ANSWER;
    use hopnim::game::Rules;

    /// Sources for the hop and interactive kinds: the programs, a submission of
    /// each verdict, and a Python one.
    fn assets() -> Vec<Asset<'static>> {
        vec![
            Asset {
                path: "statement_hop.tex",
                text: "Who wins?\n\n\\section*{Notes}\nNone.\n",
            },
            Asset {
                path: "statement_hop.zh.tex",
                text: "谁赢？\n",
            },
            Asset {
                path: "statement_misere.tex",
                text: "Who loses?\n",
            },
            Asset {
                path: "statement_misere.zh.tex",
                text: "谁输？\n",
            },
            Asset {
                path: "statement_interactive.tex",
                text: "Win.\n\n\\section*{Interaction}\nMove.\n",
            },
            Asset {
                path: "statement_interactive.zh.tex",
                text: "赢。\n",
            },
            Asset {
                path: "validator.cpp",
                text: "// the Kattis validator\n",
            },
            Asset {
                path: "interactor.cpp",
                text: "// the interactor\n",
            },
            Asset {
                path: "polygon/check.cpp",
                text: "// the checker\n",
            },
            Asset {
                path: "polygon/validator.cpp",
                text: "// the validator\n",
            },
            Asset {
                path: "submissions/hop/accepted/a.cpp",
                text: "// a\n",
            },
            Asset {
                path: "submissions/hop/accepted/b.py",
                text: "# b\n",
            },
            Asset {
                path: "submissions/hop/time_limit_exceeded/slow.cpp",
                text: "// slow\n",
            },
            Asset {
                path: "submissions/hop/wrong_answer/w.py",
                text: "# w\n",
            },
            Asset {
                path: "submissions/interactive/accepted/p.cpp",
                text: "// p\n",
            },
        ]
    }

    const SAMPLE: &str = "1\n1\n1 20\n";

    #[test]
    fn the_tests_are_the_layout_s_byte_for_byte_and_the_config_lists_each() {
        let kind = Kind::Normal(Rules::Hop);
        let package = hydro(kind, "chess", &assets(), SAMPLE, 7).unwrap();
        let layout = Layout::new(kind, &assets(), SAMPLE, 7).unwrap();
        let config = package.file("chess/testdata/config.yaml").unwrap();
        for test in &layout.tests {
            let stem = test_stem(test);
            let path = format!("chess/testdata/{stem}");
            assert_eq!(package.file(&format!("{path}.in")), Some(&*test.input));
            assert_eq!(package.file(&format!("{path}.out")), Some(&*test.answer));
            assert!(config.contains(&format!(
                "      - input: {stem}.in\n        output: {stem}.out\n"
            )));
        }
        let inputs = package
            .files
            .iter()
            .filter(|f| f.path.ends_with(".in"))
            .count();
        assert_eq!(inputs, layout.tests.len());
        assert_eq!(config.matches("- input: ").count(), layout.tests.len());
        assert!(config.contains("time: 1s\nmemory: 256m\n"));
        assert!(config.contains("    type: min\n    score: 100\n"));
        assert_eq!(
            package.file("chess/testdata/checker.cpp"),
            Some("// the checker\n")
        );
        assert!(!package.files.iter().any(|f| f.path.ends_with("testlib.h")));
        assert!(package.files.iter().all(|f| f.path.starts_with("chess/")));
    }

    #[test]
    fn the_programs_go_where_hydro_submits_them() {
        let package = hydro(Kind::Normal(Rules::Hop), "chess", &assets(), SAMPLE, 7).unwrap();
        let programs: Vec<&str> = package
            .files
            .iter()
            .map(|f| f.path.as_str())
            .filter(|path| path.starts_with("chess/std/") || path.starts_with("chess/submissions/"))
            .collect();
        assert_eq!(
            programs,
            [
                "chess/std/a.cpp",
                "chess/std/b.py",
                "chess/submissions/time_limit_exceeded/slow.cpp",
                "chess/submissions/wrong_answer/w.py",
            ]
        );
        let mut many = assets();
        for name in ["c.cpp", "d.cpp", "e.cpp", "f.cpp"] {
            many.push(Asset {
                path: Box::leak(format!("submissions/hop/accepted/{name}").into_boxed_str()),
                text: "",
            });
        }
        assert_eq!(
            hydro(Kind::Normal(Rules::Hop), "chess", &many, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "6 accepted programs, and Hydro's import submits at most 5 from std/"
        );
    }

    #[test]
    fn problem_yaml_holds_the_title_the_id_and_the_tags() {
        let package = hydro(Kind::Misere, "5724", &assets(), SAMPLE, 7).unwrap();
        assert_eq!(package.archives[0].path, "P5724.zip");
        assert_eq!(package.archives[0].folder, "P5724/");
        assert_eq!(
            package.file("P5724/problem.yaml").unwrap(),
            "# Written by hopnim package: a HydroOJ problem. The Chinese title heads problem_zh.md.\n\
             title: \"Misère Chess\"\npid: P5724\ntag:\n  - \"博弈论\"\n  - \"反常游戏\"\n  \
             - \"game theory\"\n  - \"misère play\"\n"
        );
        assert!(matches!(
            hydro(Kind::Misere, "a-b", &assets(), SAMPLE, 7),
            Err(HydroError::Pid { .. })
        ));
    }

    #[test]
    fn the_interactive_problem_runs_testlib_s_interactor() {
        let package = hydro(Kind::Interactive, "beat", &assets(), SAMPLE, 7).unwrap();
        assert_eq!(
            package.file("beat/testdata/interactor.cpp"),
            Some("#define HOPNIM_TESTLIB\n// the interactor\n")
        );
        assert!(package.file("beat/testdata/checker.cpp").is_none());
        let config = package.file("beat/testdata/config.yaml").unwrap();
        assert!(config.contains("type: interactive\ninteractor: interactor.cpp\n"));
        assert!(!config.contains("checker"));
        assert_eq!(
            package.file("beat/testdata/01.out"),
            Some(INTERACTIVE_ANSWER)
        );
        assert_eq!(package.file("beat/std/p.cpp"), Some("// p\n"));
    }

    #[test]
    fn the_statements_show_the_sample_in_hydro_s_blocks_before_the_notes() {
        let package = hydro(Kind::Normal(Rules::Hop), "chess", &assets(), SAMPLE, 7).unwrap();
        assert_eq!(
            package.file("chess/problem_en.md"),
            Some(
                "# Chess\n\n## Description\n\nWho wins?\n\n```input1\n1\n1\n1 20\n```\n\n\
                 ```output1\nNO\n```\n\n## Notes\n\nNone.\n"
            )
        );
        assert_eq!(
            package.file("chess/problem_zh.md"),
            Some(
                "# 高手过招\n\n## 题目描述\n\n谁赢？\n\n```input1\n1\n1\n1 20\n```\n\n\
                 ```output1\nNO\n```\n"
            )
        );
        // The interactive problem's shows none.
        let beat = hydro(Kind::Interactive, "beat", &assets(), SAMPLE, 7).unwrap();
        let page = beat.file("beat/problem_en.md").unwrap();
        assert!(page.starts_with("# Beat the Engine\n"), "{page}");
        assert!(!page.contains("```"), "{page}");
        // Both languages are needed.
        let mut without = assets();
        without.retain(|asset| asset.path != "statement_misere.zh.tex");
        assert_eq!(
            hydro(Kind::Misere, "misere", &without, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "the package sources hold no statement_misere.zh.tex"
        );
        let mut bad = assets();
        bad.push(Asset {
            path: "statement_slide.tex",
            text: "See \\cite{x}.\n",
        });
        bad.push(Asset {
            path: "statement_slide.zh.tex",
            text: "滑。\n",
        });
        assert!(matches!(
            hydro(Kind::Normal(Rules::Slide), "sliding", &bad, SAMPLE, 7),
            Err(HydroError::Statement(_))
        ));
    }

    #[test]
    fn times_are_written_as_hydro_writes_them() {
        assert_eq!(time_text(1000), "1s");
        assert_eq!(time_text(1500), "1500ms");
        assert_eq!(quoted("a \"b\"\n"), "\"a \\\"b\\\"\\n\"");
    }
}
