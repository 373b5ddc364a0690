//! The staircase theory proved by computation: for every row of every width up to a
//! bound, the value by the definition (`mex` over the moves) against the staircase
//! formula (the XOR of the odd stairs).
//!
//! One [`GrundyTable`] of the widest width holds every narrower width too: a row of
//! width `w` with mask `m` is the row of width `W > w` with the same mask, the extra
//! empty cells on the left changing no move. So the rows of width `w` are the masks
//! below `2^w` of the one table, and each is checked as it is computed.
//!
//! ```
//! let verification = hopnim::proof::verify::verify(8, |_| {})?;
//! assert!(verification.holds());
//! let width_3 = &verification.widths()[2];
//! assert_eq!(width_3.rows(), 8);
//! assert_eq!(width_3.by_value(), &[5, 2, 1]); // five P-positions, two of value 1, one of 2
//! assert_eq!(width_3.p_positions(), 5);
//! # Ok::<(), hopnim::proof::table::TableError>(())
//! ```

use std::fmt;
use std::sync::Mutex;

use crate::game::Rules;
use crate::game::rules::{Rule, WithRule};
use crate::game::{Nimber, Row};
use crate::proof::table::{GrundyTable, TableError};

/// Slots for values: a row of width `≤ 32` has a value of at most 31; one spare slot
/// holds the only other value a `u32` `mex` can give.
const VALUE_SLOTS: usize = GrundyTable::MAX_WIDTH as usize + 1;

/// Bit lengths of masks: 0 (the empty mask) to 32.
const LENGTHS: usize = GrundyTable::MAX_WIDTH as usize + 1;

/// How many rows of one width have each Grundy value (by the definition).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WidthCounts {
    width: u32,
    by_value: Vec<u64>,
}

impl WidthCounts {
    /// The width of the rows counted.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The number of rows checked: every row of the width, `2^width`.
    pub fn rows(&self) -> u64 {
        self.by_value.iter().sum()
    }

    /// The number of P-positions: rows of value 0, lost for the player to move.
    pub fn p_positions(&self) -> u64 {
        self.by_value.first().copied().unwrap_or(0)
    }

    /// `by_value()[v]` rows have value `v`; the list ends at the largest value found.
    pub fn by_value(&self) -> &[u64] {
        &self.by_value
    }
}

/// A row where the definition and the staircase formula disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counterexample {
    /// The rule set whose formula is wrong.
    pub rules: Rules,
    /// The row, at the narrowest width that holds it.
    pub row: Row,
    /// Its value by the definition.
    pub by_definition: Nimber,
    /// Its value by the staircase formula.
    pub by_formula: Nimber,
}

impl fmt::Display for Counterexample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "row {} (width {}): the definition gives {}, {} gives {}",
            self.row,
            self.row.width(),
            self.by_definition,
            self.rules.formula_name(),
            self.by_formula
        )
    }
}

/// The outcome of [`verify`]: the counts per width, and the first row (in mask order)
/// where the formula is wrong, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    widths: Vec<WidthCounts>,
    counterexample: Option<Counterexample>,
}

impl Verification {
    /// Whether the formula equals the definition on every row checked.
    pub fn holds(&self) -> bool {
        self.counterexample.is_none()
    }

    /// The counts of widths `1..=max_width`, narrowest first.
    pub fn widths(&self) -> &[WidthCounts] {
        &self.widths
    }

    /// The row of smallest mask where the formula is wrong; `None` if it never is.
    pub fn counterexample(&self) -> Option<Counterexample> {
        self.counterexample
    }

    /// The rows checked over all widths: `Σ 2^w`.
    pub fn rows_checked(&self) -> u64 {
        self.widths.iter().map(WidthCounts::rows).sum()
    }
}

/// Checks the staircase formula ([`grundy_of_mask`](crate::grundy_of_mask)) against
/// the definition on every row of every width `1..=max_width` (`max_width ≤ 32`), in
/// parallel on the current rayon pool. Takes about one byte per row of the widest
/// width. `on_progress(rows)` is called from the worker threads as rows are done,
/// `2^max_width` rows in all.
pub fn verify(
    max_width: u32,
    on_progress: impl Fn(u64) + Sync,
) -> Result<Verification, TableError> {
    verify_rules(Rules::default(), max_width, on_progress)
}

/// [`verify`] for any rule set: its formula ([`Rules::grundy_of_mask`]) against its
/// definition.
///
/// ```
/// use hopnim::proof::verify::verify_rules;
/// let verification = verify_rules("welter".parse()?, 10, |_| {})?;
/// assert!(verification.holds());
/// assert_eq!(verification.rows_checked(), (2 << 10) - 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn verify_rules(
    rules: Rules,
    max_width: u32,
    on_progress: impl Fn(u64) + Sync,
) -> Result<Verification, TableError> {
    verify_rules_while(rules, max_width, on_progress, || true)
}

/// [`verify_rules`], asking `keep_going()` from the worker threads before each chunk
/// of up to `2^14` rows: once it says no, the check stops soon after with
/// [`TableError::Stopped`] (Ctrl-C in a caller that polls for it, say).
///
/// ```
/// use hopnim::proof::{table::TableError, verify::verify_rules_while};
/// let slide = "slide".parse()?;
/// assert!(verify_rules_while(slide, 10, |_| {}, || true)?.holds());
/// let stopped = verify_rules_while(slide, 10, |_| {}, || false);
/// assert_eq!(stopped, Err(TableError::Stopped));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn verify_rules_while(
    rules: Rules,
    max_width: u32,
    on_progress: impl Fn(u64) + Sync,
    keep_going: impl Fn() -> bool + Sync,
) -> Result<Verification, TableError> {
    rules.with_rule(VerifyRules {
        rules,
        max_width,
        on_progress,
        keep_going,
    })
}

/// [`verify_rules_while`] under the type of its rule set, so that the formula checked
/// on every row is inlined into the loop.
struct VerifyRules<P, K> {
    rules: Rules,
    max_width: u32,
    on_progress: P,
    keep_going: K,
}

impl<P: Fn(u64) + Sync, K: Fn() -> bool + Sync> WithRule for VerifyRules<P, K> {
    type Output = Result<Verification, TableError>;

    fn run<R: Rule>(self) -> Self::Output {
        verify_against(
            self.rules,
            self.max_width,
            R::grundy_of_mask,
            self.on_progress,
            self.keep_going,
        )
    }
}

/// What the chunks found, merged.
struct Tally {
    /// `by_length[l][v]`: rows whose mask has bit length `l` and value `v`.
    by_length: [[u64; VALUE_SLOTS]; LENGTHS],
    /// The smallest mask where the formula differs.
    first_difference: Option<u64>,
}

/// [`verify`] against any formula, so that the tests can check how a wrong one is
/// caught.
fn verify_against(
    rules: Rules,
    max_width: u32,
    formula: impl Fn(u64) -> u32 + Sync,
    on_progress: impl Fn(u64) + Sync,
    keep_going: impl Fn() -> bool + Sync,
) -> Result<Verification, TableError> {
    let tally = Mutex::new(Tally {
        by_length: [[0; VALUE_SLOTS]; LENGTHS],
        first_difference: None,
    });
    let visit = |first: u64, values: &[u8]| {
        let mut by_length = [[0u64; VALUE_SLOTS]; LENGTHS];
        let mut difference = None;
        for (mask, &value) in (first..).zip(values) {
            by_length[(u64::BITS - mask.leading_zeros()) as usize][usize::from(value)] += 1;
            if difference.is_none() && formula(mask) != u32::from(value) {
                difference = Some(mask);
            }
        }
        let mut tally = tally
            .lock()
            .expect("no chunk panics while holding the tally");
        for (total, chunk) in tally.by_length.iter_mut().zip(&by_length) {
            for (total, count) in total.iter_mut().zip(chunk) {
                *total += count;
            }
        }
        tally.first_difference = match (tally.first_difference, difference) {
            (Some(known), Some(found)) => Some(known.min(found)),
            (known, found) => known.or(found),
        };
        drop(tally);
        on_progress(values.len() as u64);
    };
    let table = GrundyTable::build_visiting_while(rules, max_width, visit, keep_going)?;
    let tally = tally.into_inner().expect("no chunk panicked");

    let mut widths = Vec::new();
    let mut running = [0u64; VALUE_SLOTS];
    for length in 0..=max_width as usize {
        for (total, count) in running.iter_mut().zip(&tally.by_length[length]) {
            *total += count;
        }
        if length >= 1 {
            let used = running
                .iter()
                .rposition(|&count| count > 0)
                .map_or(0, |v| v + 1);
            widths.push(WidthCounts {
                width: length as u32,
                by_value: running[..used].to_vec(),
            });
        }
    }
    let counterexample = tally.first_difference.map(|mask| {
        let width = (u64::BITS - mask.leading_zeros()).max(1);
        Counterexample {
            rules,
            row: Row::new(width, mask).expect("the mask fits its bit length"),
            by_definition: table.grundy(mask),
            by_formula: Nimber(formula(mask)),
        }
    });
    Ok(Verification {
        widths,
        counterexample,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_formula_is_caught_at_its_first_row() {
        // Counting every stair, not only the odd ones, first fails on `x2` (mask 4):
        // one piece on stair 2.
        let every_stair = |mask: u64| {
            let row = Row::new(64, mask).unwrap();
            crate::Staircase::stairs(&row)
                .piles()
                .iter()
                .filter(|pile| pile.stair > 0)
                .fold(0, |acc, pile| acc ^ pile.pieces)
        };
        let verification = verify_against(Rules::Hop, 6, every_stair, |_| {}, || true).unwrap();
        assert!(!verification.holds());
        let counterexample = verification.counterexample().unwrap();
        assert_eq!(counterexample.row.to_string(), "x2");
        assert_eq!(counterexample.by_definition, Nimber(0));
        assert_eq!(counterexample.by_formula, Nimber(1));
        assert_eq!(
            counterexample.to_string(),
            "row x2 (width 3): the definition gives 0, the staircase formula gives 1"
        );
        // The counts are the definition's all the same.
        assert_eq!(verification.widths(), verify(6, |_| {}).unwrap().widths());
    }

    #[test]
    fn the_first_difference_is_the_smallest_mask_whatever_the_chunk_order() {
        // Wrong on two rows far apart: the smaller one is reported.
        let wrong_twice =
            |mask: u64| crate::grundy_of_mask(mask) ^ u32::from(mask == 0b1 << 17 || mask == 0b101);
        let verification = verify_against(Rules::Hop, 18, wrong_twice, |_| {}, || true).unwrap();
        assert_eq!(
            verification.counterexample().unwrap().row.to_string(),
            "x1x"
        );
    }

    #[test]
    fn progress_adds_up_to_the_widest_width() {
        let done = std::sync::atomic::AtomicU64::new(0);
        verify(17, |rows| {
            done.fetch_add(rows, std::sync::atomic::Ordering::Relaxed);
        })
        .unwrap();
        assert_eq!(done.into_inner(), 1 << 17);
    }

    #[test]
    fn width_one_has_two_p_positions() {
        let verification = verify(1, |_| {}).unwrap();
        assert_eq!(verification.widths().len(), 1);
        assert_eq!(verification.widths()[0].by_value(), &[2]);
        assert_eq!(verification.rows_checked(), 2);
    }
}
