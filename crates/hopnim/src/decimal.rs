//! Decimal numbers written without the formatting machinery, for the hot paths that
//! write millions of them (board notation, JSON).

/// The decimal digits of `value`, written at the end of `buffer`: for 1000000, the
/// slice `b"1000000"`.
pub(crate) fn decimal(value: u64, buffer: &mut [u8; 20]) -> &[u8] {
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
    } else {
        push_long_decimal(out, value);
    }
}

#[inline(never)]
fn push_long_decimal(out: &mut Vec<u8>, value: u64) {
    out.extend_from_slice(decimal(value, &mut [0; 20]));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_match_display() {
        for value in (0..2000).chain([u64::from(u32::MAX), u64::MAX]) {
            let mut out = Vec::new();
            push_decimal(&mut out, value);
            assert_eq!(out, value.to_string().as_bytes());
        }
    }
}
