//! Which rule set is played ([`Rules`]): the family's rule sets by name, at run time.
//! What each one does is its own file's; `rules/mod.rs` reaches it through the one
//! dispatch.

/// How a piece moves: the rule sets of the family.
///
/// ```
/// use hopnim::{Nimber, Row, game::Rules};
/// let rules: Rules = "welter".parse()?;
/// assert_eq!(rules, Rules::Welter);
/// assert_eq!(Rules::default(), Rules::Hop);
/// // One row, three games: pieces on columns 1 and 4 of 5.
/// let row: Row = "x2x1".parse()?;
/// assert_eq!(Rules::Hop.grundy_of(&row), Nimber(0));
/// assert_eq!(Rules::Welter.grundy_of(&row), Nimber(4));
/// assert_eq!(Rules::Slide.grundy_of(&row), Nimber(2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum Rules {
    /// One cell to the right, or over the block of pieces to its right onto the
    /// first empty cell after it (HDU 5724).
    #[default]
    Hop,
    /// Onto any empty cell to its right, jumping whatever lies between (Welter's game).
    Welter,
    /// Right over empty cells only, as far as it likes, never passing a piece.
    Slide,
}

impl Rules {
    /// Every rule set, the default first.
    pub const ALL: [Rules; 3] = [Rules::Hop, Rules::Welter, Rules::Slide];

    /// The default rules, HDU 5724's own: what JSON and messages leave unnamed.
    pub const DEFAULT: Rules = Rules::Hop;

    /// Whether these are the default rules (hop), which JSON and messages leave
    /// unnamed.
    pub const fn is_default(self) -> bool {
        matches!(self, Rules::DEFAULT)
    }
}
