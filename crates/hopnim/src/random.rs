//! The seeded pseudo-random numbers behind the test-data generator and the random
//! start positions of a game: the same seed gives the same numbers on every platform.
//!
//! The stream is ChaCha8 ([`rand_chacha::ChaCha8Rng`]) keyed by the seed: the key's
//! first 8 bytes are the seed in little-endian order, the other 24 are zero; a caller
//! may read any of its streams. Uniform integers are built from the raw 64-bit words
//! by rejection, so the numbers depend only on ChaCha8 and this file.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

/// A seed for a run that was given none, below a billion (short enough to retype):
/// from the clock and the process, so two runs at once differ. The caller says it,
/// so that the run can be repeated. (Not on a WebAssembly target without a clock:
/// the page draws its seeds itself.)
///
/// ```
/// let seed = hopnim::random::fresh_seed();
/// assert!(seed < 1_000_000_000);
/// ```
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64);
    (nanos ^ u64::from(std::process::id()).rotate_left(32)) % 1_000_000_000
}

/// The seeded pseudo-random number generator: ChaCha8, keyed by the seed as the module
/// documentation says, with uniform draws by rejection.
///
/// ```
/// use hopnim::random::Prng;
/// let mut a = Prng::new(42, 0);
/// let mut b = Prng::new(42, 0);
/// let draws: Vec<u64> = (0..5).map(|_| a.below(6)).collect();
/// assert_eq!(draws, (0..5).map(|_| b.below(6)).collect::<Vec<_>>());
/// assert!(draws.iter().all(|&d| d < 6));
/// ```
#[derive(Clone, Debug)]
pub struct Prng(ChaCha8Rng);

impl Prng {
    /// The generator for `seed`, reading stream `stream`.
    pub fn new(seed: u64, stream: u64) -> Prng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(stream);
        Prng(rng)
    }

    /// A uniform integer in `0..bound`.
    ///
    /// # Panics
    /// If `bound` is 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "Prng::below(0) has no value to give");
        // 2^64 mod bound: the words at the top that would make the draw uneven.
        let uneven = (u64::MAX % bound + 1) % bound;
        loop {
            let word = self.0.next_u64();
            if uneven == 0 || word <= u64::MAX - uneven {
                return word % bound;
            }
        }
    }

    /// A uniform integer in `low..=high`.
    ///
    /// # Panics
    /// If `low > high`.
    pub fn between(&mut self, low: u64, high: u64) -> u64 {
        assert!(low <= high, "Prng::between({low}, {high}) is empty");
        match (high - low).checked_add(1) {
            Some(span) => low + self.below(span),
            None => self.0.next_u64(),
        }
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// Whether a fair coin shows heads.
    pub fn coin(&mut self) -> bool {
        self.below(2) == 1
    }
}
