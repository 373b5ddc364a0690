//! When long work gives up before it ends: a [`Stop`] that a search polls, set from
//! outside (its client is gone, the server shuts down, Ctrl-C), by a deadline, or by a
//! budget of steps. Work that stops says why ([`Interrupted`]); what it had not finished
//! is unknown, never guessed.
//!
//! ```
//! use hopnim::stop::{Interrupted, Stop};
//! let stop = Stop::new().with_budget(1_000);
//! assert_eq!(stop.spend(600), Ok(()));
//! assert_eq!(stop.spend(600), Err(Interrupted::OverBudget));
//! // Once stopped, it stays stopped, and says why.
//! assert_eq!(stop.interrupted(), Some(Interrupted::OverBudget));
//! let never = Stop::never();
//! assert_eq!(never.spend(u64::MAX), Ok(()));
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::time::Instant;

use crate::phrase;
use crate::phrase::Phrase;

/// Why work stopped before it ended. It says so in any language
/// ([`Interrupted::phrase`]); its `Display` is the English.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Interrupted {
    /// Whoever asked is gone, or the program is stopping.
    Cancelled,
    /// Its deadline passed.
    DeadlinePassed,
    /// It needed more steps than its budget.
    OverBudget,
}

impl Interrupted {
    /// Why the work stopped, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{lang::Lang, stop::Interrupted};
    /// assert_eq!(Interrupted::Cancelled.to_string(), "the work was cancelled");
    /// assert_eq!(Lang::ZhCn.say(Interrupted::Cancelled.phrase()), "工作已被取消");
    /// ```
    pub fn phrase(&self) -> Phrase<'static> {
        match self {
            Interrupted::Cancelled => phrase!("stop-cancelled"),
            Interrupted::DeadlinePassed => phrase!("stop-deadline-passed"),
            Interrupted::OverBudget => phrase!("stop-over-budget"),
        }
    }

    const fn code(self) -> u8 {
        match self {
            Interrupted::Cancelled => 1,
            Interrupted::DeadlinePassed => 2,
            Interrupted::OverBudget => 3,
        }
    }

    const fn of_code(code: u8) -> Option<Interrupted> {
        match code {
            1 => Some(Interrupted::Cancelled),
            2 => Some(Interrupted::DeadlinePassed),
            3 => Some(Interrupted::OverBudget),
            _ => None,
        }
    }
}

crate::phrase::said_in_english!(Interrupted);

/// What stops work: shared by every clone (a clone cancelled cancels them all), and
/// by its children ([`Stop::child`]), which stop when it does.
///
/// The default stops never: a command-line run that has no deadline.
#[derive(Clone, Debug, Default)]
pub struct Stop(Option<Arc<State>>);

#[derive(Debug)]
struct State {
    cancelled: AtomicBool,
    /// Why it stopped, once it has ([`Interrupted::code`]; 0 while it has not).
    why: AtomicU8,
    deadline: Option<Instant>,
    /// Steps left, when there is a budget.
    budget: Option<AtomicU64>,
    /// Steps spent so far.
    spent: AtomicU64,
    /// The stop this one is a child of.
    parent: Option<Stop>,
}

impl Stop {
    /// A stop that never stops work.
    pub const fn never() -> Stop {
        Stop(None)
    }

    /// A stop that stops work once [`Stop::cancel`] is called, and not otherwise.
    pub fn new() -> Stop {
        Stop::with_parts(None, None, None)
    }

    fn with_parts(deadline: Option<Instant>, budget: Option<u64>, parent: Option<Stop>) -> Stop {
        Stop(Some(Arc::new(State {
            cancelled: AtomicBool::new(false),
            why: AtomicU8::new(0),
            deadline,
            budget: budget.map(AtomicU64::new),
            spent: AtomicU64::new(0),
            parent,
        })))
    }

    /// A stop that stops when this one does, and on its own cancel.
    ///
    /// ```
    /// use hopnim::stop::{Interrupted, Stop};
    /// let server = Stop::new();
    /// let request = server.child();
    /// server.cancel();
    /// assert_eq!(request.check(), Err(Interrupted::Cancelled));
    /// ```
    pub fn child(&self) -> Stop {
        Stop::with_parts(None, None, Some(self.clone()))
    }

    /// This stop, also stopping at `deadline`.
    pub fn with_deadline(self, deadline: Instant) -> Stop {
        let (budget, parent) = self.parts();
        Stop::with_parts(Some(deadline), budget, parent)
    }

    /// This stop, also stopping once more than `steps` steps are spent
    /// ([`Stop::spend`]).
    pub fn with_budget(self, steps: u64) -> Stop {
        let deadline = self.0.as_ref().and_then(|state| state.deadline);
        let (_, parent) = self.parts();
        Stop::with_parts(deadline, Some(steps), parent)
    }

    /// The budget and parent of this stop, for a new one that replaces it (`self`
    /// itself becomes the parent if it may be cancelled by another clone).
    fn parts(self) -> (Option<u64>, Option<Stop>) {
        match self.0 {
            None => (None, None),
            Some(state) => {
                let budget = state
                    .budget
                    .as_ref()
                    .map(|left| left.load(Ordering::Relaxed));
                (budget, Some(Stop(Some(state))))
            }
        }
    }

    /// Stops the work (and every child's).
    pub fn cancel(&self) {
        if let Some(state) = &self.0 {
            state.cancelled.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the work must stop now, and why: cancelled or past the deadline, here or
    /// in a parent, or over budget as [`Stop::spend`] found. Once it says so, it keeps saying so.
    pub fn check(&self) -> Result<(), Interrupted> {
        let Some(state) = &self.0 else {
            return Ok(());
        };
        if let Some(why) = Interrupted::of_code(state.why.load(Ordering::Relaxed)) {
            return Err(why);
        }
        let why = if state.cancelled.load(Ordering::Relaxed) {
            Some(Interrupted::Cancelled)
        } else if state
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            Some(Interrupted::DeadlinePassed)
        } else {
            state
                .parent
                .as_ref()
                .and_then(|parent| parent.check().err())
        };
        match why {
            Some(why) => {
                state.why.store(why.code(), Ordering::Relaxed);
                Err(why)
            }
            None => Ok(()),
        }
    }

    /// Spends `steps` of the budget, then [`Stop::check`]s: work calls it every few
    /// thousand steps.
    pub fn spend(&self, steps: u64) -> Result<(), Interrupted> {
        if let Some(state) = &self.0 {
            state.spent.fetch_add(steps, Ordering::Relaxed);
        }
        if let Some(left) = self.0.as_ref().and_then(|state| state.budget.as_ref()) {
            let before = left
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                    Some(left.saturating_sub(steps))
                })
                .expect("the update always gives a value");
            if before < steps {
                self.check()?;
                let state = self.0.as_ref().expect("a budget has a state");
                state
                    .why
                    .store(Interrupted::OverBudget.code(), Ordering::Relaxed);
                return Err(Interrupted::OverBudget);
            }
        }
        self.check()
    }

    /// The steps spent so far (none are counted by [`Stop::never`]).
    ///
    /// ```
    /// use hopnim::stop::Stop;
    /// let stop = Stop::new();
    /// stop.spend(7).unwrap();
    /// assert_eq!(stop.spent(), 7);
    /// ```
    pub fn spent(&self) -> u64 {
        self.0
            .as_ref()
            .map_or(0, |state| state.spent.load(Ordering::Relaxed))
    }

    /// Why the work stopped, if it has (as last checked, or now).
    pub fn interrupted(&self) -> Option<Interrupted> {
        self.check().err()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_deadline_passed_stops() {
        let stop = Stop::never().with_deadline(Instant::now() - Duration::from_millis(1));
        assert_eq!(stop.check(), Err(Interrupted::DeadlinePassed));
        let later = Stop::new().with_deadline(Instant::now() + Duration::from_secs(3600));
        assert_eq!(later.check(), Ok(()));
    }

    #[test]
    fn a_cancel_reaches_every_clone_and_child_and_not_the_parent() {
        let parent = Stop::new();
        let child = parent.child().with_budget(10);
        let clone = child.clone();
        clone.cancel();
        assert_eq!(child.check(), Err(Interrupted::Cancelled));
        assert_eq!(parent.check(), Ok(()));
    }

    #[test]
    fn a_stop_with_a_budget_and_a_deadline_keeps_both_and_its_cancel() {
        let base = Stop::new();
        let stop = base
            .clone()
            .with_budget(5)
            .with_deadline(Instant::now() + Duration::from_secs(3600));
        assert_eq!(stop.spend(5), Ok(()));
        assert_eq!(stop.spend(1), Err(Interrupted::OverBudget));
        let cancelled = base
            .clone()
            .with_deadline(Instant::now() + Duration::from_secs(3600));
        base.cancel();
        assert_eq!(cancelled.check(), Err(Interrupted::Cancelled));
    }

    #[test]
    fn the_first_reason_is_kept() {
        let stop = Stop::new().with_budget(0);
        assert_eq!(stop.spend(1), Err(Interrupted::OverBudget));
        stop.cancel();
        assert_eq!(stop.interrupted(), Some(Interrupted::OverBudget));
    }
}
