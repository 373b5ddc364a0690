//! Decimal numbers written without the formatting machinery, for the hot paths that
//! write millions of them (board notation, JSON).

/// The decimal digits of `value`, written at the end of `buffer`: for 1000000, the
/// slice `b"1000000"`. It allocates nothing and takes no lock, so it serves where
/// nothing may be allocated (a line written as the allocator gives up).
///
/// ```
/// let mut buffer = [0; 20];
/// assert_eq!(hopnim::decimal::decimal(1_000_000, &mut buffer), b"1000000");
/// assert_eq!(hopnim::decimal::decimal(u64::MAX, &mut buffer), b"18446744073709551615");
/// ```
pub fn decimal(value: u64, buffer: &mut [u8; 20]) -> &[u8] {
    let mut start = buffer.len();
    let mut rest = value;
    loop {
        start -= 1;
        buffer[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            return &buffer[start..];
        }
    }
}

/// Appends `value` in decimal.
#[inline(always)]
pub(crate) fn push_decimal(out: &mut Vec<u8>, value: u64) {
    if value < 10 {
        out.push(b'0' + value as u8);
    } else if value < 100 {
        out.extend_from_slice(&[b'0' + (value / 10) as u8, b'0' + (value % 10) as u8]);
    } else {
        push_long_decimal(out, value);
    }
}

/// Appends `value`, at least 100, in decimal: numbers below 10000 as arrays of fixed
/// size, the rest left-aligned in an array of 20 that is copied whole and cut back;
/// neither needs a call to copy.
#[inline(never)]
fn push_long_decimal(out: &mut Vec<u8>, value: u64) {
    let digit = |power: u64| b'0' + (value / power % 10) as u8;
    if value < 1000 {
        out.extend_from_slice(&[digit(100), digit(10), digit(1)]);
    } else if value < 10000 {
        out.extend_from_slice(&[digit(1000), digit(100), digit(10), digit(1)]);
    } else {
        let count = value.ilog10() as usize + 1;
        let mut digits = [0; 20];
        let mut rest = value;
        for place in digits[..count].iter_mut().rev() {
            *place = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        let end = out.len() + count;
        out.extend_from_slice(&digits);
        out.truncate(end);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_match_display() {
        for value in (0..20000).chain([99_999, 100_000, 12_345_678, u64::from(u32::MAX), u64::MAX])
        {
            let mut out = b"ab".to_vec();
            push_decimal(&mut out, value);
            assert_eq!(out, format!("ab{value}").as_bytes());
        }
    }
}
