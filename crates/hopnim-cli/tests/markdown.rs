//! The Markdown statements of the packages (`hopnim_setter::statement`): each of the
//! statement sources under the setter crate's `package/`, English and Chinese, converts to Markdown with
//! no LaTeX left outside math and code and no word lost, and the Chinese statements
//! stand under Luogu's headings.

use crate::common;

use std::collections::BTreeSet;

use hopnim::game::BoardWidth;
use hopnim::judge::{JudgeReader, JudgeSpec, answers_text};
use hopnim_setter::package::Kind;
use hopnim_setter::statement::{
    Frame, Language, MarkdownStatement, Sample, Section, split_statement,
};

/// The package source `path` (under the setter crate's `package/`), as the binary
/// builds it in.
fn source(path: &str) -> String {
    let path = common::package_folder().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every statement source: each kind's in each language.
fn statements() -> Vec<(Kind, Language, String)> {
    Kind::all()
        .flat_map(|kind| Language::ALL.map(|language| (kind, language, language.source_path(kind))))
        .collect()
}

/// Whether `c` is a Chinese character (a CJK unified ideograph).
fn han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// A letter without its accent: `è` is `e`.
fn unaccented(c: char) -> char {
    const MARKED: &str = "àèìòùáéíóúýâêîôûäëïöüÿãñõ";
    const PLAIN: &str = "aeiouaeiouyaeiouaeiouyano";
    MARKED
        .chars()
        .position(|marked| marked == c)
        .and_then(|index| PLAIN.chars().nth(index))
        .unwrap_or(c)
}

/// The words of `text`, in order: each run of letters (without accents), each Chinese
/// character. The names of commands are no words; in LaTeX (`latex`) neither are
/// comments, the names of environments and the columns of a tabular.
fn words(text: &str, latex: bool) -> Vec<String> {
    let mut kept = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '%' if latex => {
                chars.by_ref().take_while(|&c| c != '\n').for_each(drop);
                kept.push(' ');
            }
            '\\' => {
                let mut name = String::new();
                while let Some(&letter) = chars.peek().filter(|c| c.is_ascii_alphabetic()) {
                    name.push(letter);
                    chars.next();
                }
                if name.is_empty() {
                    // A control symbol: an accent, an escape or `\\`.
                    chars.next();
                    continue;
                }
                kept.push(' ');
                if latex && (name == "begin" || name == "end") {
                    let environment: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    if environment == "{tabular" && name == "begin" {
                        chars.by_ref().take_while(|&c| c != '}').for_each(drop);
                    }
                }
            }
            _ => kept.push(c),
        }
    }
    let mut words = Vec::new();
    let mut word = String::new();
    for c in kept.chars() {
        if c.is_alphabetic() && !han(c) {
            word.push(unaccented(c));
            continue;
        }
        if !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        if han(c) {
            words.push(c.to_string());
        }
    }
    words.extend((!word.is_empty()).then_some(word));
    words
}

/// `markdown` without its fenced code blocks and its `$…$` formulas.
fn prose(markdown: &str) -> String {
    let mut prose = String::new();
    let mut in_code = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code {
            let outside: Vec<&str> = line.split('$').step_by(2).collect();
            assert_eq!(
                line.matches('$').count() % 2,
                0,
                "a formula over lines: {line}"
            );
            prose.push_str(&outside.join(" "));
            prose.push('\n');
        }
    }
    assert!(!in_code, "an unclosed code block");
    prose
}

/// The sample a statement shows: the normal and misère problems' is the HDU sample
/// with the kind's answers; the interactive problem shows none.
fn samples(kind: Kind) -> Vec<(String, String)> {
    if kind == Kind::Interactive {
        return Vec::new();
    }
    let input = std::fs::read_to_string(common::sample_path()).unwrap();
    let spec = JudgeSpec::new(BoardWidth::default(), kind.variant()).unwrap();
    let truth: Vec<bool> = JudgeReader::new(input.as_bytes(), spec)
        .answers()
        .collect::<Result<_, _>>()
        .unwrap();
    vec![(input, answers_text(&truth))]
}

#[test]
fn there_are_ten_statement_sources() {
    let listed: BTreeSet<String> = std::fs::read_dir(common::package_folder())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.starts_with("statement_") && name.ends_with(".tex"))
        .collect();
    let expected: BTreeSet<String> = statements().into_iter().map(|(_, _, path)| path).collect();
    assert_eq!(listed, expected);
    assert_eq!(expected.len(), 10);
}

#[test]
fn every_statement_converts_with_no_latex_left_and_no_word_lost() {
    for (_, _, path) in statements() {
        let latex_text = source(&path);
        let markdown = MarkdownStatement::from_latex(&path, &latex_text)
            .unwrap_or_else(|error| panic!("{error}"));
        let latex = split_statement(&path, &latex_text).unwrap();
        assert_eq!(markdown.sections().name, latex.name, "{path}");
        for section in Section::ALL {
            let (Some(latex), Some(markdown)) =
                (latex.text(section), markdown.sections().text(section))
            else {
                assert_eq!(
                    latex.text(section).is_some(),
                    markdown.sections().text(section).is_some(),
                    "{path}: {section}"
                );
                continue;
            };
            // Every word of the LaTeX, in its order, and no other.
            assert_eq!(
                words(markdown, false),
                words(latex, true),
                "{path}: {section}"
            );
            assert!(!markdown.is_empty() || words(latex, true).is_empty());
            // No command, and no brace, outside math and code.
            let prose = prose(markdown);
            let command = prose
                .split('\\')
                .skip(1)
                .find(|after| after.starts_with(|c: char| c.is_ascii_alphabetic()));
            assert_eq!(command, None, "{path}: {section}: a command in {markdown}");
            assert!(!prose.contains(['{', '}']), "{path}: {section}: {markdown}");
        }
    }
}

/// The headings of `markdown`, `#` and all, outside its code blocks.
fn headings(markdown: &str) -> Vec<&str> {
    let mut in_code = false;
    let mut headings = Vec::new();
    for line in markdown.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            headings.push(line);
        }
    }
    headings
}

#[test]
fn the_chinese_statements_stand_under_luogu_s_headings() {
    for (kind, language, path) in statements() {
        let statement = MarkdownStatement::from_latex(&path, &source(&path)).unwrap();
        let samples = samples(kind);
        let samples: Vec<Sample<'_>> = samples
            .iter()
            .map(|(input, answer)| Sample { input, answer })
            .collect();
        let title = language.title(&kind.problem());
        let page = statement.render(
            language,
            Frame::Page {
                title,
                samples: &samples,
            },
        );
        let title = format!("# {title}");
        let mut expected = vec![title.as_str()];
        let (sections, sample): (&[&str], &[&str]) = match (language, kind) {
            (Language::Chinese, Kind::Interactive) => (&["## 题目描述", "## 交互方式"], &[]),
            (Language::Chinese, _) => (
                &["## 题目描述", "## 输入格式", "## 输出格式"],
                &[
                    "## 样例",
                    "### 样例输入 #1",
                    "### 样例输出 #1",
                    "## 说明/提示",
                ],
            ),
            (Language::English, Kind::Interactive) => (&["## Description", "## Interaction"], &[]),
            (Language::English, _) => (
                &["## Description", "## Input", "## Output"],
                &["## Sample", "### Sample Input 1", "### Sample Output 1"],
            ),
        };
        expected.extend(sections);
        expected.extend(sample);
        assert_eq!(headings(&page), expected, "{path}");
        // The sample, byte for byte, in its code blocks.
        for sample in &samples {
            assert!(
                page.contains(&format!("```\n{}```\n", sample.input)),
                "{path}"
            );
            assert!(
                page.contains(&format!("```\n{}```\n", sample.answer)),
                "{path}"
            );
        }
        // The ICPC format's statement: the sections alone.
        let body = statement.render(language, Frame::Body);
        let expected: Vec<&str> = sections
            .iter()
            .copied()
            .chain(
                sample
                    .iter()
                    .copied()
                    .filter(|heading| heading.contains("说明")),
            )
            .collect();
        assert_eq!(headings(&body), expected, "{path}");
    }
}
