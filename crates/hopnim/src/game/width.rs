//! Board widths: one type per range, each range stated once, parsed the same way by
//! the library and the command line.

use std::fmt;
use std::str::FromStr;

use crate::phrase;
use crate::phrase::{Phrase, Quoted};

/// The classic board width of HDU 5724.
pub const CLASSIC_WIDTH: u32 = 20;

/// The widest row a [`Row`](crate::Row) bitboard holds.
pub const MAX_WIDTH: u32 = 64;

/// The widest board of all: rows wider than [`MAX_WIDTH`] are kept as lists of
/// columns ([`WideRow`](crate::WideRow)).
pub const MAX_BOARD_WIDTH: u32 = 1_000_000;

/// A width in `MIN..=MAX`, checked when it is made; [`FromStr`] gives the message a
/// user should see for a bad one.
///
/// ```
/// use hopnim::game::{BoardWidth, RowWidth};
/// let width: RowWidth = "20".parse()?;
/// assert_eq!(width.get(), 20);
/// assert_eq!("65".parse::<RowWidth>().unwrap_err().to_string(), "width 65 is out of range (1..=64)");
/// assert_eq!("wide".parse::<BoardWidth>().unwrap_err().to_string(),
///            "`wide` is not a width (a whole number from 1 to 1000000)");
/// # Ok::<(), hopnim::game::WidthError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Width<const MIN: u32, const MAX: u32>(u32);

/// Any board: `1..=1000000` ([`MAX_BOARD_WIDTH`]).
pub type BoardWidth = Width<1, MAX_BOARD_WIDTH>;

/// A bitboard row: `1..=64` ([`MAX_WIDTH`]).
pub type RowWidth = Width<1, MAX_WIDTH>;

/// A row that can hold a move: `2..=64` (a one-cell row never has one).
pub type PlayableWidth = Width<2, MAX_WIDTH>;

impl<const MIN: u32, const MAX: u32> Width<MIN, MAX> {
    /// The smallest width of the range.
    pub const MIN: u32 = MIN;
    /// The largest width of the range.
    pub const MAX: u32 = MAX;

    /// `width`, if it is in the range.
    pub const fn new(width: u64) -> Result<Self, WidthError> {
        if width < MIN as u64 || width > MAX as u64 {
            return Err(WidthError::OutOfRange {
                width,
                min: MIN,
                max: MAX,
            });
        }
        Ok(Width(width as u32))
    }

    /// The width as a number.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl<const MIN: u32, const MAX: u32> Default for Width<MIN, MAX> {
    /// The classic width, 20.
    fn default() -> Self {
        Width(CLASSIC_WIDTH)
    }
}

impl<const MIN: u32, const MAX: u32> FromStr for Width<MIN, MAX> {
    type Err = WidthError;

    fn from_str(text: &str) -> Result<Self, WidthError> {
        let width: u64 = text.parse().map_err(|_| WidthError::NotANumber {
            text: Quoted::new(text),
            min: MIN,
            max: MAX,
        })?;
        Width::new(width)
    }
}

impl<const MIN: u32, const MAX: u32> fmt::Display for Width<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<const MIN: u32, const MAX: u32> From<Width<MIN, MAX>> for u32 {
    fn from(width: Width<MIN, MAX>) -> u32 {
        width.0
    }
}

/// Why a number is not a width of the range asked for. It says so in any language
/// ([`WidthError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WidthError {
    /// The width is outside the range.
    OutOfRange {
        /// The width asked for.
        width: u64,
        /// The smallest width allowed.
        min: u32,
        /// The largest width allowed.
        max: u32,
    },
    /// The text is not a whole number.
    NotANumber {
        /// The text given, quoted.
        text: Quoted,
        /// The smallest width allowed.
        min: u32,
        /// The largest width allowed.
        max: u32,
    },
}

impl WidthError {
    /// What is wrong, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{game::PlayableWidth, lang::Lang};
    /// let error = PlayableWidth::new(65).unwrap_err();
    /// assert_eq!(Lang::En.say(error.phrase()), "width 65 is out of range (2..=64)");
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "宽度 65 超出范围（应为 2 到 64）");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            &WidthError::OutOfRange { width, min, max } => phrase!(
                "width-out-of-range",
                width = width.to_string(),
                min = min,
                max = max
            ),
            WidthError::NotANumber { text, min, max } => {
                phrase!("width-not-a-number", text = text, min = *min, max = *max)
            }
        }
    }
}

crate::phrase::said_in_english!(WidthError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_range_refuses_what_lies_outside_it() {
        assert!(RowWidth::new(0).is_err());
        assert_eq!(RowWidth::new(64).unwrap().get(), 64);
        assert!(RowWidth::new(65).is_err());
        assert_eq!(
            PlayableWidth::new(1).unwrap_err().to_string(),
            "width 1 is out of range (2..=64)"
        );
        assert_eq!(BoardWidth::new(1_000_000).unwrap().get(), 1_000_000);
        assert!(BoardWidth::new(u64::MAX).is_err());
        assert_eq!(BoardWidth::default().get(), CLASSIC_WIDTH);
    }
}
