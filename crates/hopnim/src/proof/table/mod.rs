//! Grundy tables: the value of every row of one width, computed from the definition,
//! and written out as bytes or CSV.
//!
//! [`GrundyTable::build`] uses no staircase theory: it takes the `mex` over every
//! move of every row, in an order where each move's result is already known (see the
//! `sweep` module), in parallel on the current rayon pool. It is the fast twin of
//! [`table_by_definition`](crate::proof::definition::table_by_definition), which the tests compare it
//! with.
//!
//! ```
//! use hopnim::proof::table::{GrundyTable, TableFormat};
//! let table = GrundyTable::build(3)?;
//! assert_eq!(table.values(), &[0, 0, 1, 0, 0, 1, 2, 0]);
//! let mut csv = Vec::new();
//! table.write(TableFormat::Csv, &mut csv)?;
//! assert!(String::from_utf8(csv)?.starts_with("3,0\n2x,0\n1x1,1\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::str::FromStr;

use crate::game::rules::TableSource;
use crate::game::{Nimber, Row};
use crate::game::{Rules, Width};
use crate::phrase;
use crate::phrase::{Message, Phrase};
use crate::proof::memory::{OutOfMemory, filled_vec};

mod sweep;

/// The width of a table: `1..=32` ([`GrundyTable::MAX_WIDTH`]); a table takes `2^W`
/// bytes.
pub type TableWidth = Width<1, { GrundyTable::MAX_WIDTH }>;

/// Why a table cannot be built. It says so in any language ([`TableError::phrase`]);
/// its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The width is 0 or larger than [`GrundyTable::MAX_WIDTH`].
    Width {
        /// The width asked for.
        width: u32,
    },
    /// The caller's `keep_going` said no before the table was done
    /// ([`GrundyTable::of_rules_into`]).
    Stopped,
    /// The system refused the table's memory.
    Memory(#[from] OutOfMemory),
}

impl TableError {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{lang::Lang, proof::table::GrundyTable};
    /// let error = GrundyTable::build(33).unwrap_err();
    /// assert_eq!(error.to_string(), "width 33 is out of range for a table (1..=32)");
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "宽度 33 超出 SG 值表的范围（应为 1 到 32）");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            &TableError::Width { width } => phrase!(
                "table-width-out-of-range",
                width = width,
                max = GrundyTable::MAX_WIDTH
            ),
            TableError::Stopped => phrase!("table-stopped"),
            TableError::Memory(error) => error.phrase(),
        }
    }
}

crate::phrase::said_in_english!(TableError);

/// The Grundy value of every row of one width, by the definition, indexed by row mask
/// (bit `width - c` set iff column `c` holds a piece). One byte per row.
///
/// ```
/// use hopnim::{proof::table::GrundyTable, Nimber, Row};
/// let table = GrundyTable::build(20)?;
/// let row: Row = "18x1".parse()?;
/// assert_eq!(table.grundy(row.mask()), Nimber(1));
/// assert_eq!(table.values().len(), 1 << 20);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    width: u32,
    values: Vec<u8>,
}

impl GrundyTable {
    /// The widest table this builds: `2^32` rows, 4 GiB.
    pub const MAX_WIDTH: u32 = 32;

    /// Computes the table of `width` (`1..=32`) by the definition, in parallel.
    pub fn build(width: u32) -> Result<GrundyTable, TableError> {
        GrundyTable::build_with_progress(width, |_| {})
    }

    /// The table of `width` under any rule set, by the definition, in parallel, calling
    /// `on_progress(rows)` as rows are done. Hop takes its own sweep (module `sweep`);
    /// Welter's game and the sliding game look every move up.
    ///
    /// ```
    /// use hopnim::proof::table::GrundyTable;
    /// let table = GrundyTable::build_for("welter".parse()?, 16, |_| {})?;
    /// assert_eq!(table.values()[0b11_0000], 0); // coins 4 and 5
    /// assert_eq!(table.values()[0b1000], 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn build_for(
        rules: Rules,
        width: u32,
        on_progress: impl Fn(u64) + Sync,
    ) -> Result<GrundyTable, TableError> {
        GrundyTable::build_visiting_for(rules, width, |_, values| on_progress(values.len() as u64))
    }

    /// The table `hopnim table --rules R` writes, from where the rule set says
    /// ([`RuleSet::table`](crate::game::rules::RuleSet::table)): hop's from the
    /// definition's own sweep (as fast as its formula), Welter's and slide's by their
    /// formulas.
    ///
    /// ```
    /// use hopnim::proof::table::GrundyTable;
    /// let slide = "slide".parse()?;
    /// let table = GrundyTable::of_rules(slide, 10, |_| {})?;
    /// assert_eq!(table, GrundyTable::build_for(slide, 10, |_| {})?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of_rules(
        rules: Rules,
        width: u32,
        on_progress: impl Fn(u64) + Sync,
    ) -> Result<GrundyTable, TableError> {
        match rules.set().table {
            TableSource::Definition => GrundyTable::build_for(rules, width, on_progress),
            TableSource::Formula => GrundyTable::by_formula(rules, width, on_progress),
        }
    }

    /// The table of `width` under any rule set by its fast formula
    /// ([`Rules::grundy_of_mask`]), in parallel, calling `on_progress(rows)` as rows
    /// are done: what `hopnim table --rules welter|slide` writes. `hopnim verify
    /// --rules` proves the formula equal to the definition on every row up to the
    /// widths it checks, and the tests compare this table with [`GrundyTable::build_for`].
    ///
    /// ```
    /// use hopnim::proof::table::GrundyTable;
    /// let welter = "welter".parse()?;
    /// let by_formula = GrundyTable::by_formula(welter, 12, |_| {})?;
    /// assert_eq!(by_formula, GrundyTable::build_for(welter, 12, |_| {})?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn by_formula(
        rules: Rules,
        width: u32,
        on_progress: impl Fn(u64) + Sync,
    ) -> Result<GrundyTable, TableError> {
        let mut values = table_values(width)?;
        by_formula_into(rules, &mut values, &on_progress, &|| true)?;
        Ok(GrundyTable { width, values })
    }

    /// The table [`GrundyTable::of_rules`] gives, written into `values` (`2^width`
    /// bytes the caller owns: a buffer of another language, say, filled without a
    /// copy), asking `keep_going()` from the worker threads before each chunk of up to
    /// `2^14` rows. Once it says no, the build stops soon after with
    /// [`TableError::Stopped`], `values` part written.
    ///
    /// ```
    /// use hopnim::{game::Rules, proof::table::{GrundyTable, TableError}};
    /// let mut values = vec![0; 1 << 12];
    /// GrundyTable::of_rules_into(Rules::default(), 12, &mut values, || true)?;
    /// assert_eq!(values, GrundyTable::build(12)?.values());
    /// let welter = "welter".parse()?;
    /// let stopped = GrundyTable::of_rules_into(welter, 12, &mut values, || false);
    /// assert_eq!(stopped, Err(TableError::Stopped));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Panics
    /// If `values` does not hold `2^width` bytes (for a width in `1..=32`).
    pub fn of_rules_into(
        rules: Rules,
        width: u32,
        values: &mut [u8],
        keep_going: impl Fn() -> bool + Sync,
    ) -> Result<(), TableError> {
        check_width(width)?;
        assert_eq!(values.len() as u64, 1 << width, "a table of width {width}");
        match rules.set().table {
            TableSource::Definition => {
                let watch = sweep::Watch {
                    visit: &|_, _| {},
                    keep_going: &keep_going,
                };
                build_into(rules, width, values, &watch)
            }
            TableSource::Formula => by_formula_into(rules, values, &|_| {}, &keep_going),
        }
    }

    /// Like [`GrundyTable::build`], calling `on_progress(rows)` from the worker threads
    /// each time `rows` more rows are done (in chunks of up to `2^14`).
    ///
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// let done = AtomicU64::new(0);
    /// let table = hopnim::proof::table::GrundyTable::build_with_progress(16, |rows| {
    ///     done.fetch_add(rows, Ordering::Relaxed);
    /// })?;
    /// assert_eq!(done.into_inner(), 1 << 16);
    /// # Ok::<(), hopnim::proof::table::TableError>(())
    /// ```
    pub fn build_with_progress(
        width: u32,
        on_progress: impl Fn(u64) + Sync,
    ) -> Result<GrundyTable, TableError> {
        GrundyTable::build_visiting(width, |_, values| on_progress(values.len() as u64))
    }

    /// Builds the table, showing each finished chunk (its first mask and its values)
    /// to `visit` from the worker threads, in no fixed order.
    pub(crate) fn build_visiting(
        width: u32,
        visit: impl Fn(u64, &[u8]) + Sync,
    ) -> Result<GrundyTable, TableError> {
        GrundyTable::build_visiting_for(Rules::default(), width, visit)
    }

    /// [`GrundyTable::build_visiting`] under any rule set.
    pub(crate) fn build_visiting_for(
        rules: Rules,
        width: u32,
        visit: impl Fn(u64, &[u8]) + Sync,
    ) -> Result<GrundyTable, TableError> {
        GrundyTable::build_visiting_while(rules, width, visit, || true)
    }

    /// [`GrundyTable::build_visiting_for`], stopped with [`TableError::Stopped`] once
    /// `keep_going()` (asked before each chunk) says no.
    pub(crate) fn build_visiting_while(
        rules: Rules,
        width: u32,
        visit: impl Fn(u64, &[u8]) + Sync,
        keep_going: impl Fn() -> bool + Sync,
    ) -> Result<GrundyTable, TableError> {
        let mut values = table_values(width)?;
        let watch = sweep::Watch {
            visit: &visit,
            keep_going: &keep_going,
        };
        build_into(rules, width, &mut values, &watch)?;
        Ok(GrundyTable { width, values })
    }

    /// The table of `width` with these values, however they were computed.
    pub(crate) fn from_values(width: u32, values: Vec<u8>) -> GrundyTable {
        debug_assert_eq!(values.len(), 1 << width);
        GrundyTable { width, values }
    }

    /// The memory in bytes that building, checking or writing the table of `width`
    /// (`1..=32`) on `threads` worker threads takes at most: a byte a row, the list of
    /// its chunks of `2^14` rows, the rows each thread has in hand, and the buffer it
    /// is written through.
    ///
    /// ```
    /// use hopnim::proof::table::GrundyTable;
    /// // 1 MiB of table, 64 chunks and their levels, a thread's 128 KiB, 64 KiB to
    /// // write through.
    /// let chunks = 64 * 128 + (16 << 10);
    /// assert_eq!(GrundyTable::bytes(20, 1), (1 << 20) + chunks + (128 << 10) + (64 << 10));
    /// // 4 GiB of table, 2^18 chunks: 32 MiB more.
    /// assert_eq!(GrundyTable::bytes(32, 2) >> 20, 4096 + 32);
    /// ```
    pub const fn bytes(width: u32, threads: usize) -> u64 {
        (1u64 << width) + sweep::working_bytes(width, threads) + WRITE_BUFFER as u64
    }

    /// The width of the rows in the table.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The Grundy value of the row with this mask.
    ///
    /// # Panics
    /// If the mask has bits outside the width.
    pub fn grundy(&self, mask: u64) -> Nimber {
        Nimber(u32::from(self.values[mask as usize]))
    }

    /// All values, indexed by row mask.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// Writes the table in `format` (buffered; flushed at the end).
    pub fn write(&self, format: TableFormat, out: impl Write) -> io::Result<()> {
        let mut out = BufWriter::with_capacity(WRITE_BUFFER, out);
        match format {
            TableFormat::Bin => out.write_all(&self.values)?,
            TableFormat::Csv => {
                for (mask, value) in self.values.iter().enumerate() {
                    let row = Row::new(self.width, mask as u64).expect("masks fit the width");
                    writeln!(out, "{row},{value}")?;
                }
            }
        }
        out.flush()
    }
}

/// The bytes [`GrundyTable::write`] writes through at a time.
const WRITE_BUFFER: usize = 1 << 16;

/// The zeroed values of a table of `width` (`1..=32`), in memory the system may
/// refuse.
pub(crate) fn table_values(width: u32) -> Result<Vec<u8>, TableError> {
    check_width(width)?;
    Ok(filled_vec(1 << width, 0, Message::MEMORY_TABLE)?)
}

/// An error for a width outside `1..=32`.
fn check_width(width: u32) -> Result<(), TableError> {
    if (1..=GrundyTable::MAX_WIDTH).contains(&width) {
        Ok(())
    } else {
        Err(TableError::Width { width })
    }
}

/// The table of `width` by the definition into `values` (`2^width` bytes): hop's own
/// sweep, or every move looked up.
fn build_into(
    rules: Rules,
    width: u32,
    values: &mut [u8],
    watch: &sweep::Watch<'_>,
) -> Result<(), TableError> {
    // Hop's moves carry a block down a stair: its own sweep of the definition.
    let finished = if rules.carries_blocks() {
        sweep::sweep(width, values, watch)
    } else {
        sweep::sweep_by_moves(rules, width, values, watch)
    };
    finished.then_some(()).ok_or(TableError::Stopped)
}

/// The table of `rules` by its formula into `values` (`2^width` bytes), in parallel
/// chunks of `2^14` rows, asking `keep_going()` before each.
fn by_formula_into(
    rules: Rules,
    values: &mut [u8],
    on_progress: &(dyn Fn(u64) + Sync),
    keep_going: &(dyn Fn() -> bool + Sync),
) -> Result<(), TableError> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicBool, Ordering};
    const CHUNK_ROWS: usize = 1 << 14;
    let stopped = AtomicBool::new(false);
    values
        .par_chunks_mut(CHUNK_ROWS)
        .enumerate()
        .for_each(|(chunk, out)| {
            if stopped.load(Ordering::Relaxed) || !keep_going() {
                stopped.store(true, Ordering::Relaxed);
                return;
            }
            let first = (chunk * CHUNK_ROWS) as u64;
            for (mask, value) in (first..).zip(out.iter_mut()) {
                // A Grundy value of a row of 32 cells or fewer is below 256.
                *value = rules.grundy_of_mask(mask) as u8;
            }
            on_progress(out.len() as u64);
        });
    if stopped.into_inner() {
        Err(TableError::Stopped)
    } else {
        Ok(())
    }
}

/// How a table is written.
///
/// ```
/// use hopnim::proof::table::TableFormat;
/// assert_eq!("csv".parse::<TableFormat>(), Ok(TableFormat::Csv));
/// assert_eq!(TableFormat::Bin.to_string(), "bin");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableFormat {
    /// One byte per row, the row's Grundy value, in mask order: byte `m` is the row with
    /// mask `m`.
    Bin,
    /// One line `board,grundy` per row in mask order, the board in canonical board
    /// notation; no header line.
    Csv,
}

impl fmt::Display for TableFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TableFormat::Bin => "bin",
            TableFormat::Csv => "csv",
        })
    }
}

/// A name that is no table format. It says so in any language
/// ([`UnknownTableFormat::phrase`]); its `Display` is the English.
///
/// ```
/// use hopnim::{lang::Lang, proof::table::TableFormat};
/// let error = "xml".parse::<TableFormat>().unwrap_err();
/// assert_eq!(error.to_string(), r#"unknown table format "xml" (expected bin or csv)"#);
/// assert_eq!(Lang::ZhCn.say(error.phrase()), "未知的 SG 值表格式“xml”（应为 bin 或 csv）");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct UnknownTableFormat(pub crate::phrase::Quoted);

impl UnknownTableFormat {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        phrase!("table-unknown-format", name = &self.0)
    }
}

crate::phrase::said_in_english!(UnknownTableFormat);

impl FromStr for TableFormat {
    type Err = UnknownTableFormat;

    fn from_str(text: &str) -> Result<TableFormat, UnknownTableFormat> {
        match text {
            "bin" => Ok(TableFormat::Bin),
            "csv" => Ok(TableFormat::Csv),
            _ => Err(UnknownTableFormat(crate::phrase::Quoted::new(text))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proof::definition::table_by_definition;

    #[test]
    fn the_fast_table_equals_the_definition_table_up_to_width_16() {
        for width in 1..=16 {
            let fast = GrundyTable::build(width).unwrap();
            let slow = table_by_definition(width).unwrap();
            assert_eq!(fast.values(), slow.values(), "width {width}");
        }
    }

    #[test]
    fn every_rule_sets_table_equals_its_definition_table_up_to_width_15() {
        use crate::proof::definition::table_by_definition_in;
        for rules in Rules::ALL {
            for width in [1, 2, 5, 14, 15] {
                let fast = GrundyTable::build_for(rules, width, |_| {}).unwrap();
                let slow = table_by_definition_in(rules, width).unwrap();
                assert_eq!(fast.values(), slow.values(), "{rules}, width {width}");
            }
        }
        // The hop sweep and the move-by-move sweep are twins too.
        let mut by_moves = vec![0; 1 << 17];
        let watch = sweep::Watch {
            visit: &|_, _| {},
            keep_going: &|| true,
        };
        assert!(sweep::sweep_by_moves(Rules::Hop, 17, &mut by_moves, &watch));
        assert_eq!(by_moves, GrundyTable::build(17).unwrap().values());
    }

    #[test]
    fn a_wider_table_starts_with_the_narrower_one() {
        // Empty cells added on the left change no move.
        let wide = GrundyTable::build(18).unwrap();
        for width in 1..18 {
            let narrow = GrundyTable::build(width).unwrap();
            assert_eq!(
                narrow.values(),
                &wide.values()[..1 << width],
                "width {width}"
            );
        }
    }

    #[test]
    fn widths_outside_one_to_thirty_two_are_refused() {
        assert_eq!(GrundyTable::build(0), Err(TableError::Width { width: 0 }));
        assert_eq!(GrundyTable::build(33), Err(TableError::Width { width: 33 }));
    }

    #[test]
    fn a_table_written_into_a_buffer_is_the_built_one_and_stops_when_told() {
        use std::sync::atomic::{AtomicU32, Ordering};
        for rules in Rules::ALL {
            for width in [1, 5, 6, 15, 17] {
                let mut values = vec![0xff; 1 << width];
                GrundyTable::of_rules_into(rules, width, &mut values, || true).unwrap();
                let built = GrundyTable::of_rules(rules, width, |_| {}).unwrap();
                assert_eq!(values, built.values(), "{rules}, width {width}");
            }
            // Told to stop after 3 chunks of the 2^8 of width 22: asked again only by
            // the threads already at a chunk then, and an error.
            let asked = AtomicU32::new(0);
            let mut values = vec![0; 1 << 22];
            let stopped = GrundyTable::of_rules_into(rules, 22, &mut values, || {
                asked.fetch_add(1, Ordering::Relaxed) < 3
            });
            assert_eq!(stopped, Err(TableError::Stopped), "{rules}");
            let most = 4 + rayon::current_num_threads() as u32;
            assert!(asked.into_inner() <= most, "{rules}");
        }
        assert_eq!(
            GrundyTable::of_rules_into(Rules::Hop, 33, &mut [], || true),
            Err(TableError::Width { width: 33 })
        );
    }

    #[test]
    fn csv_lists_every_row_in_mask_order() {
        let mut csv = Vec::new();
        GrundyTable::build(2)
            .unwrap()
            .write(TableFormat::Csv, &mut csv)
            .unwrap();
        assert_eq!(String::from_utf8(csv).unwrap(), "2,0\n1x,0\nx1,1\nxx,0\n");
    }

    #[test]
    fn bin_is_the_values() {
        let table = GrundyTable::build(10).unwrap();
        let mut bin = Vec::new();
        table.write(TableFormat::Bin, &mut bin).unwrap();
        assert_eq!(bin, table.values());
    }

    #[test]
    fn an_unknown_format_is_named() {
        assert_eq!(
            "json".parse::<TableFormat>().unwrap_err().to_string(),
            "unknown table format \"json\" (expected bin or csv)"
        );
    }
}
