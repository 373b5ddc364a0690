//! The three rule sets of the family, which differ only in where a piece may land:
//!
//! | rules | a piece moves right… | a row is worth |
//! |---|---|---|
//! | [`Rules::Hop`] | to the first empty cell (over the block next to it) | staircase Nim on the pieces: the XOR of the odd-stair piles |
//! | [`Rules::Welter`] | to **any** empty cell, jumping what lies between | the Welter function of the pieces' positions ([`welter`]) |
//! | [`Rules::Slide`] | over empty cells only, never passing a piece | staircase Nim on the gaps ([`slide`]) |
//!
//! Each rule set has its move generator ([`Rules::landings`] on bitboards,
//! [`Rules::moves_of`] on any row), which the definition (`mex` over the moves)
//! uses, and its fast formula ([`Rules::grundy_of_mask`], [`Rules::grundy_of`]),
//! which the tests and `hopnim verify --rules` hold to the definition.
//!
//! ```
//! use hopnim::{Row, game::Rules};
//! let row: Row = "x1x2".parse()?;
//! let landings = |rules: Rules| rules.moves_of(&row).map(|m| (m.from, m.to)).collect::<Vec<_>>();
//! assert_eq!(landings(Rules::Hop), [(1, 2), (3, 4)]);
//! assert_eq!(landings(Rules::Welter), [(1, 2), (1, 4), (1, 5), (3, 4), (3, 5)]);
//! assert_eq!(landings(Rules::Slide), [(1, 2), (3, 4), (3, 5)]);
//! # Ok::<(), hopnim::NotationError>(())
//! ```

pub mod hop;
mod moves;
mod rule;
mod set;
pub mod slide;
pub mod welter;
mod which;

pub use crate::game::winning::StairSource;
pub(crate) use moves::columns_of;
pub use moves::{RuleMoves, coins_of};
pub use rule::{Rule, WithRule};
pub use set::{
    BuildRow, FastestPlan, MoveStory, Picture, RowBuilder, RuleSet, Shape, TableSource, Unit, Word,
    Words,
};
pub use welter::{Mating, mating};
pub use which::Rules;

/// The one dispatch from a [`Rules`] to the type of its rule set: `dispatch!(rules, R
/// => R::grundy_of_mask(mask))` runs the body with `R` the type. In a `const fn` the
/// body reaches the rule set's inherent `const fn`s (which share the trait's names);
/// elsewhere its [`Rule`] functions. `dispatch!(iter rules, R => …)` wraps each arm's
/// iterator in [`EachRule`], so that the arms' types agree.
macro_rules! dispatch {
    ($rules:expr, $R:ident => $body:expr) => {
        dispatch!(@arms $rules, $R => $body, plain)
    };
    (iter $rules:expr, $R:ident => $body:expr) => {
        dispatch!(@arms $rules, $R => $body, each)
    };
    (@arms $rules:expr, $R:ident => $body:expr, $wrap:ident) => {
        match $rules {
            Rules::Hop => {
                type $R = hop::Hop;
                dispatch!(@$wrap Hop, $body)
            }
            Rules::Welter => {
                type $R = welter::Welter;
                dispatch!(@$wrap Welter, $body)
            }
            Rules::Slide => {
                type $R = slide::Slide;
                dispatch!(@$wrap Slide, $body)
            }
        }
    };
    (@plain $variant:ident, $body:expr) => {
        $body
    };
    (@each $variant:ident, $body:expr) => {
        EachRule::$variant($body)
    };
}

use std::fmt;
use std::str::FromStr;

use super::staircase::{Block, Staircase, Stairs};
use crate::game::nimber::Nimber;
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};
use crate::game::winning::StairWinners;

use crate::phrase;
use crate::phrase::{Phrase, Quoted};

impl Rules {
    /// Everything the rule set says of itself beyond its moves and formula: its names,
    /// its picture of a row, a learner's sentences, its row builder, its puzzles' facts.
    /// Each rule set fills it in its own file.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// let names: Vec<&str> = Rules::ALL.iter().map(|rules| rules.set().name).collect();
    /// assert_eq!(names, ["hop", "welter", "slide"]);
    /// ```
    pub const fn set(self) -> &'static RuleSet {
        dispatch!(self, R => R::SET)
    }

    /// The name on the command line: `hop`, `welter` or `slide`.
    pub const fn name(self) -> &'static str {
        self.set().name
    }

    /// How a piece moves, in a line, in English: what `--help` says of the name.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// assert!(Rules::Hop.summary().contains("first empty cell"));
    /// ```
    pub fn summary(self) -> String {
        self.set().word(Word::Summary).to_string()
    }

    /// What its fast formula is called: `the staircase formula`, `the Welter function`
    /// or `the gap staircase formula`.
    pub const fn formula_name(self) -> &'static str {
        self.set().formula_name
    }

    /// The mask bits where the piece on bit `bit` of `mask` may land (bit `p` is the
    /// cell with `p` cells to its right): the rule itself, on bitboards.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// // x.x.. : the piece on bit 4 has empty bits 3, 1 and 0 below it.
    /// assert_eq!(Rules::Hop.landings(0b10100, 4), 0b01000);
    /// assert_eq!(Rules::Welter.landings(0b10100, 4), 0b01011);
    /// assert_eq!(Rules::Slide.landings(0b10100, 4), 0b01000);
    /// assert_eq!(Rules::Slide.landings(0b10100, 2), 0b00011);
    /// ```
    pub const fn landings(self, mask: u64, bit: u32) -> u64 {
        dispatch!(self, R => R::landings(mask, bit))
    }

    /// Every row one move away from the bitboard `mask`.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// // x.x. : the left piece lands on either empty cell, the right one on the last.
    /// let mut options: Vec<u64> = Rules::Welter.options_of_mask(0b1010).collect();
    /// options.sort();
    /// assert_eq!(options, [0b0011, 0b0110, 0b1001]);
    /// ```
    pub fn options_of_mask(self, mask: u64) -> impl Iterator<Item = u64> {
        bits_of(mask).flat_map(move |bit| {
            bits_of(self.landings(mask, bit)).map(move |landing| mask ^ 1 << bit ^ 1 << landing)
        })
    }

    /// The Grundy value of a bitboard row by the rule set's formula.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// // x..x. : hop: one piece on stair 1 and one on stair 3, 1 XOR 1 = 0; Welter:
    /// // coins 4 and 1 mate, (4 XOR 1) - 1 = 4; slide: the gap of 2 right of the first
    /// // piece counts, the gap of 1 right of the second does not.
    /// assert_eq!(Rules::Hop.grundy_of_mask(0b10010), 0);
    /// assert_eq!(Rules::Welter.grundy_of_mask(0b10010), 4);
    /// assert_eq!(Rules::Slide.grundy_of_mask(0b10010), 2);
    /// ```
    #[inline(always)]
    pub const fn grundy_of_mask(self, mask: u64) -> u32 {
        dispatch!(self, R => R::grundy_of_mask(mask))
    }

    /// Whether a bitboard row is *firm* in misère play: not one that behaves like a
    /// Nim heap of 0 or 1 at the end of the game (see
    /// [`Convention::Misere`](crate::game::Convention::Misere)).
    #[inline(always)]
    pub const fn is_firm_mask(self, mask: u64) -> bool {
        dispatch!(self, R => R::is_firm_mask(mask))
    }

    /// The Grundy value of a row of either kind by the rule set's formula.
    pub fn grundy_of(self, row: &impl Staircase) -> Nimber {
        if let Some(mask) = row.bitboard() {
            return Nimber(self.grundy_of_mask(mask));
        }
        dispatch!(self, R => R::grundy_of_wide(row))
    }

    /// Whether a row of either kind is firm in misère play.
    pub fn is_firm(self, row: &impl Staircase) -> bool {
        if let Some(mask) = row.bitboard() {
            return self.is_firm_mask(mask);
        }
        dispatch!(self, R => R::is_firm_wide(row))
    }

    /// The staircase a row plays as, lowest stair first: the pieces' stairs for hop
    /// (a piece's stair is the number of empty cells to its right), the gaps' for
    /// slide (the gap right of the `i`-th piece from the left is on stair `i`); none
    /// for Welter's game, which is not a staircase.
    ///
    /// ```
    /// use hopnim::{Row, game::Rules};
    /// let row: Row = "x2x1x".parse()?;
    /// assert_eq!(Rules::Hop.stairs_of(&row).unwrap().to_string(), "0:1 1:1* 3:1*");
    /// assert_eq!(Rules::Slide.stairs_of(&row).unwrap().to_string(), "1:2* 2:1");
    /// assert!(Rules::Welter.stairs_of(&row).is_none());
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn stairs_of(self, row: &impl Staircase) -> Option<Stairs> {
        dispatch!(self, R => R::stairs_of(row))
    }

    /// The most legal moves the row can have, counted without listing them: hop, one
    /// a piece; slide, one for each empty cell (a piece reaches those of the run right
    /// after it); Welter, one for each empty cell right of each piece, the
    /// remaining-moves bound.
    ///
    /// ```
    /// use hopnim::{Row, Staircase, game::Rules};
    /// let row: Row = "x2x1x".parse()?;
    /// for rules in Rules::ALL {
    ///     assert!(rules.moves_of(&row).count() as u64 <= rules.most_moves(&row));
    /// }
    /// assert_eq!(Rules::Welter.most_moves(&row), row.remaining_moves_bound());
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn most_moves(self, row: &impl Staircase) -> u64 {
        dispatch!(self, R => R::most_moves(row))
    }

    /// The row's staircase as `[stair, pile]` pairs, lowest stair first, written into
    /// `piles` (emptied first, so that a caller reuses one buffer); `false`, `piles`
    /// left empty, for a rule set whose picture is coins ([`Shape::Coins`]).
    ///
    /// ```
    /// use hopnim::{Row, game::Rules};
    /// let row: Row = "x2x1x".parse()?;
    /// let mut piles = Vec::new();
    /// assert!(Rules::Hop.piles_into(&row, &mut piles));
    /// assert_eq!(piles, [[0, 1], [1, 1], [3, 1]]);
    /// assert!(Rules::Slide.piles_into(&row, &mut piles));
    /// assert_eq!(piles, [[1, 2], [2, 1]]);
    /// assert!(!Rules::Welter.piles_into(&row, &mut piles));
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn piles_into(self, row: &impl Staircase, piles: &mut Vec<[u32; 2]>) -> bool {
        let blocks: Vec<Block> = row.blocks().collect();
        self.piles_of_blocks(row.width(), &blocks, piles)
    }

    /// [`Rules::piles_into`] for the row of `width` cells whose blocks, left to right,
    /// are `blocks`: for a caller that has read them already.
    ///
    /// ```
    /// use hopnim::{Row, game::{Block, Rules}};
    /// let row: Row = "x2x1x".parse()?;
    /// let blocks: Vec<Block> = row.blocks().collect();
    /// let mut piles = Vec::new();
    /// assert!(Rules::Slide.piles_of_blocks(row.width(), &blocks, &mut piles));
    /// assert_eq!(piles, [[1, 2], [2, 1]]);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn piles_of_blocks(self, width: u32, blocks: &[Block], piles: &mut Vec<[u32; 2]>) -> bool {
        piles.clear();
        dispatch!(self, R => R::piles_of_blocks(width, blocks, piles))
    }

    /// Every legal move of a row, pieces left to right, each piece's landings left to
    /// right: the move generator the definition uses.
    pub fn moves_of(self, row: &impl Staircase) -> RuleMoves {
        dispatch!(self, R => RuleMoves::of::<R>(row))
    }

    /// Runs `work` with the type of this rule set ([`WithRule`]): static dispatch, for
    /// a loop that asks the rule set at every step.
    pub fn with_rule<W: WithRule>(self, work: W) -> W::Output {
        dispatch!(self, R => work.run::<R>())
    }

    /// Whether every move carries a whole block of pieces one stair down (hop), so
    /// that the definition's table of a width can be swept block by block.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// let sweeping: Vec<Rules> = Rules::ALL.into_iter().filter(|r| r.carries_blocks()).collect();
    /// assert_eq!(sweeping, [Rules::default()]);
    /// ```
    pub const fn carries_blocks(self) -> bool {
        dispatch!(self, R => R::CARRIES_BLOCKS)
    }

    /// Whether the remoteness has a proved formula (the staircase games); otherwise it
    /// is searched within limits.
    pub const fn has_remoteness_formula(self) -> bool {
        dispatch!(self, R => R::REMOTENESS_FORMULA)
    }

    /// The widest rows on which the misère rule is proved, when it is proved only up
    /// to a width by computation; `None` when it is proved for every width.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// assert_eq!(Rules::default().misere_proved_width(), None);
    /// assert_eq!("welter".parse::<Rules>()?.misere_proved_width(), Some(24));
    /// # Ok::<(), hopnim::game::UnknownRules>(())
    /// ```
    pub const fn misere_proved_width(self) -> Option<u32> {
        dispatch!(self, R => R::MISERE_PROVED_WIDTH)
    }

    /// The widest rows any rule set's misère rule is proved on by computation: how far
    /// `hopnim verify --misere` checks the local conditions by default.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// for rules in Rules::ALL {
    ///     assert!(rules.misere_proved_width().unwrap_or(0) <= Rules::MISERE_CHECK_WIDTH);
    /// }
    /// ```
    pub const MISERE_CHECK_WIDTH: u32 = {
        let mut widest = 0;
        let mut index = 0;
        while index < Rules::ALL.len() {
            if let Some(width) = Rules::ALL[index].misere_proved_width()
                && width > widest
            {
                widest = width;
            }
            index += 1;
        }
        widest
    };

    /// Every legal move of `row`, whose value is `before`, with the row's value after
    /// it ([`Rule::row_move_values`]).
    pub(crate) fn row_move_values(
        self,
        convention: Convention,
        row: &impl Staircase,
        before: Value,
    ) -> impl Iterator<Item = RowValuedMove> {
        dispatch!(iter self, R => R::row_move_values(convention, row, before))
    }

    /// Calls `found` with each winning move of the row at `index`
    /// ([`Rule::row_winning_moves`]).
    pub(crate) fn row_winning_moves(
        self,
        convention: Convention,
        index: usize,
        row: &impl Staircase,
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) {
        dispatch!(self, R => R::row_winning_moves(convention, index, row, before, total, found))
    }

    /// Calls `found` with each winning move of the row of `winners` in a staircase
    /// game, the row of `width` cells whose blocks, left to right, are `blocks`, on a
    /// board whose player to move wins; `false`, with no call, for Welter's game.
    pub(crate) fn blocks_winning_stair_moves(
        self,
        winners: StairWinners,
        width: u32,
        blocks: &[Block],
        found: impl FnMut(ValuedMove),
    ) -> bool {
        let blocks = || blocks.iter().copied();
        dispatch!(self, R => rule::winning_stair_moves::<R, _>(winners, width, blocks, found))
    }
}

/// One iterator of each rule set's type, as [`dispatch!`]`(iter …)` makes it.
enum EachRule<H, W, S> {
    Hop(H),
    Welter(W),
    Slide(S),
}

impl<H, W, S, T> Iterator for EachRule<H, W, S>
where
    H: Iterator<Item = T>,
    W: Iterator<Item = T>,
    S: Iterator<Item = T>,
{
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        match self {
            EachRule::Hop(moves) => moves.next(),
            EachRule::Welter(moves) => moves.next(),
            EachRule::Slide(moves) => moves.next(),
        }
    }
}

/// The set bits of a mask, lowest first.
fn bits_of(mut mask: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros();
            mask &= mask - 1;
            bit
        })
    })
}

impl serde::Serialize for Rules {
    /// The name on the command line, as a JSON string.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Rules {
    /// A name on the command line (`hop`, `welter`, `slide`), as a JSON string.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Rules {
    /// The name on the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no rule set. It says so in any language ([`UnknownRules::phrase`]);
/// its `Display` is the English.
///
/// ```
/// use hopnim::{game::UnknownRules, lang::Lang};
/// let error = UnknownRules(hopnim::phrase::Quoted::new("jump"));
/// assert_eq!(error.to_string(), r#"unknown rules "jump" (expected hop, welter or slide)"#);
/// assert_eq!(Lang::ZhCn.say(error.phrase()), "未知的规则“jump”（应为 hop、welter 或 slide）");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct UnknownRules(pub Quoted);

impl UnknownRules {
    /// What is wrong, with the rule sets' names, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        let [others @ .., last] = Rules::ALL.map(Rules::name);
        phrase!(
            "rules-unknown",
            name = &self.0,
            others = &others[..],
            last = last
        )
    }
}

crate::phrase::said_in_english!(UnknownRules);

impl FromStr for Rules {
    type Err = UnknownRules;

    /// `hop`, `welter` or `slide`, or one of their aliases.
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// assert_eq!("welter".parse::<Rules>(), Ok(Rules::Welter));
    /// assert_eq!("leaping".parse::<Rules>(), Ok(Rules::Welter));
    /// assert!("jump".parse::<Rules>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Rules, UnknownRules> {
        Rules::ALL
            .into_iter()
            .find(|rules| rules.name() == text || rules.set().aliases.contains(&text))
            .ok_or_else(|| UnknownRules(Quoted::new(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::row::{Row, RowMove};
    use crate::game::wide_row::WideRow;

    #[test]
    fn the_row_moves_are_the_bitboard_moves() {
        for rules in Rules::ALL {
            for width in 1..=9 {
                for mask in 0..1u64 << width {
                    let row = Row::new(width, mask).unwrap();
                    let mut by_columns: Vec<u64> = rules
                        .moves_of(&row)
                        .map(|m| mask ^ 1 << (width - m.from) ^ 1 << (width - m.to))
                        .collect();
                    let mut by_bits: Vec<u64> = rules.options_of_mask(mask).collect();
                    by_columns.sort_unstable();
                    by_bits.sort_unstable();
                    assert_eq!(by_columns, by_bits, "{rules} {row}");
                    let wide: Vec<RowMove> = rules.moves_of(&WideRow::from(row)).collect();
                    assert_eq!(wide, rules.moves_of(&row).collect::<Vec<_>>());
                }
            }
        }
    }

    #[test]
    fn hop_moves_are_the_rows_own() {
        for mask in 0..1u64 << 10 {
            let row = Row::new(10, mask).unwrap();
            assert_eq!(
                Rules::Hop.moves_of(&row).collect::<Vec<_>>(),
                row.moves().collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn names_round_trip() {
        for rules in Rules::ALL {
            assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
        }
        assert_eq!(
            "jump".parse::<Rules>().unwrap_err().to_string(),
            "unknown rules \"jump\" (expected hop, welter or slide)"
        );
    }
}
