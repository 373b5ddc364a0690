//! Which game is played: how a piece moves ([`Rules`]) and who wins when no move is
//! left ([`Convention`]). A row's value and a move's value come from here, and from
//! nowhere else: the judge readers, the analysis and the engine all ask a
//! [`Variant`].

use std::iter::Sum;
use std::ops::{Add, AddAssign};

use super::staircase::{Staircase, grundy_of_mask};
use super::{Move, Nimber};

/// How a piece moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Rules {
    /// One cell to the right, or over the block of pieces to its right onto the
    /// first empty cell after it (HDU 5724).
    #[default]
    Hop,
}

/// Who wins when the player to move has no move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Convention {
    /// Normal play: the player who cannot move loses.
    #[default]
    Normal,
}

/// A game of the family: its rules and its play convention. The default is HDU
/// 5724's game: [`Rules::Hop`] in [`Convention::Normal`] play.
///
/// ```
/// use hopnim::{Board, game::{Staircase, Variant}};
/// let board: Board = "18x1/17x2".parse()?;
/// let variant = Variant::default();
/// let value = board.rows().iter().map(|row| variant.value_of(row)).sum();
/// assert!(variant.first_player_wins(value));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Variant {
    /// How a piece moves.
    pub rules: Rules,
    /// Who wins at the end.
    pub convention: Convention,
}

/// What a row, or a sum of rows, is worth for telling who wins. The value of a board
/// is the sum of its rows' values.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Value {
    nim_sum: Nimber,
}

impl Value {
    /// The value of a board without moves.
    pub const ZERO: Value = Value {
        nim_sum: Nimber::ZERO,
    };

    /// The value of a row of Grundy value `grundy`, or of a sum of rows whose nim-sum
    /// it is.
    pub const fn of_nimber(grundy: Nimber) -> Value {
        Value { nim_sum: grundy }
    }

    /// The Grundy value (of a row) or nim-sum (of a sum of rows).
    pub const fn nim_sum(self) -> Nimber {
        self.nim_sum
    }
}

impl Add for Value {
    type Output = Value;

    fn add(self, other: Value) -> Value {
        Value {
            nim_sum: self.nim_sum + other.nim_sum,
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

impl Variant {
    /// The value of a bitboard row given by its mask: the judge readers' hot path.
    #[inline(always)]
    pub const fn value_of_mask(self, mask: u64) -> Value {
        match self.rules {
            Rules::Hop => Value::of_nimber(Nimber(grundy_of_mask(mask))),
        }
    }

    /// The value of a row of either kind.
    pub fn value_of(self, row: &impl Staircase) -> Value {
        match self.rules {
            Rules::Hop => Value::of_nimber(row.grundy()),
        }
    }

    /// Whether the player to move wins a board of value `value` with best play.
    pub const fn first_player_wins(self, value: Value) -> bool {
        match self.convention {
            Convention::Normal => !value.nim_sum.is_zero(),
        }
    }

    /// Every legal move of a board whose rows are `rows` and whose value is `total`,
    /// top row first, pieces left to right, each with the values it leaves.
    ///
    /// ```
    /// use hopnim::{Board, game::Variant};
    /// let board: Board = "18x1/17x2".parse()?;
    /// let variant = Variant::default();
    /// let total = variant.value_of_board(board.rows());
    /// let winning: Vec<String> = variant
    ///     .move_values(board.rows(), total)
    ///     .filter(|value| !variant.first_player_wins(value.total_after))
    ///     .map(|value| value.mv.to_string())
    ///     .collect();
    /// assert_eq!(winning, ["1:19->20", "2:18->19"]);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn move_values<'a, R: Staircase>(
        self,
        rows: &'a [R],
        total: Value,
    ) -> impl Iterator<Item = ValuedMove> + 'a {
        rows.iter().enumerate().flat_map(move |(index, row)| {
            let before = self.value_of(row);
            row.stair_moves().map(move |stair_move| {
                let change = match self.rules {
                    Rules::Hop => Value::of_nimber(stair_move.grundy_change()),
                };
                ValuedMove {
                    mv: Move {
                        row: index + 1,
                        from: stair_move.from,
                        to: stair_move.to,
                    },
                    row_after: before + change,
                    total_after: total + change,
                    carried: stair_move.carried,
                }
            })
        })
    }

    /// The value of a board with these rows.
    pub fn value_of_board<R: Staircase>(self, rows: &[R]) -> Value {
        rows.iter().map(|row| self.value_of(row)).sum()
    }
}

/// A legal move and the values it leaves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValuedMove {
    /// The move.
    pub mv: Move,
    /// The value of its row after it.
    pub row_after: Value,
    /// The value of the whole board after it.
    pub total_after: Value,
    /// How much it lowers the remaining-moves bound: the pieces it carries down a
    /// stair.
    pub carried: u32,
}
