//! A problem statement, one model for every judge: its LaTeX source split into
//! sections (legend, input, output, interaction, notes), as Polygon's layout keeps
//! them, and the same sections in Markdown with TeX math, as Luogu, HydroOJ and the
//! ICPC problem package format (2023-07) take them.
//!
//! A source `statement_<kind>.tex` (English) or `statement_<kind>.zh.tex` (Chinese)
//! is split at its `\section*{…}` headings: what comes before the first is the
//! legend, then Input (输入格式), Output (输出格式), Interaction (交互方式) and Notes
//! (说明, 提示); any other heading is an error, so that nothing of a statement is lost
//! on the way. A source may open with `\problemname{…}`, its title.
//!
//! [`MarkdownStatement`] converts the LaTeX the sources are written in, section by
//! section: `$…$` math is kept as it is (Luogu, Hydro and pandoc render TeX math);
//! `\texttt{x}` is `` `x` ``, `\textbf{x}` `**x**`, `\emph{x}` `*x*`; `\ldots` is `…`
//! and an accent such as ``\`e`` its letter, `è`; `~` is a no-break space; `%`
//! comments are dropped; `verbatim` is a fenced code block, `tabular` (alone, or
//! alone in `center`) a table headed by its first row, `itemize` and `enumerate`
//! lists; paragraphs and their lines are kept. Any other command or environment outside math is an error that
//! names the source and its line: nothing is dropped or passed through unread.
//!
//! ```
//! use hopnim_setter::statement::{Frame, Language, MarkdownStatement, Sample};
//! let source = "谁能赢？\\texttt{o} 是棋子。\n\n\\section*{输入格式}\n一个整数 $T$（$1 \\le T \\le 100$）。\n";
//! let statement = MarkdownStatement::from_latex("statement_hop.zh.tex", source)?;
//! let samples = [Sample { input: "1\n1\n1 20\n", answer: "NO\n" }];
//! let page = statement.render(Language::Chinese, Frame::Page { title: "高手过招", samples: &samples });
//! let lines = [
//!     "# 高手过招", "",
//!     "## 题目描述", "", "谁能赢？`o` 是棋子。", "",
//!     "## 输入格式", "", "一个整数 $T$（$1 \\le T \\le 100$）。", "",
//!     "## 样例", "",
//!     "### 样例输入 #1", "", "```", "1", "1", "1 20", "```", "",
//!     "### 样例输出 #1", "", "```", "NO", "```", "",
//! ];
//! assert_eq!(page, lines.join("\n"));
//! # Ok::<(), hopnim_setter::statement::StatementError>(())
//! ```

use std::fmt;

mod markdown;

use markdown::{code_block, escaped, markdown};

use crate::package::Kind;
use crate::rules::Problem;
use hopnim::phrase;
use hopnim::phrase::Phrase;

/// Why a statement cannot be split or converted. It says itself in any language
/// ([`StatementError::phrase`]); its `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StatementError {
    /// A statement has a heading that is none of its sections.
    UnknownSection {
        /// The statement source.
        source_path: String,
        /// The heading's text.
        heading: String,
    },
    /// A statement has the same section twice.
    SectionTwice {
        /// The statement source.
        source_path: String,
        /// The section.
        section: Section,
    },
    /// The LaTeX of a statement has something its Markdown cannot say.
    Latex {
        /// The statement source.
        source_path: String,
        /// The line of the source, from 1.
        line: usize,
        /// What is wrong there.
        kind: LatexError,
    },
}

impl StatementError {
    /// Why the statement cannot be split or converted, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// use hopnim_setter::statement::{LatexError, StatementError};
    /// let error = StatementError::Latex {
    ///     source_path: "statement_hop.tex".into(),
    ///     line: 3,
    ///     kind: LatexError::Unclosed("{".into()),
    /// };
    /// assert_eq!(error.to_string(), "statement_hop.tex:3: { is never closed");
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "statement_hop.tex:3：{ 没有闭合");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            StatementError::UnknownSection {
                source_path,
                heading,
            } => phrase!(
                "setter-statement-unknown-section",
                source = source_path,
                heading = heading
            ),
            StatementError::SectionTwice {
                source_path,
                section,
            } => phrase!(
                "setter-statement-section-twice",
                source = source_path,
                section = section.name()
            ),
            StatementError::Latex {
                source_path,
                line,
                kind,
            } => phrase!(
                "setter-statement-latex",
                source = source_path,
                line = line.to_string(),
                what = kind.phrase()
            ),
        }
    }
}

impl fmt::Display for StatementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// What the Markdown converter refuses in a statement's LaTeX. It says itself in any
/// language ([`LatexError::phrase`]); its `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LatexError {
    /// A command outside math that the converter does not know.
    UnknownCommand(String),
    /// An environment the converter does not know.
    UnknownEnvironment(String),
    /// An opening that nothing closes: `{`, `$`, `\begin{itemize}`.
    Unclosed(String),
    /// Something where it cannot stand: a `}` that closes nothing, `&` outside a
    /// table, `\item` outside a list, a blank line in an argument.
    Misplaced(String),
}

impl LatexError {
    /// What the converter refuses, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            LatexError::UnknownCommand(command) => {
                phrase!("setter-latex-unknown-command", command = command)
            }
            LatexError::UnknownEnvironment(environment) => phrase!(
                "setter-latex-unknown-environment",
                environment = environment
            ),
            LatexError::Unclosed(opening) => phrase!("setter-latex-unclosed", opening = opening),
            LatexError::Misplaced(what) => phrase!("setter-latex-misplaced", what = what),
        }
    }
}

impl fmt::Display for LatexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// A section of a statement, in a statement's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    /// The story and the rules: what comes before the first heading.
    Legend,
    /// The input format.
    Input,
    /// The output format.
    Output,
    /// The interactive protocol.
    Interaction,
    /// Remarks after the examples.
    Notes,
}

impl Section {
    /// Every section, in a statement's order.
    pub const ALL: [Section; 5] = [
        Section::Legend,
        Section::Input,
        Section::Output,
        Section::Interaction,
        Section::Notes,
    ];

    /// Its name, as Polygon names its file: `legend`, `input`, `output`,
    /// `interaction`, `notes`.
    ///
    /// ```
    /// use hopnim_setter::statement::Section;
    /// assert_eq!(Section::Interaction.name(), "interaction");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Section::Legend => "legend",
            Section::Input => "input",
            Section::Output => "output",
            Section::Interaction => "interaction",
            Section::Notes => "notes",
        }
    }

    /// The section a heading opens, in English or in Chinese.
    fn of_heading(heading: &str) -> Option<Section> {
        match heading.trim() {
            "Legend" | "Description" | "题目描述" => Some(Section::Legend),
            "Input" | "输入格式" | "输入" => Some(Section::Input),
            "Output" | "输出格式" | "输出" => Some(Section::Output),
            "Interaction" | "交互" | "交互方式" | "交互格式" => {
                Some(Section::Interaction)
            }
            "Notes" | "Note" | "说明" | "提示" | "说明/提示" | "注释" => {
                Some(Section::Notes)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A statement's sections, as Polygon keeps them (`legend.tex`, `input.tex`, …): in
/// LaTeX from [`split_statement`], in Markdown in a [`MarkdownStatement`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sections {
    /// The title a source gives itself with `\problemname{…}`, if it does.
    pub name: Option<String>,
    /// What comes before the first heading: the story and the rules.
    pub legend: String,
    /// The input format.
    pub input: Option<String>,
    /// The output format.
    pub output: Option<String>,
    /// The interactive protocol.
    pub interaction: Option<String>,
    /// Remarks after the examples.
    pub notes: Option<String>,
}

impl Sections {
    /// The text of `section`, if the statement has it (the legend always).
    ///
    /// ```
    /// use hopnim_setter::statement::{Section, split_statement};
    /// let sections = split_statement("s.tex", "Who wins?\n\\section*{Input}\nT.\n")?;
    /// assert_eq!(sections.text(Section::Legend), Some("Who wins?\n"));
    /// assert_eq!(sections.text(Section::Input), Some("T.\n"));
    /// assert_eq!(sections.text(Section::Notes), None);
    /// # Ok::<(), hopnim_setter::statement::StatementError>(())
    /// ```
    pub fn text(&self, section: Section) -> Option<&str> {
        match section {
            Section::Legend => Some(&self.legend),
            Section::Input => self.input.as_deref(),
            Section::Output => self.output.as_deref(),
            Section::Interaction => self.interaction.as_deref(),
            Section::Notes => self.notes.as_deref(),
        }
    }

    /// Sets the text of `section`.
    fn set(&mut self, section: Section, text: String) {
        match section {
            Section::Legend => self.legend = text,
            Section::Input => self.input = Some(text),
            Section::Output => self.output = Some(text),
            Section::Interaction => self.interaction = Some(text),
            Section::Notes => self.notes = Some(text),
        }
    }
}

/// The text with its leading and trailing blank lines dropped and one line end.
fn trimmed(text: &str) -> String {
    let text = text.trim_matches(|c: char| c == '\n' || c == '\r');
    if text.trim().is_empty() {
        String::new()
    } else {
        format!("{}\n", text.trim_end())
    }
}

/// The lines of one section as its source has them, each with its line number.
struct Part<'t> {
    section: Section,
    /// (line number from 1, the line with its end).
    lines: Vec<(usize, &'t str)>,
}

/// The title and the parts of the statement `text` (from `source_path`), the legend
/// first: [`split_statement`]'s work, with the line numbers kept.
fn parts<'t>(
    source_path: &str,
    text: &'t str,
) -> Result<(Option<String>, Vec<Part<'t>>), StatementError> {
    let mut name = None;
    let mut body = text.trim_start();
    if let Some(rest) = body.strip_prefix("\\problemname{") {
        let line_end = rest.find('\n').unwrap_or(rest.len());
        let line = rest[..line_end].trim_end();
        if let Some(title) = line.strip_suffix('}') {
            name = Some(title.to_owned());
            body = &rest[line_end..];
        }
    }
    let mut number = text[..text.len() - body.len()].matches('\n').count() + 1;
    let mut parts = vec![Part {
        section: Section::Legend,
        lines: Vec::new(),
    }];
    for line in body.split_inclusive('\n') {
        let heading = line
            .trim()
            .strip_prefix("\\section*{")
            .and_then(|rest| rest.strip_suffix('}'));
        match heading {
            Some(heading) => {
                let section =
                    Section::of_heading(heading).ok_or_else(|| StatementError::UnknownSection {
                        source_path: source_path.to_owned(),
                        heading: heading.to_owned(),
                    })?;
                // A heading of the legend (题目描述) only names what comes first.
                let first = parts.len() == 1;
                if section == Section::Legend && first {
                    number += 1;
                    continue;
                }
                if section == Section::Legend || parts.iter().any(|part| part.section == section) {
                    return Err(StatementError::SectionTwice {
                        source_path: source_path.to_owned(),
                        section,
                    });
                }
                parts.push(Part {
                    section,
                    lines: Vec::new(),
                });
            }
            None => parts
                .last_mut()
                .expect("the legend")
                .lines
                .push((number, line)),
        }
        number += 1;
    }
    Ok((name, parts))
}

/// Splits the statement `text` (from the source `source_path`) at its
/// `\section*{…}` headings, each alone on its line, into its sections; an opening
/// `\problemname{…}` line is its title.
///
/// ```
/// use hopnim_setter::statement::split_statement;
/// let text = "\\problemname{棋盘}\n\n谁赢？\n\n\\section*{输入格式}\n$T$。\n";
/// let sections = split_statement("statement_hop.zh.tex", text)?;
/// assert_eq!(sections.name.as_deref(), Some("棋盘"));
/// assert_eq!(sections.legend, "谁赢？\n");
/// assert_eq!(sections.input.as_deref(), Some("$T$。\n"));
/// assert!(split_statement("x.tex", "a\n\\section*{Sample}\nb\n").is_err());
/// # Ok::<(), hopnim_setter::statement::StatementError>(())
/// ```
pub fn split_statement(source_path: &str, text: &str) -> Result<Sections, StatementError> {
    let (name, parts) = parts(source_path, text)?;
    let mut sections = Sections {
        name,
        ..Sections::default()
    };
    for part in parts {
        let text: String = part.lines.iter().map(|(_, line)| *line).collect();
        sections.set(part.section, trimmed(&text));
    }
    Ok(sections)
}

/// A language of the statements: its source's name and its Markdown headings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, `statement_<kind>.tex`.
    English,
    /// Simplified Chinese, `statement_<kind>.zh.tex`, under Luogu's headings.
    Chinese,
}

impl Language {
    /// Both languages, English first.
    pub const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// The statement source of `kind` in this language, among the package sources.
    ///
    /// ```
    /// use hopnim_setter::package::Kind;
    /// use hopnim_setter::statement::Language;
    /// assert_eq!(Language::Chinese.source_path(Kind::Misere), "statement_misere.zh.tex");
    /// assert_eq!(Language::English.source_path(Kind::Interactive), "statement_interactive.tex");
    /// ```
    pub fn source_path(self, kind: Kind) -> String {
        let suffix = match self {
            Language::English => "",
            Language::Chinese => ".zh",
        };
        format!("statement_{}{suffix}.tex", kind.folder())
    }

    /// The problem's title in this language.
    ///
    /// ```
    /// use hopnim_setter::package::Kind;
    /// use hopnim_setter::statement::Language;
    /// assert_eq!(Language::English.title(&Kind::Interactive.problem()), "Beat the Engine");
    /// assert_eq!(Language::Chinese.title(&Kind::Interactive.problem()), "战胜引擎");
    /// ```
    pub fn title(self, problem: &Problem) -> &'static str {
        match self {
            Language::English => problem.title,
            Language::Chinese => problem.title_zh,
        }
    }

    /// The heading of `section`: Luogu's in Chinese.
    ///
    /// ```
    /// use hopnim_setter::statement::{Language, Section};
    /// assert_eq!(Language::English.heading(Section::Legend), "Description");
    /// assert_eq!(Language::Chinese.heading(Section::Notes), "说明/提示");
    /// ```
    pub fn heading(self, section: Section) -> &'static str {
        match (self, section) {
            (Language::English, Section::Legend) => "Description",
            (Language::English, Section::Input) => "Input",
            (Language::English, Section::Output) => "Output",
            (Language::English, Section::Interaction) => "Interaction",
            (Language::English, Section::Notes) => "Notes",
            (Language::Chinese, Section::Legend) => "题目描述",
            (Language::Chinese, Section::Input) => "输入格式",
            (Language::Chinese, Section::Output) => "输出格式",
            (Language::Chinese, Section::Interaction) => "交互方式",
            (Language::Chinese, Section::Notes) => "说明/提示",
        }
    }

    /// The heading of the samples, of `count` of them.
    fn samples_heading(self, count: usize) -> &'static str {
        match (self, count) {
            (Language::English, 1) => "Sample",
            (Language::English, _) => "Samples",
            (Language::Chinese, _) => "样例",
        }
    }

    /// The headings of sample `number`'s input and answer, from 1.
    fn sample_headings(self, number: usize) -> [String; 2] {
        match self {
            Language::English => [
                format!("Sample Input {number}"),
                format!("Sample Output {number}"),
            ],
            Language::Chinese => [format!("样例输入 #{number}"), format!("样例输出 #{number}")],
        }
    }
}

/// A sample test that a statement shows: its input and its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample<'a> {
    /// The input, as the program reads it.
    pub input: &'a str,
    /// The answer, as the program prints it.
    pub answer: &'a str,
}

/// What a Markdown statement holds around its sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame<'a> {
    /// A whole page, as Luogu and Hydro show it: `# title`, the sections, and the
    /// samples before the notes (none if `samples` is empty).
    Page {
        /// The problem's title.
        title: &'a str,
        /// The samples the statement shows.
        samples: &'a [Sample<'a>],
    },
    /// A whole page as Hydro shows it: `# title`, the sections, and the samples in
    /// Hydro's sample blocks (```` ```input1 ````, ```` ```output1 ````, …) before the
    /// notes, under no heading of their own.
    HydroPage {
        /// The problem's title.
        title: &'a str,
        /// The samples the statement shows.
        samples: &'a [Sample<'a>],
    },
    /// The sections alone: the ICPC format (2023-07) takes the title from
    /// `problem.yaml`, forbids it in the statement, and appends the samples itself.
    Body,
}

/// A statement's sections in Markdown with TeX math, converted from its LaTeX
/// source.
///
/// ```
/// use hopnim_setter::statement::{Frame, Language, MarkdownStatement};
/// let source = "Who \\emph{wins}?\n\n\\section*{Output}\n\\texttt{YES} or \\texttt{NO}.\n";
/// let statement = MarkdownStatement::from_latex("statement_hop.tex", source)?;
/// assert_eq!(statement.sections().output.as_deref(), Some("`YES` or `NO`.\n"));
/// assert_eq!(
///     statement.render(Language::English, Frame::Body),
///     "## Description\n\nWho *wins*?\n\n## Output\n\n`YES` or `NO`.\n"
/// );
/// let error = MarkdownStatement::from_latex("s.tex", "One.\n\nTwo \\cite{x}.\n").unwrap_err();
/// assert_eq!(error.to_string(), "s.tex:3: the command \\cite has no Markdown here");
/// # Ok::<(), hopnim_setter::statement::StatementError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkdownStatement {
    sections: Sections,
}

impl MarkdownStatement {
    /// The sections of the LaTeX statement `text` (from the source `source_path`),
    /// split as [`split_statement`] splits them, each converted to Markdown. An
    /// error names the source and its line.
    ///
    /// ```
    /// use hopnim_setter::statement::{LatexError, MarkdownStatement, StatementError};
    /// let source = "Who wins?\n\n\\section*{Input}\nThe board\n\\begin{tabbing}\n";
    /// let error = MarkdownStatement::from_latex("statement_hop.tex", source).unwrap_err();
    /// assert_eq!(error, StatementError::Latex {
    ///     source_path: "statement_hop.tex".to_owned(),
    ///     line: 5,
    ///     kind: LatexError::UnknownEnvironment("tabbing".to_owned()),
    /// });
    /// ```
    pub fn from_latex(source_path: &str, text: &str) -> Result<MarkdownStatement, StatementError> {
        let (name, parts) = parts(source_path, text)?;
        let mut sections = Sections {
            name,
            ..Sections::default()
        };
        for part in parts {
            let markdown = markdown(source_path, &part.lines)?;
            sections.set(part.section, markdown);
        }
        Ok(MarkdownStatement { sections })
    }

    /// The sections, each in Markdown: ready to paste, one by one, into a judge's
    /// form. The title (`name`) is as the source gives it.
    pub fn sections(&self) -> &Sections {
        &self.sections
    }

    /// The whole statement in `language`: each section that has any text under its
    /// `##` heading, in a statement's order, inside `frame`.
    ///
    /// ```
    /// use hopnim_setter::statement::{Frame, Language, MarkdownStatement, Sample};
    /// let source = "Who wins?\n\n\\section*{Notes}\nThink.\n";
    /// let statement = MarkdownStatement::from_latex("statement_hop.tex", source)?;
    /// let samples = [Sample { input: "1\n1\n1 20\n", answer: "NO\n" }];
    /// let page = statement.render(Language::English, Frame::Page { title: "Chess", samples: &samples });
    /// assert!(page.starts_with("# Chess\n\n## Description\n\nWho wins?\n\n## Sample\n\n"));
    /// assert!(page.contains("### Sample Output 1\n\n```\nNO\n```\n\n## Notes\n\nThink.\n"));
    /// // The ICPC format's statement: no title, no samples.
    /// assert_eq!(
    ///     statement.render(Language::English, Frame::Body),
    ///     "## Description\n\nWho wins?\n\n## Notes\n\nThink.\n"
    /// );
    /// # Ok::<(), hopnim_setter::statement::StatementError>(())
    /// ```
    pub fn render(&self, language: Language, frame: Frame<'_>) -> String {
        let mut blocks = Vec::new();
        if let Frame::Page { title, .. } | Frame::HydroPage { title, .. } = frame {
            blocks.push(format!("# {}", escaped(title)));
        }
        for section in Section::ALL {
            match (section, frame) {
                (Section::Notes, Frame::Page { samples, .. }) if !samples.is_empty() => {
                    blocks.push(format!("## {}", language.samples_heading(samples.len())));
                    for (index, sample) in samples.iter().enumerate() {
                        let [input, answer] = language.sample_headings(index + 1);
                        blocks.push(format!("### {input}"));
                        blocks.push(code_block(sample.input));
                        blocks.push(format!("### {answer}"));
                        blocks.push(code_block(sample.answer));
                    }
                }
                (Section::Notes, Frame::HydroPage { samples, .. }) => {
                    for (index, sample) in samples.iter().enumerate() {
                        blocks.push(hydro_sample_block("input", index + 1, sample.input));
                        blocks.push(hydro_sample_block("output", index + 1, sample.answer));
                    }
                }
                _ => {}
            }
            if let Some(text) = self.sections.text(section).filter(|text| !text.is_empty()) {
                blocks.push(format!("## {}", language.heading(section)));
                blocks.push(text.trim_end().to_owned());
            }
        }
        let mut page = blocks.join("\n\n");
        page.push('\n');
        page
    }
}

/// One of Hydro's sample blocks, which its page shows side by side under its own
/// headings: a fence named `input1`, `output1`, … around `text`. A judge input or answer
/// holds no backtick, so three open and close it.
fn hydro_sample_block(kind: &str, number: usize, text: &str) -> String {
    let end = if text.ends_with('\n') { "" } else { "\n" };
    format!("```{kind}{number}\n{text}{end}```")
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGLISH: &str =
        "Who wins?\n\n\\section*{Input}\nThe board.\n\n\\section*{Output}\nYES or NO.\n";

    #[test]
    fn a_statement_splits_at_its_headings() {
        let sections = split_statement("s.tex", ENGLISH).unwrap();
        assert_eq!(
            sections,
            Sections {
                name: None,
                legend: "Who wins?\n".to_owned(),
                input: Some("The board.\n".to_owned()),
                output: Some("YES or NO.\n".to_owned()),
                interaction: None,
                notes: None,
            }
        );
        let chinese = "\\problemname{跳棋}\n谁赢？\n\\section*{输入格式}\n棋盘。\n\
                       \\section*{输出格式}\nYES 或 NO。\n\\section*{说明/提示}\n无。\n";
        let sections = split_statement("s.zh.tex", chinese).unwrap();
        assert_eq!(sections.name.as_deref(), Some("跳棋"));
        assert_eq!(sections.legend, "谁赢？\n");
        assert_eq!(sections.input.as_deref(), Some("棋盘。\n"));
        assert_eq!(sections.output.as_deref(), Some("YES 或 NO。\n"));
        assert_eq!(sections.notes.as_deref(), Some("无。\n"));
        // Luogu's sections: 题目描述 heads the legend, and only the legend.
        let luogu = "\\section*{题目描述}\n谁赢？\n\\section*{输入格式}\n棋盘。\n";
        let sections = split_statement("s.zh.tex", luogu).unwrap();
        assert_eq!(sections.legend, "谁赢？\n");
        assert_eq!(sections.input.as_deref(), Some("棋盘。\n"));
        let late = "谁赢？\n\\section*{输入格式}\n棋盘。\n\\section*{题目描述}\n又一段。\n";
        assert!(split_statement("s.zh.tex", late).is_err());
        let error = split_statement("s.tex", "a\n\\section*{Examples}\nb\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "s.tex: the heading \\section*{Examples} is none of a statement's sections \
             (legend, input, output, interaction, notes)"
        );
        let twice = "a\n\\section*{Input}\nb\n\\section*{输入格式}\nc\n";
        assert_eq!(
            split_statement("s.tex", twice).unwrap_err().to_string(),
            "s.tex: the input section comes twice"
        );
    }

    #[test]
    fn the_markdown_sections_are_the_latex_sections() {
        let latex = split_statement("s.tex", ENGLISH).unwrap();
        let markdown = MarkdownStatement::from_latex("s.tex", ENGLISH).unwrap();
        // Plain text is the same in both.
        assert_eq!(markdown.sections(), &latex);
        let titled = "\\problemname{Chess}\n\nWho?\n";
        let markdown = MarkdownStatement::from_latex("s.tex", titled).unwrap();
        assert_eq!(markdown.sections().name.as_deref(), Some("Chess"));
        assert_eq!(markdown.sections().legend, "Who?\n");
    }

    #[test]
    fn a_page_has_its_title_sections_and_samples_in_luogu_s_order() {
        let source = "Who wins?\n\n\\section*{Notes}\nSmall.\n\n\\section*{Input}\nT.\n\n\
                      \\section*{Output}\nYES.\n";
        let statement = MarkdownStatement::from_latex("s.tex", source).unwrap();
        let samples = [
            Sample {
                input: "1\n",
                answer: "YES\n",
            },
            Sample {
                input: "2\n",
                answer: "NO",
            },
        ];
        let page = Frame::Page {
            title: "Misère *Chess*",
            samples: &samples,
        };
        assert_eq!(
            statement.render(Language::English, page),
            "# Misère \\*Chess\\*\n\n## Description\n\nWho wins?\n\n## Input\n\nT.\n\n\
             ## Output\n\nYES.\n\n## Samples\n\n### Sample Input 1\n\n```\n1\n```\n\n\
             ### Sample Output 1\n\n```\nYES\n```\n\n### Sample Input 2\n\n```\n2\n```\n\n\
             ### Sample Output 2\n\n```\nNO\n```\n\n## Notes\n\nSmall.\n"
        );
        assert_eq!(
            statement.render(Language::Chinese, Frame::Body),
            "## 题目描述\n\nWho wins?\n\n## 输入格式\n\nT.\n\n## 输出格式\n\nYES.\n\n\
             ## 说明/提示\n\nSmall.\n"
        );
        // One sample is a Sample; an interaction is under its own heading; an empty
        // section has none.
        let source = "\\section*{交互方式}\nMove.\n\\section*{说明/提示}\n\n";
        let statement = MarkdownStatement::from_latex("s.zh.tex", source).unwrap();
        let one = Frame::Page {
            title: "T",
            samples: &samples[..1],
        };
        assert_eq!(
            statement.render(Language::Chinese, one),
            "# T\n\n## 交互方式\n\nMove.\n\n## 样例\n\n### 样例输入 #1\n\n```\n1\n```\n\n\
             ### 样例输出 #1\n\n```\nYES\n```\n"
        );
        assert!(
            statement
                .render(Language::English, one)
                .contains("## Sample\n")
        );
        let none = Frame::Page {
            title: "T",
            samples: &[],
        };
        assert_eq!(
            statement.render(Language::English, none),
            "# T\n\n## Interaction\n\nMove.\n"
        );
    }
}
