//! What a rule set says of itself beyond its moves and formula: its names, the
//! picture a learner sees of a row, the sentences a learner reads, how to build a row
//! of a given value, and the facts its puzzles and problem packages need. Each rule
//! set fills one [`RuleSet`] in its own file; every layer above asks it.

use crate::game::Row;
use crate::random::Prng;

/// Everything about one rule set that is not a row's moves or value: see the module
/// documentation. [`Rules::set`](super::Rules::set) gives it.
///
/// ```
/// use hopnim::game::{Rules, rules::Shape};
/// let hop = Rules::Hop.set();
/// assert_eq!(hop.name, "hop");
/// assert_eq!(hop.picture.shape, Shape::Stairs);
/// assert_eq!(hop.picture.pile.many, "pieces");
/// ```
#[derive(Debug)]
pub struct RuleSet {
    /// The name on the command line, in JSON and in URLs: `hop`, `welter`, `slide`.
    pub name: &'static str,
    /// Other names it answers to (`--rules`, the Python module).
    pub aliases: &'static [&'static str],
    /// The name with a word of how a piece moves, for a list to choose from (the
    /// page's choice of rules): `hop (first empty cell)`.
    pub label: &'static str,
    /// How a piece moves, in a line.
    pub summary: &'static str,
    /// The game in words, with how a piece moves: for messages.
    pub game_name: &'static str,
    /// What its fast formula is called.
    pub formula_name: &'static str,
    /// Where its published table of values comes from.
    pub table: TableSource,
    /// The picture of a row a learner sees.
    pub picture: Picture,
    /// The sentences a learner reads about it.
    pub words: Words,
    /// Building a row of a given value (the test-data generator's last resort).
    pub builder: RowBuilder,
    /// The least and most pieces a row of a puzzle of each level holds (levels 1 to
    /// 5): tuned so that puzzles of the level are found quickly and seldom repeat.
    pub puzzle_pieces: [(u32, u32); 5],
    /// Its problem as a package: title and identity.
    pub problem: Problem,
}

/// Where a rule set's published table (`hopnim table`) comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TableSource {
    /// Computed from the definition (mex over the moves), as contest write-ups do.
    Definition,
    /// Written by the proved formula (which `hopnim verify --rules` holds to the
    /// definition).
    Formula,
}

/// The picture of a row: staircase piles, or coins on a number line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Picture {
    /// Piles on stairs, or coins.
    pub shape: Shape,
    /// The heading of the picture's column in the analysis table.
    pub column: &'static str,
    /// What a pile counts (pieces, or empty cells); coins count pieces.
    pub pile: Unit,
    /// What a move's size counts: the pieces it carries down a stair, or the cells
    /// its piece passes.
    pub step: Unit,
    /// The verb for a move of that size: `carries` (pieces), `moves` (cells).
    pub step_verb: &'static str,
}

/// How a row is pictured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Piles on stairs (staircase Nim): the JSON's `stairs`.
    Stairs,
    /// The pieces as coins, each the number of cells to its right: the JSON's `coins`.
    Coins,
}

/// A noun in the singular and the plural.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unit {
    /// One.
    pub one: &'static str,
    /// Several, or none.
    pub many: &'static str,
}

impl Unit {
    /// Pieces.
    pub const PIECES: Unit = Unit {
        one: "piece",
        many: "pieces",
    };

    /// Empty cells.
    pub const CELLS: Unit = Unit {
        one: "cell",
        many: "cells",
    };

    /// The noun for `count` of them.
    ///
    /// ```
    /// use hopnim::game::rules::Unit;
    /// let cells = Unit { one: "cell", many: "cells" };
    /// assert_eq!(cells.of(1), "cell");
    /// assert_eq!(cells.of(0), "cells");
    /// ```
    pub const fn of(self, count: u64) -> &'static str {
        if count == 1 { self.one } else { self.many }
    }
}

/// The sentences a learner reads about a rule set.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// What a row is read as.
    pub introduction: &'static str,
    /// Why the row's value is what it is.
    pub reduction: &'static str,
    /// In misère play, what makes a row firm.
    pub firm: &'static str,
    /// In misère play, what holds when no row is firm.
    pub all_fickle: &'static str,
    /// The analysis table's note after the nim-sum in misère play: when a row is
    /// firm, and when none is (`, an odd pile of 2 or more`).
    pub firm_note: &'static str,
    /// The same when every row is fickle (`, every odd pile 0 or 1`).
    pub fickle_note: &'static str,
    /// What a move does to its row, told from a [`MoveStory`].
    pub move_story: fn(&MoveStory<'_>) -> String,
    /// How little a move of this size (`to - from`) does: `it carries only 1 piece
    /// down a stair`.
    pub move_size: fn(u32) -> String,
}

/// What a move does to its row, for [`Words::move_story`]: the numbers each rule
/// set's telling draws on, and its picture before and after, already written.
#[derive(Clone, Copy, Debug)]
pub struct MoveStory<'a> {
    /// The row, counted from 1.
    pub row: usize,
    /// The moving piece's number from the left, counted from 1.
    pub piece: usize,
    /// The stair the moving piece stands on (empty cells to its right).
    pub stair: u32,
    /// `to - from`: for hop the pieces carried down a stair, otherwise the cells
    /// passed.
    pub cells: u32,
    /// The piece's coin (cells to its right) before and after.
    pub coins: (u32, u32),
    /// The row's picture before and after: its odd stairs, or its coins.
    pub pictures: (&'a str, &'a str),
    /// The row's value before and after, written: `its value from 3 to 0`.
    pub values: &'a str,
}

/// How a rule set builds a row of a given value.
#[derive(Clone, Copy, Debug)]
pub struct RowBuilder {
    /// The values below 64 that `build` reaches for rows of `width` cells with `m`
    /// pieces (`0 < m < width`), as a bit set.
    pub values: fn(width: u32, m: u32) -> u64,
    /// A row of `width` cells, `m` pieces (`0 < m < width`), value `value` (one of
    /// `values`), for which `fits` holds (`fits` also asks what the rule set's value
    /// alone does not say, such as misère play's firmness); `None` if none is found.
    pub build: BuildRow,
}

/// [`RowBuilder::build`]: `(width, m, value, rng, fits)` to a row, or `None`.
pub type BuildRow = fn(u32, u32, u32, &mut Prng, &dyn Fn(&Row) -> bool) -> Option<Row>;

/// A rule set's normal-play problem, as a package names it.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The problem's title: `Chess`, `Leaping Chess`, `Sliding Chess`.
    pub title: &'static str,
    /// What the package's `source` adds after the contest: `, Welter's rules`.
    pub source_note: &'static str,
    /// The last digits of the package's UUID, one per problem hopnim writes.
    pub uuid_tail: u8,
}

/// How little a move goes, for the rule sets whose moves pass empty cells: `it moves
/// its piece only 2 cells` ([`Words::move_size`]).
pub(crate) fn cells_passed(cells: u32) -> String {
    format!(
        "it moves its piece only {cells} {}",
        Unit::CELLS.of(u64::from(cells))
    )
}
