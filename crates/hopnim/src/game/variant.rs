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

use super::rules::Rules;
use super::staircase::{Block, Staircase};
use crate::game::nimber::Nimber;
use crate::game::value::{Convention, Value, ValuedMove};
use crate::game::winning::StairWinners;
use crate::phrase;
use crate::phrase::Phrase;

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
    /// assert!(Lang::ZhCn.say(unproved.phrase()).starts_with("Welter 游戏的反常版本（misère）"));
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
        self.convention.is_misere()
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
        self.convention.first_player_wins(value)
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
        let before = self.value_of(row);
        self.rules
            .row_winning_moves(self.convention, index, row, before, total, found);
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
            .row_move_values(self.convention, row, before)
            .map(move |mv| ValuedMove::of_row_move(index, before, total, mv))
    }

    /// Calls `found` with each winning move of the row at `index` (from 0) of a
    /// staircase game, the row of `width` cells whose blocks, left to right, are
    /// `blocks` and whose value is `before` ([`Variant::value_of`]), in the order
    /// [`Variant::move_values`] lists them, when the board's value is `total` and the
    /// player to move wins; `false`, with no call, for Welter's game. For a caller
    /// that has read the blocks already.
    pub(crate) fn blocks_winning_stair_moves(
        self,
        index: usize,
        width: u32,
        blocks: &[Block],
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) -> bool {
        let winners = StairWinners::new(self.convention, index, before, total);
        self.rules
            .blocks_winning_stair_moves(winners, width, blocks, found)
    }
}
