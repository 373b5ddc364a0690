//! What a judge input holds ([`JudgeSpec`]): boards of one width, in one game of the
//! family that a proof covers at that width.

use crate::game::{BoardWidth, UnprovedWidth, Variant, WidthError};

/// What a judge input holds: boards of one width, in one game of the family. Built
/// with [`JudgeSpec::new`], which refuses a game no proof covers at that width, so a
/// spec never asks for a guess.
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::judge::JudgeSpec;
/// let spec = JudgeSpec::default();
/// assert_eq!((spec.width().get(), spec.variant()), (20, Variant::default()));
/// let wide = JudgeSpec::new("1000".parse()?, Variant::new("slide".parse()?, true))?;
/// assert_eq!(wide.width().get(), 1000);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct JudgeSpec {
    pub(super) width: BoardWidth,
    pub(super) variant: Variant,
}

impl JudgeSpec {
    /// Boards of width `width` in the game `variant`, or why hopnim will not judge
    /// them: misère play of Welter's game on rows wider than its proof
    /// ([`Variant::proved_width`]).
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// use hopnim::judge::JudgeSpec;
    /// let welter_misere = Variant::new("welter".parse()?, true);
    /// let proved = JudgeSpec::new("24".parse()?, welter_misere)?;
    /// assert_eq!(proved.variant(), welter_misere);
    /// let unproved = JudgeSpec::new("25".parse()?, welter_misere).unwrap_err();
    /// assert_eq!((unproved.proved, unproved.width), (24, 25));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn new(width: BoardWidth, variant: Variant) -> Result<JudgeSpec, UnprovedWidth> {
        match variant.for_width(width.get()) {
            Ok(variant) => Ok(JudgeSpec { width, variant }),
            Err(unproved) => Err(unproved),
        }
    }

    /// Boards of width `width` in the default game.
    ///
    /// ```
    /// assert_eq!(hopnim::judge::JudgeSpec::of_width(30)?.width().get(), 30);
    /// assert!(hopnim::judge::JudgeSpec::of_width(0).is_err());
    /// # Ok::<(), hopnim::game::WidthError>(())
    /// ```
    pub fn of_width(width: u64) -> Result<JudgeSpec, WidthError> {
        Ok(JudgeSpec {
            width: BoardWidth::new(width)?,
            variant: Variant::default(),
        })
    }

    /// The board width: positions run from 1 to it.
    pub const fn width(&self) -> BoardWidth {
        self.width
    }

    /// The game the tests are played in.
    pub const fn variant(&self) -> Variant {
        self.variant
    }
}
