//! The staircase formula verified on every row up to width 16, and the fast table
//! compared with the slow definition table it twins.

use hopnim::proof::definition::table_by_definition;
use hopnim::proof::table::GrundyTable;
use hopnim::proof::verify::verify;

/// How many rows of the definition table have each value, up to the largest.
fn histogram(values: &[u8]) -> Vec<u64> {
    let mut counts = vec![0u64; usize::from(values.iter().copied().max().unwrap_or(0)) + 1];
    for &value in values {
        counts[usize::from(value)] += 1;
    }
    counts
}

#[test]
fn verify_holds_on_every_row_up_to_width_16_and_counts_by_the_definition() {
    let verification = verify(16, |_| {}).unwrap();
    assert!(verification.holds(), "{:?}", verification.counterexample());
    assert_eq!(verification.widths().len(), 16);
    for counts in verification.widths() {
        let width = counts.width();
        let slow = table_by_definition(width).unwrap();
        assert_eq!(counts.rows(), 1 << width, "width {width}");
        assert_eq!(counts.by_value(), histogram(slow.values()), "width {width}");
        let zeros = slow.values().iter().filter(|&&v| v == 0).count() as u64;
        assert_eq!(counts.p_positions(), zeros, "width {width}");
    }
    assert_eq!(verification.rows_checked(), (1 << 17) - 2);
}

#[test]
fn the_fast_width_20_table_is_the_definition_table() {
    // 64 chunks over 22 levels: every way a move crosses chunks.
    let fast = GrundyTable::build(20).unwrap();
    let slow = table_by_definition(20).unwrap();
    assert!(fast.values() == slow.values());
}

#[test]
fn one_thread_and_many_build_the_same_table() {
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| GrundyTable::build(18).unwrap());
    let many = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .unwrap()
        .install(|| GrundyTable::build(18).unwrap());
    assert_eq!(one, many);
}
