//! Which game is played: how a piece moves ([`Rules`]) and who wins when no move is
//! left ([`Convention`]). A row's value and a move's value come from here, and from
//! nowhere else: the judge readers, the analysis and the engine all ask a
//! [`Variant`].
//!
//! # Misère play
//!
//! In misère play the player who cannot move wins. Sums of games do not reduce to
//! nim-sums there in general, but each game of the family is *tame*: a board's misère
//! outcome is misère Nim played on its rows' values. Each rule set calls a row
//! **fickle** or **firm** (hop: fickle when every odd-stair pile is 0 or 1; slide: when
//! every odd-stair gap is; Welter's game: see [`welter`](super::rules::welter)). The
//! player to move loses iff either some row is firm and the nim-sum is 0, or every
//! row is fickle and the nim-sum is 1. (`docs/misere.md` proves it for hop,
//! `docs/rules.md` for the family; `hopnim verify --misere --rules R` checks it
//! against the definition.)

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};

use super::rules::{RowValuedMove, Rules};
use super::staircase::{StairMove, Staircase};
use crate::game::board::Move;
use crate::game::nimber::Nimber;
use crate::phrase;
use crate::phrase::Phrase;

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
    /// Misère play when `misere`, normal play otherwise.
    pub const fn of_misere(misere: bool) -> Convention {
        if misere {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }
}

/// A game asked for at a width no proof covers (misère play of Welter's game on rows
/// wider than [`Variant::proved_width`]): refused rather than guessed. It says so in
/// any language ([`UnprovedWidth::phrase`]); its `Display` is the English.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub struct UnprovedWidth {
    /// The rule set.
    pub rules: Rules,
    /// The widest row the proof covers.
    pub proved: u32,
    /// The width asked for.
    pub width: u32,
}

impl UnprovedWidth {
    /// Why there is no answer, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{game::{Rules, Variant}, lang::Lang};
    /// let unproved = Variant::new(Rules::Welter, true).for_width(30).unwrap_err();
    /// assert_eq!(
    ///     Lang::En.say(unproved.phrase()),
    ///     "misère play under the welter rules is proved only for rows of up to 24 cells, and width 30 is wider"
    /// );
    /// assert!(Lang::ZhCn.say(unproved.phrase()).starts_with("按 Welter 游戏规则，反常规则（misère）下"));
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        phrase!(
            "game-unproved-width",
            rules = self.rules.name(),
            proved = self.proved,
            width = self.width
        )
    }
}

crate::phrase::said_in_english!(UnprovedWidth);

/// A game of the family: its rules and its play convention. The default is HDU
/// 5724's game: [`Rules::Hop`] in [`Convention::Normal`] play. Its fields can be
/// read; a game is built with [`Variant::new`] (or taken from [`Variant::ALL`]), and
/// a judge input's game with [`JudgeSpec::new`](crate::judge::JudgeSpec::new), which
/// refuses a width no proof covers.
///
/// ```
/// use hopnim::{Board, game::{Rules, Variant}};
/// let board: Board = "18x1/17x2".parse()?;
/// let normal = Variant::default();
/// assert!(normal.first_player_wins(normal.value_of_board(board.rows())));
/// // In misère play every odd pile is 0 or 1 and the nim-sum is 1: the first player
/// // moves the lone piece on stair 1 or the one on stair 2, and loses either way.
/// let misere = Variant::new(Rules::Hop, true);
/// assert!(!misere.first_player_wins(misere.value_of_board(board.rows())));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub struct Variant {
    /// How a piece moves.
    pub rules: Rules,
    /// Who wins at the end.
    pub convention: Convention,
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

impl Variant {
    /// Misère play of the default rules.
    pub const MISERE: Variant = Variant {
        rules: Rules::DEFAULT,
        convention: Convention::Misere,
    };

    /// Every game of the family: each rule set (in the order of [`Rules::ALL`]) in
    /// normal play, then in misère play.
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// assert_eq!(Variant::ALL.len(), 6);
    /// assert_eq!(Variant::ALL[0], Variant::default());
    /// assert_eq!(Variant::ALL[1], Variant::MISERE);
    /// ```
    pub const ALL: [Variant; 2 * Rules::ALL.len()] = {
        let mut all = [Variant::MISERE; 2 * Rules::ALL.len()];
        let mut index = 0;
        while index < Rules::ALL.len() {
            all[2 * index] = Variant::of(Rules::ALL[index], Convention::Normal);
            all[2 * index + 1] = Variant::of(Rules::ALL[index], Convention::Misere);
            index += 1;
        }
        all
    };

    /// `rules` played in misère play when `misere`, in normal play otherwise.
    ///
    /// ```
    /// use hopnim::game::{Convention, Rules, Variant};
    /// let welter_misere = Variant::new(Rules::Welter, true);
    /// assert_eq!(welter_misere.rules, Rules::Welter);
    /// assert_eq!(welter_misere.convention, Convention::Misere);
    /// assert_eq!(Variant::new(Rules::Hop, false), Variant::default());
    /// ```
    pub const fn new(rules: Rules, misere: bool) -> Variant {
        Variant::of(rules, Convention::of_misere(misere))
    }

    /// `rules` played under `convention`.
    const fn of(rules: Rules, convention: Convention) -> Variant {
        Variant { rules, convention }
    }

    /// Whether the player who cannot move wins.
    pub const fn is_misere(self) -> bool {
        matches!(self.convention, Convention::Misere)
    }

    /// The value of a bitboard row given by its mask: the judge readers' hot path.
    #[inline(always)]
    pub const fn value_of_mask(self, mask: u64) -> Value {
        Value::of_row(
            Nimber(self.rules.grundy_of_mask(mask)),
            self.is_misere() && self.rules.is_firm_mask(mask),
        )
    }

    /// The value of a row of either kind.
    pub fn value_of(self, row: &impl Staircase) -> Value {
        if let Some(mask) = row.bitboard() {
            return self.value_of_mask(mask);
        }
        Value::of_row(
            self.rules.grundy_of(row),
            self.is_misere() && self.rules.is_firm(row),
        )
    }

    /// The widest row whose outcome this game's rule is proved for. Misère play of
    /// Welter's game rests on a fickle test checked by computation on every row up to
    /// 24 cells (which proves the rule for every board of such rows), and on nothing
    /// wider; every other game is proved for every width
    /// ([`Rules::misere_proved_width`]).
    ///
    /// ```
    /// use hopnim::game::{Rules, Variant};
    /// let welter_misere = Variant::new(Rules::Welter, true);
    /// assert_eq!(welter_misere.proved_width(), Some(24));
    /// assert_eq!(Variant::MISERE.proved_width(), None);
    /// ```
    pub const fn proved_width(self) -> Option<u32> {
        match self.convention {
            Convention::Misere => self.rules.misere_proved_width(),
            Convention::Normal => None,
        }
    }

    /// This game for rows of `width` cells, or why hopnim will not answer it there: the
    /// check of [`JudgeSpec::new`](crate::judge::JudgeSpec::new), for a board of any
    /// width.
    ///
    /// ```
    /// use hopnim::game::{Rules, Variant};
    /// let welter_misere = Variant::new(Rules::Welter, true);
    /// assert!(welter_misere.for_width(24).is_ok());
    /// assert!(welter_misere.for_width(25).unwrap_err().to_string().contains("up to 24 cells"));
    /// assert!(Variant::MISERE.for_width(1_000_000).is_ok());
    /// ```
    pub const fn for_width(self, width: u32) -> Result<Variant, UnprovedWidth> {
        match self.proved_width() {
            Some(proved) if width > proved => Err(UnprovedWidth {
                rules: self.rules,
                proved,
                width,
            }),
            _ => Ok(self),
        }
    }

    /// The value of a board with these rows.
    pub fn value_of_board<R: Staircase>(self, rows: &[R]) -> Value {
        rows.iter().map(|row| self.value_of(row)).sum()
    }

    /// Whether the player to move wins a board of value `value` with best play.
    pub const fn first_player_wins(self, value: Value) -> bool {
        let nim_sum = value.nim_sum.value();
        match self.convention {
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
        rows.iter()
            .enumerate()
            .flat_map(move |(index, row)| self.row_move_values(index, row, total))
    }

    /// The moves of [`Variant::move_values`] that win: those that leave the opponent
    /// lost, in the same order; none when the player to move loses. The same as
    /// filtering every move, without valuing every move: a staircase game (hop,
    /// slide) has at most two winning moves a stair, found from the nim-sum; a wide
    /// row of Welter's game has a move for every empty cell to the right of each
    /// piece, but at most two landings a piece can win (the values they leave are the
    /// two the board's total allows,
    /// [`WelterCounts::landing_for`](super::rules::welter::WelterCounts::landing_for)).
    ///
    /// ```
    /// use hopnim::{game::{Rules, Variant, WideBoard}};
    /// let board: WideBoard = "x999997x1".parse()?;
    /// let variant = Variant::new(Rules::Welter, false);
    /// let total = variant.value_of_board(board.rows());
    /// let winning: Vec<String> = variant
    ///     .winning_move_values(board.rows(), total)
    ///     .map(|valued| valued.mv.to_string())
    ///     .collect();
    /// // Coins 999,999 and 1: the first goes to 0, and coins 0 and 1 are worth 0.
    /// assert_eq!(winning, ["1:1->1000000"]);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn winning_move_values<'a, R: Staircase>(
        self,
        rows: &'a [R],
        total: Value,
    ) -> impl Iterator<Item = ValuedMove> + 'a {
        self.winning_rows(rows, total)
            .iter()
            .enumerate()
            .flat_map(move |(index, row)| {
                let mut found = Vec::new();
                self.row_winning_moves(index, row, total, |valued| found.push(valued));
                found
            })
    }

    /// Calls `found` with each move of [`Variant::winning_move_values`], in the same
    /// order: the same moves without an iterator's bookkeeping, for the writers that
    /// list millions.
    ///
    /// ```
    /// use hopnim::{Board, game::Variant};
    /// let board: Board = "18x1/17x2".parse()?;
    /// let variant = Variant::default();
    /// let total = variant.value_of_board(board.rows());
    /// let mut winning = Vec::new();
    /// variant.for_each_winning_move(board.rows(), total, |valued| winning.push(valued.mv.to_string()));
    /// assert_eq!(winning, ["1:19->20", "2:18->19"]);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn for_each_winning_move<R: Staircase>(
        self,
        rows: &[R],
        total: Value,
        mut found: impl FnMut(ValuedMove),
    ) {
        for (index, row) in self.winning_rows(rows, total).iter().enumerate() {
            self.row_winning_moves(index, row, total, &mut found);
        }
    }

    /// The rows to look for winning moves in: all of them when the player to move
    /// wins a board of value `total`, none when they lose.
    fn winning_rows<R>(self, rows: &[R], total: Value) -> &[R] {
        if self.first_player_wins(total) {
            rows
        } else {
            &rows[..0]
        }
    }

    /// Calls `found` with each winning move of the row at `index` (from 0), in the
    /// order [`Variant::move_values`] lists them, when the player to move wins.
    fn row_winning_moves(
        self,
        index: usize,
        row: &impl Staircase,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) {
        self.rules.row_winning_moves(self, index, row, total, found);
    }

    /// The moves of the row at `index` (counted from 0), valued.
    fn row_move_values<'a, R: Staircase>(
        self,
        index: usize,
        row: &'a R,
        total: Value,
    ) -> impl Iterator<Item = ValuedMove> + 'a {
        let before = self.value_of(row);
        self.rules
            .row_move_values(self, row, before)
            .map(move |mv| self.valued(index, before, total, mv))
    }

    /// A move of the row at `index`, whose value was `before`, with what it leaves:
    /// `((from, to), row_after, carried, stair)`.
    pub(super) fn valued(
        self,
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

    /// The moves of a row read on a staircase (of pieces for hop, of gaps for slide):
    /// each changes one odd pile, which gives the value after it. `big_piles`: the
    /// row's odd piles of 2 or more.
    pub(super) fn stair_move_values(
        self,
        moves: impl Iterator<Item = StairMove>,
        before: Value,
        big_piles: u32,
    ) -> impl Iterator<Item = RowValuedMove> {
        moves.map(move |stair_move| self.stair_move_value(stair_move, before, big_piles))
    }

    /// One move of [`Variant::stair_move_values`], valued.
    pub(super) fn stair_move_value(
        self,
        stair_move: StairMove,
        before: Value,
        big_piles: u32,
    ) -> RowValuedMove {
        let (odd_before, odd_after) = stair_move.odd_pile();
        // In misère play, whether the row is firm after the move: only the odd pile
        // the move changes can start or stop being 2 or more.
        let firm_after =
            self.is_misere() && big_piles + u32::from(odd_after >= 2) > u32::from(odd_before >= 2);
        let row_after = Value::of_row(before.nim_sum + stair_move.grundy_change(), firm_after);
        (
            (stair_move.from, stair_move.to),
            row_after,
            stair_move.carried,
            Some(stair_move.stair),
        )
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
    /// How much it lowers the remaining-moves bound (the sum over the pieces of the
    /// empty cells to their right): for hop, the pieces it carries down a stair; for
    /// slide and Welter, the empty cells the piece passes, its landing cell included.
    pub carried: u32,
    /// On a staircase (hop: of pieces, slide: of gaps), the stair the move carries
    /// `carried` pieces or cells down from, to the stair below; `None` in Welter's game.
    pub stair: Option<u32>,
}
