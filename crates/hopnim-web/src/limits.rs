//! How the server guards itself against slow, stuck or greedy clients: its [`Limits`].

use std::time::Duration;

use hopnim::play::reply::SEARCH_BUDGET;

/// How the server guards itself against slow, stuck or greedy clients.
///
/// Memory: an answer is written as the client reads it (see [`ANSWER_BYTES_HELD`](crate::ANSWER_BYTES_HELD)),
/// so whatever the clients do, the server holds at most `connections` answers'
/// worth of that, on top of its own 10-odd MB: about 100 MB for the default 256
/// connections, whatever the size of the answers.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// A request's headers must arrive within this time (an idle connection is
    /// closed after it too).
    pub header_timeout: Duration,
    /// A request's body must arrive within this time (else 408).
    pub request_timeout: Duration,
    /// A costly question (one that searches, as in Welter's game, or a puzzle) must
    /// be answered within this time from its arrival, its wait for a search thread
    /// included; past it the search stops and the answer is 503 with `Retry-After`.
    pub work_timeout: Duration,
    /// Costly questions answered at once, each on a thread of its own, off the threads
    /// that serve requests (more wait, a few per search thread; past them, 503).
    pub searches: usize,
    /// The most steps (moves looked at) one costly question may take; past them the
    /// answer is 422, too costly ([`SEARCH_BUDGET`](hopnim::play::reply::SEARCH_BUDGET) by default).
    pub search_budget: u64,
    /// A write of the answer may wait this long for the client to read; a client
    /// that reads nothing for this long is dropped, freeing its connection.
    pub write_timeout: Duration,
    /// Connections served at once; more wait to be accepted.
    pub connections: usize,
    /// On Ctrl-C, open connections get this long to finish.
    pub shutdown_deadline: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(10),
            work_timeout: Duration::from_secs(10),
            searches: std::thread::available_parallelism().map_or(1, usize::from),
            search_budget: SEARCH_BUDGET,
            write_timeout: Duration::from_secs(10),
            connections: 256,
            shutdown_deadline: Duration::from_secs(5),
        }
    }
}
