//! What a row or a board is worth for telling who wins ([`Value`]) under each play
//! convention ([`Convention`]), and a move with the values it leaves
//! ([`ValuedMove`]).

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};

use crate::game::cell::Move;
use crate::game::nimber::Nimber;

/// Who wins when the player to move has no move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Convention {
    /// Normal play: the player who cannot move loses.
    #[default]
    Normal,
    /// Misère play: the player who cannot move wins.
    Misere,
}

impl fmt::Display for Convention {
    /// `normal` or `misère`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Convention::Normal => "normal",
            Convention::Misere => "misère",
        })
    }
}

impl Convention {
    /// Whether the player who cannot move wins.
    pub const fn is_misere(self) -> bool {
        matches!(self, Convention::Misere)
    }

    /// Whether the player to move wins a board of value `value` with best play.
    pub const fn first_player_wins(self, value: Value) -> bool {
        let nim_sum = value.nim_sum.value();
        match self {
            Convention::Normal => nim_sum != 0,
            // Misère Nim: lost iff (a firm row and nim-sum 0) or (none and nim-sum 1).
            Convention::Misere => {
                if value.firm_rows > 0 {
                    nim_sum != 0
                } else {
                    nim_sum != 1
                }
            }
        }
    }

    /// Misère play when `misere`, normal play otherwise.
    pub const fn of_misere(misere: bool) -> Convention {
        if misere {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }
}

/// What a row, or a sum of rows, is worth for telling who wins: the Grundy value (or
/// nim-sum) and, in misère play, how many of the rows are firm. The value of a board
/// is the sum of its rows' values.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Value {
    nim_sum: Nimber,
    firm_rows: u64,
}

impl Value {
    /// The value of a board without moves.
    pub const ZERO: Value = Value {
        nim_sum: Nimber::ZERO,
        firm_rows: 0,
    };

    /// The value of a row of Grundy value `grundy`, firm or not.
    pub const fn of_row(grundy: Nimber, firm: bool) -> Value {
        Value {
            nim_sum: grundy,
            firm_rows: firm as u64,
        }
    }

    /// The Grundy value (of a row) or nim-sum (of a sum of rows).
    pub const fn nim_sum(self) -> Nimber {
        self.nim_sum
    }

    /// How many of the rows are firm (counted in misère play only).
    pub const fn firm_rows(self) -> u64 {
        self.firm_rows
    }
}

impl Add for Value {
    type Output = Value;

    fn add(self, other: Value) -> Value {
        Value {
            nim_sum: self.nim_sum + other.nim_sum,
            firm_rows: self.firm_rows + other.firm_rows,
        }
    }
}

impl Sub for Value {
    type Output = Value;

    /// The value of a sum without one of its rows (`other`).
    fn sub(self, other: Value) -> Value {
        Value {
            nim_sum: self.nim_sum + other.nim_sum,
            firm_rows: self.firm_rows - other.firm_rows,
        }
    }
}

impl AddAssign for Value {
    fn add_assign(&mut self, other: Value) {
        *self = *self + other;
    }
}

impl Sum for Value {
    fn sum<I: Iterator<Item = Value>>(values: I) -> Value {
        values.fold(Value::ZERO, Add::add)
    }
}

/// A move of one row with what it leaves: `((from, to), the row's value after, how
/// much it lowers the remaining-moves bound, the stair it carries from)`.
pub(crate) type RowValuedMove = ((u32, u32), Value, u32, Option<u32>);

/// A legal move and the values it leaves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValuedMove {
    /// The move.
    pub mv: Move,
    /// The value of its row after it.
    pub row_after: Value,
    /// The value of the whole board after it.
    pub total_after: Value,
    /// How much it lowers the remaining-moves bound (the sum over the pieces of the
    /// empty cells to their right): for hop, the pieces it carries down a stair; for
    /// slide and Welter, the empty cells the piece passes, its landing cell included.
    pub carried: u32,
    /// On a staircase (hop: of pieces, slide: of gaps), the stair the move carries
    /// `carried` pieces or cells down from, to the stair below; `None` in Welter's game.
    pub stair: Option<u32>,
}

impl ValuedMove {
    /// A move of the row at `index`, whose value was `before`, with what it leaves:
    /// `((from, to), row_after, carried, stair)`.
    pub(crate) fn of_row_move(
        index: usize,
        before: Value,
        total: Value,
        (mv, row_after, carried, stair): RowValuedMove,
    ) -> ValuedMove {
        ValuedMove {
            mv: Move {
                row: index + 1,
                from: mv.0,
                to: mv.1,
            },
            row_after,
            total_after: total - before + row_after,
            carried,
            stair,
        }
    }
}
