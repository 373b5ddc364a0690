//! The staircase: the theory that values a row, shared by bitboard rows and rows of
//! any width. Nothing else in the library computes stairs.
//!
//! Let `F(p)` be the number of empty cells to the right of piece `p`. The pieces with
//! the same `F` form the pile on **stair** `F`; they are one block of adjacent pieces.
//! Moving the piece at the left end of a block's `k` rightmost pieces carries exactly
//! those `k` pieces from stair `f` to stair `f - 1`. That is staircase Nim, whose
//! value is the XOR of the piles on the odd stairs: a move onto an even stair can
//! always be answered by carrying the same pieces one stair further down, so the even
//! stairs never decide anything.
//!
//! ```
//! use hopnim::{Nimber, Row, game::Staircase};
//! let row: Row = "x1xx2x".parse()?;
//! assert_eq!(row.stairs().to_string(), "0:1 2:2 3:1*");
//! assert_eq!(row.grundy(), Nimber(1));                 // only stair 3 is odd
//! assert_eq!(row.stair_of(3), Some(2));
//! let mv = row.stair_moves().find(|mv| mv.from == 1).unwrap();
//! assert_eq!((mv.to, mv.carried, mv.stair), (2, 1, 3));
//! assert_eq!(row.grundy() + mv.grundy_change(), Nimber(0));
//! # Ok::<(), hopnim::NotationError>(())
//! ```

mod mask;

use std::fmt;
use std::iter::Peekable;

pub use mask::{grundy_of_mask, has_big_odd_pile};

use crate::game::nimber::Nimber;

/// A maximal run of adjacent pieces, and the stair it stands on.
///
/// ```
/// use hopnim::{Block, Row, game::Staircase};
/// let row: Row = "x1xx2x".parse().unwrap();
/// let blocks: Vec<Block> = row.blocks().collect();
/// assert_eq!(blocks[1], Block { first: 3, len: 2, stair: 2 });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Block {
    /// The column of the block's leftmost piece.
    pub first: u32,
    /// How many pieces the block holds.
    pub len: u32,
    /// The empty cells to the block's right: the stair all its pieces stand on.
    pub stair: u32,
}

impl Block {
    /// The column of the block's rightmost piece.
    pub const fn last(self) -> u32 {
        self.first + self.len - 1
    }

    /// Whether the block stands on an odd stair, where its pieces count.
    pub const fn is_odd(self) -> bool {
        self.stair % 2 == 1
    }
}

/// A row read as a staircase: both [`Row`](crate::Row) and
/// [`WideRow`](crate::WideRow) are, and every staircase fact about a row comes from
/// here.
///
/// ```
/// use hopnim::{Nimber, Row, Staircase, WideRow};
/// // Pieces on columns 1, 3, 4 and 7 of 8: on stairs 4, 3, 3 and 1.
/// let row: Row = "x1xx2x1".parse()?;
/// assert_eq!(row.stairs().to_string(), "1:1* 3:2* 4:1");
/// assert_eq!(row.grundy(), Nimber(1 ^ 2)); // the odd stairs' piles
/// assert_eq!(row.stair_of(3), Some(3));
/// assert_eq!(row.remaining_moves_bound(), 4 + 3 + 3 + 1);
/// // A row of any width is the same staircase.
/// let wide = WideRow::new(8, vec![1, 3, 4, 7])?;
/// assert_eq!(wide.stairs(), row.stairs());
/// assert_eq!(wide.grundy(), row.grundy());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Staircase {
    /// The number of cells.
    fn width(&self) -> u32;

    /// The blocks of adjacent pieces, left to right: their stairs fall strictly.
    fn blocks(&self) -> impl Iterator<Item = Block>;

    /// The row mask, for a bitboard row: the fast paths of every rule set read it.
    fn bitboard(&self) -> Option<u64> {
        None
    }

    /// The number of pieces.
    fn piece_count(&self) -> u32 {
        self.blocks().map(|block| block.len).sum()
    }

    /// The row's Grundy value: the XOR of the piles on the odd stairs.
    fn grundy(&self) -> Nimber {
        self.blocks()
            .filter(|block| block.is_odd())
            .map(|block| Nimber(block.len))
            .sum()
    }

    /// The piles of the stairs that hold pieces, lowest stair first.
    fn stairs(&self) -> Stairs {
        let mut piles: Vec<Pile> = self.blocks().map(Pile::of).collect();
        piles.reverse();
        Stairs { piles }
    }

    /// The stair of the piece on `column` (the empty cells to its right); `None` if
    /// no piece stands there.
    fn stair_of(&self, column: u32) -> Option<u32> {
        self.blocks()
            .find(|block| (block.first..=block.last()).contains(&column))
            .map(|block| block.stair)
    }

    /// How many odd stairs hold two pieces or more. Misère play parts from normal play
    /// only once every odd pile is 0 or 1 (see [`Convention::Misere`]).
    ///
    /// [`Convention::Misere`]: crate::game::Convention::Misere
    fn big_odd_piles(&self) -> u32 {
        self.blocks()
            .filter(|block| block.is_odd() && block.len >= 2)
            .count() as u32
    }

    /// The most moves this row can still take: the sum over the pieces of the empty
    /// cells to their right. Every move lowers it by the number of pieces it carries
    /// down a stair, so by at least one.
    fn remaining_moves_bound(&self) -> u64 {
        self.blocks()
            .map(|block| u64::from(block.len) * u64::from(block.stair))
            .sum()
    }

    /// Every legal move with what it does to the staircase, pieces left to right.
    fn stair_moves(&self) -> StairMoves<impl Iterator<Item = Block>> {
        StairMoves {
            blocks: self.blocks().peekable(),
            current: None,
        }
    }
}

/// The pile of one stair.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pile {
    /// The stair: the empty cells to the right of its pieces.
    pub stair: u32,
    /// How many pieces stand on it.
    pub pieces: u32,
}

impl Pile {
    const fn of(block: Block) -> Pile {
        Pile {
            stair: block.stair,
            pieces: block.len,
        }
    }

    /// Whether the stair is odd, so that the pile counts.
    pub const fn is_odd(self) -> bool {
        self.stair % 2 == 1
    }
}

/// The piles of a row's staircase, lowest stair first, only those that hold pieces.
///
/// ```
/// use hopnim::{Nimber, Row, game::{Pile, Staircase}};
/// let stairs = "x1xx2x".parse::<Row>().unwrap().stairs();
/// assert_eq!(stairs.pile(2), 2);
/// assert_eq!(stairs.odd_piles().collect::<Vec<_>>(), vec![Pile { stair: 3, pieces: 1 }]);
/// assert_eq!(stairs.value(), Nimber(1));
/// assert_eq!(stairs.to_string(), "0:1 2:2 3:1*"); // stair:pile, odd stairs starred
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stairs {
    piles: Vec<Pile>,
}

impl Stairs {
    /// The staircase of these piles, lowest stair first.
    pub(crate) fn from_piles(piles: Vec<Pile>) -> Stairs {
        Stairs { piles }
    }

    /// How many odd stairs hold 2 or more.
    pub fn big_odd_piles(&self) -> u32 {
        self.odd_piles().filter(|pile| pile.pieces >= 2).count() as u32
    }

    /// The piles that hold pieces, lowest stair first.
    pub fn piles(&self) -> &[Pile] {
        &self.piles
    }

    /// The number of pieces on `stair`.
    pub fn pile(&self, stair: u32) -> u32 {
        self.piles
            .iter()
            .find(|pile| pile.stair == stair)
            .map_or(0, |pile| pile.pieces)
    }

    /// The piles on the odd stairs, the only ones that count, lowest first.
    pub fn odd_piles(&self) -> impl Iterator<Item = Pile> + '_ {
        self.piles.iter().copied().filter(|pile| pile.is_odd())
    }

    /// The staircase-Nim value: the XOR of the piles on the odd stairs.
    pub fn value(&self) -> Nimber {
        self.odd_piles().map(|pile| Nimber(pile.pieces)).sum()
    }
}

impl fmt::Display for Stairs {
    /// `stair:pile` for each pile, lowest first, odd stairs starred: `0:1 2:2 3:1*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{pile}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Pile {
    /// `stair:pile`, starred on an odd stair.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let star = if self.is_odd() { "*" } else { "" };
        write!(f, "{}:{}{star}", self.stair, self.pieces)
    }
}

/// A legal move read on the staircase: the piece on `from` jumps the rest of its
/// block and lands on `to`, carrying `carried` pieces from `stair` to `stair - 1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StairMove {
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on: the first empty cell to the right of its block.
    pub to: u32,
    /// The stair the carried pieces leave (at least 1).
    pub stair: u32,
    /// How many pieces go down one stair: the piece and the rest of its block.
    pub carried: u32,
    /// The pile on `stair` before the move (its block's size).
    pub pile: u32,
    /// The pile on `stair - 1` before the move.
    pub pile_below: u32,
}

impl StairMove {
    /// The odd pile the move changes, before and after it: of the two piles it
    /// touches, the one on the odd stair, the only one that counts.
    pub const fn odd_pile(self) -> (u32, u32) {
        if self.stair % 2 == 1 {
            (self.pile, self.pile - self.carried)
        } else {
            (self.pile_below, self.pile_below + self.carried)
        }
    }

    /// What the move does to the row's Grundy value: the value after it is the value
    /// before plus (XOR) this.
    pub const fn grundy_change(self) -> Nimber {
        let (before, after) = self.odd_pile();
        Nimber(before ^ after)
    }
}

/// A row's legal moves read on its staircase, pieces left to right. Made by
/// [`Staircase::stair_moves`].
#[derive(Clone, Debug)]
pub struct StairMoves<I: Iterator<Item = Block>> {
    blocks: Peekable<I>,
    /// The block whose pieces are being listed, the pile one stair below it, and how
    /// many of its pieces are listed already.
    current: Option<(Block, u32, u32)>,
}

impl<I: Iterator<Item = Block>> Iterator for StairMoves<I> {
    type Item = StairMove;

    fn next(&mut self) -> Option<StairMove> {
        loop {
            if let Some((block, pile_below, listed)) = self.current.as_mut()
                && *listed < block.len
            {
                let offset = *listed;
                *listed += 1;
                return Some(StairMove {
                    from: block.first + offset,
                    to: block.last() + 1,
                    stair: block.stair,
                    carried: block.len - offset,
                    pile: block.len,
                    pile_below: *pile_below,
                });
            }
            let block = self.blocks.next()?;
            // Pieces on stair 0 have no empty cell to their right: stuck.
            if block.stair == 0 {
                continue;
            }
            // The pile one stair down is the next block, if one cell lies between.
            let pile_below = self
                .blocks
                .peek()
                .filter(|next| next.stair + 1 == block.stair)
                .map_or(0, |next| next.len);
            self.current = Some((block, pile_below, 0));
        }
    }
}
