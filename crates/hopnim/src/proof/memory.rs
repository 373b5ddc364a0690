//! The memory of a proof by computation: the sizes its estimates are made of.

/// The most bytes a `HashMap` of `entries` entries of `entry_bytes` each takes while
/// it grows one insert at a time, as std's hash table does (a power of two of buckets,
/// at most 7/8 full, each an entry and a control byte, and a group of 16 more control
/// bytes): its last table and the one before, both held while it moves over. `None`
/// past `u64`.
pub(crate) fn grown_hash_map_bytes(entries: u64, entry_bytes: u64) -> Option<u64> {
    let buckets = if entries < 4 {
        4
    } else if entries < 8 {
        8
    } else {
        entries
            .checked_mul(8)?
            .div_ceil(7)
            .checked_next_power_of_two()?
    };
    let table = |buckets: u64| -> Option<u64> {
        let entries = buckets.checked_mul(entry_bytes)?.next_multiple_of(16);
        entries.checked_add(buckets)?.checked_add(16)
    };
    table(buckets)?.checked_add(table(buckets / 2)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grown_hash_map_holds_its_last_two_tables() {
        // 4,194,281 entries: 8,388,608 buckets, the 4,194,304 before.
        let bytes = grown_hash_map_bytes(4_194_281, 16).unwrap();
        assert_eq!(bytes, (8_388_608 + 4_194_304) * 17 + 32);
        assert_eq!(grown_hash_map_bytes(0, 16), Some(4 * 17 + 16 + 2 * 17 + 16));
        assert_eq!(grown_hash_map_bytes(u64::MAX, 16), None);
    }
}
