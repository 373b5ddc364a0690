//! The table of one analysed test for people: each row with its Grundy value and
//! stairs, then the nim-sum, the winner, the winning moves and how long the game can
//! last. Written as the analysis is read, row by row, so a test of millions of rows
//! costs no more than its board.

use std::fmt;
use std::io::{self, Write};

use hopnim::Staircase;
use hopnim::game::Rules;
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
            Rules::Hop => String::new(),
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
        let verdict = if analyser.first_player_wins() {
            palette.paint(Palette::WIN, "the first player wins")
        } else {
            palette.paint(Palette::LOSE, "the first player loses against best play")
        };
        let odd_piles = match (misere, analyser.total().firm_rows(), variant.rules) {
            (false, _, _) => "",
            (true, 0, Rules::Welter) => ", every row fickle",
            (true, _, Rules::Welter) => ", a firm row",
            (true, 0, Rules::Slide) => ", every odd gap 0 or 1",
            (true, _, Rules::Slide) => ", an odd gap of 2 or more",
            (true, 0, _) => ", every odd pile 0 or 1",
            (true, _, _) => ", an odd pile of 2 or more",
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
        let shape = match analyser.variant().rules {
            Rules::Hop => "stairs (stair:pile, * odd: counted)",
            Rules::Slide => "gaps (stair:cells, * odd: counted)",
            Rules::Welter => "coins (cells to the right of each piece)",
        };
        writeln!(
            out,
            "  {:>row_width$}  {:<board_width$}  {:>grundy_width$}  {shape}",
            "row", "board", "grundy"
        )?;
        for (index, row) in analyser.rows().enumerate() {
            write!(
                out,
                "  {:>row_width$}  {:<board_width$}  {:>grundy_width$} ",
                index + 1,
                row.board,
                row.grundy
            )?;
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
        for value in analyser.moves() {
            let MoveValue {
                row,
                pieces_moved,
                row_grundy_after,
                nim_sum_after,
                ..
            } = value;
            let before = variant.value_of(&analyser.board_rows()[row - 1]).nim_sum();
            let name = format!("{:<move_width$}", value.to_move().to_string());
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
            let size = match variant.rules {
                Rules::Hop => "carries",
                Rules::Welter | Rules::Slide => "moves",
            };
            let (one, many) = match variant.rules {
                Rules::Hop => ("piece", "pieces"),
                Rules::Welter | Rules::Slide => ("cell", "cells"),
            };
            writeln!(
                out,
                "    {name}  {verdict}  row {row} value {before} -> {row_grundy_after}, \
                 nim-sum -> {nim_sum_after}, {size} {pieces_moved} {}",
                plural(u64::from(pieces_moved), one, many)
            )?;
        }
        Ok(())
    }
}

/// `one` or `many` as `count` asks.
pub fn plural(count: u64, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}

/// How many decimal digits `n` has.
fn digits(n: u64) -> usize {
    n.checked_ilog10().map_or(1, |log| log as usize + 1)
}
