//! The judge format's grammar as a state machine over numbers: `T`, then per test `n`,
//! then per row `m` and `m` positions. Every reader (the plain one, the fast one, the
//! parallel one) feeds it the same numbers, so they agree by construction on what is
//! valid and what each test is worth.

use crate::game::Row;
use crate::game::{Value, Variant, WideRow};
use crate::judge::error::{Expected, JudgeErrorKind};

/// What the machine expects next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    TestCount,
    RowCount,
    PieceCount,
    /// `left` more positions of the current row.
    Position {
        left: u64,
    },
    /// All `T` tests are read: only white space may follow.
    End,
}

/// What one number completed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Event {
    /// Nothing complete yet.
    Nothing,
    /// A row is complete (see [`Machine::row`]); its test goes on.
    Row,
    /// A row is complete and it was its test's last: the test's value.
    RowEndsTest(Value),
    /// A test with `n = 0` rows: begun and ended, of value 0.
    EmptyTest,
}

/// Why the machine refused a number: small, so the hot path returns it in registers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Refusal {
    TooManyPieces(u64),
    OutOfRange(u64),
    Duplicate(u64),
    AfterLastTest(u64),
}

/// A row wider than 64 cells: a bit set over the columns (for duplicates) and the
/// columns in the order given.
#[derive(Clone, Debug)]
struct WideColumns {
    seen: Vec<u64>,
    columns: Vec<u32>,
}

/// The grammar of the judge format, fed one number at a time.
#[derive(Clone, Debug)]
pub(crate) struct Machine {
    width: u32,
    variant: Variant,
    expect: Expect,
    /// The current row's mask (rows up to 64 wide).
    mask: u64,
    /// The current row, for rows wider than 64.
    wide: Option<Box<WideColumns>>,
    tests: u64,
    /// The current test's 1-based number (0 before the first).
    test: u64,
    rows_in_test: u64,
    /// Rows of the current test begun so far.
    rows_read: u64,
    /// `m` of the current row.
    pieces: u64,
    sum: Value,
}

impl Machine {
    /// A machine for rows of `width` cells (`1..=MAX_BOARD_WIDTH`) of `variant`.
    pub(crate) fn new(width: u32, variant: Variant) -> Machine {
        let wide = (width > 64).then(|| {
            Box::new(WideColumns {
                seen: vec![0; (width as usize).div_ceil(64) + 1],
                columns: Vec::new(),
            })
        });
        Machine {
            width,
            variant,
            expect: Expect::TestCount,
            mask: 0,
            wide,
            tests: 0,
            test: 0,
            rows_in_test: 0,
            rows_read: 0,
            pieces: 0,
            sum: Value::ZERO,
        }
    }

    /// The width of the rows.
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// The game the tests are valued in.
    pub(crate) fn variant(&self) -> Variant {
        self.variant
    }

    /// The number expected next, for errors; `None` once every test is read.
    pub(crate) fn expected(&self) -> Option<Expected> {
        match self.expect {
            Expect::TestCount => Some(Expected::TestCount),
            Expect::RowCount => Some(Expected::RowCount),
            Expect::PieceCount => Some(Expected::PieceCount),
            Expect::Position { .. } => Some(Expected::Position),
            Expect::End => None,
        }
    }

    /// What ran short if the input ends now: the declared `T`, `n` or `m`.
    pub(crate) fn declared(&self) -> Option<u64> {
        match self.expect {
            Expect::TestCount | Expect::End => None,
            Expect::RowCount => Some(self.tests),
            Expect::PieceCount => Some(self.rows_in_test),
            Expect::Position { .. } => Some(self.pieces),
        }
    }

    /// The test and row (1-based) the next number belongs to, for messages.
    pub(crate) fn context(&self) -> (Option<u64>, Option<u64>) {
        match self.expect {
            Expect::TestCount | Expect::End => (None, None),
            Expect::RowCount => (Some(self.test + 1), None),
            Expect::PieceCount => (Some(self.test), Some(self.rows_read + 1)),
            Expect::Position { .. } => (Some(self.test), Some(self.rows_read)),
        }
    }

    /// Whether every test is read.
    pub(crate) fn is_done(&self) -> bool {
        self.expect == Expect::End
    }

    /// The error for an input that ends now; `None` if ending now is fine.
    pub(crate) fn end_error(&self) -> Option<JudgeErrorKind> {
        self.expected()
            .map(|expected| JudgeErrorKind::UnexpectedEnd {
                expected,
                declared: self.declared(),
            })
    }

    /// The error a refusal stands for.
    pub(crate) fn error_of(&self, refusal: Refusal) -> JudgeErrorKind {
        let width = self.width;
        match refusal {
            Refusal::TooManyPieces(count) => JudgeErrorKind::TooManyPieces { count, width },
            Refusal::OutOfRange(position) => JudgeErrorKind::PositionOutOfRange { position, width },
            Refusal::Duplicate(position) => JudgeErrorKind::DuplicatePosition { position },
            Refusal::AfterLastTest(value) => JudgeErrorKind::TrailingData {
                token: value.to_string(),
            },
        }
    }

    /// The last complete row as a bitboard, for widths up to 64.
    pub(crate) fn row(&self) -> Option<Row> {
        match self.wide {
            None => Row::new(self.width, self.mask).ok(),
            Some(_) => None,
        }
    }

    /// The last complete row, of any width.
    pub(crate) fn wide_row(&self) -> WideRow {
        match &self.wide {
            None => Row::new(self.width, self.mask)
                .expect("the mask fits the width")
                .into(),
            Some(wide) => WideRow::new(self.width, wide.columns.clone())
                .expect("the machine checked the columns"),
        }
    }

    /// The row being read, if it is a narrow row waiting for positions: how many
    /// positions are left, the mask so far, and `m`. A fast reader may read the rest
    /// of the row itself and hand it back with [`Machine::finish_narrow_row`] or
    /// [`Machine::pause_narrow_row`].
    #[inline(always)]
    pub(crate) fn narrow_row_in_progress(&self) -> Option<(u64, u64, u64)> {
        match self.expect {
            Expect::Position { left } if self.wide.is_none() => {
                Some((left, self.mask, self.pieces))
            }
            _ => None,
        }
    }

    /// Begins a narrow row of `count` pieces if the machine waits for a row's `m` and
    /// `count` is fine (`1..=width`): the fast reader's inline path for the count that
    /// opens every row; it then reads the positions itself and ends the row with
    /// [`Machine::finish_narrow_row`]. Anything else returns `false` and changes
    /// nothing: [`Machine::feed`] takes it.
    #[inline(always)]
    pub(crate) fn begin_narrow_row(&mut self, count: u64) -> bool {
        if self.expect != Expect::PieceCount
            || self.wide.is_some()
            || count.wrapping_sub(1) >= u64::from(self.width)
        {
            return false;
        }
        self.rows_read += 1;
        self.pieces = count;
        self.mask = 0;
        self.expect = Expect::Position { left: count };
        true
    }

    /// Ends the narrow row in progress with the complete `mask`, which a fast reader
    /// checked: every position in range, none twice.
    #[inline(always)]
    pub(crate) fn finish_narrow_row(&mut self, mask: u64) -> Event {
        self.mask = mask;
        self.end_row()
    }

    /// Takes `count` whole rows that a fast reader read and checked itself (each `m`
    /// at most the width, positions in range and distinct), worth `sum` together.
    /// `None` unless the machine is waiting for a row's `m` and the current test has
    /// at least `count` rows left.
    pub(crate) fn take_checked_rows(&mut self, count: u64, sum: Value) -> Option<Event> {
        if self.expect != Expect::PieceCount || count > self.rows_in_test - self.rows_read {
            return None;
        }
        self.rows_read += count;
        Some(self.end_row_with(sum))
    }

    /// Records the progress of a fast reader in the narrow row in progress: `left`
    /// positions to go, the checked `mask` so far.
    pub(crate) fn pause_narrow_row(&mut self, left: u64, mask: u64) {
        self.mask = mask;
        self.expect = Expect::Position { left };
    }

    /// Takes the next number. A number that does not fit the grammar is refused (the
    /// machine is then spent). The common case, a fresh position in a row up to 64
    /// wide, takes a handful of instructions.
    #[inline(always)]
    pub(crate) fn feed(&mut self, value: u64) -> Result<Event, Refusal> {
        if let Expect::Position { left } = self.expect
            && self.wide.is_none()
            && value.wrapping_sub(1) < u64::from(self.width)
        {
            let bit = 1u64 << (u64::from(self.width) - value);
            if self.mask & bit == 0 {
                self.mask |= bit;
                if left > 1 {
                    self.expect = Expect::Position { left: left - 1 };
                    return Ok(Event::Nothing);
                }
                return Ok(self.end_row());
            }
        }
        self.feed_other(value)
    }

    /// Everything but a fresh narrow position.
    #[inline(never)]
    fn feed_other(&mut self, value: u64) -> Result<Event, Refusal> {
        match self.expect {
            Expect::Position { left } => self.wide_or_bad_position(value, left),
            Expect::PieceCount => self.piece_count(value),
            Expect::RowCount => Ok(self.row_count(value)),
            Expect::TestCount => {
                self.tests = value;
                self.expect = if value == 0 {
                    Expect::End
                } else {
                    Expect::RowCount
                };
                Ok(Event::Nothing)
            }
            Expect::End => Err(Refusal::AfterLastTest(value)),
        }
    }

    fn row_count(&mut self, value: u64) -> Event {
        self.test += 1;
        self.rows_in_test = value;
        self.rows_read = 0;
        self.sum = Value::ZERO;
        if value == 0 {
            self.end_test();
            Event::EmptyTest
        } else {
            self.expect = Expect::PieceCount;
            Event::Nothing
        }
    }

    fn end_test(&mut self) {
        self.expect = if self.test == self.tests {
            Expect::End
        } else {
            Expect::RowCount
        };
    }

    fn piece_count(&mut self, count: u64) -> Result<Event, Refusal> {
        self.rows_read += 1;
        if count > u64::from(self.width) {
            return Err(Refusal::TooManyPieces(count));
        }
        self.pieces = count;
        self.mask = 0;
        if let Some(wide) = &mut self.wide {
            for &column in &wide.columns {
                wide.seen[column as usize / 64] = 0;
            }
            wide.columns.clear();
        }
        if count == 0 {
            return Ok(self.end_row());
        }
        self.expect = Expect::Position { left: count };
        Ok(Event::Nothing)
    }

    /// A position in a wide row, or a refused one in a narrow row.
    fn wide_or_bad_position(&mut self, position: u64, left: u64) -> Result<Event, Refusal> {
        if position == 0 || position > u64::from(self.width) {
            return Err(Refusal::OutOfRange(position));
        }
        let Some(wide) = &mut self.wide else {
            return Err(Refusal::Duplicate(position));
        };
        let (word, bit) = (position as usize / 64, 1u64 << (position % 64));
        if wide.seen[word] & bit != 0 {
            return Err(Refusal::Duplicate(position));
        }
        wide.seen[word] |= bit;
        wide.columns.push(position as u32);
        if left > 1 {
            self.expect = Expect::Position { left: left - 1 };
            return Ok(Event::Nothing);
        }
        Ok(self.end_row())
    }

    #[inline(always)]
    fn end_row(&mut self) -> Event {
        let value = match &self.wide {
            None => self.variant.value_of_mask(self.mask),
            Some(_) => self.variant.value_of(&self.wide_row()),
        };
        self.end_row_with(value)
    }

    #[inline(always)]
    fn end_row_with(&mut self, value: Value) -> Event {
        self.sum += value;
        if self.rows_read == self.rows_in_test {
            self.end_test();
            Event::RowEndsTest(self.sum)
        } else {
            self.expect = Expect::PieceCount;
            Event::Row
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_machine_reads_rows_and_finds_duplicates() {
        let mut machine = Machine::new(100, Variant::default());
        for n in [1, 1, 3, 100, 3] {
            assert_eq!(machine.feed(n).unwrap(), Event::Nothing);
        }
        // Stairs: 100 on 0, 50 on 49, 3 on 95: two odd piles of one.
        assert_eq!(machine.feed(50).unwrap(), Event::RowEndsTest(Value::ZERO));
        assert_eq!(machine.wide_row().columns(), &[3, 50, 100]);
        assert!(machine.is_done());
        let mut machine = Machine::new(100, Variant::default());
        for n in [1, 1, 2, 70] {
            machine.feed(n).unwrap();
        }
        assert!(matches!(machine.feed(70), Err(Refusal::Duplicate(70))));
    }
}
