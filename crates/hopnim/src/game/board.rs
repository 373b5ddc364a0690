//! A whole board: rows of one width, its moves, its nim-sum and its winning moves.

use super::cell::{Cell, Move};
use super::rules::Rules;
use super::variant::Variant;
use super::width::RowWidth;
use crate::game::nimber::Nimber;
use crate::game::row::{Row, RowError};
use crate::phrase;
use crate::phrase::Phrase;

/// What is wrong with a board or a move asked of it. It says so in any language
/// ([`BoardError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// A row does not have the board's width.
    RowWidth {
        /// The 1-based row.
        row: usize,
        /// The row's width.
        found: u32,
        /// The board's width.
        expected: u32,
    },
    /// The row is invalid.
    #[error(transparent)]
    Row(#[from] RowError),
    /// A move names a row the board does not have.
    NoSuchRow {
        /// The 1-based row asked for.
        row: usize,
        /// How many rows the board has.
        rows: usize,
    },
    /// A move names a cell without a piece.
    NoPiece {
        /// The 1-based row.
        row: usize,
        /// The column.
        column: u32,
    },
    /// A move names a piece with no empty cell to its right.
    Stuck {
        /// The 1-based row.
        row: usize,
        /// The column.
        column: u32,
    },
    /// In the sliding game, a move names a piece with a piece right next to it.
    Blocked {
        /// The 1-based row.
        row: usize,
        /// The column.
        column: u32,
    },
    /// A move names a piece with several landing cells, and no landing cell.
    Ambiguous {
        /// The 1-based row.
        row: usize,
        /// The column of the piece.
        column: u32,
        /// The rule set.
        rules: Rules,
        /// The cells it may land on, left to right.
        allowed: Vec<u32>,
    },
    /// A move names a landing cell the rules do not allow.
    Landing {
        /// The 1-based row.
        row: usize,
        /// The column the piece leaves.
        column: u32,
        /// The landing cell asked for.
        to: u32,
        /// The rule set.
        rules: Rules,
        /// The cells it may land on, left to right.
        allowed: Vec<u32>,
    },
}

impl BoardError {
    /// What is wrong, to be said in any language: the catalogue's `board-refused-…` messages for the
    /// refusals of a move (the rule set named in the language's words, the landing
    /// cells listed as it lists) and a row's width, the row's own words for a bad row.
    ///
    /// ```
    /// use hopnim::{BoardError, game::Rules, lang::Lang};
    /// let error = BoardError::NoPiece { row: 1, column: 3 };
    /// assert_eq!(Lang::En.say(error.phrase()), error.to_string());
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "1:3 上没有棋子");
    /// let error = BoardError::Ambiguous {
    ///     row: 1,
    ///     column: 1,
    ///     rules: Rules::Welter,
    ///     allowed: vec![2, 3, 4],
    /// };
    /// assert_eq!(Lang::En.say(error.phrase()), error.to_string());
    /// assert_eq!(
    ///     Lang::ZhCn.say(error.phrase()),
    ///     "按 Welter 游戏规则，1:1 上的棋子可以落在 2、3、4，请写明落点，即在 1:1 后加上 -> 和落点的列号"
    /// );
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            &BoardError::RowWidth {
                row,
                found,
                expected,
            } => phrase!(
                "board-refused-row-width",
                row = row,
                found = found,
                expected = expected
            ),
            BoardError::Row(error) => error.phrase(),
            &BoardError::NoSuchRow { row, rows } => {
                phrase!("board-refused-no-row", row = row, rows = rows)
            }
            &BoardError::NoPiece { row, column } => {
                phrase!("board-refused-no-piece", row = row, column = column)
            }
            &BoardError::Stuck { row, column } => {
                phrase!("board-refused-stuck", row = row, column = column)
            }
            &BoardError::Blocked { row, column } => {
                phrase!("board-refused-blocked", row = row, column = column)
            }
            BoardError::Ambiguous {
                row,
                column,
                rules,
                allowed,
            } => phrase!(
                "board-refused-ambiguous",
                row = *row,
                column = *column,
                rules = rules.name(),
                allowed = allowed.as_slice()
            ),
            BoardError::Landing {
                row,
                column,
                to,
                rules,
                allowed,
            } => phrase!(
                "board-refused-landing",
                row = *row,
                column = *column,
                to = *to,
                rules = rules.name(),
                allowed = allowed.as_slice()
            ),
        }
    }
}

crate::phrase::said_in_english!(BoardError);

/// Checks that every row width (top to bottom) is the board's `width`.
pub(crate) fn check_row_widths(
    width: u32,
    widths: impl IntoIterator<Item = u32>,
) -> Result<(), BoardError> {
    match widths.into_iter().enumerate().find(|&(_, w)| w != width) {
        Some((index, found)) => Err(BoardError::RowWidth {
            row: index + 1,
            found,
            expected: width,
        }),
        None => Ok(()),
    }
}

/// A board: `n` rows of one width (`n` may be 0: a board without moves).
///
/// ```
/// use hopnim::{Board, Move, Nimber};
/// let board: Board = "18x1/17x2".parse().unwrap();
/// assert_eq!(board.nim_sum(), Nimber(1));
/// assert!(board.first_player_wins());
/// // A winning move may also raise a row's value: 17x2 (value 0) -> 18x1 (value 1).
/// assert_eq!(
///     board.winning_moves(),
///     vec![Move { row: 1, from: 19, to: 20 }, Move { row: 2, from: 18, to: 19 }]
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    width: u32,
    rows: Vec<Row>,
}

impl Board {
    /// A board of this width with these rows; every row must have the width.
    pub fn new(width: u32, rows: Vec<Row>) -> Result<Board, BoardError> {
        let width = RowWidth::new(u64::from(width))
            .map_err(RowError::from)?
            .get();
        check_row_widths(width, rows.iter().map(|row| row.width()))?;
        Ok(Board { width, rows })
    }

    /// The width of every row.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The row numbered `row` (1-based).
    pub fn row(&self, row: usize) -> Result<Row, BoardError> {
        row.checked_sub(1)
            .and_then(|i| self.rows.get(i))
            .copied()
            .ok_or(BoardError::NoSuchRow {
                row,
                rows: self.rows.len(),
            })
    }

    /// The value of the board: the XOR of the rows' Grundy values (Sprague–Grundy).
    pub fn nim_sum(&self) -> Nimber {
        self.rows.iter().map(|row| row.grundy()).sum()
    }

    /// Whether the player to move wins with best play: the nim-sum is not zero.
    pub fn first_player_wins(&self) -> bool {
        !self.nim_sum().is_zero()
    }

    /// Every legal move, top row first, pieces left to right.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.rows.iter().enumerate().flat_map(|(index, row)| {
            row.moves().map(move |m| Move {
                row: index + 1,
                from: m.from,
                to: m.to,
            })
        })
    }

    /// The moves that leave a position of nim-sum 0: exactly the winning moves. Empty
    /// when the player to move loses.
    pub fn winning_moves(&self) -> Vec<Move> {
        let variant = Variant::default();
        let total = variant.value_of_board(&self.rows);
        if !variant.first_player_wins(total) {
            return Vec::new();
        }
        variant
            .move_values(&self.rows, total)
            .filter(|value| !variant.first_player_wins(value.total_after))
            .map(|value| value.mv)
            .collect()
    }

    /// The legal move of the piece on `cell`, or why there is none.
    ///
    /// ```
    /// let board: hopnim::Board = "18x1/17x2".parse().unwrap();
    /// let mv = board.move_at("2:18".parse().unwrap()).unwrap();
    /// assert_eq!(mv.to, 19);
    /// assert!(board.move_at("2:19".parse().unwrap()).is_err());
    /// ```
    pub fn move_at(&self, cell: Cell) -> Result<Move, BoardError> {
        let row = self.row(cell.row)?;
        if !row.is_occupied(cell.column) {
            return Err(BoardError::NoPiece {
                row: cell.row,
                column: cell.column,
            });
        }
        let to = row.landing(cell.column).ok_or(BoardError::Stuck {
            row: cell.row,
            column: cell.column,
        })?;
        Ok(Move {
            row: cell.row,
            from: cell.column,
            to,
        })
    }

    /// The board after the move `mv` under `rules`, or why it is no legal move.
    ///
    /// ```
    /// use hopnim::{Board, game::Rules};
    /// let board: Board = "x3".parse()?;
    /// let after = board.play_move("1:1->4".parse()?, Rules::Welter)?;
    /// assert_eq!(after.to_string(), "3x");
    /// let refused = board.play_move("1:1->4".parse()?, Rules::Hop).unwrap_err();
    /// assert_eq!(
    ///     refused.to_string(),
    ///     "the piece at 1:1 cannot land on 4 under the hop rules (it can land on 2)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_move(&self, mv: Move, rules: Rules) -> Result<Board, BoardError> {
        let mut after = self.clone();
        after.make_move(mv, rules)?;
        Ok(after)
    }

    /// Plays the move `mv` under `rules` on this board, in place (one row changes: a
    /// game of many moves on a board of many rows copies none), or says why it is no
    /// legal move, the board left as it was.
    ///
    /// ```
    /// use hopnim::{Board, game::Rules};
    /// let mut board: Board = "x3/x3".parse()?;
    /// board.make_move("2:1->4".parse()?, Rules::Welter)?;
    /// assert_eq!(board.to_string(), "x3/3x");
    /// assert!(board.make_move("2:1->2".parse()?, Rules::Welter).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn make_move(&mut self, mv: Move, rules: Rules) -> Result<(), BoardError> {
        self.move_to(mv.cell(), Some(mv.to), rules)?;
        let row = &mut self.rows[mv.row - 1];
        *row = Row::new(
            self.width,
            row.mask() ^ 1 << (self.width - mv.from) ^ 1 << (self.width - mv.to),
        )
        .expect("a landing cell of the row");
        Ok(())
    }

    /// The move of the piece on `cell` under `rules` onto `landing`, or onto its only
    /// landing cell when `landing` is `None`; why not, otherwise.
    ///
    /// ```
    /// use hopnim::{Board, game::Rules};
    /// let board: Board = "x3".parse()?;
    /// let mv = board.move_to("1:1".parse()?, Some(3), Rules::Welter)?;
    /// assert_eq!(mv.to_string(), "1:1->3");
    /// assert!(board.move_to("1:1".parse()?, None, Rules::Welter).is_err());
    /// assert_eq!(board.move_to("1:1".parse()?, None, Rules::Hop)?.to, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_to(
        &self,
        cell: Cell,
        landing: Option<u32>,
        rules: Rules,
    ) -> Result<Move, BoardError> {
        let landings = self.landings(cell, rules)?;
        let (row, from) = (cell.row, cell.column);
        match (landing, landings.as_slice()) {
            (Some(to), _) if landings.contains(&to) => Ok(Move { row, from, to }),
            (Some(to), _) => Err(BoardError::Landing {
                row,
                column: from,
                to,
                rules,
                allowed: landings.to_vec(),
            }),
            (None, &[to]) => Ok(Move { row, from, to }),
            (None, _) => Err(BoardError::Ambiguous {
                row,
                column: from,
                rules,
                allowed: landings.to_vec(),
            }),
        }
    }

    /// The cells the piece on `cell` may land on under `rules`, left to right, or why
    /// it has none.
    ///
    /// ```
    /// use hopnim::{Board, game::Rules};
    /// let board: Board = "x1x2".parse()?;
    /// assert_eq!(board.landings("1:1".parse()?, Rules::Welter)?, [2, 4, 5]);
    /// assert_eq!(board.landings("1:1".parse()?, Rules::Slide)?, [2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn landings(&self, cell: Cell, rules: Rules) -> Result<Vec<u32>, BoardError> {
        let row = self.row(cell.row)?;
        if !row.is_occupied(cell.column) {
            return Err(BoardError::NoPiece {
                row: cell.row,
                column: cell.column,
            });
        }
        let row_of_cell = row;
        let landings: Vec<u32> = rules
            .moves_of(&row)
            .filter(|m| m.from == cell.column)
            .map(|m| m.to)
            .collect();
        if landings.is_empty() {
            let (row, column) = (cell.row, cell.column);
            return Err(match row_of_cell.landing(column) {
                Some(_) => BoardError::Blocked { row, column },
                None => BoardError::Stuck { row, column },
            });
        }
        Ok(landings)
    }

    /// The board after the piece on `cell` moves.
    pub fn play(&self, cell: Cell) -> Result<Board, BoardError> {
        let mv = self.move_at(cell)?;
        let mut rows = self.rows.clone();
        let index = mv.row - 1;
        rows[index] = rows[index]
            .play(mv.from)
            .expect("move_at returned a legal move");
        Ok(Board {
            width: self.width,
            rows,
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::width::WidthError;

    #[test]
    fn the_hdu_sample() {
        let first: Board = "18xx".parse().unwrap();
        assert!(!first.first_player_wins());
        let second: Board = "18x1/17x2".parse().unwrap();
        assert!(second.first_player_wins());
    }

    #[test]
    fn a_board_without_rows_is_lost_for_the_player_to_move() {
        let board = Board::new(20, vec![]).unwrap();
        assert_eq!(board.nim_sum(), Nimber::ZERO);
        assert_eq!(board.moves().count(), 0);
    }

    #[test]
    fn rows_of_another_width_are_refused() {
        let err = Board::new(20, vec![Row::empty(19).unwrap()]).unwrap_err();
        assert_eq!(
            err,
            BoardError::RowWidth {
                row: 1,
                found: 19,
                expected: 20
            }
        );
    }

    #[test]
    fn moves_at_bad_cells_say_why() {
        let board: Board = "18x1/17x2".parse().unwrap();
        let cell = |row, column| Cell { row, column };
        assert_eq!(
            board.move_at(cell(3, 1)),
            Err(BoardError::NoSuchRow { row: 3, rows: 2 })
        );
        assert_eq!(
            board.move_at(cell(0, 1)),
            Err(BoardError::NoSuchRow { row: 0, rows: 2 })
        );
        assert_eq!(
            board.move_at(cell(1, 1)),
            Err(BoardError::NoPiece { row: 1, column: 1 })
        );
        assert_eq!(
            board.move_at(cell(2, 19)),
            Err(BoardError::NoPiece { row: 2, column: 19 })
        );
        let stuck: Board = "19x".parse().unwrap();
        assert_eq!(
            stuck.move_at(cell(1, 20)),
            Err(BoardError::Stuck { row: 1, column: 20 })
        );
    }

    /// One error of each kind, a bad row of each kind among them: the matches stop
    /// compiling when a kind is added, as a reminder to add it here.
    pub(crate) fn one_of_each_error() -> Vec<BoardError> {
        // Several landings are allowed under Welter's rules.
        let rules = Rules::Welter;
        let errors = vec![
            BoardError::RowWidth {
                row: 2,
                found: 18,
                expected: 20,
            },
            BoardError::Row(RowError::Width(WidthError::OutOfRange {
                width: 65,
                min: 1,
                max: 64,
            })),
            BoardError::Row(RowError::Width(WidthError::NotANumber {
                text: crate::phrase::Quoted::new("wide"),
                min: 1,
                max: 64,
            })),
            BoardError::Row(RowError::Column {
                column: 21,
                width: 20,
            }),
            BoardError::Row(RowError::Duplicate { column: 3 }),
            BoardError::Row(RowError::Mask {
                mask: 0x1_0000,
                width: 16,
            }),
            BoardError::NoSuchRow { row: 3, rows: 2 },
            BoardError::NoPiece { row: 1, column: 3 },
            BoardError::Stuck { row: 1, column: 20 },
            BoardError::Blocked { row: 1, column: 2 },
            BoardError::Ambiguous {
                row: 1,
                column: 1,
                rules,
                allowed: vec![2, 3],
            },
            BoardError::Landing {
                row: 1,
                column: 1,
                to: 9,
                rules,
                allowed: vec![2, 3],
            },
        ];
        for error in &errors {
            match error {
                BoardError::Row(row) => match row {
                    RowError::Width(
                        WidthError::OutOfRange { .. } | WidthError::NotANumber { .. },
                    )
                    | RowError::Column { .. }
                    | RowError::Duplicate { .. }
                    | RowError::Mask { .. } => {}
                },
                BoardError::RowWidth { .. }
                | BoardError::NoSuchRow { .. }
                | BoardError::NoPiece { .. }
                | BoardError::Stuck { .. }
                | BoardError::Blocked { .. }
                | BoardError::Ambiguous { .. }
                | BoardError::Landing { .. } => {}
            }
        }
        errors
    }

    #[test]
    fn every_board_error_is_displayed_in_english_as_before_the_catalogue() {
        let english: Vec<String> = one_of_each_error()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(english[0], "row 2 has width 18, but the board has width 20");
        assert_eq!(english[1], "width 65 is out of range (1..=64)");
        assert_eq!(
            english[2],
            "`wide` is not a width (a whole number from 1 to 64)"
        );
        assert_eq!(
            english[3],
            "position 21 is outside the row (columns 1..=20)"
        );
        assert_eq!(
            english[5],
            "mask 0x10000 has bits outside a row of width 16"
        );
    }

    #[test]
    fn playing_a_winning_move_leaves_nim_sum_zero() {
        let board: Board = "18x1/17x2".parse().unwrap();
        for mv in board.winning_moves() {
            assert!(board.play(mv.cell()).unwrap().nim_sum().is_zero());
        }
    }
}
