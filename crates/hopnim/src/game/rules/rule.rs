//! The [`Rule`] trait: everything one rule set says of its game, which one type per
//! rule set implements whole in its own file ([`Hop`](super::hop::Hop),
//! [`Welter`](super::welter::Welter), [`Slide`](super::slide::Slide)). [`Rules`] names
//! the rule sets at run time and reaches their types through one dispatch in
//! `rules/mod.rs`; nothing else chooses between rule sets.

use super::set::RuleSet;
use super::which::Rules;
use crate::game::nimber::Nimber;
use crate::game::staircase::{Block, Staircase, Stairs};
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};
use crate::game::winning::{StairSource, StairWinners};
/// The trait's three bitboard functions of a rule set (`landings`, `grundy_of_mask`,
/// `is_firm_mask`), each its inherent `const fn` of the same name, which the enum's
/// `const fn` dispatch calls: written once for every rule set's `impl Rule`.
macro_rules! bitboard_functions {
    ($rule:ty) => {
        #[inline(always)]
        fn landings(mask: u64, bit: u32) -> u64 {
            <$rule>::landings(mask, bit)
        }

        #[inline(always)]
        fn grundy_of_mask(mask: u64) -> u32 {
            <$rule>::grundy_of_mask(mask)
        }

        #[inline(always)]
        fn is_firm_mask(mask: u64) -> bool {
            <$rule>::is_firm_mask(mask)
        }
    };
}
pub(crate) use bitboard_functions;

/// One rule set of the family: where a piece may land, what a row is worth, how a row
/// is pictured, how its moves are valued and its winning moves found, its misère rule,
/// its remoteness and its words. Its functions take no `self`: a rule set is a type,
/// reached from a [`Rules`] by the one dispatch.
///
/// The bitboard functions ([`Rule::landings`], [`Rule::grundy_of_mask`],
/// [`Rule::is_firm_mask`]) are the judge readers' hot path: each rule set also has them
/// as inherent `const fn`s of the same name, which the dispatch calls, so that
/// [`Rules::grundy_of_mask`] stays a `const fn` inlined into the readers. Hop's are
/// `#[inline(always)]`; the others' carry no hint, so that the readers' loops, which
/// match on the rule set at every row, stay as small as hop's needs them.
///
/// ```
/// use hopnim::game::rules::{Rule, welter::Welter};
/// use hopnim::game::Rules;
/// // x..x. : Welter's coins 4 and 1 mate, (4 XOR 1) - 1 = 4.
/// assert_eq!(<Welter as Rule>::grundy_of_mask(0b10010), 4);
/// assert_eq!(Welter::RULES, Rules::Welter);
/// assert_eq!(Welter::SET.name, "welter");
/// ```
pub trait Rule {
    /// The rule set's name at run time.
    const RULES: Rules;
    /// What it says of itself beyond its moves and values: names, picture, words,
    /// row builder, puzzle plans.
    const SET: &'static RuleSet;
    /// Whether a piece has at most one landing (the first empty cell it may reach).
    const ONE_LANDING: bool;
    /// Whether a piece may pass other pieces on its way right (else only empty cells).
    const PASSES_PIECES: bool;
    /// Whether every move carries a whole block of pieces one stair down, so that the
    /// definition's table of a width can be swept block by block.
    const CARRIES_BLOCKS: bool;
    /// Whether its remoteness has a proved formula (from the staircase of
    /// [`Rule::piles_of_blocks`]); otherwise it is searched within limits.
    const REMOTENESS_FORMULA: bool;
    /// The widest rows on which its misère rule is proved, when it is proved only up
    /// to a width (checked by computation); `None` when proved for every width.
    const MISERE_PROVED_WIDTH: Option<u32>;

    /// The mask bits where the piece on bit `bit` of `mask` may land (bit `p` is the
    /// cell with `p` cells to its right): the rule itself, on bitboards.
    fn landings(mask: u64, bit: u32) -> u64;

    /// The Grundy value of a bitboard row by the rule set's formula.
    fn grundy_of_mask(mask: u64) -> u32;

    /// Whether a bitboard row is firm in misère play.
    fn is_firm_mask(mask: u64) -> bool;

    /// The Grundy value of a row too wide for a bitboard.
    fn grundy_of_wide(row: &impl Staircase) -> Nimber;

    /// Whether a row too wide for a bitboard is firm in misère play.
    fn is_firm_wide(row: &impl Staircase) -> bool;

    /// The staircase the row plays as, lowest stair first; `None` for a rule set that
    /// is no staircase game (its picture is coins).
    fn stairs_of(row: &impl Staircase) -> Option<Stairs>;

    /// The most legal moves the row can have, counted without listing them.
    fn most_moves(row: &impl Staircase) -> u64;

    /// The row's staircase as `[stair, pile]` pairs, lowest stair first, pushed onto
    /// `piles` (emptied by the caller), from its blocks left to right; `false` for a
    /// rule set whose picture is coins.
    fn piles_of_blocks(width: u32, blocks: &[Block], piles: &mut Vec<[u32; 2]>) -> bool;

    /// Calls `found` with each stair that can move, left to right, of the row of
    /// `width` cells whose blocks, left to right, are `blocks`; `false`, with no call,
    /// for a rule set that is no staircase game.
    fn stair_sources(
        width: u32,
        blocks: impl Iterator<Item = Block>,
        found: impl FnMut(StairSource),
    ) -> bool;

    /// Every legal move of `row`, whose value is `before`, in the order of
    /// [`Rules::moves_of`], with the row's value after it under `convention`.
    fn row_move_values(
        convention: Convention,
        row: &impl Staircase,
        before: Value,
    ) -> impl Iterator<Item = RowValuedMove>;

    /// Calls `found` with each winning move of the row at `index` (from 0), whose
    /// value is `before`, of a board of value `total` whose player to move wins under
    /// `convention`, in the order of [`Rule::row_move_values`].
    fn row_winning_moves(
        convention: Convention,
        index: usize,
        row: &impl Staircase,
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    );
}

/// The winning moves of a staircase game's row (the rule set `R`'s), found from the
/// nim-sum stair by stair ([`StairWinners`]): the row of `winners`, of `width` cells,
/// whose blocks, left to right, `blocks` gives each time it is called, on a board whose
/// player to move wins. `false`, with no call, for a rule set that is no staircase
/// game.
pub(crate) fn winning_stair_moves<R: Rule, B: Iterator<Item = Block>>(
    winners: StairWinners,
    width: u32,
    blocks: impl Fn() -> B,
    mut found: impl FnMut(ValuedMove),
) -> bool {
    let big_piles = if winners.convention.is_misere() {
        let mut big = 0;
        R::stair_sources(width, blocks(), |source| {
            big += u32::from(StairWinners::is_big_odd_pile(&source));
        });
        big
    } else {
        0
    };
    let winners = StairWinners {
        big_piles,
        ..winners
    };
    R::stair_sources(width, blocks(), |source| {
        winners.winning_moves_off(source, &mut found)
    })
}

/// Work generic over the rule set, run by [`Rules::with_rule`](super::Rules::with_rule)
/// with the type of a [`Rules`]: static dispatch through the trait, so that a hot loop
/// is compiled once for each rule set with that rule set's functions inlined.
///
/// ```
/// use hopnim::game::Rules;
/// use hopnim::game::rules::{Rule, WithRule};
/// struct ValueOf(u64);
/// impl WithRule for ValueOf {
///     type Output = u32;
///     fn run<R: Rule>(self) -> u32 {
///         R::grundy_of_mask(self.0)
///     }
/// }
/// for rules in Rules::ALL {
///     assert_eq!(rules.with_rule(ValueOf(0b10010)), rules.grundy_of_mask(0b10010));
/// }
/// ```
pub trait WithRule {
    /// What the work gives.
    type Output;
    /// Does the work under the rule set `R`.
    fn run<R: Rule>(self) -> Self::Output;
}
