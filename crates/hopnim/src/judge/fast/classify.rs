//! Classifying 64 bytes at a time into digit, white-space and newline masks, once for
//! each instruction-set level the scan is compiled for, and which level this CPU has.

#[cfg(not(target_arch = "x86_64"))]
use crate::judge::tokens::is_space;

/// The masks of a 64-byte window: bit `i` for byte `i`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Masks {
    pub(super) digits: u64,
    pub(super) spaces: u64,
    pub(super) newlines: u64,
}

/// How a window is classified, by the instructions of one level.
pub(super) trait Classify {
    fn classify(window: &[u8; 64]) -> Masks;
}

/// The instruction-set levels the scan is compiled for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Level {
    /// What every CPU of the target has (SSE2 on x86-64).
    Baseline,
    /// x86-64-v3: AVX2, BMI1/2, LZCNT, POPCNT.
    #[cfg(target_arch = "x86_64")]
    V3,
    /// x86-64-v3 and AVX-512 F and BW: a window is one register, and each class
    /// one compare into a mask register.
    #[cfg(target_arch = "x86_64")]
    V3Avx512,
}

impl Level {
    /// The best level this CPU has, found once per process.
    pub(super) fn of_this_cpu() -> Level {
        static LEVEL: std::sync::OnceLock<Level> = std::sync::OnceLock::new();
        *LEVEL.get_or_init(Level::detect)
    }

    /// The best level this CPU has, by asking it.
    fn detect() -> Level {
        #[cfg(target_arch = "x86_64")]
        {
            let v3 = std::is_x86_feature_detected!("avx2")
                && std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && std::is_x86_feature_detected!("lzcnt")
                && std::is_x86_feature_detected!("popcnt");
            let avx512 = std::is_x86_feature_detected!("avx512f")
                && std::is_x86_feature_detected!("avx512bw");
            match (v3, avx512) {
                (true, true) => return Level::V3Avx512,
                (true, false) => return Level::V3,
                _ => {}
            }
        }
        Level::Baseline
    }

    /// Every level this CPU can run, the baseline first.
    #[cfg(test)]
    pub(super) fn all_of_this_cpu() -> Vec<Level> {
        let best = Level::of_this_cpu();
        let mut levels = vec![Level::Baseline];
        #[cfg(target_arch = "x86_64")]
        {
            if best != Level::Baseline {
                levels.push(Level::V3);
            }
            if best == Level::V3Avx512 {
                levels.push(Level::V3Avx512);
            }
        }
        levels
    }
}

/// Four 16-byte SSE2 compares per class (every x86-64 CPU), or a byte at a time
/// elsewhere.
pub(super) enum Baseline {}

#[cfg(target_arch = "x86_64")]
impl Classify for Baseline {
    #[inline(always)]
    fn classify(window: &[u8; 64]) -> Masks {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_cmplt_epi8,
            _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8,
        };
        let mut digits = 0u64;
        let mut spaces = 0u64;
        let mut newlines = 0u64;
        for lane in 0..4 {
            // SAFETY: SSE2 is part of every x86_64 CPU; the load reads 16 bytes at
            // `16 * lane`, inside the 64-byte array, and needs no alignment.
            #[allow(unsafe_code)]
            let (digit_bits, space_bits, newline_bits) = unsafe {
                let v = _mm_loadu_si128(window.as_ptr().add(16 * lane).cast::<__m128i>());
                let digit = _mm_and_si128(
                    _mm_cmpgt_epi8(v, _mm_set1_epi8(b'0' as i8 - 1)),
                    _mm_cmplt_epi8(v, _mm_set1_epi8(b'9' as i8 + 1)),
                );
                let space = _mm_or_si128(
                    _mm_cmpeq_epi8(v, _mm_set1_epi8(b' ' as i8)),
                    _mm_and_si128(
                        _mm_cmpgt_epi8(v, _mm_set1_epi8(0x08)),
                        _mm_cmplt_epi8(v, _mm_set1_epi8(0x0e)),
                    ),
                );
                let newline = _mm_cmpeq_epi8(v, _mm_set1_epi8(b'\n' as i8));
                (
                    _mm_movemask_epi8(digit) as u16,
                    _mm_movemask_epi8(space) as u16,
                    _mm_movemask_epi8(newline) as u16,
                )
            };
            digits |= u64::from(digit_bits) << (16 * lane);
            spaces |= u64::from(space_bits) << (16 * lane);
            newlines |= u64::from(newline_bits) << (16 * lane);
        }
        Masks {
            digits,
            spaces,
            newlines,
        }
    }
}

#[cfg(not(target_arch = "x86_64"))]
impl Classify for Baseline {
    #[inline(always)]
    fn classify(window: &[u8; 64]) -> Masks {
        let mut masks = Masks {
            digits: 0,
            spaces: 0,
            newlines: 0,
        };
        for (i, &b) in window.iter().enumerate() {
            masks.digits |= u64::from(b.is_ascii_digit()) << i;
            masks.spaces |= u64::from(is_space(b)) << i;
            masks.newlines |= u64::from(b == b'\n') << i;
        }
        masks
    }
}

/// One 64-byte AVX-512 BW compare per class. Only for code compiled with those
/// features (the `Level::V3Avx512` twins), run on a CPU that has them.
#[cfg(target_arch = "x86_64")]
pub(super) enum Avx512 {}

#[cfg(target_arch = "x86_64")]
impl Classify for Avx512 {
    #[inline(always)]
    fn classify(window: &[u8; 64]) -> Masks {
        // SAFETY: `Avx512` is used only by the twins compiled for AVX-512 F and BW,
        // which run only when `Level::of_this_cpu` found those features.
        #[allow(unsafe_code)]
        unsafe {
            classify_avx512(window)
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
#[allow(unsafe_code)]
unsafe fn classify_avx512(window: &[u8; 64]) -> Masks {
    use std::arch::x86_64::{
        __m512i, _mm512_cmpeq_epi8_mask, _mm512_cmplt_epu8_mask, _mm512_loadu_si512,
        _mm512_set1_epi8, _mm512_sub_epi8,
    };
    // SAFETY: the load reads the 64 bytes of the array and needs no alignment.
    let v = unsafe { _mm512_loadu_si512(window.as_ptr().cast::<__m512i>()) };
    let below = |low: u8, count: i8| {
        _mm512_cmplt_epu8_mask(
            _mm512_sub_epi8(v, _mm512_set1_epi8(low as i8)),
            _mm512_set1_epi8(count),
        )
    };
    Masks {
        digits: below(b'0', 10),
        // A space, or one of \t \n \v \f \r (9 to 13).
        spaces: _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(b' ' as i8)) | below(b'\t', 5),
        newlines: _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(b'\n' as i8)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every level this CPU has classifies every byte value, at every place in the
    /// window, as the byte-at-a-time definition does.
    #[test]
    fn every_level_classifies_every_byte_like_the_definition() {
        let definition = |window: &[u8; 64]| {
            let bit = |i: usize, class: bool| u64::from(class) << i;
            let (mut digits, mut spaces, mut newlines) = (0, 0, 0);
            for (i, &b) in window.iter().enumerate() {
                digits |= bit(i, b.is_ascii_digit());
                spaces |= bit(i, crate::judge::tokens::is_space(b));
                newlines |= bit(i, b == b'\n');
            }
            Masks {
                digits,
                spaces,
                newlines,
            }
        };
        for level in Level::all_of_this_cpu() {
            for start in 0..=255u8 {
                let window: [u8; 64] = std::array::from_fn(|i| start.wrapping_add((i * 7) as u8));
                let masks = match level {
                    Level::Baseline => Baseline::classify(&window),
                    #[cfg(target_arch = "x86_64")]
                    Level::V3 => Baseline::classify(&window),
                    #[cfg(target_arch = "x86_64")]
                    Level::V3Avx512 => Avx512::classify(&window),
                };
                assert_eq!(masks, definition(&window), "{level:?}, window from {start}");
            }
        }
    }
}
