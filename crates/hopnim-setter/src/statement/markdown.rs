//! The Markdown of a statement's LaTeX, section by section: a reader of the LaTeX
//! subset the statements are written in (tokens as TeX reads them, then blocks:
//! paragraphs, code, tables, lists) and their Markdown.

use super::{LatexError, StatementError};

/// The Markdown of one section's LaTeX `lines` (each with its line number in
/// `source_path`), with one line end, or nothing if it has no text.
pub(super) fn markdown(
    source_path: &str,
    lines: &[(usize, &str)],
) -> Result<String, StatementError> {
    let mut text = String::new();
    let mut starts = Vec::with_capacity(lines.len());
    for (number, line) in lines {
        starts.push((text.len(), *number));
        text.push_str(line);
    }
    let source = Source {
        path: source_path,
        text: &text,
        starts,
    };
    let tokens = tokens(&source)?;
    let mut parser = Parser {
        source: &source,
        tokens,
        next: 0,
    };
    let blocks = parser.blocks(None)?.0;
    let markdown = render_blocks(&blocks);
    Ok(if markdown.is_empty() {
        markdown
    } else {
        format!("{markdown}\n")
    })
}

/// A section's LaTeX, and where each of its lines is in the source.
struct Source<'s> {
    path: &'s str,
    text: &'s str,
    /// (byte offset in `text`, the line's number in the source), in order.
    starts: Vec<(usize, usize)>,
}

impl Source<'_> {
    /// The error `kind` at byte `offset` of the text.
    fn error(&self, offset: usize, kind: LatexError) -> StatementError {
        let index = self
            .starts
            .partition_point(|&(start, _)| start <= offset)
            .max(1);
        StatementError::Latex {
            source_path: self.path.to_owned(),
            line: self.starts.get(index - 1).map_or(1, |&(_, line)| line),
            kind,
        }
    }
}

/// A piece of LaTeX, as the converter reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token<'s> {
    /// Characters with no meaning to TeX or to the converter.
    Text(&'s str),
    /// Spaces or tabs.
    Space,
    /// One line end: a space, kept as a line break of the paragraph.
    Newline,
    /// A blank line: the end of a paragraph.
    Par,
    /// `\name`, or a control symbol such as ``\` ``: its name.
    Command(&'s str),
    /// `{`.
    Open,
    /// `}`.
    Close,
    /// `$…$`, with its dollars.
    Math(&'s str),
    /// What a verbatim environment holds.
    Verbatim(&'s str),
    /// A character TeX gives a meaning of its own: `&`, `~`, `#`, `^`, `_`.
    Special(char),
}

/// The characters that end a run of text.
const NOT_TEXT: &[char] = &[
    '\\', '{', '}', '$', '%', '&', '~', '#', '^', '_', ' ', '\t', '\r', '\n',
];

const BEGIN_VERBATIM: &str = "\\begin{verbatim}";
const END_VERBATIM: &str = "\\end{verbatim}";

/// The tokens of a section's LaTeX, each with its byte offset: comments dropped,
/// spaces run together as TeX runs them, verbatim environments read whole.
fn tokens<'s>(source: &Source<'s>) -> Result<Vec<(usize, Token<'s>)>, StatementError> {
    let text = source.text;
    let mut tokens: Vec<(usize, Token<'s>)> = Vec::new();
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        let rest = &text[at..];
        let start = at;
        at += c.len_utf8();
        let token = match c {
            '\\' if rest.starts_with(BEGIN_VERBATIM) => {
                let inside = &rest[BEGIN_VERBATIM.len()..];
                let Some(end) = inside.find(END_VERBATIM) else {
                    let kind = LatexError::Unclosed(BEGIN_VERBATIM.to_owned());
                    return Err(source.error(start, kind));
                };
                at = start + BEGIN_VERBATIM.len() + end + END_VERBATIM.len();
                let code = inside[..end].strip_prefix('\n').unwrap_or(&inside[..end]);
                // The indentation of `\end{verbatim}` is no line of the code.
                let code = code.trim_end_matches([' ', '\t']);
                Token::Verbatim(code)
            }
            '\\' => {
                let name_len = rest[1..]
                    .find(|c: char| !c.is_ascii_alphabetic())
                    .unwrap_or(rest.len() - 1);
                let name_len = match (name_len, rest[1..].chars().next()) {
                    (0, Some(symbol)) => symbol.len_utf8(),
                    (0, None) => {
                        let kind = LatexError::Misplaced("a backslash ends the text".to_owned());
                        return Err(source.error(start, kind));
                    }
                    (letters, _) => letters,
                };
                at = start + 1 + name_len;
                Token::Command(&rest[1..=name_len])
            }
            '{' => Token::Open,
            '}' => Token::Close,
            '$' => {
                let mut chars = rest.char_indices().skip(1);
                let mut end = None;
                while let Some((index, c)) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '$' => {
                            end = Some(index);
                            break;
                        }
                        _ => {}
                    }
                }
                let Some(end) = end else {
                    return Err(source.error(start, LatexError::Unclosed("the math $".to_owned())));
                };
                at = start + end + 1;
                Token::Math(&rest[..=end])
            }
            '%' => {
                // A comment takes its line end, and TeX skips the next line's indent.
                let line_end = rest.find('\n').map_or(rest.len(), |end| end + 1);
                let indent = rest[line_end..]
                    .find(|c| c != ' ' && c != '\t')
                    .unwrap_or(rest.len() - line_end);
                at = start + line_end + indent;
                continue;
            }
            ' ' | '\t' | '\r' => Token::Space,
            '\n' => Token::Newline,
            '&' | '~' | '#' | '^' | '_' => Token::Special(c),
            _ => {
                let len = rest.find(NOT_TEXT).unwrap_or(rest.len());
                at = start + len;
                Token::Text(&rest[..len])
            }
        };
        push(&mut tokens, start, token);
    }
    Ok(tokens)
}

/// Adds `token` to `tokens`, spaces run together as TeX runs them: no space at a
/// line's end or start, and a line end after a line end is a blank line.
fn push<'s>(tokens: &mut Vec<(usize, Token<'s>)>, offset: usize, token: Token<'s>) {
    let last = tokens.last().map(|(_, token)| *token);
    match token {
        Token::Space => {
            if matches!(
                last,
                None | Some(Token::Space | Token::Newline | Token::Par)
            ) {
                return;
            }
        }
        Token::Newline => {
            if last == Some(Token::Space) {
                tokens.pop();
            }
            match tokens.last_mut() {
                None | Some((_, Token::Par)) => return,
                Some((_, last @ Token::Newline)) => {
                    *last = Token::Par;
                    return;
                }
                Some(_) => {}
            }
        }
        _ => {}
    }
    tokens.push((offset, token));
}

/// A piece of a section in Markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Block {
    /// A paragraph's text, its lines apart.
    Paragraph(String),
    /// A code block's text.
    Code(String),
    /// A table: each column's alignment, then its rows of cells.
    Table {
        columns: Vec<Align>,
        rows: Vec<Vec<String>>,
    },
    /// A list: numbered or not, and each item's blocks.
    List {
        numbered: bool,
        items: Vec<Vec<Block>>,
    },
}

/// A table column's alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Align {
    Left,
    Center,
    Right,
}

/// Why the blocks of an environment ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// Its `\end`, or the end of the text.
    End,
    /// An `\item` of the list it is in.
    Item,
}

/// An environment being read: its name and where it begins.
#[derive(Clone, Copy, Debug)]
struct Open<'s> {
    name: &'s str,
    offset: usize,
}

/// The characters that mean something to Markdown wherever they stand in a text.
const MARKDOWN_SPECIAL: &str = "\\`*_[]<>|&#$";

/// The Markdown text of a paragraph, a table cell or an argument, as it is written.
struct Inline {
    text: String,
    /// Whether the next character starts a line.
    line_start: bool,
    /// Whether it is a table's cell, where `|` is escaped even in code and math.
    cell: bool,
}

impl Inline {
    fn new(cell: bool) -> Inline {
        Inline {
            text: String::new(),
            line_start: true,
            cell,
        }
    }

    /// Adds LaTeX's text `text`: its ligatures and quotes as the characters they print,
    /// Markdown's own characters escaped.
    fn text(&mut self, text: &str) {
        let text = text
            .replace("---", "—")
            .replace("--", "–")
            .replace("``", "“")
            .replace("''", "”")
            .replace('`', "‘");
        // At a line's start, what would open a list, a quote or a heading.
        let mut marker = None;
        if self.line_start {
            let digits = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
            marker = match text[digits..].chars().next() {
                Some('.' | ')') if digits > 0 => Some(digits),
                Some('-' | '+' | '>' | '=' | '#') if digits == 0 => Some(0),
                _ => None,
            };
        }
        for (index, c) in text.char_indices() {
            if marker == Some(index) || MARKDOWN_SPECIAL.contains(c) {
                self.text.push('\\');
            }
            self.text.push(c);
        }
        self.line_start = false;
    }

    /// Adds Markdown as it is.
    fn markdown(&mut self, markdown: &str) {
        if self.cell {
            self.text.push_str(&markdown.replace('|', "\\|"));
        } else {
            self.text.push_str(markdown);
        }
        self.line_start = false;
    }

    /// Adds a space, unless at the start or after a space.
    fn space(&mut self) {
        if !self.text.is_empty() && !self.text.ends_with([' ', '\n']) {
            self.text.push(' ');
        }
    }

    /// Adds a line end (a space in a table's cell).
    fn newline(&mut self) {
        if self.cell {
            return self.space();
        }
        let kept = self.text.trim_end_matches(' ').len();
        self.text.truncate(kept);
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push('\n');
            self.line_start = true;
        }
    }

    /// The text, without spaces at its ends.
    fn finish(self) -> String {
        self.text.trim().to_owned()
    }
}

/// The converter: the tokens of a section's LaTeX, read into Markdown blocks.
struct Parser<'s, 'p> {
    source: &'p Source<'s>,
    tokens: Vec<(usize, Token<'s>)>,
    next: usize,
}

impl<'s> Parser<'s, '_> {
    /// The next token and its offset.
    fn bump(&mut self) -> Option<(usize, Token<'s>)> {
        let token = self.tokens.get(self.next).copied();
        self.next += usize::from(token.is_some());
        token
    }

    /// The next token, not taken.
    fn peek(&self) -> Option<Token<'s>> {
        self.tokens.get(self.next).map(|(_, token)| *token)
    }

    /// Skips spaces, line ends and, if `blank_lines`, blank lines.
    fn skip_space(&mut self, blank_lines: bool) {
        while let Some(Token::Space | Token::Newline) = self.peek() {
            self.next += 1;
        }
        if blank_lines && self.peek() == Some(Token::Par) {
            self.next += 1;
            self.skip_space(true);
        }
    }

    /// Whether the next tokens are `tokens`.
    fn next_are(&self, tokens: &[Token<'_>]) -> bool {
        let next = self.tokens.get(self.next..).unwrap_or_default();
        next.len() >= tokens.len() && next.iter().zip(tokens).all(|((_, a), b)| a == b)
    }

    /// The letter an accent is over, taken, and the text after it: ``\`e``,
    /// ``\`{e}``.
    fn accented_letter(&mut self) -> Option<(char, &'s str)> {
        match self.peek()? {
            Token::Text(text) => {
                self.next += 1;
                let letter = text.chars().next()?;
                Some((letter, &text[letter.len_utf8()..]))
            }
            Token::Open => {
                let Some((_, Token::Text(text))) = self.tokens.get(self.next + 1).copied() else {
                    return None;
                };
                let mut chars = text.chars();
                let (letter, None) = (chars.next()?, chars.next()) else {
                    return None;
                };
                if !self.next_are(&[Token::Open, Token::Text(text), Token::Close]) {
                    return None;
                }
                self.next += 3;
                Some((letter, ""))
            }
            _ => None,
        }
    }

    fn error(&self, offset: usize, kind: LatexError) -> StatementError {
        self.source.error(offset, kind)
    }

    fn misplaced(&self, offset: usize, what: impl Into<String>) -> StatementError {
        self.error(offset, LatexError::Misplaced(what.into()))
    }

    /// The blocks up to the `\end` of `open` (or to the end of the text if none),
    /// or up to an `\item` if `open` is a list.
    fn blocks(&mut self, open: Option<Open<'s>>) -> Result<(Vec<Block>, Stop), StatementError> {
        let mut blocks = Vec::new();
        let mut paragraph = Inline::new(false);
        let flush = |paragraph: &mut Inline, blocks: &mut Vec<Block>| {
            let text = std::mem::replace(paragraph, Inline::new(false)).finish();
            if !text.is_empty() {
                blocks.push(Block::Paragraph(text));
            }
        };
        loop {
            let Some((offset, token)) = self.bump() else {
                if let Some(open) = open {
                    let kind = LatexError::Unclosed(format!("\\begin{{{}}}", open.name));
                    return Err(self.error(open.offset, kind));
                }
                flush(&mut paragraph, &mut blocks);
                return Ok((blocks, Stop::End));
            };
            match token {
                Token::Par => flush(&mut paragraph, &mut blocks),
                Token::Verbatim(code) => {
                    flush(&mut paragraph, &mut blocks);
                    blocks.push(Block::Code(code.to_owned()));
                }
                Token::Command("begin") => {
                    flush(&mut paragraph, &mut blocks);
                    let name = self.environment_name(offset)?;
                    blocks.push(self.environment(Open { name, offset })?);
                }
                Token::Command("end") => {
                    let name = self.environment_name(offset)?;
                    if open.is_none_or(|open| open.name != name) {
                        return Err(self.unmatched_end(offset, name));
                    }
                    flush(&mut paragraph, &mut blocks);
                    return Ok((blocks, Stop::End));
                }
                Token::Command("item") => {
                    if open.is_none_or(|open| list(open.name).is_none()) {
                        return Err(self.misplaced(offset, "\\item outside a list"));
                    }
                    flush(&mut paragraph, &mut blocks);
                    return Ok((blocks, Stop::Item));
                }
                _ => self.inline(offset, token, &mut paragraph)?,
            }
        }
    }

    /// The name of the environment that `\begin` or `\end` at `offset` names.
    fn environment_name(&mut self, offset: usize) -> Result<&'s str, StatementError> {
        self.skip_space(false);
        match (self.bump(), self.bump(), self.bump()) {
            (Some((_, Token::Open)), Some((_, Token::Text(name))), Some((_, Token::Close))) => {
                Ok(name)
            }
            _ => Err(self.misplaced(offset, "\\begin or \\end without {name}")),
        }
    }

    /// The block of the environment `open`, read after its `\begin{…}`.
    fn environment(&mut self, open: Open<'s>) -> Result<Block, StatementError> {
        if let Some(numbered) = list(open.name) {
            return self.list(open, numbered);
        }
        match open.name {
            "tabular" => self.table(open),
            "center" => {
                // Markdown centres nothing: a centred table is a table.
                let offset = self.only(open, "begin", "tabular")?;
                let table = self.table(Open {
                    name: "tabular",
                    offset,
                })?;
                self.only(open, "end", "center")?;
                Ok(table)
            }
            name => Err(self.error(open.offset, LatexError::UnknownEnvironment(name.to_owned()))),
        }
    }

    /// The offset of `\COMMAND{NAME}`, next but for spaces and blank lines in the
    /// environment `open`, which holds nothing else.
    fn only(&mut self, open: Open<'s>, command: &str, name: &str) -> Result<usize, StatementError> {
        self.skip_space(true);
        match self.bump() {
            Some((offset, Token::Command(found)))
                if found == command && self.environment_name(offset)? == name =>
            {
                Ok(offset)
            }
            Some(_) => Err(self.misplaced(
                open.offset,
                format!("a {} environment holds anything but one tabular", open.name),
            )),
            None => {
                let kind = LatexError::Unclosed(format!("\\begin{{{}}}", open.name));
                Err(self.error(open.offset, kind))
            }
        }
    }

    /// The error of `\end{name}` at `offset`, which ends no environment open.
    fn unmatched_end(&self, offset: usize, name: &str) -> StatementError {
        self.misplaced(offset, format!("\\end{{{name}}} ends no \\begin{{{name}}}"))
    }

    /// A list's items, read after its `\begin{…}`.
    fn list(&mut self, open: Open<'s>, numbered: bool) -> Result<Block, StatementError> {
        let (before, mut stop) = self.blocks(Some(open))?;
        if !before.is_empty() {
            return Err(self.misplaced(open.offset, "text before a list's first \\item"));
        }
        let mut items = Vec::new();
        while stop == Stop::Item {
            let (item, next) = self.blocks(Some(open))?;
            items.push(item);
            stop = next;
        }
        Ok(Block::List { numbered, items })
    }

    /// A table, read after its `\begin{tabular}`: its columns, then its rows, each
    /// ended by `\\`, their cells apart by `&`.
    fn table(&mut self, open: Open<'s>) -> Result<Block, StatementError> {
        let spec = self.plain_argument(open.offset, "tabular")?;
        let mut columns = Vec::new();
        for c in spec.chars() {
            columns.push(match c {
                'l' => Align::Left,
                'c' => Align::Center,
                'r' => Align::Right,
                '|' | ' ' => continue,
                _ => {
                    return Err(
                        self.misplaced(open.offset, format!("the column type {c} has no Markdown"))
                    );
                }
            });
        }
        if columns.is_empty() {
            return Err(self.misplaced(open.offset, "a tabular without columns"));
        }
        let mut rows = Vec::new();
        let mut row = Vec::new();
        let mut cell = Inline::new(true);
        loop {
            let Some((offset, token)) = self.bump() else {
                let kind = LatexError::Unclosed("\\begin{tabular}".to_owned());
                return Err(self.error(open.offset, kind));
            };
            match token {
                Token::Special('&') => {
                    if row.len() + 1 >= columns.len() {
                        let what = "a table's row has more cells than columns";
                        return Err(self.misplaced(offset, what));
                    }
                    row.push(std::mem::replace(&mut cell, Inline::new(true)));
                }
                Token::Command("\\") => {
                    row.push(std::mem::replace(&mut cell, Inline::new(true)));
                    rows.push(std::mem::take(&mut row));
                }
                Token::Command("end") => {
                    let name = self.environment_name(offset)?;
                    if name != "tabular" {
                        return Err(self.unmatched_end(offset, name));
                    }
                    // The last row needs no `\\`.
                    if !row.is_empty() || !cell.text.trim().is_empty() {
                        row.push(cell);
                        rows.push(row);
                    }
                    break;
                }
                Token::Par => return Err(self.misplaced(offset, "a blank line in a table")),
                _ => self.inline(offset, token, &mut cell)?,
            }
        }
        let rows = rows
            .into_iter()
            .map(|row| row.into_iter().map(Inline::finish).collect())
            .collect();
        Ok(Block::Table { columns, rows })
    }

    /// The text of the braced argument of `command` (at `offset`): characters only,
    /// no command but the escaped specials, line ends as spaces.
    fn plain_argument(&mut self, offset: usize, command: &str) -> Result<String, StatementError> {
        self.skip_space(false);
        if self.peek() != Some(Token::Open) {
            return Err(self.misplaced(offset, format!("\\{command} without its argument")));
        }
        let mut text = String::new();
        let mut depth = 0_usize;
        loop {
            let Some((at, token)) = self.bump() else {
                return Err(self.error(offset, LatexError::Unclosed("{".to_owned())));
            };
            match token {
                Token::Open => depth += 1,
                Token::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(text);
                    }
                }
                Token::Text(chars) => text.push_str(chars),
                Token::Space | Token::Newline => text.push(' '),
                Token::Special('~') => text.push('\u{a0}'),
                Token::Command(name) if escape(name).is_some() => text.push_str(name),
                _ => {
                    return Err(
                        self.misplaced(at, format!("\\{command}{{…}} holds only characters here"))
                    );
                }
            }
        }
    }

    /// The Markdown of the braced argument of `command` (at `offset`), read as text.
    fn argument(&mut self, offset: usize, command: &str) -> Result<String, StatementError> {
        self.skip_space(false);
        match self.bump() {
            Some((open, Token::Open)) => {
                let mut inner = Inline::new(false);
                self.group(open, &mut inner)?;
                Ok(inner.finish())
            }
            _ => Err(self.misplaced(offset, format!("\\{command} without its argument"))),
        }
    }

    /// Reads the group opened at `open` into `out`, up to its `}`.
    fn group(&mut self, open: usize, out: &mut Inline) -> Result<(), StatementError> {
        loop {
            match self.bump() {
                None => return Err(self.error(open, LatexError::Unclosed("{".to_owned()))),
                Some((_, Token::Close)) => return Ok(()),
                Some((offset, Token::Par)) => {
                    return Err(self.misplaced(offset, "a blank line inside braces"));
                }
                Some((offset, token)) => self.inline(offset, token, out)?,
            }
        }
    }

    /// Adds `token` (at `offset`), and what it takes after it, to the text `out`.
    fn inline(
        &mut self,
        offset: usize,
        token: Token<'s>,
        out: &mut Inline,
    ) -> Result<(), StatementError> {
        match token {
            Token::Text(text) => out.text(text),
            Token::Space => out.space(),
            Token::Newline => out.newline(),
            Token::Math(math) => out.markdown(&one_line(math)),
            Token::Open => self.group(offset, out)?,
            Token::Close => return Err(self.misplaced(offset, "a } that closes no {")),
            Token::Special('~') => out.markdown("\u{a0}"),
            Token::Special(c) => {
                return Err(self.misplaced(offset, format!("{c} outside math or a table")));
            }
            Token::Par | Token::Verbatim(_) => {
                return Err(self.misplaced(offset, "a paragraph's end inside a command"));
            }
            Token::Command(name) => self.command(offset, name, out)?,
        }
        Ok(())
    }

    /// Adds the command `name` (at `offset`) with its argument to the text `out`.
    fn command(
        &mut self,
        offset: usize,
        name: &str,
        out: &mut Inline,
    ) -> Result<(), StatementError> {
        match name {
            "texttt" => {
                let code = self.plain_argument(offset, name)?;
                out.markdown(&code_span(&code));
            }
            "textbf" | "emph" => {
                let mark = if name == "textbf" { "**" } else { "*" };
                let text = self.argument(offset, name)?;
                if !text.is_empty() {
                    out.markdown(&format!("{mark}{text}{mark}"));
                }
            }
            "ldots" => {
                out.markdown("…");
                // TeX takes the spaces after a command's name, and `{}` ends it.
                if let Some(Token::Space | Token::Newline) = self.peek() {
                    self.next += 1;
                }
                if self.next_are(&[Token::Open, Token::Close]) {
                    self.next += 2;
                }
            }
            "`" | "'" | "^" | "\"" | "~" => {
                let accent = name.chars().next().expect("a control symbol");
                let (letter, rest) = self.accented_letter().ok_or_else(|| {
                    self.misplaced(offset, format!("the accent \\{name} without its letter"))
                })?;
                let marked = accented(accent, letter).ok_or_else(|| {
                    self.misplaced(offset, format!("the accent \\{name} over {letter}"))
                })?;
                out.text(&format!("{marked}{rest}"));
            }
            "begin" | "end" | "item" => {
                return Err(self.misplaced(offset, format!("\\{name} inside a command or a table")));
            }
            _ => match escape(name) {
                Some(c) => out.text(c),
                None => {
                    return Err(self.error(offset, LatexError::UnknownCommand(name.to_owned())));
                }
            },
        }
        Ok(())
    }
}

/// Whether the environment `name` is a list, and if so whether it is numbered.
fn list(name: &str) -> Option<bool> {
    match name {
        "itemize" => Some(false),
        "enumerate" => Some(true),
        _ => None,
    }
}

/// The character that the control symbol `\name` escapes: `\%` is `%`.
fn escape(name: &str) -> Option<&str> {
    matches!(name, "%" | "&" | "#" | "_" | "{" | "}").then_some(name)
}

/// The letter `letter` under the TeX accent `accent` (`` ` ``, `'`, `^`, `"`, `~`).
fn accented(accent: char, letter: char) -> Option<char> {
    let (plain, marked) = match accent {
        '`' => ("aeiouAEIOU", "àèìòùÀÈÌÒÙ"),
        '\'' => ("aeiouyAEIOUY", "áéíóúýÁÉÍÓÚÝ"),
        '^' => ("aeiouAEIOU", "âêîôûÂÊÎÔÛ"),
        '"' => ("aeiouyAEIOU", "äëïöüÿÄËÏÖÜ"),
        '~' => ("anoANO", "ãñõÃÑÕ"),
        _ => return None,
    };
    let index = plain.chars().position(|c| c == letter)?;
    marked.chars().nth(index)
}

/// `text` with Markdown's own characters escaped, for a heading.
pub(super) fn escaped(text: &str) -> String {
    let mut inline = Inline::new(false);
    inline.line_start = false;
    inline.text(text);
    inline.text
}

/// The formula `math` (with its dollars) on one line: each line end, with the
/// spaces around it, one space.
fn one_line(math: &str) -> String {
    let lines: Vec<&str> = math.lines().map(str::trim).collect();
    lines.join(" ")
}

/// The longest run of `c` in `text`.
fn longest_run(text: &str, c: char) -> usize {
    text.split(|other| other != c)
        .map(str::len)
        .max()
        .unwrap_or(0)
}

/// `code` as a Markdown code span: between more backticks than it holds in a row,
/// with a space inside each if it needs one.
fn code_span(code: &str) -> String {
    if code.is_empty() {
        return String::new();
    }
    let ticks = "`".repeat(longest_run(code, '`') + 1);
    let pad = code.starts_with('`')
        || code.ends_with('`')
        || (code.starts_with(' ') && code.ends_with(' ') && !code.trim().is_empty());
    let pad = if pad { " " } else { "" };
    format!("{ticks}{pad}{code}{pad}{ticks}")
}

/// `code` as a fenced code block, its fence longer than any run of backticks in it.
pub(super) fn code_block(code: &str) -> String {
    let fence = "`".repeat((longest_run(code, '`') + 1).max(3));
    let code = code.strip_suffix('\n').unwrap_or(code);
    format!("{fence}\n{code}\n{fence}")
}

/// `blocks` in Markdown, a blank line between two.
fn render_blocks(blocks: &[Block]) -> String {
    let rendered: Vec<String> = blocks.iter().map(render_block).collect();
    rendered.join("\n\n")
}

/// One block in Markdown, without a line end.
fn render_block(block: &Block) -> String {
    match block {
        Block::Paragraph(text) => text.clone(),
        Block::Code(code) => code_block(code),
        Block::Table { columns, rows } => {
            // A tabular has no header row of its own: its first row heads the
            // Markdown table, as an empty header renders as an empty band.
            let line = |cells: Vec<&str>| format!("| {} |", cells.join(" | "));
            fn cells_of(row: &[String], width: usize) -> Vec<&str> {
                let mut cells: Vec<&str> = row.iter().map(String::as_str).collect();
                cells.resize(width, "");
                cells
            }
            let mut rows = rows.iter();
            let header = cells_of(rows.next().map_or(&[], Vec::as_slice), columns.len());
            let mut lines = vec![line(header)];
            lines.push(line(
                columns
                    .iter()
                    .map(|align| match align {
                        Align::Left => ":--",
                        Align::Center => ":-:",
                        Align::Right => "--:",
                    })
                    .collect(),
            ));
            for row in rows {
                lines.push(line(cells_of(row, columns.len())));
            }
            lines.join("\n")
        }
        Block::List { numbered, items } => {
            // A tight list if every item is one paragraph.
            let tight = items
                .iter()
                .all(|item| matches!(item.as_slice(), [] | [Block::Paragraph(_)]));
            let rendered: Vec<String> = items
                .iter()
                .enumerate()
                .map(|(index, item)| {
                    let marker = if *numbered {
                        format!("{}. ", index + 1)
                    } else {
                        "- ".to_owned()
                    };
                    let indent = " ".repeat(marker.len());
                    let body = render_blocks(item);
                    let mut text = marker.trim_end().to_owned();
                    for (number, line) in body.lines().enumerate() {
                        if number == 0 {
                            text.push(' ');
                        } else {
                            text.push('\n');
                            if !line.is_empty() {
                                text.push_str(&indent);
                            }
                        }
                        text.push_str(line);
                    }
                    text
                })
                .collect();
            rendered.join(if tight { "\n" } else { "\n\n" })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{MarkdownStatement, StatementError};
    use super::*;

    /// The Markdown of `latex`, a legend alone.
    fn md(latex: &str) -> String {
        let statement = MarkdownStatement::from_latex("s.tex", latex).unwrap();
        statement.sections().legend.clone()
    }

    /// The error that converting `latex` meets: its line and what it is.
    fn error(latex: &str) -> (usize, LatexError) {
        match MarkdownStatement::from_latex("s.tex", latex).unwrap_err() {
            StatementError::Latex {
                source_path,
                line,
                kind,
            } => {
                assert_eq!(source_path, "s.tex");
                (line, kind)
            }
            other => panic!("{other}"),
        }
    }

    fn misplaced(text: &str) -> LatexError {
        LatexError::Misplaced(text.to_owned())
    }

    #[test]
    fn math_is_kept_as_it_is() {
        assert_eq!(
            md("Rows $1 \\le n \\le 1000$ and $p_1, \\ldots, p_m$.\n"),
            "Rows $1 \\le n \\le 1000$ and $p_1, \\ldots, p_m$.\n"
        );
        // A formula over two lines is one line of Markdown.
        assert_eq!(md("Take $a +\n b$ now.\n"), "Take $a + b$ now.\n");
        assert_eq!(md("A dollar: $\\$$.\n"), "A dollar: $\\$$.\n");
    }

    #[test]
    fn text_commands_are_markdown_s_spans() {
        assert_eq!(md("\\texttt{o} is a piece.\n"), "`o` is a piece.\n");
        assert_eq!(md("a \\texttt{0 0} line\n"), "a `0 0` line\n");
        assert_eq!(md("x \\texttt{a`b} y\n"), "x ``a`b`` y\n");
        assert_eq!(md("x \\texttt{`} y\n"), "x `` ` `` y\n");
        assert_eq!(md("\\texttt{50\\%}\n"), "`50%`\n");
        assert_eq!(md("one \\textbf{wins}.\n"), "one **wins**.\n");
        assert_eq!(md("一方\\textbf{获胜}。\n"), "一方**获胜**。\n");
        assert_eq!(md("move \\emph{wins}.\n"), "move *wins*.\n");
        assert_eq!(
            md("\\emph{a \\texttt{b} $c$}\n"),
            "*a `b` $c$*\n",
            "spans hold spans"
        );
    }

    #[test]
    fn ldots_accents_and_specials_are_their_characters() {
        assert_eq!(md("one, two, \\ldots, ten\n"), "one, two, …, ten\n");
        // TeX takes the space after a command's name; `{}` keeps the next one.
        assert_eq!(md("and so on \\ldots{} more\n"), "and so on … more\n");
        assert_eq!(md("mis\\`ere and mis\\`{e}re\n"), "misère and misère\n");
        assert_eq!(md("caf\\'e, na\\\"ive\n"), "café, naïve\n");
        assert_eq!(md("page~3\n"), "page\u{a0}3\n");
        assert_eq!(md("a--b---c ``q''\n"), "a–b—c “q”\n");
        assert_eq!(md("50\\% \\& \\{x\\}\n"), "50% \\& {x}\n");
    }

    #[test]
    fn markdown_s_own_characters_are_escaped() {
        assert_eq!(md("a*b [c] <d> e|f\n"), "a\\*b \\[c\\] \\<d\\> e\\|f\n");
        // What would open a list, a quote or a heading at a line's start.
        assert_eq!(md("x\n- y\n"), "x\n\\- y\n");
        assert_eq!(md("x\n12. y\n"), "x\n12\\. y\n");
        assert_eq!(md("+ y\n"), "\\+ y\n");
        assert_eq!(md("x\n> y\n"), "x\n\\> y\n");
        // Not inside a line.
        assert_eq!(md("x - y 1. z\n"), "x - y 1. z\n");
    }

    #[test]
    fn comments_are_dropped() {
        assert_eq!(md("% a note\nText.\n"), "Text.\n");
        assert_eq!(md("One.\n% a note\n\nTwo.\n"), "One.\n\nTwo.\n");
        assert_eq!(md("One% a note\n  more.\n"), "Onemore.\n");
        assert_eq!(md("A\n% between\nB\n"), "A\nB\n");
    }

    #[test]
    fn paragraphs_and_their_lines_are_kept() {
        assert_eq!(
            md("First line\n  second line.\n\n\n   Next   paragraph. \n"),
            "First line\nsecond line.\n\nNext paragraph.\n"
        );
        assert_eq!(md("\n\n"), "");
    }

    #[test]
    fn verbatim_is_a_fenced_code_block() {
        let latex =
            "Before:\n\n\\begin{verbatim}\ncolumn   123\nbefore   ..o\n\\end{verbatim}\n\nAfter.\n";
        assert_eq!(
            md(latex),
            "Before:\n\n```\ncolumn   123\nbefore   ..o\n```\n\nAfter.\n"
        );
        // Its text is the code's, braces, percents and all; a longer fence if it
        // holds one.
        let latex = "\\begin{verbatim}\n% {x} $y\n```\n  \\end{verbatim}\n";
        assert_eq!(md(latex), "````\n% {x} $y\n```\n````\n");
        // It ends a paragraph.
        let latex = "Text\n\\begin{verbatim}\nx\n\\end{verbatim}\nmore\n";
        assert_eq!(md(latex), "Text\n\n```\nx\n```\n\nmore\n");
    }

    #[test]
    fn a_centred_tabular_is_a_table_headed_by_its_first_row() {
        let latex = "例如：\n\n\\begin{center}\n\\begin{tabular}{ll}\n\
                     列号 & \\texttt{123} \\\\\n移动前 & \\texttt{.o|} \\\\\n\
                     \\end{tabular}\n\\end{center}\n\n结束。\n";
        assert_eq!(
            md(latex),
            "例如：\n\n| 列号 | `123` |\n| :-- | :-- |\n| 移动前 | `.o\\|` |\n\n结束。\n"
        );
        // Alone, with rules, the last row without `\\`, a short row.
        let latex = "\\begin{tabular}{|r|c|}\n$1$ & a \\\\\n2\\\\ 3 & b\n\\end{tabular}\n";
        assert_eq!(
            md(latex),
            "| $1$ | a |\n| --: | :-: |\n| 2 |  |\n| 3 | b |\n"
        );
    }

    #[test]
    fn itemize_and_enumerate_are_lists() {
        let latex = "One line:\n\\begin{itemize}\n  \\item \\texttt{0 0} if it has no move: you\n    \
                     have won;\n  \\item otherwise a move.\n\\end{itemize}\nAfter.\n";
        assert_eq!(
            md(latex),
            "One line:\n\n- `0 0` if it has no move: you\n  have won;\n- otherwise a move.\n\nAfter.\n"
        );
        let latex = "\\begin{enumerate}\n\\item First.\n\n More.\n\\item Second:\n\
                     \\begin{itemize}\\item inner\\end{itemize}\n\\end{enumerate}\n";
        assert_eq!(
            md(latex),
            "1. First.\n\n   More.\n\n2. Second:\n\n   - inner\n"
        );
        // An item that opens with a dash does not open a list of its own.
        assert_eq!(
            md("\\begin{itemize}\\item - x\\end{itemize}\n"),
            "- \\- x\n"
        );
    }

    #[test]
    fn an_unknown_command_or_environment_is_an_error_at_its_line() {
        assert_eq!(
            error("One.\n\nTwo \\cite{x}.\n"),
            (3, LatexError::UnknownCommand("cite".to_owned()))
        );
        assert_eq!(
            error("a\n\\begin{quote}\nb\n\\end{quote}\n"),
            (2, LatexError::UnknownEnvironment("quote".to_owned()))
        );
        // A line break outside a table, and a math command outside math.
        assert_eq!(
            error("a \\\\ b\n").1,
            LatexError::UnknownCommand("\\".to_owned())
        );
        assert_eq!(
            error("a \\le b\n").1,
            LatexError::UnknownCommand("le".to_owned())
        );
        assert_eq!(
            error("\\begin{tabular}{p}\nx\n\\end{tabular}\n").1,
            misplaced("the column type p has no Markdown")
        );
        // Lines count in the source: after a title, a comment and a heading.
        let source = "\\problemname{T}\n% note\n\\section*{题目描述}\nA.\n\n\
                      \\section*{输入格式}\nB \\foo.\n";
        let error = MarkdownStatement::from_latex("x.zh.tex", source).unwrap_err();
        assert_eq!(
            error.to_string(),
            "x.zh.tex:7: the command \\foo has no Markdown here"
        );
    }

    #[test]
    fn what_is_never_closed_is_an_error_at_its_opening() {
        let unclosed = |what: &str| LatexError::Unclosed(what.to_owned());
        assert_eq!(
            error("a\n\\textbf{b\n\nc}\n").1,
            misplaced("a blank line inside braces")
        );
        assert_eq!(error("a\n\\textbf{b\nc\n"), (2, unclosed("{")));
        assert_eq!(error("a\n\\texttt{b\n"), (2, unclosed("{")));
        assert_eq!(error("a {b\n"), (1, unclosed("{")));
        assert_eq!(error("x\ncost $5\n"), (2, unclosed("the math $")));
        assert_eq!(
            error("\\begin{itemize}\n\\item a\n"),
            (1, unclosed("\\begin{itemize}"))
        );
        assert_eq!(
            error("a\n\\begin{verbatim}\nb\n"),
            (2, unclosed("\\begin{verbatim}"))
        );
        assert_eq!(
            error("\\begin{center}\n\\begin{tabular}{l}\na\n"),
            (2, unclosed("\\begin{tabular}"))
        );
        assert_eq!(
            error("\\begin{center}\n\\begin{tabular}{l}\na\n\\end{tabular}\n"),
            (1, unclosed("\\begin{center}"))
        );
    }

    #[test]
    fn what_stands_where_it_cannot_is_an_error() {
        assert_eq!(error("a }\n"), (1, misplaced("a } that closes no {")));
        assert_eq!(error("a & b\n").1, misplaced("& outside math or a table"));
        assert_eq!(error("a_b\n").1, misplaced("_ outside math or a table"));
        assert_eq!(error("\\item a\n").1, misplaced("\\item outside a list"));
        assert_eq!(
            error("\\begin{itemize}\nx\n\\end{enumerate}\n"),
            (3, misplaced("\\end{enumerate} ends no \\begin{enumerate}"))
        );
        assert_eq!(
            error("\\begin{itemize}\nx\n\\item y\n\\end{itemize}\n").1,
            misplaced("text before a list's first \\item")
        );
        assert_eq!(
            error("\\begin{center}\nText.\n\\end{center}\n").1,
            misplaced("a center environment holds anything but one tabular")
        );
        assert_eq!(
            error("\\begin{tabular}{l}\na & b \\\\\n\\end{tabular}\n").1,
            misplaced("a table's row has more cells than columns")
        );
        assert_eq!(error("mis\\`xre\n").1, misplaced("the accent \\` over x"));
        assert_eq!(
            error("\\textbf{\\begin{itemize}\\item a\\end{itemize}}\n").1,
            misplaced("\\begin inside a command or a table")
        );
        assert_eq!(
            error("\\texttt{$x$}\n").1,
            misplaced("\\texttt{…} holds only characters here")
        );
        assert_eq!(
            error("\\texttt x\n").1,
            misplaced("\\texttt without its argument")
        );
    }
}
