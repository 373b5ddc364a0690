//! A problem statement, one model for every judge: its LaTeX source split into
//! sections (legend, input, output, interaction, notes), as Polygon's layout keeps
//! them.
//!
//! A source `statement_<kind>.tex` (English) or `statement_<kind>.zh.tex` (Chinese)
//! is split at its `\section*{…}` headings: what comes before the first is the
//! legend, then Input (输入格式), Output (输出格式), Interaction (交互方式) and Notes
//! (说明, 提示); any other heading is an error, so that nothing of a statement is lost
//! on the way. A source may open with `\problemname{…}`, its title.
//!
//! ```
//! use hopnim::setter::statement::{Section, split_statement};
//! let source = "谁能赢？\n\n\\section*{输入格式}\n一个整数 $T$。\n";
//! let sections = split_statement("statement_hop.zh.tex", source)?;
//! assert_eq!(sections.text(Section::Input), Some("一个整数 $T$。\n"));
//! # Ok::<(), hopnim::setter::statement::StatementError>(())
//! ```

use std::fmt;

/// Why a statement cannot be split or converted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StatementError {
    /// A statement has a heading that is none of its sections.
    #[error(
        "{source_path}: the heading \\section*{{{heading}}} is none of a statement's \
         sections (legend, input, output, interaction, notes)"
    )]
    UnknownSection {
        /// The statement source.
        source_path: String,
        /// The heading's text.
        heading: String,
    },
    /// A statement has the same section twice.
    #[error("{source_path}: the {section} section comes twice")]
    SectionTwice {
        /// The statement source.
        source_path: String,
        /// The section.
        section: Section,
    },
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
    /// use hopnim::setter::statement::Section;
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

/// A statement's sections, as Polygon keeps them (`legend.tex`, `input.tex`, …).
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
    /// use hopnim::setter::statement::{Section, split_statement};
    /// let sections = split_statement("s.tex", "Who wins?\n\\section*{Input}\nT.\n")?;
    /// assert_eq!(sections.text(Section::Legend), Some("Who wins?\n"));
    /// assert_eq!(sections.text(Section::Input), Some("T.\n"));
    /// assert_eq!(sections.text(Section::Notes), None);
    /// # Ok::<(), hopnim::setter::statement::StatementError>(())
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
/// use hopnim::setter::statement::split_statement;
/// let text = "\\problemname{棋盘}\n\n谁赢？\n\n\\section*{输入格式}\n$T$。\n";
/// let sections = split_statement("statement_hop.zh.tex", text)?;
/// assert_eq!(sections.name.as_deref(), Some("棋盘"));
/// assert_eq!(sections.legend, "谁赢？\n");
/// assert_eq!(sections.input.as_deref(), Some("$T$。\n"));
/// assert!(split_statement("x.tex", "a\n\\section*{Sample}\nb\n").is_err());
/// # Ok::<(), hopnim::setter::statement::StatementError>(())
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
}
