//! Nimbers: the values of impartial games, added by XOR.

use std::fmt;
use std::ops::{Add, AddAssign};

/// A nimber `*n`: the value of an impartial game. Adding nimbers is XOR.
///
/// ```
/// use hopnim::Nimber;
/// assert_eq!(Nimber(3) + Nimber(5), Nimber(6));
/// assert_eq!(Nimber(7) + Nimber(7), Nimber::ZERO);
/// assert_eq!(Nimber(2).to_string(), "2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Nimber(pub u32);

impl Nimber {
    /// The value of a lost position (for the player to move): `*0`.
    pub const ZERO: Nimber = Nimber(0);

    /// The nimber as a plain number.
    pub const fn value(self) -> u32 {
        self.0
    }

    /// Whether the player to move loses with best play (the value is 0).
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }
}

// Nimber addition is XOR by definition, not a slip.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;

    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
