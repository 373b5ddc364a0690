//! Classifying 64 bytes at a time into digit, white-space and newline masks, once for
//! each instruction-set level, and the one dispatch that runs code at the level this
//! CPU has.

#[cfg(not(target_arch = "x86_64"))]
use crate::judge::format::is_space;

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

    /// The numbers of a window and the running sums of their row bits, if this
    /// level has a fast way to make them (`None` otherwise: the numbers are then taken
    /// one by one). `bytes` holds the window and the byte after it; the numbers are
    /// the one- and two-digit ones that start at the bits of `starts` (a window holds
    /// at most 32, each at least a digit and a separator). For rows up to
    /// [`SUMMED_WIDTH`] wide. [`WindowNumbers::by_definition`] is the definition.
    #[inline(always)]
    fn window_numbers(_bytes: &[u8; 65], _starts: u64, _width: u32) -> Option<WindowNumbers> {
        None
    }
}

/// The widest row whose row bits [`Classify::window_numbers`] can sum: 32 bits.
/// (Only x86-64 has a fast way to sum them; the tests use it everywhere.)
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) const SUMMED_WIDTH: u32 = 32;

/// The row bit of a one- or two-digit number in a row `width` wide (at most
/// [`SUMMED_WIDTH`]): `1 << (width - p)` for a position `p` in range, 0 otherwise.
pub(super) const fn position_bit(value: u8, width: u32) -> u32 {
    let value = value as u32;
    if value >= 1 && value <= width {
        1 << (width - value)
    } else {
        0
    }
}

/// A window's numbers, in order, and the running sums of their row bits
/// ([`position_bit`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct WindowNumbers {
    /// The numbers (0 past the last).
    pub(super) values: [u8; 64],
    /// Element `k` sums the row bits of the first `k` numbers, wrapping (0 to 32;
    /// the rest is room for the last store).
    pub(super) sums: [u32; 48],
}

impl WindowNumbers {
    /// [`Classify::window_numbers`] by its definition, a number at a time.
    #[cfg(test)]
    pub(super) fn by_definition(bytes: &[u8; 65], starts: u64, width: u32) -> WindowNumbers {
        let mut numbers = WindowNumbers {
            values: [0; 64],
            sums: [0; 48],
        };
        let mut count = 0;
        for offset in (0..64).filter(|offset| starts >> offset & 1 == 1) {
            let (digit, next) = (bytes[offset] - b'0', bytes[offset + 1].wrapping_sub(b'0'));
            let value = if next < 10 { 10 * digit + next } else { digit };
            numbers.values[count] = value;
            numbers.sums[count + 1] = numbers.sums[count].wrapping_add(position_bit(value, width));
            count += 1;
        }
        for k in count + 1..=32 {
            numbers.sums[k] = numbers.sums[count];
        }
        numbers
    }
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
    /// x86-64-v3 and AVX-512 F, BW and VBMI2: a window is one register, each class
    /// one compare into a mask register, and a window's numbers are read and summed
    /// in a few instructions.
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
                && std::is_x86_feature_detected!("avx512bw")
                && std::is_x86_feature_detected!("avx512vbmi2");
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

/// `kernel` compiled for x86-64-v3 and AVX-512 F, BW and VBMI2, classifying and
/// reading numbers with AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt,avx512f,avx512bw,avx512vbmi2")]
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
        // `Kind::detect` found AVX-512 F, BW and VBMI2.
        #[allow(unsafe_code)]
        unsafe {
            classify_avx512(window)
        }
    }

    #[inline(always)]
    fn window_numbers(bytes: &[u8; 65], starts: u64, width: u32) -> Option<WindowNumbers> {
        if width > SUMMED_WIDTH {
            return None;
        }
        // SAFETY: as for `classify`.
        #[allow(unsafe_code)]
        Some(unsafe { window_numbers_avx512(bytes, starts, width) })
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

/// [`Classify::window_numbers`] in registers: each byte's one- or two-digit value
/// from it and the next byte, the numbers packed together (one compress), then
/// sixteen 32-bit lanes at a time: each number's bit made by one variable shift (a
/// shift by 32 or more, which is what a number out of range asks for, gives 0), then
/// summed across the lanes in four shifted adds, the last lane carried into the next
/// sixteen.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi2")]
#[inline]
#[allow(unsafe_code)]
unsafe fn window_numbers_avx512(bytes: &[u8; 65], starts: u64, width: u32) -> WindowNumbers {
    use std::arch::x86_64::{
        __m512i, _mm512_add_epi8, _mm512_add_epi32, _mm512_alignr_epi32, _mm512_and_si512,
        _mm512_castsi512_si128, _mm512_cmplt_epu8_mask, _mm512_cvtepu8_epi32,
        _mm512_extracti32x4_epi32, _mm512_loadu_si512, _mm512_mask_blend_epi8,
        _mm512_maskz_compress_epi8, _mm512_permutexvar_epi32, _mm512_set1_epi8, _mm512_set1_epi32,
        _mm512_setzero_si512, _mm512_sllv_epi32, _mm512_storeu_si512, _mm512_sub_epi8,
        _mm512_sub_epi32,
    };
    let mut numbers = WindowNumbers {
        values: [0; 64],
        sums: [0; 48],
    };
    let zeros = _mm512_set1_epi8(b'0' as i8);
    // SAFETY: the loads read bytes 0..64 and 1..65 of the array, without alignment.
    let (digits, next) = unsafe {
        (
            _mm512_loadu_si512(bytes.as_ptr().cast::<__m512i>()),
            _mm512_loadu_si512(bytes.as_ptr().add(1).cast::<__m512i>()),
        )
    };
    let (digits, next) = (_mm512_sub_epi8(digits, zeros), _mm512_sub_epi8(next, zeros));
    // 10 d + n where the next byte is a digit n, d elsewhere.
    let twice = _mm512_add_epi8(digits, digits);
    let four_times = _mm512_add_epi8(twice, twice);
    let ten_times = _mm512_add_epi8(_mm512_add_epi8(four_times, four_times), twice);
    let next_is_digit = _mm512_cmplt_epu8_mask(next, _mm512_set1_epi8(10));
    let values = _mm512_maskz_compress_epi8(
        starts,
        _mm512_mask_blend_epi8(next_is_digit, digits, _mm512_add_epi8(ten_times, next)),
    );
    // SAFETY: writes the 64 bytes of the array, without alignment.
    unsafe { _mm512_storeu_si512(numbers.values.as_mut_ptr().cast::<__m512i>(), values) };
    let in_range = _mm512_set1_epi32(((1u64 << width) - 1) as u32 as i32);
    let widths = _mm512_set1_epi32(width as i32);
    let ones = _mm512_set1_epi32(1);
    let zero = _mm512_setzero_si512();
    // The numbers past the last are 0, whose bit is 0: their sums stay flat.
    let mut sum_of = |values: __m512i, carried: __m512i, first: usize| {
        // A position p in 1..=width sets bit width - p; 0 shifts by width and the mask
        // takes it off, more than width wraps to a shift past 31.
        let bits = _mm512_and_si512(
            _mm512_sllv_epi32(ones, _mm512_sub_epi32(widths, values)),
            in_range,
        );
        let mut sum = _mm512_add_epi32(bits, _mm512_alignr_epi32::<15>(bits, zero));
        sum = _mm512_add_epi32(sum, _mm512_alignr_epi32::<14>(sum, zero));
        sum = _mm512_add_epi32(sum, _mm512_alignr_epi32::<12>(sum, zero));
        sum = _mm512_add_epi32(sum, _mm512_alignr_epi32::<8>(sum, zero));
        sum = _mm512_add_epi32(sum, carried);
        // SAFETY: writes elements `first .. first + 16` of the 48, without alignment.
        unsafe {
            _mm512_storeu_si512(numbers.sums.as_mut_ptr().add(first).cast::<__m512i>(), sum);
        }
        _mm512_permutexvar_epi32(_mm512_set1_epi32(15), sum)
    };
    let carried = sum_of(
        _mm512_cvtepu8_epi32(_mm512_castsi512_si128(values)),
        zero,
        1,
    );
    sum_of(
        _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32::<1>(values)),
        carried,
        17,
    );
    numbers
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window's numbers, as a level makes them.
    struct NumbersOf<'a>(&'a [u8; 65], u64, u32);

    impl Kernel for NumbersOf<'_> {
        type Output = Option<WindowNumbers>;

        #[inline(always)]
        fn run<C: Classify>(self) -> Option<WindowNumbers> {
            C::window_numbers(self.0, self.1, self.2)
        }
    }

    /// Every level that reads a window's numbers at once reads them as the
    /// definition does: one- and two-digit numbers (the next byte a digit, a space
    /// or anything else) at every place, every width it takes, and numbers that are
    /// dense (every other byte), sparse, random or missing.
    #[test]
    fn every_level_reads_window_numbers_like_the_definition() {
        let mut rng = crate::random::Prng::new(33, 0);
        for width in 0..=SUMMED_WIDTH + 1 {
            for round in 0..200u64 {
                let bytes: [u8; 65] = std::array::from_fn(|_| match rng.below(4) {
                    0 => b' ',
                    1 => rng.below(256) as u8,
                    _ => b'0' + rng.below(10) as u8,
                });
                // Numbers start at digits, never at neighbouring bytes.
                let digits = (0..64).fold(0u64, |mask, i| {
                    mask | u64::from(bytes[i].is_ascii_digit()) << i
                });
                let apart = |starts: u64| starts & !(starts << 1) & digits;
                let starts = match round % 4 {
                    0 => apart(0x5555_5555_5555_5555 << (round / 4 % 2)),
                    1 => 0,
                    2 => apart(rng.below(u64::MAX)),
                    _ => apart(rng.below(u64::MAX) & rng.below(u64::MAX)),
                };
                for level in Level::available() {
                    let numbers = level.run(NumbersOf(&bytes, starts, width));
                    if width > SUMMED_WIDTH {
                        assert_eq!(numbers, None, "{level:?} summed width {width}");
                    } else if let Some(numbers) = numbers {
                        let expected = WindowNumbers::by_definition(&bytes, starts, width);
                        assert_eq!(numbers, expected, "{level:?}, width {width}");
                    }
                }
            }
        }
    }

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
                spaces |= bit(i, crate::judge::format::is_space(b));
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
