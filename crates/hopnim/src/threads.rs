//! How many threads a computation may use: the one thread-count type of the library
//! and of every command's `--threads`.

use std::fmt;
use std::num::NonZeroU16;
use std::str::FromStr;

use crate::phrase;
use crate::phrase::{Phrase, Quoted};

/// A thread count: all cores (written `0`), or a count from 1 to [`Threads::MAX`].
/// The output of every computation is the same for any count.
///
/// ```
/// use hopnim::Threads;
/// assert_eq!("0".parse::<Threads>()?, Threads::ALL);
/// assert_eq!("2".parse::<Threads>()?.count(), 2);
/// assert!(Threads::ALL.count() >= 1);
/// assert_eq!("5000".parse::<Threads>().unwrap_err().to_string(),
///            "thread count 5000 is out of range (1..=256, or 0 for all cores)");
/// # Ok::<(), hopnim::ThreadsError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Threads(Option<NonZeroU16>);

impl Threads {
    /// As many threads as the machine has cores.
    pub const ALL: Threads = Threads(None);

    /// One thread.
    pub const ONE: Threads = Threads(Some(NonZeroU16::MIN));

    /// The most threads one may ask for: more than the cores of any machine this
    /// runs on, few enough that starting them costs nothing that shows.
    pub const MAX: u16 = 256;

    /// `count` threads, or all cores for 0.
    pub fn new(count: u64) -> Result<Threads, ThreadsError> {
        match u16::try_from(count) {
            Ok(count) if count <= Threads::MAX => Ok(Threads(NonZeroU16::new(count))),
            _ => Err(ThreadsError::OutOfRange { count }),
        }
    }

    /// The number of threads to start.
    pub fn count(self) -> usize {
        match self.0 {
            Some(count) => usize::from(count.get()),
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }

    /// A rayon pool of this many threads.
    pub fn pool(self) -> Result<rayon::ThreadPool, ThreadsError> {
        rayon::ThreadPoolBuilder::new()
            .num_threads(self.count())
            .build()
            .map_err(|e| ThreadsError::Start(e.to_string()))
    }

    /// Runs `work` on a rayon pool of this many threads: everything it runs in
    /// parallel runs on them.
    pub fn install<T: Send>(self, work: impl FnOnce() -> T + Send) -> Result<T, ThreadsError> {
        Ok(self.pool()?.install(work))
    }
}

impl FromStr for Threads {
    type Err = ThreadsError;

    fn from_str(text: &str) -> Result<Threads, ThreadsError> {
        let count = text.parse().map_err(|_| ThreadsError::NotANumber {
            text: Quoted::new(text),
        })?;
        Threads::new(count)
    }
}

impl fmt::Display for Threads {
    /// The count as written: `0` for all cores.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(count) => count.fmt(f),
            None => f.write_str("0"),
        }
    }
}

/// Why a thread count cannot be had. It says so in any language
/// ([`ThreadsError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ThreadsError {
    /// More than [`Threads::MAX`].
    OutOfRange {
        /// The count asked for.
        count: u64,
    },
    /// Not a whole number.
    NotANumber {
        /// The text given, quoted.
        text: Quoted,
    },
    /// The threads could not be started: the system's reason.
    Start(String),
}

impl ThreadsError {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say); the system's reason as the system
    /// gave it).
    ///
    /// ```
    /// use hopnim::{Threads, lang::Lang};
    /// let error = "5000".parse::<Threads>().unwrap_err();
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "线程数 5000 超出范围（应为 1 到 256，或用 0 表示所有核心）");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            &ThreadsError::OutOfRange { count } => phrase!(
                "threads-out-of-range",
                count = count.to_string(),
                most = Threads::MAX
            ),
            ThreadsError::NotANumber { text } => {
                phrase!("threads-not-a-number", text = text, most = Threads::MAX)
            }
            ThreadsError::Start(why) => phrase!("threads-cannot-start", why = why.as_str()),
        }
    }
}

crate::phrase::said_in_english!(ThreadsError);
