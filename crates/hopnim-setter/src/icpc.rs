//! A judge's problem package in the ICPC problem package format of 2023-07 (the
//! format of problemtools and BAPCtools today): `problem.yaml` with its
//! `problem_format_version`, the statements under `statement/`, the tests under
//! `data/sample/` and `data/secret/`, the input validator under `input_validators/`,
//! for the interactive problem its interactor under `output_validator/` (singular),
//! and the submissions under `submissions/<verdict>/`. Nothing else: the format
//! treats an unknown key or folder as an error.
//!
//! The format's text has one version with two names: it was the draft `2023-07-draft`
//! until 2025-09, when it was released as `2025-09` with no other change. The tools
//! that check a package each know one name only: problemtools' `verifyproblem`
//! `2023-07-draft` (and `2023-07`), BAPCtools' `bt` `2025-09` ([`Version`]). The
//! package is the same in both but for that line and the English statement's form:
//! the interactive problem's input validator takes no flag (whose file and key the
//! versions name differently), its source headed by a `#define` instead
//! ([`Programs::input_validator`]).
//!
//! For problemtools the English statement is Markdown, the source's sections without
//! a title or the samples, which the format adds ([`Frame::Body`]); BAPCtools reads
//! LaTeX statements only (a language named in `problem.yaml` without its
//! `problem.<language>.tex` is an error to `bt`), so for it the English statement is
//! the Kattis package's LaTeX. The Chinese one is that LaTeX in both, opened by the
//! set-up that gives problemtools' class Chinese fonts: problemtools typesets a
//! Markdown statement's title, from `problem.yaml`, before any line of the statement,
//! in fonts without a Chinese glyph, so nothing in a Markdown statement could set them
//! up in time.
//!
//! The tests and submissions are the problem's [`Layout`], byte for byte the Kattis
//! package's. The interactive problem's sample also has its `.interaction`, the game
//! the statement shows in place of the input and the answer ([`interaction`]), and
//! what a contestant downloads in their place, `.in.download` and `.ans.download`:
//! the same input and answer.
//! `problem.yaml` names the problem in each language of a statement, as the format
//! asks; it sets no time limit, which the format infers from the submissions (as the
//! Kattis package's `verifyproblem` does) and asks to leave out where it can.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::icpc::{Version, icpc};
//! use hopnim_setter::package::{Asset, Kind};
//! let assets = [
//!     Asset { path: "statement_hop.tex", text: "Who wins?\n" },
//!     Asset { path: "statement_hop.zh.tex", text: "谁赢？\n" },
//!     Asset { path: "zh_setup.tex", text: "% fonts\n" },
//!     Asset { path: "validator.cpp", text: "// exit 42\n" },
//!     Asset { path: "polygon/validator.cpp", text: "// testlib\n" },
//!     Asset { path: "polygon/check.cpp", text: "// checker\n" },
//!     Asset { path: "submissions/hop/accepted/staircase.cpp", text: "// right\n" },
//! ];
//! let kind = Kind::Normal(Rules::Hop);
//! let package = icpc(kind, Version::V2023_07, &assets, "1\n1\n1 20\n", 5724)?;
//! let file = |path: &str| package.files.iter().find(|f| f.path == path).map(|f| &*f.text);
//! assert!(file("problem.yaml").unwrap().contains("problem_format_version: 2023-07-draft\n"));
//! assert_eq!(file("statement/problem.en.md"), Some("## Description\n\nWho wins?\n"));
//! assert_eq!(file("data/sample/1.in"), Some("1\n1\n1 20\n"));
//! assert_eq!(file("data/sample/1.ans"), Some("NO\n"));
//! assert_eq!(file("submissions/accepted/staircase.cpp"), Some("// right\n"));
//! # Ok::<(), hopnim_setter::layout::FormatError>(())
//! ```
//!
//! [`Programs::input_validator`]: crate::layout::Programs::input_validator

use std::fmt::Write as _;

use crate::layout::{FormatError, Layout};
use crate::package::{
    Asset, Kind, MEMORY_LIMIT_MB, Package, PackageFile, SOURCE_URL, interactive_sample,
    latex_statement, source, source_name, uuid,
};
use crate::statement::{Frame, Language, MarkdownStatement};
use hopnim::game::{Board, Move};

/// The name a package gives its version of the format, `problem_format_version`:
/// which tool checks it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Version {
    /// `2023-07-draft`: what problemtools' `verifyproblem` checks (it also takes
    /// `2023-07`, and not `2025-09`).
    #[default]
    V2023_07,
    /// `2025-09`: the same text released, what BAPCtools' `bt` checks (it takes no
    /// other).
    V2025_09,
}

impl Version {
    /// Both versions, the default first.
    pub const ALL: [Version; 2] = [Version::V2023_07, Version::V2025_09];

    /// Its `problem_format_version`, as the tool that checks it spells it.
    ///
    /// ```
    /// use hopnim_setter::icpc::Version;
    /// assert_eq!(Version::V2023_07.problem_format_version(), "2023-07-draft");
    /// assert_eq!(Version::V2025_09.problem_format_version(), "2025-09");
    /// ```
    pub const fn problem_format_version(self) -> &'static str {
        match self {
            Version::V2023_07 => "2023-07-draft",
            Version::V2025_09 => "2025-09",
        }
    }

    /// The tool that checks a package of this version, and its command.
    ///
    /// ```
    /// assert_eq!(hopnim_setter::icpc::Version::V2025_09.checked_by(), "BAPCtools (bt validate, bt run)");
    /// ```
    pub const fn checked_by(self) -> &'static str {
        match self {
            Version::V2023_07 => "problemtools (verifyproblem)",
            Version::V2025_09 => "BAPCtools (bt validate, bt run)",
        }
    }
    /// Whether the English statement is Markdown (for problemtools) rather than
    /// LaTeX (BAPCtools reads LaTeX statements only).
    const fn markdown(self) -> bool {
        matches!(self, Version::V2023_07)
    }
}

/// The statements' languages, English first, each with its code in the format (ISO
/// 639-1, as a statement's file name and `problem.yaml`'s `name` have it); the format
/// wants a name in each.
const LANGUAGES: [(Language, &str); 2] = [(Language::English, "en"), (Language::Chinese, "zh")];

/// A statement of `kind` in `language`, as the package of `version` holds it: in
/// English for problemtools `problem.en.md`, the source's sections in Markdown (no
/// title, no samples: the format adds both); otherwise `problem.<code>.tex`, the
/// Kattis package's LaTeX (see the module's documentation for why).
fn statement(
    kind: Kind,
    version: Version,
    language: Language,
    code: &str,
    assets: &[Asset<'_>],
) -> Result<PackageFile<'static>, FormatError> {
    Ok(match language {
        Language::English if version.markdown() => {
            let path = language.source_path(kind);
            let markdown = MarkdownStatement::from_latex(&path, source(assets, &path)?)?;
            PackageFile::new(
                format!("statement/problem.{code}.md"),
                markdown.render(language, Frame::Body),
            )
        }
        _ => PackageFile::new(
            format!("statement/problem.{code}.tex"),
            latex_statement(kind, assets, language == Language::Chinese)?,
        ),
    })
}

/// The ICPC package (format 2023-07, whose `problem_format_version` is `version`'s)
/// of `kind` from the package sources `assets`, with the sample `sample` (the normal
/// and misère problems') and the secret data of `seed`: the tests and submissions of
/// its [`Layout`]. An error names a missing source or a bad sample.
pub fn icpc<'a>(
    kind: Kind,
    version: Version,
    assets: &[Asset<'a>],
    sample: &'a str,
    seed: u64,
) -> Result<Package<'a>, FormatError> {
    let layout = Layout::new(kind, assets, sample, seed)?;
    let mut files = vec![PackageFile::new(
        "problem.yaml",
        problem_yaml(kind, version),
    )];
    for (language, code) in LANGUAGES {
        files.push(statement(kind, version, language, code, assets)?);
    }
    for test in &layout.tests {
        let stem = format!(
            "data/{}/{}",
            if test.sample { "sample" } else { "secret" },
            test.name
        );
        files.push(PackageFile::new(format!("{stem}.in"), test.input.clone()));
        files.push(PackageFile::new(format!("{stem}.ans"), test.answer.clone()));
        if test.sample && kind == Kind::Interactive {
            let board = interactive_sample();
            debug_assert_eq!(
                hopnim::judge::input_text(std::slice::from_ref(&board)),
                test.input
            );
            let log = interaction(&board).expect("the interactive sample is a first-player win");
            files.push(PackageFile::new(format!("{stem}.interaction"), log));
            // What a contestant downloads in place of the shown game: the judge's own
            // files (2025-09 asks for both beside an `.interaction`).
            files.push(PackageFile::new(
                format!("{stem}.in.download"),
                test.input.clone(),
            ));
            files.push(PackageFile::new(
                format!("{stem}.ans.download"),
                test.answer.clone(),
            ));
        }
    }
    let programs = layout.programs;
    files.push(PackageFile::new(
        "input_validators/validator.cpp",
        programs.input_validator(kind).into_owned(),
    ));
    if let Some(interactor) = programs.interactor {
        files.push(PackageFile::new(
            "output_validator/interactor.cpp",
            interactor,
        ));
    }
    files.extend(layout.submission_files());
    Ok(Package {
        files,
        archives: Vec::new(),
        secret: layout.secret,
    })
}

/// `problem.yaml`: the format's keys only, every string quoted (JSON's quoting, which
/// YAML reads).
fn problem_yaml(kind: Kind, version: Version) -> String {
    let problem = kind.problem();
    let quoted = |text: &str| serde_json::to_string(text).expect("a string is JSON");
    let mut yaml = format!(
        "# Written by hopnim package. ICPC problem package format, version 2023-07.\n\
         problem_format_version: {}\n\
         type: {}\n\
         name:\n",
        version.problem_format_version(),
        if kind == Kind::Interactive {
            "interactive"
        } else {
            "pass-fail"
        },
    );
    for (language, code) in LANGUAGES {
        let _ = writeln!(yaml, "  {code}: {}", quoted(language.title(&problem)));
    }
    let _ = write!(
        yaml,
        "uuid: {}\n\
         credits:\n  packagers: hopnim\n\
         source:\n  name: {}\n  url: {SOURCE_URL}\n\
         license: permission\n\
         rights_owner: hopnim\n\
         limits:\n  memory: {MEMORY_LIMIT_MB}\n",
        uuid(kind),
        quoted(&source_name(kind)),
    );
    yaml
}

/// The game the interactive problem's judge plays from `board` against a
/// contestant who wins, as the format's `.interaction` shows it: each line the judge
/// prints after `<`, each line the contestant prints after `>`. The judge prints the
/// position (the input without its first line, `T`), then answers each move with
/// its own, or `0 0` when it has none: the interactor's engine, which plays a move to
/// a nim-sum of 0 if it has one and otherwise the first move that carries the fewest
/// pieces. The contestant plays the first winning move, top row first, pieces left
/// to right. `None` if the player to move in `board` does not win.
///
/// ```
/// use hopnim_setter::icpc::interaction;
/// let board: hopnim::game::Board = "18x1/17x2".parse().unwrap();
/// let log = ["<2", "<1 19", "<1 18", ">1 19", "<2 18", ">2 19", "<0 0"];
/// assert_eq!(interaction(&board).unwrap(), log.map(|line| format!("{line}\n")).concat());
/// assert_eq!(interaction(&"18xx".parse().unwrap()), None);
/// ```
pub fn interaction(board: &Board) -> Option<String> {
    let line = |log: &mut String, from: char, mv: Option<Move>| {
        let (row, column) = mv.map_or((0, 0), |mv| (mv.row, mv.from));
        let _ = writeln!(log, "{from}{row} {column}");
    };
    let mut log = format!("<{}\n", board.rows().len());
    for row in board.rows() {
        let _ = write!(log, "<{}", row.piece_count());
        for column in row.pieces() {
            let _ = write!(log, " {column}");
        }
        log.push('\n');
    }
    let rules = Kind::Interactive.variant().rules;
    let mut board = board.clone();
    loop {
        let mv = *board.winning_moves().first()?;
        line(&mut log, '>', Some(mv));
        board = board.play_move(mv, rules).ok()?;
        let reply = engine_move(&board);
        line(&mut log, '<', reply);
        match reply {
            None => return Some(log),
            Some(reply) => board = board.play_move(reply, rules).ok()?,
        }
    }
}

/// The interactor's engine's move in `board`: the first winning move, else the first
/// move that carries the fewest pieces (`to - from` least); `None` without a move.
fn engine_move(board: &Board) -> Option<Move> {
    board
        .winning_moves()
        .first()
        .copied()
        .or_else(|| board.moves().min_by_key(|mv| mv.to - mv.from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Verdict;
    use crate::package::{INTERACTIVE_ANSWER, data, interactive_positions};
    use hopnim::game::Rules;

    /// Sources for every kind: statements, the programs, a submission of each
    /// verdict for hop.
    fn assets() -> Vec<Asset<'static>> {
        let mut assets = vec![
            Asset {
                path: "validator.cpp",
                text: "// validator\n",
            },
            Asset {
                path: "polygon/validator.cpp",
                text: "// testlib validator\n",
            },
            Asset {
                path: "polygon/check.cpp",
                text: "// checker\n",
            },
            Asset {
                path: "interactor.cpp",
                text: "// interactor\n",
            },
            Asset {
                path: "zh_setup.tex",
                text: "% set-up\n",
            },
            Asset {
                path: "submissions/hop/accepted/a.cpp",
                text: "// a\n",
            },
            Asset {
                path: "submissions/hop/wrong_answer/w.py",
                text: "# w\n",
            },
            Asset {
                path: "submissions/hop/time_limit_exceeded/slow.cpp",
                text: "// slow\n",
            },
            Asset {
                path: "submissions/interactive/accepted/p.cpp",
                text: "// p\n",
            },
        ];
        for kind in Kind::all() {
            let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
            let folder = kind.folder();
            assets.push(Asset {
                path: leak(format!("statement_{folder}.tex")),
                text: leak(format!("The {folder} game.\n")),
            });
            assets.push(Asset {
                path: leak(format!("statement_{folder}.zh.tex")),
                text: leak(format!("{folder} 游戏。\n")),
            });
        }
        assets
    }

    const SAMPLE: &str = "1\n1\n1 20\n";

    #[test]
    fn the_tests_are_the_kattis_data_byte_for_byte() {
        for kind in Kind::all() {
            let package = icpc(kind, Version::V2023_07, &assets(), SAMPLE, 9).unwrap();
            let (kattis, _) = data(kind, SAMPLE, 9).unwrap();
            for kattis_file in &kattis {
                assert_eq!(
                    package.file(&kattis_file.path),
                    Some(&*kattis_file.text),
                    "{kind:?} {}",
                    kattis_file.path
                );
            }
            let data: Vec<&str> = package
                .files
                .iter()
                .map(|file| file.path.as_str())
                .filter(|path| path.starts_with("data/"))
                .filter(|path| path.ends_with(".in") || path.ends_with(".ans"))
                .collect();
            assert_eq!(data.len(), kattis.len(), "{kind:?}");
        }
    }

    #[test]
    fn problem_yaml_holds_the_format_s_keys_only() {
        let hop = icpc(
            Kind::Normal(Rules::Hop),
            Version::V2023_07,
            &assets(),
            SAMPLE,
            1,
        )
        .unwrap();
        assert_eq!(
            hop.file("problem.yaml").unwrap(),
            "# Written by hopnim package. ICPC problem package format, version 2023-07.\n\
             problem_format_version: 2023-07-draft\n\
             type: pass-fail\n\
             name:\n  en: \"Chess\"\n  zh: \"高手过招\"\n\
             uuid: 5724c0de-0000-4000-8000-000000000001\n\
             credits:\n  packagers: hopnim\n\
             source:\n  name: \"HDU 5724 Chess (2016 Multi-University Training Contest 1), Luogu P2575\"\n  \
             url: https://acm.hdu.edu.cn/showproblem.php?pid=5724\n\
             license: permission\n\
             rights_owner: hopnim\n\
             limits:\n  memory: 256\n"
        );
        let beat = icpc(Kind::Interactive, Version::V2025_09, &assets(), SAMPLE, 1).unwrap();
        let yaml = beat.file("problem.yaml").unwrap();
        assert!(yaml.contains("problem_format_version: 2025-09\ntype: interactive\n"));
        assert!(yaml.contains("  zh: \"战胜引擎\"\n"));
        let welter = icpc(
            Kind::Normal(Rules::Welter),
            Version::V2023_07,
            &assets(),
            SAMPLE,
            1,
        )
        .unwrap();
        // A quote in a name or source is escaped.
        assert!(
            welter
                .file("problem.yaml")
                .unwrap()
                .contains("Luogu P2575, Welter's rules\"\n")
        );
    }

    #[test]
    fn the_folders_are_the_format_s() {
        let folders = [
            "problem.yaml",
            "statement/",
            "data/sample/",
            "data/secret/",
            "input_validators/",
            "output_validator/",
            "submissions/",
        ];
        for kind in Kind::all() {
            let package = icpc(kind, Version::V2023_07, &assets(), SAMPLE, 2).unwrap();
            for file in &package.files {
                assert!(
                    folders.iter().any(|folder| file.path.starts_with(folder)),
                    "{}",
                    file.path
                );
            }
            assert!(package.archives.is_empty());
            assert_eq!(
                package.file("output_validator/interactor.cpp").is_some(),
                kind == Kind::Interactive
            );
            assert_eq!(
                package.file("statement/problem.zh.tex").unwrap(),
                format!(
                    "% set-up\n\n\\problemname{{{}}}\n\n{} 游戏。\n",
                    kind.problem().title_zh,
                    kind.folder()
                )
            );
        }
    }

    #[test]
    fn the_english_statement_is_markdown_without_title_or_samples_for_problemtools() {
        let package = icpc(Kind::Misere, Version::V2023_07, &assets(), SAMPLE, 4).unwrap();
        assert_eq!(
            package.file("statement/problem.en.md"),
            Some("## Description\n\nThe misere game.\n")
        );
        // BAPCtools reads LaTeX only.
        let bt = icpc(Kind::Misere, Version::V2025_09, &assets(), SAMPLE, 4).unwrap();
        assert_eq!(
            bt.file("statement/problem.en.tex"),
            Some("\\problemname{Misère Chess}\n\nThe misere game.\n")
        );
        assert!(bt.file("statement/problem.en.md").is_none());
        let mut bad = assets();
        bad.retain(|asset| asset.path != "statement_misere.tex");
        bad.push(Asset {
            path: "statement_misere.tex",
            text: "Who wins?\n\n\\section*{Examples}\nNone.\n",
        });
        assert_eq!(
            icpc(Kind::Misere, Version::V2023_07, &bad, SAMPLE, 4)
                .unwrap_err()
                .to_string(),
            "statement_misere.tex: the heading \\section*{Examples} is none of a statement's \
             sections (legend, input, output, interaction, notes)"
        );
    }

    #[test]
    fn the_interactive_package_plays_its_sample_and_validates_without_flags() {
        let package = icpc(Kind::Interactive, Version::V2023_07, &assets(), SAMPLE, 3).unwrap();
        assert_eq!(
            package.file("data/sample/1.interaction"),
            Some("<2\n<1 19\n<1 18\n>1 19\n<2 18\n>2 19\n<0 0\n")
        );
        assert_eq!(package.file("data/sample/1.ans"), Some(INTERACTIVE_ANSWER));
        assert_eq!(
            package.file("input_validators/validator.cpp"),
            Some("#define HOPNIM_INTERACTIVE\n// validator\n")
        );
        assert_eq!(
            package.file("output_validator/interactor.cpp"),
            Some("// interactor\n")
        );
        assert_eq!(package.file("submissions/accepted/p.cpp"), Some("// p\n"));
        assert!(
            !package
                .files
                .iter()
                .any(|f| f.path.ends_with("testdata.yaml"))
        );
        let hop = icpc(
            Kind::Normal(Rules::Hop),
            Version::V2023_07,
            &assets(),
            SAMPLE,
            3,
        )
        .unwrap();
        assert_eq!(
            hop.file("input_validators/validator.cpp"),
            Some("// validator\n")
        );
        assert!(
            !hop.files
                .iter()
                .any(|f| f.path.ends_with(".interaction") || f.path.ends_with(".download"))
        );
        for verdict in Verdict::ALL {
            let prefix = format!("submissions/{}/", verdict.folder());
            assert_eq!(
                hop.files
                    .iter()
                    .filter(|f| f.path.starts_with(&prefix))
                    .count(),
                1,
                "{prefix}"
            );
        }
    }

    #[test]
    fn every_game_the_judge_plays_ends_in_the_contestant_s_win() {
        for board in interactive_positions(11, 40, 8) {
            let log = interaction(&board).unwrap();
            let lines: Vec<&str> = log.lines().collect();
            assert_eq!(lines.last(), Some(&"<0 0"), "{board}");
            // The position, then moves in turns, the contestant's first.
            let moves = &lines[1 + board.rows().len()..];
            for (index, line) in moves.iter().enumerate() {
                assert_eq!(line.starts_with('>'), index % 2 == 0, "{board}: {line}");
            }
        }
        // A missing source is named.
        let without: Vec<Asset<'_>> = assets()
            .into_iter()
            .filter(|asset| asset.path != "statement_slide.zh.tex")
            .collect();
        assert_eq!(
            icpc(
                Kind::Normal(Rules::Slide),
                Version::V2023_07,
                &without,
                SAMPLE,
                1
            )
            .unwrap_err()
            .to_string(),
            "the package sources hold no statement_slide.zh.tex"
        );
    }
}
