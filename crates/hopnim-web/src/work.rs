//! Costly work off the request threads: an answer that may search (Welter's game) or
//! draws a puzzle runs on a blocking thread, at most [`Limits::searches`] at once,
//! under a [`Stop`] that ends it at its deadline, past its budget, when its client is
//! gone or when the server shuts down. Past those, the answer is a clear refusal
//! (503 with `Retry-After` when busy, 422 when too costly), never a 408.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::http::StatusCode;
use hopnim::stop::Stop;
use tokio::sync::Semaphore;
use tokio::time::Instant;

use crate::limits::Limits;
use crate::problem::Problem;

/// How many questions may wait for a search thread, for each thread: past them, a
/// costly question is refused at once as busy.
const WAITING_PER_SEARCH: usize = 16;

/// The threads that answer costly questions, and what stops them.
#[derive(Debug)]
pub(crate) struct Workers {
    places: Arc<Semaphore>,
    searches: usize,
    waiting: AtomicUsize,
    timeout: Duration,
    budget: u64,
    /// Cancelled when the server shuts down: every search's stop is its child.
    shutdown: Stop,
}

impl Workers {
    /// The workers of a server with `limits`.
    pub(crate) fn new(limits: &Limits) -> Workers {
        let searches = limits.searches.max(1);
        Workers {
            places: Arc::new(Semaphore::new(searches)),
            searches,
            waiting: AtomicUsize::new(0),
            timeout: limits.work_timeout,
            budget: limits.search_budget,
            shutdown: Stop::new(),
        }
    }

    /// Stops every search, running or to come: the server is shutting down.
    pub(crate) fn shut_down(&self) {
        self.shutdown.cancel();
    }

    /// Runs `work` on a blocking thread once one of the search places is free, under
    /// a stop that ends at the deadline ([`Limits::work_timeout`] from now), past
    /// [`Limits::search_budget`], at shutdown, or when this future is dropped (its client is
    /// gone). Busy (every place taken and too many waiting, or no place before the
    /// deadline): a 503 with `Retry-After`.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> Result<T, Problem> {
        let deadline = Instant::now() + self.timeout;
        let place = {
            let _waiting = Waiting::enter(&self.waiting, self.searches * WAITING_PER_SEARCH)
                .ok_or_else(busy)?;
            let acquire = Arc::clone(&self.places).acquire_owned();
            match tokio::time::timeout_at(deadline, acquire).await {
                Ok(place) => place.expect("the places stay open"),
                Err(_) => return Err(busy()),
            }
        };
        let stop = self
            .shutdown
            .child()
            .with_deadline(deadline.into_std())
            .with_budget(self.budget);
        // Dropped with this future, finished or not: a client gone stops its search.
        let _cancel_on_drop = CancelOnDrop(stop.clone());
        let task = tokio::task::spawn_blocking(move || {
            // The place is held until the work ends, stopped or not.
            let _place = place;
            work(&stop)
        });
        task.await.map_err(|_| {
            Problem::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the answer could not be worked out",
            )
        })
    }
}

/// The refusal of a costly question while every search place is taken.
fn busy() -> Problem {
    Problem::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "the server is busy with other searches: ask again in a moment",
    )
}

/// One question counted among those waiting for a place, while it waits.
struct Waiting<'a>(&'a AtomicUsize);

impl<'a> Waiting<'a> {
    /// Counts one more, unless `most` already wait.
    fn enter(count: &'a AtomicUsize, most: usize) -> Option<Waiting<'a>> {
        count
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |now| {
                (now < most).then_some(now + 1)
            })
            .ok()
            .map(|_| Waiting(count))
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Cancels a stop when dropped.
struct CancelOnDrop(Stop);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::response::IntoResponse;
    use hopnim::stop::Interrupted;

    /// Work that runs until its stop says why it must end.
    fn until_stopped(stop: &Stop) -> Interrupted {
        loop {
            if let Err(why) = stop.check() {
                return why;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn limits(searches: usize) -> Limits {
        Limits {
            searches,
            work_timeout: Duration::from_millis(300),
            ..Limits::default()
        }
    }

    #[tokio::test]
    async fn work_runs_and_its_stop_is_free_when_it_ends() {
        let workers = Workers::new(&limits(1));
        assert_eq!(workers.run(|stop| stop.check()).await.unwrap(), Ok(()));
    }

    #[tokio::test]
    async fn shutting_down_stops_the_work() {
        let workers = Arc::new(Workers::new(&limits(1)));
        let running = {
            let workers = Arc::clone(&workers);
            tokio::spawn(async move { workers.run(until_stopped).await })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        workers.shut_down();
        assert_eq!(running.await.unwrap().unwrap(), Interrupted::Cancelled);
    }

    #[tokio::test]
    async fn work_past_its_deadline_is_stopped() {
        let workers = Workers::new(&limits(1));
        let why = workers.run(until_stopped).await.unwrap();
        assert_eq!(why, Interrupted::DeadlinePassed);
    }

    #[tokio::test]
    async fn a_dropped_question_stops_its_work_and_frees_its_place() {
        let workers = Arc::new(Workers::new(&limits(1)));
        let (stopped, was_stopped) = tokio::sync::oneshot::channel();
        let question = {
            let workers = Arc::clone(&workers);
            tokio::spawn(async move {
                workers
                    .run(move |stop| {
                        let _ = stopped.send(Some(until_stopped(stop)));
                    })
                    .await
            })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        question.abort();
        assert_eq!(was_stopped.await.unwrap(), Some(Interrupted::Cancelled));
        // The place is free again.
        assert!(workers.run(|_| ()).await.is_ok());
    }

    #[tokio::test]
    async fn questions_past_the_waiting_room_are_refused_busy() {
        let workers = Arc::new(Workers::new(&limits(1)));
        let mut running = Vec::new();
        for _ in 0..1 + WAITING_PER_SEARCH {
            let workers = Arc::clone(&workers);
            running.push(tokio::spawn(
                async move { workers.run(until_stopped).await },
            ));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        let refused = workers.run(|_| ()).await.unwrap_err().into_response();
        assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(refused.headers()["retry-after"], "2");
        for question in running {
            let _ = question.await;
        }
    }
}
