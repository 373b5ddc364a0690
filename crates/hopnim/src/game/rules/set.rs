//! What a rule set says of itself beyond its moves and formula: its names, the
//! picture a learner sees of a row, the sentences a learner reads, how to build a row
//! of a given value, and the facts its puzzles and problem packages need. Each rule
//! set fills one [`RuleSet`] in its own file; every layer above asks it.

use crate::game::Row;
use crate::lang::{Args, Lang};
use crate::random::Prng;

/// Everything about one rule set that is not a row's moves or value: see the module
/// documentation. [`Rules::set`](super::Rules::set) gives it.
///
/// ```
/// use hopnim::game::{Rules, rules::Shape};
/// let hop = Rules::Hop.set();
/// assert_eq!(hop.name, "hop");
/// assert_eq!(hop.picture.shape, Shape::Stairs);
/// assert_eq!(hop.picture.pile.noun(hopnim::lang::Lang::En), "pieces");
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

/// What a pile counts, in the catalogue's words: pieces or empty cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unit {
    /// The message of a count of them (`$count`): `3 pieces`, `3 枚棋子`.
    pub counted: &'static str,
    /// The message of the noun alone, in the plural: `pieces`.
    pub noun: &'static str,
}

impl Unit {
    /// Pieces.
    pub const PIECES: Unit = Unit {
        counted: "count-pieces",
        noun: "noun-pieces",
    };

    /// Empty cells.
    pub const CELLS: Unit = Unit {
        counted: "count-cells",
        noun: "noun-cells",
    };

    /// `count` of them, in `lang`.
    ///
    /// ```
    /// use hopnim::{game::rules::Unit, lang::Lang};
    /// assert_eq!(Unit::CELLS.count(1, Lang::En), "1 cell");
    /// assert_eq!(Unit::CELLS.count(0, Lang::En), "0 cells");
    /// assert_eq!(Unit::PIECES.count(2, Lang::ZhCn), "2 枚棋子");
    /// ```
    pub fn count(self, count: u64, lang: Lang) -> String {
        let mut args = Args::new();
        args.set("count", count);
        lang.say(self.counted, Some(&args))
    }

    /// The noun alone, in `lang`: `pieces`.
    pub fn noun(self, lang: Lang) -> String {
        lang.say(self.noun, None)
    }
}

/// A sentence or label a learner reads about a rule set, without placeholders: the
/// catalogue's message `rules-<name>-<word>` ([`RuleSet::say`]).
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

    /// The word's part of its message id.
    const fn id(self) -> &'static str {
        match self {
            Word::Label => "label",
            Word::Summary => "summary",
            Word::Column => "column",
            Word::Introduction => "introduction",
            Word::Reduction => "reduction",
            Word::Firm => "firm",
            Word::AllFickle => "all-fickle",
            Word::FirmNote => "firm-note",
            Word::FickleNote => "fickle-note",
        }
    }
}

impl RuleSet {
    /// The catalogue's id of its message `word` (`move-story`, or a [`Word`]'s).
    pub fn message_id(&self, word: &str) -> String {
        format!("rules-{}-{word}", self.name)
    }

    /// `word` about this rule set, in `lang`.
    ///
    /// ```
    /// use hopnim::game::{Rules, rules::Word};
    /// use hopnim::lang::Lang;
    /// assert_eq!(Rules::Hop.set().say(Word::Label, Lang::En), "hop (first empty cell)");
    /// assert_eq!(Rules::Hop.set().say(Word::Label, Lang::ZhCn), "跳子（落在第一个空格）");
    /// ```
    pub fn say(&self, word: Word, lang: Lang) -> String {
        lang.say(&self.message_id(word.id()), None)
    }

    /// What a move does to its row, in `lang`, told from a [`MoveStory`]: the
    /// message `rules-<name>-move-story`, whose placeholders are the story's numbers
    /// (`$row`, `$piece`, `$stair`, `$below` (the stair under it), `$gap-below` (the
    /// stair of the gap left of the piece, `$piece - 1`), `$cells`, `$from`
    /// and `$to` (the coins), `$before`, `$after`, `$values`).
    pub fn move_story(&self, story: &MoveStory<'_>, lang: Lang) -> String {
        let mut args = Args::new();
        args.set("row", story.row);
        args.set("piece", story.piece);
        args.set("stair", story.stair);
        args.set("below", story.stair.saturating_sub(1));
        args.set("gap-below", story.piece.saturating_sub(1));
        args.set("cells", story.cells);
        args.set("from", story.coins.0);
        args.set("to", story.coins.1);
        args.set("before", story.pictures.0);
        args.set("after", story.pictures.1);
        args.set("values", story.values);
        lang.say(&self.message_id("move-story"), Some(&args))
    }

    /// How little a move of this size (`to - from`) does, in `lang`: `it carries only
    /// 1 piece down a stair`.
    ///
    /// ```
    /// use hopnim::{game::Rules, lang::Lang};
    /// assert_eq!(Rules::Slide.set().move_size(2, Lang::En), "it moves its piece only 2 cells");
    /// ```
    pub fn move_size(&self, cells: u32, lang: Lang) -> String {
        self.counted("move-size", cells, lang)
    }

    /// A move's size (`to - from`), with its verb, in `lang`: `carries 2 pieces`,
    /// `moves 3 cells`.
    pub fn step(&self, cells: u32, lang: Lang) -> String {
        self.counted("step", cells, lang)
    }

    /// The message `word` of this rule set with its `$count`.
    fn counted(&self, word: &str, count: u32, lang: Lang) -> String {
        let mut args = Args::new();
        args.set("count", count);
        lang.say(&self.message_id(word), Some(&args))
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

/// A rule set's normal-play problem, as a package names it.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The problem's title: `Chess`, `Leaping Chess`, `Sliding Chess`.
    pub title: &'static str,
    /// Its title in the Chinese statement: `高手过招`, `飞跃棋`, `滑动棋`. A problem's
    /// name, not the rule set's (跳子, Welter 游戏, 滑动): a statement that named
    /// Welter's game would give its solution away, and the English one does not.
    pub title_zh: &'static str,
    /// What the package's `source` adds after the contest: `, Welter's rules`.
    pub source_note: &'static str,
    /// The last digits of the package's UUID, one per problem hopnim writes.
    pub uuid_tail: u8,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;

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
        let told = Rules::Slide.set().move_story(&story, Lang::En);
        assert_eq!(
            told,
            "slides piece 1 by 2 cells, from its gap on stair 1 to the one on stair 0: row 1's \
             odd-stair gaps go from 1:3* to 1:1*, its value from 3 to 1"
        );
        let hop = Rules::Hop.set().move_story(&story, Lang::En);
        assert!(
            hop.starts_with("carries 2 pieces from stair 5 to stair 4:"),
            "{hop}"
        );
    }
}
