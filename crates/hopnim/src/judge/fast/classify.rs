//! Classifying 64 bytes at a time into digit, white-space and newline masks, once for
//! each instruction-set level, and the one dispatch that runs code at the level this
//! CPU has.

#[cfg(not(target_arch = "x86_64"))]
use crate::judge::is_space;

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

/// An instruction-set level that this CPU has. Only CPU detection makes one
/// ([`Level::best`], [`Level::available`]), so holding a `Level` proves that its code
/// can run here, and [`Level::run`] is safe to call.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Level(Kind);

/// The levels the fast paths are compiled for. Private: a `Kind` cannot be made into
/// a [`Level`] outside this module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
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

/// Code compiled once per level: [`Level::run`] calls [`Kernel::run`] with the
/// classifier of the level, inside a function compiled for the level's features.
pub(super) trait Kernel {
    /// What the code returns.
    type Output;

    /// The code, for classifier `C`. Mark it `#[inline(always)]`, so that it is
    /// compiled into each level's function.
    fn run<C: Classify>(self) -> Self::Output;
}

impl Level {
    /// The best level this CPU has, found once per process.
    pub(super) fn best() -> Level {
        static LEVEL: std::sync::OnceLock<Level> = std::sync::OnceLock::new();
        *LEVEL.get_or_init(|| Level(Kind::detect()))
    }

    /// Every level this CPU can run, the baseline first.
    #[cfg(test)]
    pub(super) fn available() -> Vec<Level> {
        let best = Level::best().0;
        let mut kinds = vec![Kind::Baseline];
        #[cfg(target_arch = "x86_64")]
        {
            if best != Kind::Baseline {
                kinds.push(Kind::V3);
            }
            if best == Kind::V3Avx512 {
                kinds.push(Kind::V3Avx512);
            }
        }
        kinds.into_iter().map(Level).collect()
    }

    /// The baseline level, which every CPU of the target has.
    #[cfg(test)]
    pub(super) const BASELINE: Level = Level(Kind::Baseline);

    /// Runs `kernel` compiled for this level.
    #[inline(always)]
    pub(super) fn run<K: Kernel>(self, kernel: K) -> K::Output {
        match self.0 {
            Kind::Baseline => kernel.run::<Baseline>(),
            // SAFETY: a `Level` of this kind exists only if the CPU has every feature
            // `run_v3` is compiled for (see `Kind::detect`).
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Kind::V3 => unsafe { run_v3(kernel) },
            // SAFETY: likewise for `run_v3_avx512`.
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            Kind::V3Avx512 => unsafe { run_v3_avx512(kernel) },
        }
    }
}

impl Kind {
    /// The best level this CPU has, by asking it.
    fn detect() -> Kind {
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
                (true, true) => return Kind::V3Avx512,
                (true, false) => return Kind::V3,
                _ => {}
            }
        }
        Kind::Baseline
    }
}

/// `kernel` compiled for x86-64-v3 (AVX2, BMI1/2, LZCNT, POPCNT).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
fn run_v3<K: Kernel>(kernel: K) -> K::Output {
    kernel.run::<Baseline>()
}

/// `kernel` compiled for x86-64-v3 and AVX-512 F and BW, classifying with AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt,avx512f,avx512bw")]
fn run_v3_avx512<K: Kernel>(kernel: K) -> K::Output {
    kernel.run::<Avx512>()
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

/// One 64-byte AVX-512 BW compare per class. Private to this module: only
/// `run_v3_avx512`, compiled with those features and called only on a CPU that has
/// them, uses it.
#[cfg(target_arch = "x86_64")]
enum Avx512 {}

#[cfg(target_arch = "x86_64")]
impl Classify for Avx512 {
    #[inline(always)]
    fn classify(window: &[u8; 64]) -> Masks {
        // SAFETY: `Avx512` is used only by `run_v3_avx512`, which runs only where
        // `Kind::detect` found AVX-512 F and BW.
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

    /// A window classified at one level.
    struct ClassifyWindow<'a>(&'a [u8; 64]);

    impl Kernel for ClassifyWindow<'_> {
        type Output = Masks;

        #[inline(always)]
        fn run<C: Classify>(self) -> Masks {
            C::classify(self.0)
        }
    }

    /// Every level this CPU has classifies every byte value, at every place in the
    /// window, as the byte-at-a-time definition does: each level's own compiled code.
    #[test]
    fn every_level_classifies_every_byte_like_the_definition() {
        let definition = |window: &[u8; 64]| {
            let bit = |i: usize, class: bool| u64::from(class) << i;
            let (mut digits, mut spaces, mut newlines) = (0, 0, 0);
            for (i, &b) in window.iter().enumerate() {
                digits |= bit(i, b.is_ascii_digit());
                spaces |= bit(i, crate::judge::is_space(b));
                newlines |= bit(i, b == b'\n');
            }
            Masks {
                digits,
                spaces,
                newlines,
            }
        };
        for level in Level::available() {
            for start in 0..=255u8 {
                let window: [u8; 64] = std::array::from_fn(|i| start.wrapping_add((i * 7) as u8));
                let masks = level.run(ClassifyWindow(&window));
                assert_eq!(masks, definition(&window), "{level:?}, window from {start}");
            }
        }
    }
}
