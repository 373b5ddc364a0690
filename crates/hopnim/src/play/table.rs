//! The table of one analysed test for people: each row with its Grundy value and
//! stairs, then the nim-sum, the winner, the winning moves and how long the game can
//! last, as `hopnim analyze` prints it and Python's `analyze(format="table")` gives
//! it. Written as the analysis is read, row by row, so a test of millions of rows
//! costs no more than its board. Its words come from the catalogue's `terminal.ftl`,
//! in the language asked for; the words every test repeats are looked up once
//! ([`Words`]). What stands out (the winner, odd stairs) is marked by a [`Marker`]:
//! the command line paints it in colour, [`Plain`] leaves it as it is.
//!
//! ```
//! use hopnim::{Board, game::Variant, lang::Lang, play::analysis::Analyser};
//! use hopnim::play::table::{Plain, Table, Words};
//! let board: Board = "18x1/17x2".parse()?;
//! let analyser = Analyser::new(board.width(), board.rows(), Variant::default());
//! let words = Words::new(Lang::En, Variant::default());
//! let table = Table { number: 1, analyser: &analyser, moves: false, marker: &Plain, words: &words };
//! let mut text = Vec::new();
//! table.write(&mut text)?;
//! let text = String::from_utf8(text)?;
//! assert!(text.starts_with("test 1: width 20, 2 rows\n"));
//! assert!(text.contains("nim-sum 1: the first player wins in 3 moves"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::io::{self, Write};

use unicode_width::UnicodeWidthStr;

use crate::game::Staircase;
use crate::game::Variant;
use crate::game::rules::Word;
use crate::lang::Lang;
use crate::lang::say;
use crate::phrase;
use crate::phrase::Phrase;
use crate::play::analysis::{Analyser, MoveValue};

/// What a table marks: a front end shows each its own way.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// What counts: an odd stair, a heading.
    Strong,
    /// A winning side or move.
    Win,
    /// A losing side or move.
    Lose,
    /// What does not count: an even stair, a remark.
    Faint,
}

/// How a front end shows what a table marks ([`Mark`]): the command line in colour.
pub trait Marker {
    /// `text` with its mark.
    fn mark(&self, mark: Mark, text: &dyn fmt::Display) -> String;
}

/// Marks nothing: the table as plain text.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl Marker for Plain {
    fn mark(&self, _: Mark, text: &dyn fmt::Display) -> String {
        text.to_string()
    }
}

/// One test's table.
pub struct Table<'a, 'b, R> {
    /// The test's number, from 1.
    pub number: u64,
    /// Its analysis.
    pub analyser: &'a Analyser<'b, R>,
    /// Whether to list every move with its value.
    pub moves: bool,
    /// How what stands out is marked.
    pub marker: &'a dyn Marker,
    /// The words, in the language asked for.
    pub words: &'a Words,
}

/// The words of the tables of one run, in one language, looked up once: those that
/// do not change from test to test, and the line of each move as a template (the
/// message formatted once, then filled in by substitution).
pub struct Words {
    /// The language.
    pub lang: Lang,
    /// The heading before the narration: `why:`.
    pub why: String,
    row: String,
    board: String,
    grundy: String,
    /// The heading of the picture's column.
    column: String,
    none: String,
    /// The line of the winning moves, before and after the list.
    winning_moves: (String, String),
    /// Between two moves of that list.
    move_separator: String,
    no_moves: String,
    every_move: String,
    /// A move's verdicts, `wins` and `loses`, padded to the same width.
    wins: String,
    loses: String,
    /// The line of a move: row, values, nim-sum, step and remoteness.
    move_line: Template,
    move_remoteness: Template,
    /// The rule set's words for a move of each size up to [`STEPS_KEPT`].
    steps: Vec<String>,
    variant: Variant,
}

/// The sizes of move whose words [`Words`] keeps; larger ones are looked up each time.
const STEPS_KEPT: u32 = 64;

impl Words {
    /// The words of `variant`'s tables in `lang`.
    pub fn new(lang: Lang, variant: Variant) -> Words {
        let (wins, loses) = (
            say!(lang, "terminal-table-move-wins"),
            say!(lang, "terminal-table-move-loses"),
        );
        let verdict_width = width(&wins).max(width(&loses));
        let set = variant.rules.set();
        Words {
            lang,
            why: say!(lang, "terminal-table-why"),
            row: say!(lang, "terminal-table-row"),
            board: say!(lang, "terminal-table-board"),
            grundy: say!(lang, "terminal-table-grundy"),
            column: lang.say(set.word(Word::Column)),
            none: say!(lang, "terminal-table-none"),
            winning_moves: Template::new(
                lang,
                phrase!("terminal-table-winning-moves", moves = Template::mark(0)),
            )
            .around(),
            move_separator: say!(lang, "terminal-table-move-separator"),
            no_moves: say!(lang, "terminal-table-no-moves"),
            every_move: say!(lang, "terminal-table-every-move"),
            wins: padded(wins, verdict_width),
            loses: padded(loses, verdict_width),
            move_line: Template::new(
                lang,
                phrase!(
                    "terminal-table-move",
                    row = Template::mark(0),
                    before = Template::mark(1),
                    after = Template::mark(2),
                    nim_sum = Template::mark(3),
                    step = Template::mark(4),
                    after_moves = Template::mark(5)
                ),
            ),
            move_remoteness: Template::new(
                lang,
                phrase!("terminal-table-move-remoteness", moves = Template::mark(0)),
            ),
            steps: (0..=STEPS_KEPT)
                .map(|size| lang.say(set.step(size)))
                .collect(),
            variant,
        }
    }

    /// The rule set's words for a move of `size`: `carries 2 pieces`.
    fn step(&self, size: u32) -> String {
        match self.steps.get(size as usize) {
            Some(words) => words.clone(),
            None => self.lang.say(self.variant.rules.set().step(size)),
        }
    }
}

/// A message without selectors on its placeholders, formatted once with a mark in
/// place of each and then filled in by substitution: the same text as the catalogue
/// gives, at the cost of a few copies.
struct Template {
    /// The text before each placeholder and the placeholder's index, then the rest.
    parts: Vec<(String, usize)>,
    rest: String,
}

impl Template {
    /// The first of the private-use characters that stand for the placeholders.
    const MARK: u32 = 0xF0000;

    /// The most placeholders a template holds.
    const MARKS: u32 = 16;

    /// The mark that stands for placeholder `index` (below [`Template::MARKS`]) in
    /// the phrase a template is made from.
    fn mark(index: u32) -> String {
        debug_assert!(index < Self::MARKS);
        char::from_u32(Self::MARK + index)
            .expect("a private-use character")
            .to_string()
    }

    /// `phrase` in `lang`, each placeholder given as its [`Template::mark`].
    fn new(lang: Lang, phrase: Phrase<'_>) -> Template {
        let text = lang.say(phrase);
        let mut parts = Vec::new();
        let mut rest = String::new();
        for c in text.chars() {
            match (c as u32).checked_sub(Self::MARK) {
                Some(index) if index < Self::MARKS => {
                    parts.push((std::mem::take(&mut rest), index as usize));
                }
                _ => rest.push(c),
            }
        }
        Template { parts, rest }
    }

    /// The text before and after its one placeholder.
    fn around(self) -> (String, String) {
        let before = self.parts.into_iter().next().map(|(before, _)| before);
        (before.unwrap_or_default(), self.rest)
    }

    /// The text with `values` in the placeholders (in the order of the names).
    fn fill(&self, values: &[&dyn fmt::Display]) -> String {
        let mut text = String::new();
        for (before, index) in &self.parts {
            text.push_str(before);
            text.push_str(&values[*index].to_string());
        }
        text.push_str(&self.rest);
        text
    }
}

impl<R: Staircase + fmt::Display> Table<'_, '_, R> {
    /// Writes the table:
    ///
    /// ```text
    /// test 2: width 20, 2 rows
    ///   row  board  grundy  stairs (stair:pile, * odd: counted)
    ///     1  18x1        1  1:1*
    ///     2  17x2        0  2:1
    ///   nim-sum 1: the first player wins
    ///   winning moves: 1:19->20 2:18->19
    ///   at most 3 more moves: ...
    /// ```
    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let Table {
            number,
            analyser,
            marker,
            words,
            ..
        } = *self;
        let lang = words.lang;
        let rows = analyser.board_rows().len();
        let variant = analyser.variant();
        let misere = variant.is_misere();
        let rules = match variant.rules {
            rules if rules.is_default() => String::new(),
            rules => say!(lang, "terminal-table-rules", rules = rules.name()),
        };
        let misere_play = if misere {
            say!(lang, "terminal-table-misere")
        } else {
            String::new()
        };
        let heading = say!(
            lang,
            "terminal-table-test",
            number = number,
            width = analyser.width(),
            rows = rows,
            rules = rules,
            misere = misere_play
        );
        writeln!(out, "{}", marker.mark(Mark::Strong, &heading))?;
        self.write_rows(out)?;
        let remoteness = analyser.remoteness();
        // A board without a move is won or lost as it stands.
        let lasting = remoteness.filter(|&moves| moves > 0);
        let verdict = match (analyser.first_player_wins(), lasting) {
            (true, None) => marker.mark(Mark::Win, &say!(lang, "terminal-table-wins")),
            (true, Some(moves)) => marker.mark(
                Mark::Win,
                &say!(lang, "terminal-table-wins-in", moves = moves),
            ),
            (false, None) => marker.mark(Mark::Lose, &say!(lang, "terminal-table-loses")),
            (false, Some(moves)) => marker.mark(
                Mark::Lose,
                &say!(lang, "terminal-table-loses-in", moves = moves),
            ),
        };
        let set = variant.rules.set();
        let odd_piles = match (misere, analyser.total().firm_rows()) {
            (false, _) => String::new(),
            (true, 0) => lang.say(set.word(Word::FickleNote)),
            (true, _) => lang.say(set.word(Word::FirmNote)),
        };
        let nim_sum = say!(
            lang,
            "terminal-table-nim-sum",
            value = analyser.nim_sum(),
            note = odd_piles,
            verdict = verdict.to_string()
        );
        writeln!(out, "  {nim_sum}")?;
        let (before, after) = &words.winning_moves;
        write!(out, "  {before}")?;
        let mut winning = analyser.winning_moves().peekable();
        if winning.peek().is_none() {
            // Only a board won as it stands (misère play, no move left) is won
            // without a winning move: say so, not a bare `none` beside `wins`.
            if analyser.first_player_wins() {
                write!(out, "{}", say!(lang, "terminal-table-none-needed"))?;
            } else {
                write!(out, "{}", words.none)?;
            }
        }
        if let Some(first) = winning.next() {
            write!(out, "{}", marker.mark(Mark::Win, &first))?;
        }
        for mv in winning {
            write!(
                out,
                "{}{}",
                words.move_separator,
                marker.mark(Mark::Win, &mv)
            )?;
        }
        writeln!(out, "{after}")?;
        let bound = analyser.max_remaining_moves();
        writeln!(
            out,
            "  {}",
            say!(lang, "terminal-table-bound", bound = bound)
        )?;
        let remoteness = match remoteness {
            Some(0) => say!(lang, "terminal-table-remoteness-over"),
            Some(moves) => say!(lang, "terminal-table-remoteness", moves = moves),
            None => say!(lang, "terminal-table-remoteness-unknown"),
        };
        writeln!(out, "  {remoteness}")?;
        if self.moves {
            self.write_moves(out)?;
        }
        Ok(())
    }

    fn write_rows(&self, out: &mut impl Write) -> io::Result<()> {
        let Table {
            analyser,
            marker,
            words,
            ..
        } = *self;
        let rows = analyser.board_rows();
        if rows.is_empty() {
            return Ok(());
        }
        let row_width = digits(rows.len() as u64).max(width(&words.row));
        let board_width = rows
            .iter()
            .map(|row| row.to_string().len())
            .max()
            .unwrap_or(0)
            .max(width(&words.board));
        let grundy_width = width(&words.grundy);
        write!(out, "  ")?;
        write_aligned(out, Align::Right, &words.row, row_width)?;
        write!(out, "  ")?;
        write_aligned(out, Align::Left, &words.board, board_width)?;
        writeln!(out, "  {}  {}", words.grundy, words.column)?;
        for (index, row) in analyser.rows().enumerate() {
            write!(out, "  ")?;
            write_aligned(out, Align::Right, &(index + 1).to_string(), row_width)?;
            write!(out, "  ")?;
            write_aligned(out, Align::Left, &row.board, board_width)?;
            write!(out, "  {:>grundy_width$} ", row.grundy)?;
            let stairs = row.stairs.as_deref().unwrap_or_default();
            let coins = row.coins.as_deref().unwrap_or_default();
            if stairs.is_empty() && coins.is_empty() {
                write!(out, " {}", marker.mark(Mark::Faint, &words.none))?;
            }
            for coin in coins {
                write!(out, " {coin}")?;
            }
            for &[stair, pile] in stairs {
                if stair % 2 == 1 {
                    let text = format!("{stair}:{pile}*");
                    write!(out, " {}", marker.mark(Mark::Strong, &text))?;
                } else {
                    let text = format!("{stair}:{pile}");
                    write!(out, " {}", marker.mark(Mark::Faint, &text))?;
                }
            }
            writeln!(out)?;
        }
        Ok(())
    }

    fn write_moves(&self, out: &mut impl Write) -> io::Result<()> {
        let Table {
            analyser,
            marker,
            words,
            ..
        } = *self;
        let move_width = analyser
            .moves()
            .map(|value| value.to_move().to_string().len())
            .max();
        let Some(move_width) = move_width else {
            return writeln!(out, "  {}", words.no_moves);
        };
        writeln!(out, "  {}", words.every_move)?;
        let variant = analyser.variant();
        for value in analyser.moves_with_remoteness() {
            let MoveValue {
                row,
                pieces_moved,
                row_grundy_after,
                nim_sum_after,
                ..
            } = value;
            let before = variant.value_of(&analyser.board_rows()[row - 1]).nim_sum();
            let mut name = value.to_move().to_string();
            let fill = move_width.saturating_sub(name.chars().count());
            name.extend(std::iter::repeat_n(' ', fill));
            let (name, verdict) = if value.winning {
                (
                    marker.mark(Mark::Win, &name),
                    marker.mark(Mark::Win, &words.wins),
                )
            } else {
                (
                    marker.mark(Mark::Lose, &name),
                    marker.mark(Mark::Lose, &words.loses),
                )
            };
            let step = words.step(pieces_moved);
            let lasts = value
                .remoteness_after
                .map_or_else(String::new, |moves| words.move_remoteness.fill(&[&moves]));
            let line = words.move_line.fill(&[
                &row,
                &before,
                &row_grundy_after,
                &nim_sum_after,
                &step,
                &lasts,
            ]);
            writeln!(out, "    {name}  {verdict}  {line}")?;
        }
        Ok(())
    }
}

/// How many columns of a terminal `text` takes: a Chinese character takes 2.
fn width(text: &str) -> usize {
    if text.is_ascii() {
        text.len()
    } else {
        text.width()
    }
}

/// `text` followed by spaces to `columns` columns of a terminal.
fn padded(mut text: String, columns: usize) -> String {
    let fill = columns.saturating_sub(width(&text));
    text.extend(std::iter::repeat_n(' ', fill));
    text
}

/// Which side of its column a text keeps to.
#[derive(Clone, Copy)]
enum Align {
    Left,
    Right,
}

/// Writes `text` in a column `width` columns of a terminal wide, filled with spaces.
///
/// Not `{:<width$}`: a width argument of `format_args!` must fit in 16 bits (a larger
/// one panics), and a row's notation, whose length sets the board column, can be a
/// million characters long.
fn write_aligned(out: &mut impl Write, align: Align, text: &str, width: usize) -> io::Result<()> {
    let fill = width.saturating_sub(self::width(text));
    if let Align::Right = align {
        write_spaces(out, fill)?;
    }
    out.write_all(text.as_bytes())?;
    if let Align::Left = align {
        write_spaces(out, fill)?;
    }
    Ok(())
}

/// Writes `count` spaces.
fn write_spaces(out: &mut impl Write, mut count: usize) -> io::Result<()> {
    const SPACES: [u8; 64] = [b' '; 64];
    while count > 0 {
        let now = count.min(SPACES.len());
        out.write_all(&SPACES[..now])?;
        count -= now;
    }
    Ok(())
}

/// How many decimal digits `n` has.
fn digits(n: u64) -> usize {
    n.checked_ilog10().map_or(1, |log| log as usize + 1)
}
