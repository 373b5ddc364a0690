//! The table of one analysed test for people: each row with its Grundy value and
//! stairs, then the nim-sum, the winner, the winning moves and how long the game can
//! last. Written as the analysis is read, row by row, so a test of millions of rows
//! costs no more than its board.

use std::fmt;
use std::io::{self, Write};

use hopnim::Staircase;
use hopnim::game::rules::Word;
use hopnim::lang::Lang;
use hopnim::play::analysis::{Analyser, MoveValue};

use crate::palette::Palette;

/// One test's table.
pub struct Table<'a, 'b, R> {
    /// The test's number, from 1.
    pub number: u64,
    /// Its analysis.
    pub analyser: &'a Analyser<'b, R>,
    /// Whether to list every move with its value.
    pub moves: bool,
    /// The colours.
    pub palette: Palette,
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
            palette,
            ..
        } = *self;
        let rows = analyser.board_rows().len();
        let variant = analyser.variant();
        let misere = variant.is_misere();
        let rules = match variant.rules {
            rules if rules.is_default() => String::new(),
            rules => format!(", {rules} rules"),
        };
        let heading = format!(
            "test {number}: width {}, {rows} {}{rules}{}",
            analyser.width(),
            plural(rows as u64, "row", "rows"),
            if misere { ", misère play" } else { "" }
        );
        writeln!(out, "{}", palette.paint(Palette::STRONG, heading))?;
        self.write_rows(out)?;
        let remoteness = analyser.remoteness();
        let lasting = |moves: Option<u64>| {
            // A board without a move is won or lost as it stands.
            moves
                .filter(|&moves| moves > 0)
                .map_or_else(String::new, |moves| {
                    format!(" in {moves} {}", plural(moves, "move", "moves"))
                })
        };
        let verdict = if analyser.first_player_wins() {
            palette.paint(
                Palette::WIN,
                format!("the first player wins{}", lasting(remoteness)),
            )
        } else {
            palette.paint(
                Palette::LOSE,
                format!(
                    "the first player loses{} against best play",
                    lasting(remoteness)
                ),
            )
        };
        let set = variant.rules.set();
        let odd_piles = match (misere, analyser.total().firm_rows()) {
            (false, _) => String::new(),
            (true, 0) => set.say(Word::FickleNote, Lang::En),
            (true, _) => set.say(Word::FirmNote, Lang::En),
        };
        writeln!(
            out,
            "  nim-sum {}{odd_piles}: {verdict}",
            analyser.nim_sum()
        )?;
        write!(out, "  winning moves:")?;
        let mut winning = analyser.winning_moves().peekable();
        if winning.peek().is_none() {
            write!(out, " none")?;
        }
        for mv in winning {
            write!(out, " {}", palette.paint(Palette::WIN, mv))?;
        }
        writeln!(out)?;
        let bound = analyser.max_remaining_moves();
        writeln!(
            out,
            "  at most {bound} more {}: the sum over the pieces of the empty cells to their \
             right, which every move lowers by at least 1",
            plural(bound, "move", "moves")
        )?;
        match remoteness {
            Some(0) => writeln!(out, "  remoteness 0: no move is left")?,
            Some(moves) => writeln!(
                out,
                "  remoteness {moves}: the game lasts {moves} more {} when the winner hurries \
                 and the loser delays",
                plural(moves, "move", "moves")
            )?,
            None => writeln!(
                out,
                "  remoteness: not known for this board (searched only for small boards), \
                 the bound above is what is known"
            )?,
        }
        if self.moves {
            self.write_moves(out)?;
        }
        Ok(())
    }

    fn write_rows(&self, out: &mut impl Write) -> io::Result<()> {
        let Table {
            analyser, palette, ..
        } = *self;
        let rows = analyser.board_rows();
        if rows.is_empty() {
            return Ok(());
        }
        let row_width = digits(rows.len() as u64).max("row".len());
        let board_width = rows
            .iter()
            .map(|row| row.to_string().len())
            .max()
            .unwrap_or(0)
            .max("board".len());
        let grundy_width = "grundy".len();
        let shape = analyser.variant().rules.set().say(Word::Column, Lang::En);
        write!(out, "  ")?;
        write_aligned(out, Align::Right, "row", row_width)?;
        write!(out, "  ")?;
        write_aligned(out, Align::Left, "board", board_width)?;
        writeln!(out, "  {:>grundy_width$}  {shape}", "grundy")?;
        for (index, row) in analyser.rows().enumerate() {
            write!(out, "  ")?;
            write_aligned(out, Align::Right, &(index + 1).to_string(), row_width)?;
            write!(out, "  ")?;
            write_aligned(out, Align::Left, &row.board, board_width)?;
            write!(out, "  {:>grundy_width$} ", row.grundy)?;
            let stairs = row.stairs.as_deref().unwrap_or_default();
            let coins = row.coins.as_deref().unwrap_or_default();
            if stairs.is_empty() && coins.is_empty() {
                write!(out, " {}", palette.paint(Palette::FAINT, "none"))?;
            }
            for coin in coins {
                write!(out, " {coin}")?;
            }
            for &[stair, pile] in stairs {
                if stair % 2 == 1 {
                    let text = format!("{stair}:{pile}*");
                    write!(out, " {}", palette.paint(Palette::STRONG, text))?;
                } else {
                    let text = format!("{stair}:{pile}");
                    write!(out, " {}", palette.paint(Palette::FAINT, text))?;
                }
            }
            writeln!(out)?;
        }
        Ok(())
    }

    fn write_moves(&self, out: &mut impl Write) -> io::Result<()> {
        let Table {
            analyser, palette, ..
        } = *self;
        let move_width = analyser
            .moves()
            .map(|value| value.to_move().to_string().len())
            .max();
        let Some(move_width) = move_width else {
            return writeln!(out, "  every move: none, no piece can move");
        };
        writeln!(out, "  every move, and what it leaves for the opponent:")?;
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
                    palette.paint(Palette::WIN, name),
                    palette.paint(Palette::WIN, "wins "),
                )
            } else {
                (
                    palette.paint(Palette::LOSE, name),
                    palette.paint(Palette::LOSE, "loses"),
                )
            };
            let step = variant.rules.set().step(pieces_moved, Lang::En);
            let lasts = value
                .remoteness_after
                .map_or_else(String::new, |moves| format!(", remoteness after {moves}"));
            writeln!(
                out,
                "    {name}  {verdict}  row {row} value {before} -> {row_grundy_after}, \
                 nim-sum -> {nim_sum_after}, {step}{lasts}"
            )?;
        }
        Ok(())
    }
}

/// `one` or `many` as `count` asks.
pub fn plural(count: u64, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}

/// Which side of its column a text keeps to.
#[derive(Clone, Copy)]
enum Align {
    Left,
    Right,
}

/// Writes `text` in a column `width` characters wide, filled with spaces.
///
/// Not `{:<width$}`: a width argument of `format_args!` must fit in 16 bits (a larger
/// one panics), and a row's notation, whose length sets the board column, can be a
/// million characters long.
fn write_aligned(out: &mut impl Write, align: Align, text: &str, width: usize) -> io::Result<()> {
    let fill = width.saturating_sub(text.chars().count());
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
