//! The judge format's own words: its limits, its white space and its answers.

/// The HDU limit on the number of tests `T`.
pub const HDU_MAX_TESTS: u64 = 100;
/// The HDU limit on the number of rows `n` of a test.
pub const HDU_MAX_ROWS: u64 = 1000;

/// The judge format's white space: space, `\t`, `\n`, `\v`, `\f`, `\r` (as C's
/// `isspace`).
pub(crate) const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The judge's answer for a test: `YES` if the first player wins.
pub const fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins { "YES" } else { "NO" }
}

/// The answer as a line of output.
pub(crate) const fn answer_line(first_player_wins: bool) -> &'static [u8] {
    if first_player_wins { b"YES\n" } else { b"NO\n" }
}
