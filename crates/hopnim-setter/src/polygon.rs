//! A judge's problem package in Polygon's layout (Codeforces' problem preparation
//! system, the layout of the packages it exports): `problem.xml`, the tests
//! `tests/01`, `tests/01.a`, …, the checker, validator and interactor under `files/`,
//! the solutions under `solutions/` with their tags, and the statements split into
//! Polygon's sections, in English and, where its source exists, in Chinese.
//!
//! The tests and the submissions are the problem's [`Layout`], the Kattis package's
//! data and the same package sources: test 01 is the sample, then the secret files in their order, each
//! byte for byte; a program of `submissions/<kind>/accepted/` is tagged `accepted`
//! (the first one `main`), of `wrong_answer/` `wrong-answer`, of
//! `time_limit_exceeded/` `time-limit-exceeded`. The Polygon-only sources are
//! testlib's: `polygon/validator.cpp` (the twin of `validator.cpp`) and
//! `polygon/check.cpp`; `interactor.cpp` becomes testlib's interactor by a `#define`
//! that heads the package's copy, as `polygon/validator.cpp` becomes the interactive
//! problem's. `testlib.h` and `olymp.sty` are the judge's: the package holds neither.
//!
//! A statement source `statement_<kind>.tex` (English) or `statement_<kind>.zh.tex`
//! (Chinese) is split at its `\section*{…}` headings: what comes before the first is
//! the legend, then Input (输入格式), Output (输出格式), Interaction (交互方式) and Notes
//! (说明, 提示); any other heading is an error, so that nothing of a statement is lost
//! on the way. A Chinese source may open with `\problemname{…}`, its title.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::package::{Asset, Kind};
//! use hopnim_setter::polygon::polygon;
//! let assets = [
//!     Asset { path: "statement_hop.tex", text: "Who wins?\n\n\\section*{Input}\nT.\n\n\\section*{Output}\nYES or NO.\n" },
//!     Asset { path: "validator.cpp", text: "// Kattis's validator\n" },
//!     Asset { path: "polygon/validator.cpp", text: "// validator\n" },
//!     Asset { path: "polygon/check.cpp", text: "// checker\n" },
//!     Asset { path: "submissions/hop/accepted/staircase.cpp", text: "// right\n" },
//! ];
//! let package = polygon(Kind::Normal(Rules::Hop), "chess", &assets, "1\n1\n1 20\n", 5724)?;
//! let file = |path: &str| package.files.iter().find(|file| file.path == path).map(|file| &file.text);
//! assert_eq!(file("tests/01").unwrap(), "1\n1\n1 20\n");
//! assert_eq!(file("tests/01.a").unwrap(), "NO\n");
//! assert_eq!(file("statement-sections/english/input.tex").unwrap(), "T.\n");
//! assert!(file("problem.xml").unwrap().contains(r#"<solution tag="main">"#));
//! # Ok::<(), hopnim_setter::layout::FormatError>(())
//! ```

use std::fmt::Write as _;

use crate::layout::{FormatError, Layout, Verdict};
use crate::package::{Asset, Kind, MEMORY_LIMIT_MB, Package, PackageError, PackageFile};
use crate::statement::{Language, Sections, split_statement};

/// The time limit of every Polygon package, in milliseconds: HDU 5724's for C and C++.
pub const TIME_LIMIT_MS: u32 = 1000;

/// The time limit in words, as `olymp.sty` prints it: `1 second`, `2.5 seconds`.
fn time_limit_words() -> String {
    let seconds = f64::from(TIME_LIMIT_MS) / 1000.0;
    format!(
        "{seconds} second{}",
        if TIME_LIMIT_MS == 1000 { "" } else { "s" }
    )
}

/// Polygon's name for a language of the statements.
fn polygon_name(language: Language) -> &'static str {
    match language {
        Language::English => "english",
        Language::Chinese => "chinese",
    }
}

/// The text as an XML attribute's value (between double quotes).
fn attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\n' => out.push_str("&#10;"),
            _ => out.push(c),
        }
    }
    out
}

/// Polygon's source type of a program, by its extension.
fn source_type(path: &str) -> &'static str {
    if path.ends_with(".py") {
        "python.pypy3"
    } else {
        "cpp.g++17"
    }
}

/// Polygon's tag for the programs of a verdict.
fn tag_of(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "accepted",
        Verdict::WrongAnswer => "wrong-answer",
        Verdict::TimeLimitExceeded => "time-limit-exceeded",
    }
}

/// One test of the package: its input and answer and what it is for.
struct Test<'a> {
    input: PackageFile<'a>,
    answer: PackageFile<'a>,
    description: String,
    sample: bool,
    /// Its group: [`SAMPLE_GROUP`] or [`SECRET_GROUP`].
    group: &'static str,
}

/// The group of the problem's samples, worth no points: a judge that scores by
/// groups (CMS, through `polyconv`) judges them and gives nothing for them.
const SAMPLE_GROUP: &str = "samples";

/// The group of the secret tests, worth all the points, won only whole (a pass-fail
/// problem).
const SECRET_GROUP: &str = "secret";

/// The layout's tests as Polygon's tests, numbered from 01 in their order. The
/// interactive problem has no example in its statement, so no test of its is a sample.
fn tests<'a>(layout: &Layout<'a>) -> Vec<Test<'a>> {
    layout
        .tests
        .iter()
        .enumerate()
        .map(|(index, test)| {
            let path = format!("tests/{:02}", index + 1);
            Test {
                input: PackageFile::new(path.clone(), test.input.clone()),
                answer: PackageFile::new(format!("{path}.a"), test.answer.clone()),
                description: if test.sample {
                    test.purpose.clone()
                } else {
                    format!("{}: {}", test.name, test.purpose)
                },
                sample: test.sample && layout.kind != Kind::Interactive,
                group: if test.sample {
                    SAMPLE_GROUP
                } else {
                    SECRET_GROUP
                },
            }
        })
        .collect()
}

/// The statement files of one language: the sections under
/// `statement-sections/LANGUAGE/`, and Polygon's whole `problem.tex` (for its
/// `olymp.sty`) with `problem-properties.json` under `statements/LANGUAGE/`; the
/// examples beside both.
fn statement_files<'a>(
    language: &str,
    name: &str,
    sections: &Sections,
    examples: &[&Test<'a>],
) -> Vec<PackageFile<'a>> {
    let mut files = Vec::new();
    let section_dir = format!("statement-sections/{language}");
    let statement_dir = format!("statements/{language}");
    files.push(PackageFile::new(
        format!("{section_dir}/name.tex"),
        format!("{name}\n"),
    ));
    files.push(PackageFile::new(
        format!("{section_dir}/legend.tex"),
        sections.legend.clone(),
    ));
    let optional = [
        ("input", &sections.input),
        ("output", &sections.output),
        ("interaction", &sections.interaction),
        ("notes", &sections.notes),
    ];
    for (section, text) in optional {
        if let Some(text) = text {
            files.push(PackageFile::new(
                format!("{section_dir}/{section}.tex"),
                text.clone(),
            ));
        }
    }
    let mut tex = format!(
        "\\begin{{problem}}{{{name}}}{{standard input}}{{standard output}}{{{}}}\
         {{{MEMORY_LIMIT_MB} megabytes}}\n\n{}",
        time_limit_words(),
        sections.legend
    );
    for (macro_name, text) in [
        ("InputFile", &sections.input),
        ("OutputFile", &sections.output),
        ("Interaction", &sections.interaction),
    ] {
        if let Some(text) = text {
            let _ = write!(tex, "\n\\{macro_name}\n\n{text}");
        }
    }
    let mut sample_tests = Vec::new();
    if !examples.is_empty() {
        tex.push_str("\n\\Example\n\n\\begin{example}\n");
        for (index, test) in examples.iter().enumerate() {
            let example = format!("example.{:02}", index + 1);
            let _ = writeln!(tex, "\\exmpfile{{{example}}}{{{example}.a}}%");
            for dir in [&section_dir, &statement_dir] {
                files.push(PackageFile::new(
                    format!("{dir}/{example}"),
                    test.input.text.clone(),
                ));
                files.push(PackageFile::new(
                    format!("{dir}/{example}.a"),
                    test.answer.text.clone(),
                ));
            }
            sample_tests.push(serde_json::json!({
                "input": test.input.text,
                "output": test.answer.text,
                "inputFile": example,
                "outputFile": format!("{example}.a"),
            }));
        }
        tex.push_str("\\end{example}\n");
    }
    if let Some(notes) = &sections.notes {
        let _ = write!(tex, "\n\\Note\n\n{notes}");
    }
    tex.push_str("\n\\end{problem}\n");
    files.push(PackageFile::new(
        format!("{statement_dir}/problem.tex"),
        tex,
    ));
    let properties = serde_json::json!({
        "name": name,
        "language": language,
        "legend": sections.legend,
        "input": sections.input.clone().unwrap_or_default(),
        "output": sections.output.clone().unwrap_or_default(),
        "interaction": sections.interaction,
        "notes": sections.notes.clone().unwrap_or_default(),
        "tutorial": "",
        "scoring": null,
        "timeLimit": TIME_LIMIT_MS,
        "memoryLimit": u64::from(MEMORY_LIMIT_MB) << 20,
        "inputFile": "stdin",
        "outputFile": "stdout",
        "sampleTests": sample_tests,
        "authorLogin": "hopnim",
        "authorName": "hopnim",
    });
    files.push(PackageFile::new(
        format!("{statement_dir}/problem-properties.json"),
        format!("{properties}\n"),
    ));
    files
}

/// A solution of the package: its path there, its tag and its text.
struct Solution<'a> {
    path: String,
    tag: &'static str,
    text: &'a str,
}

/// The layout's submissions as Polygon's solutions, `solutions/NAME`, in their
/// order; the first accepted one is tagged `main`.
fn solutions<'a>(layout: &Layout<'a>) -> Vec<Solution<'a>> {
    let mut solutions: Vec<Solution<'a>> = Vec::new();
    for submission in &layout.submissions {
        let tag = tag_of(submission.verdict);
        let main = tag == "accepted" && !solutions.iter().any(|s| s.tag == "main");
        solutions.push(Solution {
            path: format!("solutions/{}", submission.name),
            tag: if main { "main" } else { tag },
            text: submission.text,
        });
    }
    solutions
}

/// The Polygon package of `kind`, whose short name is `short_name`, from the package
/// sources `assets`, with the sample `sample` and the secret data of `seed`: the
/// tests and submissions of its [`Layout`], laid out as Polygon exports a
/// problem. An error names a missing source, a bad sample, a statement section
/// Polygon has not, or two solutions of one name.
pub fn polygon<'a>(
    kind: Kind,
    short_name: &str,
    assets: &[Asset<'a>],
    sample: &'a str,
    seed: u64,
) -> Result<Package<'a>, FormatError> {
    let asset = |path: &str| {
        assets
            .iter()
            .find(|asset| asset.path == path)
            .map(|asset| asset.text)
    };
    let problem = kind.problem();
    let interactive = kind == Kind::Interactive;
    let layout = Layout::new(kind, assets, sample, seed)?;
    let tests = tests(&layout);
    let examples: Vec<&Test<'a>> = tests.iter().filter(|test| test.sample).collect();

    let mut names = Vec::new();
    let mut statement_files_all = Vec::new();
    // English always; Chinese when its source exists.
    for language in Language::ALL {
        let source_path = language.source_path(kind);
        let text = match asset(&source_path) {
            Some(text) => text,
            None if language != Language::English => continue,
            None => return Err(PackageError::MissingAsset(source_path).into()),
        };
        let sections = split_statement(&source_path, text)?;
        let name = sections
            .name
            .clone()
            .unwrap_or_else(|| language.title(&problem).to_owned());
        let polygon = polygon_name(language);
        statement_files_all.extend(statement_files(polygon, &name, &sections, &examples));
        names.push((polygon, name));
    }

    let programs = layout.programs;
    let mut files = vec![
        PackageFile::new("files/check.cpp", programs.checker),
        PackageFile::new("check.cpp", programs.checker),
        PackageFile::new(
            "files/validator.cpp",
            programs.testlib_validator(kind).into_owned(),
        ),
    ];
    if let Some(interactor) = programs.testlib_interactor() {
        files.push(PackageFile::new("files/interactor.cpp", interactor));
    }
    let solutions = solutions(&layout);

    let xml = problem_xml(short_name, &names, &tests, interactive, &solutions);
    let mut all = vec![PackageFile::new("problem.xml", xml)];
    all.extend(statement_files_all);
    all.extend(files);
    all.extend(
        solutions
            .iter()
            .map(|solution| PackageFile::new(solution.path.clone(), solution.text)),
    );
    for test in tests {
        all.push(test.input);
        all.push(test.answer);
    }
    Ok(Package {
        files: all,
        archives: Vec::new(),
        secret: layout.secret,
    })
}

/// `problem.xml`: the names, the statements, the tests with their limits, and the
/// checker, validator, interactor and solutions.
fn problem_xml(
    short_name: &str,
    names: &[(&str, String)],
    tests: &[Test<'_>],
    interactive: bool,
    solutions: &[Solution<'_>],
) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n");
    let _ = writeln!(
        xml,
        "<!-- Written by hopnim package, in the layout of Polygon's packages. -->\n\
         <problem revision=\"1\" short-name=\"{}\">",
        attribute(short_name)
    );
    xml.push_str("    <names>\n");
    for (language, name) in names {
        let _ = writeln!(
            xml,
            "        <name language=\"{language}\" value=\"{}\"/>",
            attribute(name)
        );
    }
    xml.push_str("    </names>\n    <statements>\n");
    for (language, _) in names {
        let _ = writeln!(
            xml,
            "        <statement charset=\"UTF-8\" language=\"{language}\" mathjax=\"true\" \
             path=\"statements/{language}/problem.tex\" type=\"application/x-tex\"/>"
        );
    }
    let _ = write!(
        xml,
        "    </statements>\n    <judging input-file=\"\" output-file=\"\" run-count=\"1\">\n        \
         <testset name=\"tests\">\n            \
         <time-limit>{TIME_LIMIT_MS}</time-limit>\n            \
         <memory-limit>{}</memory-limit>\n            \
         <test-count>{}</test-count>\n            \
         <input-path-pattern>tests/%02d</input-path-pattern>\n            \
         <answer-path-pattern>tests/%02d.a</answer-path-pattern>\n            \
         <tests>\n",
        u64::from(MEMORY_LIMIT_MB) << 20,
        tests.len()
    );
    for test in tests {
        let _ = writeln!(
            xml,
            "                <test description=\"{}\" group=\"{}\" method=\"manual\"{}/>",
            attribute(&test.description),
            test.group,
            if test.sample { " sample=\"true\"" } else { "" }
        );
    }
    let _ = write!(
        xml,
        "            </tests>\n            <groups>\n                \
         <group feedback-policy=\"complete\" name=\"{SAMPLE_GROUP}\" points=\"0\" \
         points-policy=\"complete-group\"/>\n                \
         <group feedback-policy=\"icpc\" name=\"{SECRET_GROUP}\" points=\"100\" \
         points-policy=\"complete-group\"/>\n            </groups>\n"
    );
    xml.push_str(
        "        </testset>\n    </judging>\n    <files>\n        \
         <executables>\n",
    );
    let mut executables = vec!["files/check.cpp", "files/validator.cpp"];
    if interactive {
        executables.push("files/interactor.cpp");
    }
    for path in executables {
        let _ = writeln!(
            xml,
            "            <executable>\n                <source path=\"{path}\" type=\"cpp.g++17\"/>\n            </executable>"
        );
    }
    xml.push_str(
        "        </executables>\n    </files>\n    <assets>\n        \
         <checker type=\"testlib\">\n            \
         <source path=\"files/check.cpp\" type=\"cpp.g++17\"/>\n            \
         <copy path=\"check.cpp\"/>\n        </checker>\n",
    );
    if interactive {
        xml.push_str(
            "        <interactor>\n            \
             <source path=\"files/interactor.cpp\" type=\"cpp.g++17\"/>\n        </interactor>\n",
        );
    }
    xml.push_str(
        "        <validators>\n            <validator>\n                \
         <source path=\"files/validator.cpp\" type=\"cpp.g++17\"/>\n            \
         </validator>\n        </validators>\n        <solutions>\n",
    );
    for solution in solutions {
        let _ = writeln!(
            xml,
            "            <solution tag=\"{}\">\n                <source path=\"{}\" type=\"{}\"/>\n            </solution>",
            solution.tag,
            attribute(&solution.path),
            source_type(&solution.path)
        );
    }
    xml.push_str("        </solutions>\n    </assets>\n</problem>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::INTERACTIVE_ANSWER;
    use hopnim::game::Rules;

    const ENGLISH: &str =
        "Who wins?\n\n\\section*{Input}\nThe board.\n\n\\section*{Output}\nYES or NO.\n";

    /// Sources for the hop and interactive kinds: statements, the Polygon programs,
    /// a submission of each verdict.
    fn assets() -> Vec<Asset<'static>> {
        vec![
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
                path: "statement_hop.tex",
                text: ENGLISH,
            },
            Asset {
                path: "statement_interactive.tex",
                text: "Win.\n\n\\section*{Interaction}\nMove.\n",
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
                path: "submissions/hop/wrong_answer/w.cpp",
                text: "// w\n",
            },
            Asset {
                path: "submissions/interactive/accepted/p.cpp",
                text: "// p\n",
            },
        ]
    }

    const SAMPLE: &str = "1\n1\n1 20\n";

    #[test]
    fn the_tests_are_the_kattis_data_in_order() {
        let kind = Kind::Normal(Rules::Hop);
        let package = polygon(kind, "chess", &assets(), SAMPLE, 7).unwrap();
        let (data, secret) = crate::package::data(kind, SAMPLE, 7).unwrap();
        let kattis = |path: &str| &*data.iter().find(|file| file.path == path).unwrap().text;
        assert_eq!(package.file("tests/01"), Some(SAMPLE));
        assert_eq!(
            package.file("tests/01.a"),
            Some(kattis("data/sample/1.ans"))
        );
        for (index, secret) in secret.iter().enumerate() {
            let test = format!("tests/{:02}", index + 2);
            let stem = format!("data/secret/{}", secret.name);
            assert_eq!(package.file(&test), Some(kattis(&format!("{stem}.in"))));
            assert_eq!(
                package.file(&format!("{test}.a")),
                Some(kattis(&format!("{stem}.ans")))
            );
        }
        let tests = package
            .files
            .iter()
            .filter(|file| file.path.starts_with("tests/"))
            .count();
        assert_eq!(tests, 2 * (1 + secret.len()));
        let xml = package.file("problem.xml").unwrap();
        assert!(xml.contains(&format!("<test-count>{}</test-count>", 1 + secret.len())));
        assert_eq!(xml.matches("sample=\"true\"").count(), 1);
        assert!(xml.contains(
            "<test description=\"the sample\" group=\"samples\" method=\"manual\" sample=\"true\"/>"
        ));
        // Every secret test in the one group worth the points, won whole.
        assert_eq!(xml.matches("group=\"secret\"").count(), secret.len());
        assert!(xml.contains("name=\"secret\" points=\"100\" points-policy=\"complete-group\""));
        assert!(xml.contains(&format!(
            "<test description=\"{}: {}\" group=\"secret\" method=\"manual\"/>",
            secret[0].name,
            attribute(&secret[0].purpose)
        )));
        // The example is the sample, in both statement folders.
        for dir in ["statements", "statement-sections"] {
            assert_eq!(
                package.file(&format!("{dir}/english/example.01")),
                Some(SAMPLE)
            );
        }
    }

    #[test]
    fn the_solutions_carry_their_tags() {
        let package = polygon(Kind::Normal(Rules::Hop), "chess", &assets(), SAMPLE, 7).unwrap();
        let xml = package.file("problem.xml").unwrap();
        for (tag, path, language) in [
            ("main", "solutions/a.cpp", "cpp.g++17"),
            ("accepted", "solutions/b.py", "python.pypy3"),
            ("time-limit-exceeded", "solutions/slow.cpp", "cpp.g++17"),
            ("wrong-answer", "solutions/w.cpp", "cpp.g++17"),
        ] {
            let solution = format!(
                "<solution tag=\"{tag}\">\n                <source path=\"{path}\" type=\"{language}\"/>"
            );
            assert!(xml.contains(&solution), "{solution}");
            assert!(package.file(path).is_some(), "{path}");
        }
        assert_eq!(xml.matches("<solution ").count(), 4);
        assert_eq!(package.file("solutions/w.cpp"), Some("// w\n"));
        // Two programs of one name, or a verdict without a tag, are refused.
        let mut same = assets();
        same.push(Asset {
            path: "submissions/hop/wrong_answer/a.cpp",
            text: "",
        });
        assert!(matches!(
            polygon(Kind::Normal(Rules::Hop), "chess", &same, SAMPLE, 7),
            Err(FormatError::Package(PackageError::SameName { .. }))
        ));
        let mut crash = assets();
        crash.push(Asset {
            path: "submissions/hop/run_time_error/c.cpp",
            text: "",
        });
        assert_eq!(
            polygon(Kind::Normal(Rules::Hop), "chess", &crash, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "submissions/hop/run_time_error/c.cpp: the folder run_time_error is no verdict \
             (accepted, wrong_answer, time_limit_exceeded)"
        );
    }

    #[test]
    fn a_language_is_there_when_its_statement_is() {
        let mut assets = assets();
        let package = polygon(Kind::Normal(Rules::Hop), "chess", &assets, SAMPLE, 7).unwrap();
        let xml = package.file("problem.xml").unwrap();
        assert!(xml.contains("<name language=\"english\" value=\"Chess\"/>"));
        assert!(!xml.contains("chinese"));
        assert!(!package.files.iter().any(|f| f.path.contains("chinese")));
        assert_eq!(
            package.file("statement-sections/english/name.tex"),
            Some("Chess\n")
        );
        let tex = package.file("statements/english/problem.tex").unwrap();
        assert!(tex.starts_with(
            "\\begin{problem}{Chess}{standard input}{standard output}{1 second}{256 megabytes}\n\nWho wins?\n\n\\InputFile\n\nThe board.\n"
        ));
        assert!(tex.contains("\\exmpfile{example.01}{example.01.a}%"));
        let properties: serde_json::Value = serde_json::from_str(
            package
                .file("statements/english/problem-properties.json")
                .unwrap(),
        )
        .unwrap();
        assert_eq!(properties["legend"], "Who wins?\n");
        assert_eq!(properties["output"], "YES or NO.\n");
        assert_eq!(properties["sampleTests"][0]["input"], SAMPLE);
        assert_eq!(properties["memoryLimit"], 256 << 20);

        assets.push(Asset {
            path: "statement_hop.zh.tex",
            text: "\\problemname{跳棋}\n谁赢？\n\\section*{输入格式}\n棋盘。\n",
        });
        let package = polygon(Kind::Normal(Rules::Hop), "chess", &assets, SAMPLE, 7).unwrap();
        let xml = package.file("problem.xml").unwrap();
        assert!(xml.contains("<name language=\"chinese\" value=\"跳棋\"/>"));
        assert!(xml.contains("path=\"statements/chinese/problem.tex\""));
        assert_eq!(
            package.file("statement-sections/chinese/input.tex"),
            Some("棋盘。\n")
        );
        assert_eq!(
            package.file("statement-sections/chinese/name.tex"),
            Some("跳棋\n")
        );
        // English is not optional.
        assets.retain(|asset| asset.path != "statement_hop.tex");
        assert_eq!(
            polygon(Kind::Normal(Rules::Hop), "chess", &assets, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "the package sources hold no statement_hop.tex"
        );
    }

    #[test]
    fn the_interactive_package_runs_testlib_s_interactor() {
        let package = polygon(Kind::Interactive, "beat", &assets(), SAMPLE, 7).unwrap();
        assert_eq!(
            package.file("files/interactor.cpp"),
            Some("#define HOPNIM_TESTLIB\n// the interactor\n")
        );
        assert_eq!(
            package.file("files/validator.cpp"),
            Some("#define HOPNIM_INTERACTIVE\n// the validator\n")
        );
        let xml = package.file("problem.xml").unwrap();
        assert!(xml.contains("<interactor>\n            <source path=\"files/interactor.cpp\""));
        // No example: the interactor's input is no sample of the protocol.
        assert!(!xml.contains("sample=\"true\""));
        assert!(!package.files.iter().any(|f| f.path.contains("example")));
        assert!(
            !package
                .file("statements/english/problem.tex")
                .unwrap()
                .contains("\\Example")
        );
        assert_eq!(
            package.file("statement-sections/english/interaction.tex"),
            Some("Move.\n")
        );
        assert_eq!(package.file("tests/02.a"), Some(INTERACTIVE_ANSWER));
        let hop = polygon(Kind::Normal(Rules::Hop), "chess", &assets(), SAMPLE, 7).unwrap();
        assert_eq!(hop.file("files/validator.cpp"), Some("// the validator\n"));
        assert!(hop.file("files/interactor.cpp").is_none());
    }

    #[test]
    fn attributes_are_escaped() {
        assert_eq!(
            attribute("a \"b\" & <c>\nd's"),
            "a &quot;b&quot; &amp; &lt;c&gt;&#10;d's"
        );
    }
}
