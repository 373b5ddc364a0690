//! What a rule set says of itself beyond its moves and formula: its names, the
//! picture a learner sees of a row, the sentences a learner reads, how to build a row
//! of a given value, and the facts its puzzles need. Each rule
//! set fills one [`RuleSet`] in its own file; every layer above asks it.

use crate::game::row::Row;
use crate::phrase;
use crate::phrase::{Message, Phrase};
use crate::random::Prng;

/// Everything about one rule set that is not a row's moves or value: see the module
/// documentation. [`Rules::set`](super::Rules::set) gives it.
///
/// ```
/// use hopnim::game::{Rules, rules::Shape};
/// let hop = Rules::Hop.set();
/// assert_eq!(hop.name, "hop");
/// assert_eq!(hop.picture.shape, Shape::Stairs);
/// assert_eq!(hop.picture.pile.noun().id(), "noun-pieces");
/// ```
#[derive(Debug)]
pub struct RuleSet {
    /// The name on the command line, in JSON and in URLs: `hop`, `welter`, `slide`.
    pub name: &'static str,
    /// Other names it answers to (`--rules`, the Python module).
    pub aliases: &'static [&'static str],
    /// The game in words, with how a piece moves: for messages.
    pub game_name: &'static str,
    /// What its fast formula is called.
    pub formula_name: &'static str,
    /// Where its published table of values comes from.
    pub table: TableSource,
    /// The picture of a row a learner sees.
    pub picture: Picture,
    /// Building a row of a given value (the test-data generator's last resort).
    pub builder: RowBuilder,
    /// The least and most pieces a row of a puzzle of each level holds (levels 1 to
    /// 5): tuned so that puzzles of the level are found quickly and seldom repeat.
    pub puzzle_pieces: [(u32, u32); 5],
    /// The plans of its fastest puzzles, levels 1 to 5: each level's shape, pieces a
    /// row and band of slower winning moves.
    pub fastest: [FastestPlan; 5],
    /// The words a learner reads about it, as messages of the catalogue.
    pub words: Words,
}

/// A fastest puzzle's plan of one level: rows, width, the least and most pieces of a
/// row, and the least and most slower winning moves.
pub type FastestPlan = (usize, u32, u64, u64, u32, u32);

/// A rule set's words, each a message of the catalogue (`rules-<name>-…`): see
/// [`Word`] for those without placeholders.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// [`Word::Label`].
    pub label: Message,
    /// [`Word::Summary`].
    pub summary: Message,
    /// [`Word::Column`].
    pub column: Message,
    /// [`Word::Introduction`].
    pub introduction: Message,
    /// [`Word::Reduction`].
    pub reduction: Message,
    /// [`Word::Firm`].
    pub firm: Message,
    /// [`Word::AllFickle`].
    pub all_fickle: Message,
    /// [`Word::FirmNote`].
    pub firm_note: Message,
    /// [`Word::FickleNote`].
    pub fickle_note: Message,
    /// What a move does to its row: [`RuleSet::move_story`].
    pub move_story: for<'a> fn(&MoveStory<'a>) -> Phrase<'a>,
    /// How little a move of a size does: [`RuleSet::move_size`].
    pub move_size: fn(u32) -> Phrase<'static>,
    /// A move's size with its verb: [`RuleSet::step`].
    pub step: fn(u32) -> Phrase<'static>,
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
    /// What a pile counts (pieces, or empty cells); coins count pieces.
    pub pile: Unit,
}

/// How a row is pictured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Piles on stairs (staircase Nim): the JSON's `stairs`.
    Stairs,
    /// The pieces as coins, each the number of cells to its right: the JSON's `coins`.
    Coins,
}

/// What a pile counts: pieces or empty cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unit {
    /// Pieces.
    Pieces,
    /// Empty cells.
    Cells,
}

impl Unit {
    /// `count` of them: `3 pieces`, `3 枚棋子`.
    ///
    /// ```
    /// use hopnim::{game::rules::Unit, lang::Lang};
    /// assert_eq!(Lang::En.say(Unit::Cells.count(1)), "1 cell");
    /// assert_eq!(Lang::En.say(Unit::Cells.count(0)), "0 cells");
    /// assert_eq!(Lang::ZhCn.say(Unit::Pieces.count(2)), "2 枚棋子");
    /// ```
    pub fn count(self, count: u64) -> Phrase<'static> {
        match self {
            Unit::Pieces => phrase!("count-pieces", count = count),
            Unit::Cells => phrase!("count-cells", count = count),
        }
    }

    /// The noun alone, in the plural: `pieces`.
    pub const fn noun(self) -> Message {
        match self {
            Unit::Pieces => Message::NOUN_PIECES,
            Unit::Cells => Message::NOUN_CELLS,
        }
    }
}

/// A sentence or label a learner reads about a rule set, without placeholders: the
/// catalogue's message `rules-<name>-<word>` ([`RuleSet::word`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Word {
    /// The name with a word of how a piece moves, for a list to choose from (the
    /// page's choice of rules): `hop (first empty cell)`.
    Label,
    /// How a piece moves, in a line: `to the first empty cell on its right, …`.
    Summary,
    /// The heading of the picture's column in the analysis table.
    Column,
    /// What a row is read as.
    Introduction,
    /// Why the row's value is what it is.
    Reduction,
    /// In misère play, what makes a row firm: a condition on one row, which the
    /// narration completes (`call a row firm when …`; in Chinese the whole
    /// condition, ending in a clause with 若, before `就称这一行是稳固的`).
    Firm,
    /// In misère play, what holds when no row is firm.
    AllFickle,
    /// The analysis table's note after the nim-sum in misère play when a row is
    /// firm (`, an odd pile of 2 or more`).
    FirmNote,
    /// The same when every row is fickle (`, every odd pile 0 or 1`).
    FickleNote,
}

impl Word {
    /// Every word.
    pub const ALL: [Word; 9] = [
        Word::Label,
        Word::Summary,
        Word::Column,
        Word::Introduction,
        Word::Reduction,
        Word::Firm,
        Word::AllFickle,
        Word::FirmNote,
        Word::FickleNote,
    ];
}

impl RuleSet {
    /// `word` about this rule set.
    ///
    /// ```
    /// use hopnim::game::{Rules, rules::Word};
    /// use hopnim::lang::Lang;
    /// let label = Rules::Hop.set().word(Word::Label);
    /// assert_eq!(Lang::En.say(label), "hop (first empty cell)");
    /// assert_eq!(Lang::ZhCn.say(label), "跳子（落在第一个空格）");
    /// ```
    pub const fn word(&self, word: Word) -> Message {
        let words = &self.words;
        match word {
            Word::Label => words.label,
            Word::Summary => words.summary,
            Word::Column => words.column,
            Word::Introduction => words.introduction,
            Word::Reduction => words.reduction,
            Word::Firm => words.firm,
            Word::AllFickle => words.all_fickle,
            Word::FirmNote => words.firm_note,
            Word::FickleNote => words.fickle_note,
        }
    }

    /// What a move does to its row, told from a [`MoveStory`]: the message
    /// `rules-<name>-move-story`, whose placeholders are the story's numbers and
    /// pictures that the rule set's telling draws on.
    pub fn move_story<'a>(&self, story: &MoveStory<'a>) -> Phrase<'a> {
        (self.words.move_story)(story)
    }

    /// How little a move of this size (`to - from`) does: `it carries only 1 piece
    /// down a stair`.
    ///
    /// ```
    /// use hopnim::{game::Rules, lang::Lang};
    /// let size = Rules::Slide.set().move_size(2);
    /// assert_eq!(Lang::En.say(size), "it moves its piece only 2 cells");
    /// ```
    pub fn move_size(&self, cells: u32) -> Phrase<'static> {
        (self.words.move_size)(cells)
    }

    /// A move's size (`to - from`), with its verb: `carries 2 pieces`, `moves 3
    /// cells`.
    pub fn step(&self, cells: u32) -> Phrase<'static> {
        (self.words.step)(cells)
    }
}

/// What a move does to its row, for [`RuleSet::move_story`]: the numbers each rule
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::Rules;

    /// A regression: the sliding game's story named the stair under the piece's own
    /// stair (the hop reading) instead of the gap left of the piece.
    #[test]
    fn a_slide_story_carries_cells_to_the_gap_left_of_its_piece() {
        let story = MoveStory {
            row: 1,
            piece: 1,
            stair: 5,
            cells: 2,
            coins: (7, 5),
            pictures: ("1:3*", "1:1*"),
            values: "its value from 3 to 1",
        };
        let told = Rules::Slide.set().move_story(&story).to_string();
        assert_eq!(
            told,
            "slides piece 1 by 2 cells, from its gap on stair 1 to the one on stair 0: row 1's \
             odd-stair gaps go from 1:3* to 1:1*, its value from 3 to 1"
        );
        let hop = Rules::Hop.set().move_story(&story).to_string();
        assert!(
            hop.starts_with("carries 2 pieces from stair 5 to stair 4:"),
            "{hop}"
        );
    }
}
