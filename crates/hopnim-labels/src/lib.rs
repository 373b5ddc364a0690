//! The web page's labels (its own words), built into the page: every message of the
//! catalogue's `page.ftl` in every language (`crates/hopnim/locales/<lang>/page.ftl`),
//! as the JavaScript module `labels.js` that the page's script imports. So the page
//! shows the reader's language as it loads, before its engine has answered, and
//! still when the engine cannot be reached. hopnim-web's build script writes the
//! module for `hopnim serve`; scripts/build-site.sh runs this crate's binary for the
//! static site.
//!
//! The page fills a placeholder by plain substitution, not with a Fluent formatter:
//! a message of `page.ftl` may hold text, string literals (`{", "}`) and variables
//! (`{ $name }`, which the module writes `{name}`), nothing else. A selector, a
//! term, a function, a reference to another message or an attribute is refused,
//! naming the file, the line and the message, and so is a brace in the text, which
//! the page would take for a placeholder.
//!
//! ```
//! use hopnim_labels::{Error, labels_of};
//! let labels = labels_of("en/page.ftl", "page-load = Load\npage-loaded = Loaded { $board }.\n")?;
//! assert_eq!(labels["page-load"], "Load");
//! assert_eq!(labels["page-loaded"], "Loaded {board}.");
//!
//! let plural = "page-streak = { $count ->\n    [one] one win\n   *[other] { $count } wins\n}\n";
//! let refused = labels_of("en/page.ftl", plural).unwrap_err();
//! assert!(matches!(refused, Error::Unsupported { ref id, .. } if id == "page-streak"));
//! assert!(refused.to_string().starts_with("en/page.ftl:1: page-streak uses a selector"));
//! # Ok::<(), Error>(())
//! ```

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::unicode::unescape_unicode_to_string;

/// The file of each language's folder that holds the page's labels.
pub const PAGE_FILE: &str = "page.ftl";

/// The module's name among the page's files, which the page's `words.js` imports.
pub const MODULE_NAME: &str = "labels.js";

/// One language's labels: each message of its `page.ftl` by its id, a placeholder
/// written `{name}`.
pub type Messages = BTreeMap<String, String>;

/// Why the page's labels could not be built.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A folder or a file could not be read.
    #[error("{}: {source}", path.display())]
    Read {
        /// The folder or file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The catalogue's folder has no language in it.
    #[error("{}: no language: no folder with a {PAGE_FILE}", path.display())]
    NoLanguage {
        /// The catalogue's folder.
        path: PathBuf,
    },
    /// A file is not Fluent.
    #[error("{file}:{line}: {what}")]
    Syntax {
        /// The file, as the caller named it.
        file: String,
        /// Its line (from 1).
        line: usize,
        /// What the Fluent parser found wrong.
        what: String,
    },
    /// A message uses what the page's plain substitution cannot show.
    #[error(
        "{file}:{line}: {id} uses {what}; the page fills its labels by plain substitution: \
         text, string literals and variables ({{ $name }}) only"
    )]
    Unsupported {
        /// The file, as the caller named it.
        file: String,
        /// The line where the message starts (from 1).
        line: usize,
        /// The message's id (or the term's, for a term).
        id: String,
        /// What it uses: `a selector`, `a term`, …
        what: &'static str,
    },
}

/// The labels of one `page.ftl`, its text `source`, named `file` in errors.
///
/// ```
/// use hopnim_labels::labels_of;
/// let labels = labels_of("zh-CN/page.ftl", "# 注释\npage-comma = {\"，\"}\n")?;
/// assert_eq!(labels["page-comma"], "，");
/// # Ok::<(), hopnim_labels::Error>(())
/// ```
pub fn labels_of(file: &str, source: &str) -> Result<Messages, Error> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        let error = &errors[0];
        Error::Syntax {
            file: file.to_owned(),
            line: line_at(source, error.pos.start),
            what: error.kind.to_string(),
        }
    })?;
    let unsupported = |id: &str, what| Error::Unsupported {
        file: file.to_owned(),
        line: line_of(source, id),
        id: id.to_owned(),
        what,
    };
    let mut labels = Messages::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                if !message.attributes.is_empty() {
                    return Err(unsupported(id, "an attribute"));
                }
                let Some(pattern) = message.value else {
                    return Err(unsupported(id, "no value"));
                };
                let mut text = String::new();
                write_pattern(&pattern, &mut text).map_err(|what| unsupported(id, what))?;
                labels.insert(id.to_owned(), text);
            }
            Entry::Term(term) => return Err(unsupported(term.id.name, "a term")),
            Entry::Comment(_)
            | Entry::GroupComment(_)
            | Entry::ResourceComment(_)
            | Entry::Junk { .. } => {}
        }
    }
    Ok(labels)
}

/// Writes `pattern` as the page shows it, or says what in it the page cannot show.
fn write_pattern(pattern: &Pattern<&str>, text: &mut String) -> Result<(), &'static str> {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => write_text(value, text)?,
            PatternElement::Placeable { expression } => write_expression(expression, text)?,
        }
    }
    Ok(())
}

fn write_expression(expression: &Expression<&str>, text: &mut String) -> Result<(), &'static str> {
    let Expression::Inline(inline) = expression else {
        return Err("a selector");
    };
    match inline {
        InlineExpression::StringLiteral { value } => {
            write_text(&unescape_unicode_to_string(value), text)
        }
        InlineExpression::VariableReference { id } => {
            text.push('{');
            text.push_str(id.name);
            text.push('}');
            Ok(())
        }
        InlineExpression::Placeable { expression } => write_expression(expression, text),
        InlineExpression::NumberLiteral { .. } => Err("a number literal"),
        InlineExpression::FunctionReference { .. } => Err("a function"),
        InlineExpression::MessageReference { .. } => Err("a reference to another message"),
        InlineExpression::TermReference { .. } => Err("a term"),
    }
}

/// Writes text that holds no brace (the page would read one as a placeholder).
fn write_text(value: &str, text: &mut String) -> Result<(), &'static str> {
    if value.contains(['{', '}']) {
        return Err("a brace in its text");
    }
    text.push_str(value);
    Ok(())
}

/// The line (from 1) of the byte `offset` of `source`.
fn line_at(source: &str, offset: usize) -> usize {
    source.as_bytes()[..offset.min(source.len())]
        .iter()
        .filter(|&&byte| byte == b'\n')
        .count()
        + 1
}

/// The line (from 1) where the entry `id` starts: `id` is the parser's slice of
/// `source`, whose place in it is where it points.
fn line_of(source: &str, id: &str) -> usize {
    let offset = (id.as_ptr() as usize).saturating_sub(source.as_ptr() as usize);
    line_at(source, offset)
}

/// Every language's labels, by the language's tag (its folder's name: `en`, `zh-CN`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Labels {
    languages: BTreeMap<String, Messages>,
}

impl Labels {
    /// The labels of every language of the catalogue's folder `locales`: each folder
    /// in it that holds a `page.ftl` is a language, named by the folder.
    pub fn read(locales: &Path) -> Result<Labels, Error> {
        let read_error = |path: &Path| {
            let path = path.to_owned();
            move |source| Error::Read { path, source }
        };
        let mut languages = BTreeMap::new();
        for entry in fs::read_dir(locales).map_err(read_error(locales))? {
            let folder = entry.map_err(read_error(locales))?.path();
            let file = folder.join(PAGE_FILE);
            let Some(lang) = folder.file_name().and_then(|name| name.to_str()) else {
                continue;
            };
            if lang.starts_with('.') || !file.is_file() {
                continue;
            }
            let source = fs::read_to_string(&file).map_err(read_error(&file))?;
            let labels = labels_of(&format!("{lang}/{PAGE_FILE}"), &source)?;
            languages.insert(lang.to_owned(), labels);
        }
        if languages.is_empty() {
            return Err(Error::NoLanguage {
                path: locales.to_owned(),
            });
        }
        Ok(Labels { languages })
    }

    /// The labels of the language `lang`, if the catalogue has it.
    pub fn of(&self, lang: &str) -> Option<&Messages> {
        self.languages.get(lang)
    }

    /// Every language's tag, sorted.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.languages.keys().map(String::as_str)
    }

    /// The JavaScript module the page imports: `export const LABELS`, an object of
    /// each language's labels by its tag.
    ///
    /// ```
    /// use hopnim_labels::{Labels, labels_of};
    /// let labels = Labels::from_iter([("en".to_owned(), labels_of("page.ftl", "page-copied = Copied { $board }\n")?)]);
    /// let module = labels.module();
    /// assert!(module.contains("export const LABELS = {\n  \"en\": {\n    \"page-copied\": \"Copied {board}\",\n  },\n};\n"));
    /// # Ok::<(), hopnim_labels::Error>(())
    /// ```
    pub fn module(&self) -> String {
        let mut module = String::from(
            "// The page's labels (its own words) in every language: each message of the\n\
             // catalogue's page.ftl by its id, a placeholder written {name} for words.js to\n\
             // fill. Written by hopnim-labels as the page is built: edit page.ftl, not this.\n\
             export const LABELS = {\n",
        );
        for (lang, labels) in &self.languages {
            writeln!(module, "  {}: {{", quoted(lang)).expect("writing to a string");
            for (id, text) in labels {
                writeln!(module, "    {}: {},", quoted(id), quoted(text))
                    .expect("writing to a string");
            }
            module.push_str("  },\n");
        }
        module.push_str("};\n");
        module
    }
}

impl FromIterator<(String, Messages)> for Labels {
    fn from_iter<I: IntoIterator<Item = (String, Messages)>>(languages: I) -> Labels {
        Labels {
            languages: languages.into_iter().collect(),
        }
    }
}

/// `text` as a JavaScript string literal (JSON's escapes, which JavaScript reads).
fn quoted(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            c if u32::from(c) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                write!(quoted, "\\u{:04x}", u32::from(c)).expect("writing to a string");
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_string_literals_and_variables_are_what_the_page_shows() {
        let source = "## A group.\n\
                      page-verdict = {\" \"}— { $verdict }\n\
                      page-two-lines = one\n    two { $n }\n";
        let labels = labels_of("page.ftl", source).unwrap();
        assert_eq!(labels["page-verdict"], " — {verdict}");
        assert_eq!(labels["page-two-lines"], "one\ntwo {n}");
    }

    #[test]
    fn what_plain_substitution_cannot_show_is_refused_naming_its_line_and_message() {
        for (source, what) in [
            ("a = x\nb = { $n ->\n *[other] y\n}\n", "a selector"),
            ("a = x\nb = { -term }\n", "a term"),
            ("a = x\n-term = y\n", "a term"),
            ("a = x\nb = { a }\n", "a reference to another message"),
            ("a = x\nb = { NUMBER($n) }\n", "a function"),
            ("a = x\nb = { 5 }\n", "a number literal"),
            ("a = x\nb = y\n    .title = z\n", "an attribute"),
            ("a = x\nb = {\"{\"}n{\"}\"}\n", "a brace in its text"),
        ] {
            let error = labels_of("page.ftl", source).unwrap_err();
            let Error::Unsupported {
                line, what: found, ..
            } = &error
            else {
                panic!("{source:?}: {error}");
            };
            assert_eq!((*line, *found), (2, what), "{source:?}");
            assert!(error.to_string().starts_with("page.ftl:2: "), "{error}");
        }
    }

    #[test]
    fn a_file_that_is_not_fluent_is_refused_with_its_line() {
        let error = labels_of("page.ftl", "a = x\n\nb c\n").unwrap_err();
        assert!(matches!(error, Error::Syntax { line: 3, .. }), "{error}");
    }

    #[test]
    fn the_module_quotes_every_text_as_javascript_reads_it() {
        assert_eq!(
            quoted("a \"b\" \\ c\nd\u{1}\u{2028}"),
            r#""a \"b\" \\ c\nd\u0001\u2028""#
        );
        assert_eq!(quoted("简体中文"), "\"简体中文\"");
    }

    #[test]
    fn every_language_folder_of_the_catalogue_is_read() {
        let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hopnim/locales");
        let labels = Labels::read(&locales).unwrap();
        assert_eq!(labels.languages().collect::<Vec<_>>(), ["en", "zh-CN"]);
        assert_eq!(labels.of("zh-CN").unwrap()["page-load"], "载入");
        let missing = Labels::read(&locales.join("nowhere")).unwrap_err();
        assert!(matches!(missing, Error::Read { .. }), "{missing}");
        let empty = Labels::read(&locales.join("..").join("src")).unwrap_err();
        assert!(matches!(empty, Error::NoLanguage { .. }), "{empty}");
    }
}
