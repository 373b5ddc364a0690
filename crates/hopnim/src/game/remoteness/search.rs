//! The remoteness searched by the definition, for the games without a formula: a
//! memoised search over boards of one width ([`RemotenessSearch`]), and the search
//! that the positions of one question share ([`SharedSearch`]): every position of a
//! game is reachable from its start, so one memo values the whole game for about the
//! price of its first position.
//!
//! The search holds a board as one `u64`, its rows that can move side by side, and
//! lists a board's moves without building the boards they leave: no allocation but
//! the memo's own.

use std::sync::{Arc, Mutex, MutexGuard};

use rustc_hash::FxHashMap;

use crate::game::rules::Rules;
use crate::game::variant::Variant;
use crate::stop::{Interrupted, Stop};

/// The most cells the search takes in the rows of a board that can still move.
pub const SEARCH_CELLS: u32 = 64;

/// Whether a row with this mask has a move: unless its pieces stand packed against the
/// right wall, under every rule set.
pub(super) const fn can_move(mask: u64) -> bool {
    mask & mask.wrapping_add(1) != 0
}

/// The most rows that can move a searched board holds: [`SEARCH_CELLS`] over the
/// narrowest row that can move, two cells wide.
const MAX_ROWS: usize = SEARCH_CELLS as usize / 2;

/// How many steps (moves looked at) the search takes between two looks at its
/// [`Stop`].
const STEPS_BETWEEN_CHECKS: u64 = 4096;

/// The search by the definition over boards of one width, memoised on the multiset of
/// the rows that can move (a row without a move is the zero game, which changes no
/// sum, misère or not): the remoteness of every board met is kept, so that one search
/// answers many boards.
///
/// ```
/// use hopnim::game::{RemotenessSearch, Rules, Variant};
/// let mut search = RemotenessSearch::new(Variant::new(Rules::Welter, true), 4);
/// // x..x in misère play: moving the left piece next to the right one ends the game
/// // and hands the opponent the win; one cell on leaves `.x.x`, whose only move does
/// // that to the opponent. So the first player wins in 2.
/// assert_eq!(search.remoteness_of_masks(&[0b1001]), Some(2));
/// assert_eq!(search.boards_known(), 2); // x..x and .x.x: boards with a move
/// ```
pub struct RemotenessSearch {
    rules: Rules,
    misere: bool,
    width: u32,
    /// The remoteness of every board met, keyed by its movable rows' masks side by
    /// side (largest first, `width` bits each).
    known: FxHashMap<u64, u16>,
    stop: Stop,
    /// Steps taken since the stop was last looked at.
    steps: u64,
    /// Why the search stopped, once it has: from then on it answers nothing.
    interrupted: Option<Interrupted>,
}

impl RemotenessSearch {
    /// A search of `variant` on rows of `width` cells, which never stops before it
    /// ends.
    pub fn new(variant: Variant, width: u32) -> RemotenessSearch {
        RemotenessSearch::stopping(variant, width, Stop::never())
    }

    /// A search that gives up when `stop` says so: then it answers `None`.
    pub fn stopping(variant: Variant, width: u32, stop: Stop) -> RemotenessSearch {
        RemotenessSearch {
            rules: variant.rules,
            misere: variant.is_misere(),
            width,
            known: FxHashMap::default(),
            stop,
            steps: 0,
            interrupted: None,
        }
    }

    /// The remoteness of the board whose rows are `masks`, by the definition; `None`
    /// if the search stopped ([`RemotenessSearch::interrupted`] says why).
    ///
    /// # Panics
    /// If its rows that can move hold more than [`SEARCH_CELLS`] cells. It is
    /// exponential: [`SearchLimits`](super::SearchLimits) says which boards are
    /// searched quickly.
    pub fn remoteness_of_masks(&mut self, masks: &[u64]) -> Option<u16> {
        let mut board = [0u64; MAX_ROWS];
        let mut len = 0;
        for &mask in masks.iter().filter(|&&mask| can_move(mask)) {
            assert!(
                (len + 1) as u64 * u64::from(self.width) <= u64::from(SEARCH_CELLS),
                "the remoteness search takes at most {SEARCH_CELLS} cells in rows that can move"
            );
            board[len] = mask;
            len += 1;
        }
        board[..len].sort_unstable_by(|a, b| b.cmp(a));
        let key = self.key_of(&board[..len]);
        if self.interrupted.is_some() {
            return None;
        }
        let remoteness = self.remoteness(key);
        if self.interrupted.is_none() {
            // The steps since the last look, counted: the search is done, whatever the
            // budget says now.
            let _ = self.stop.spend(std::mem::take(&mut self.steps));
        }
        self.interrupted.is_none().then_some(remoteness)
    }

    /// How many boards with a move it has valued.
    pub fn boards_known(&self) -> usize {
        self.known.len()
    }

    /// Why it stopped, if it did.
    pub const fn interrupted(&self) -> Option<Interrupted> {
        self.interrupted
    }

    /// Whether it searches boards of `variant` and `width`.
    fn searches(&self, variant: Variant, width: u32) -> bool {
        self.rules == variant.rules && self.misere == variant.is_misere() && self.width == width
    }

    /// The key of a board of movable rows, largest first.
    fn key_of(&self, board: &[u64]) -> u64 {
        board.iter().fold(0, |key, &mask| self.push(key, mask))
    }

    /// `key` with one more row after its last.
    const fn push(&self, key: u64, mask: u64) -> u64 {
        match key.checked_shl(self.width) {
            Some(shifted) => shifted | mask,
            None => mask,
        }
    }

    /// The rows of a key, largest first, and how many.
    fn unpack(&self, mut key: u64) -> ([u64; MAX_ROWS], usize) {
        let mut board = [0u64; MAX_ROWS];
        let mut len = 0;
        let row = u64::MAX >> (64 - self.width);
        while key != 0 {
            board[len] = key & row;
            len += 1;
            key = key.checked_shr(self.width).unwrap_or(0);
        }
        board[..len].reverse();
        (board, len)
    }

    /// The key of `board` with its row `index` replaced by `after` (left out if it
    /// cannot move), the rows kept largest first.
    fn child_key(&self, board: &[u64], index: usize, after: u64) -> u64 {
        let mut key = 0;
        let mut pending = can_move(after).then_some(after);
        for (at, &mask) in board.iter().enumerate() {
            if at == index {
                continue;
            }
            if let Some(inserted) = pending.filter(|&inserted| inserted >= mask) {
                key = self.push(key, inserted);
                pending = None;
            }
            key = self.push(key, mask);
        }
        match pending {
            Some(inserted) => self.push(key, inserted),
            None => key,
        }
    }

    /// Whether a position of this remoteness is lost for the player to move: in normal
    /// play the lost ones have even remoteness (a board without a move is lost, at 0),
    /// in misère play odd.
    const fn is_lost(&self, remoteness: u16) -> bool {
        remoteness.is_multiple_of(2) != self.misere
    }

    /// Counts `steps` and, every [`STEPS_BETWEEN_CHECKS`], asks the stop; false once
    /// the search must stop.
    fn may_go_on(&mut self, steps: u64) -> bool {
        if self.interrupted.is_some() {
            return false;
        }
        self.steps += steps;
        if self.steps >= STEPS_BETWEEN_CHECKS {
            if let Err(why) = self.stop.spend(self.steps) {
                self.interrupted = Some(why);
                return false;
            }
            self.steps = 0;
        }
        true
    }

    /// The remoteness of the board with this key, by the definition (0 once the
    /// search has stopped: then nothing is kept).
    fn remoteness(&mut self, key: u64) -> u16 {
        if key == 0 {
            return 0;
        }
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let (board, len) = self.unpack(key);
        let board = &board[..len];
        let mut fastest_win: Option<u16> = None;
        let mut longest: u16 = 0;
        for (index, &mask) in board.iter().enumerate() {
            // A row equal to the one before has the same moves to the same boards.
            if index > 0 && board[index - 1] == mask {
                continue;
            }
            for after in self.rules.options_of_mask(mask) {
                if !self.may_go_on(1) {
                    return 0;
                }
                let remoteness = self.remoteness(self.child_key(board, index, after));
                if self.is_lost(remoteness) {
                    fastest_win = Some(fastest_win.map_or(remoteness, |r| r.min(remoteness)));
                }
                longest = longest.max(remoteness);
            }
        }
        if self.interrupted.is_some() {
            return 0;
        }
        let remoteness = 1 + fastest_win.unwrap_or(longest);
        self.known.insert(key, remoteness);
        remoteness
    }
}

/// One search shared by every position a question asks about (the positions of a
/// game, a position and the positions its moves leave), with the [`Stop`] that ends
/// it. Clones share it. It keeps the memo of one game (rules, convention and width)
/// at a time: asked about another, it starts afresh.
///
/// ```
/// use hopnim::{Board, game::{Remoteness, Rules, SharedSearch, Variant}};
/// let welter = Variant::new(Rules::Welter, false);
/// let search = SharedSearch::new();
/// let start: Board = "x2x3".parse()?;
/// let later: Board = "1x1x3".parse()?;
/// assert_eq!(search.remoteness_of(welter, start.rows()).of_board(), Some(3));
/// let known = search.boards_known();
/// // A later position of the game costs nothing more: the start's search met it.
/// assert_eq!(search.remoteness_of(welter, later.rows()).of_board(), Some(3));
/// assert_eq!(search.boards_known(), known);
/// # Ok::<(), hopnim::NotationError>(())
/// ```
#[derive(Clone, Default)]
pub struct SharedSearch(Arc<Mutex<Shared>>);

#[derive(Default)]
struct Shared {
    stop: Stop,
    search: Option<RemotenessSearch>,
}

impl SharedSearch {
    /// A search that never stops before it ends.
    pub fn new() -> SharedSearch {
        SharedSearch::default()
    }

    /// A search that gives up when `stop` says so; then every remoteness it has not
    /// found is unknown, and [`SharedSearch::interrupted`] says why.
    pub fn stopping(stop: Stop) -> SharedSearch {
        SharedSearch(Arc::new(Mutex::new(Shared { stop, search: None })))
    }

    /// The stop that ends it: other work of the same question (drawing a puzzle)
    /// stops with it.
    pub fn stop(&self) -> Stop {
        self.lock().stop.clone()
    }

    /// The remoteness of a board of `width` whose rows are `masks` in `variant`.
    pub(super) fn of_masks(&self, variant: Variant, width: u32, masks: &[u64]) -> Option<u16> {
        let mut shared = self.lock();
        let Shared { stop, search } = &mut *shared;
        let search = match search {
            Some(search) if search.searches(variant, width) => search,
            _ => search.insert(RemotenessSearch::stopping(variant, width, stop.clone())),
        };
        search.remoteness_of_masks(masks)
    }

    /// How many boards the search has valued.
    pub fn boards_known(&self) -> usize {
        self.lock()
            .search
            .as_ref()
            .map_or(0, RemotenessSearch::boards_known)
    }

    /// Why the search stopped, if it did: what it answered since is unknown.
    pub fn interrupted(&self) -> Option<Interrupted> {
        self.lock()
            .search
            .as_ref()
            .and_then(RemotenessSearch::interrupted)
    }

    fn lock(&self) -> MutexGuard<'_, Shared> {
        // A search that panicked left a memo of true values: it may go on.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl std::fmt::Debug for SharedSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedSearch")
            .field("boards_known", &self.boards_known())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_key_keeps_the_rows_largest_first() {
        let search = RemotenessSearch::new(Variant::default(), 4);
        let board = [0b1100, 0b1010, 0b0110];
        let by_sorting = |index: usize, after: u64| {
            let mut child: Vec<u64> = board.to_vec();
            child.remove(index);
            if can_move(after) {
                child.push(after);
            }
            child.sort_unstable_by(|a, b| b.cmp(a));
            search.key_of(&child)
        };
        for index in 0..board.len() {
            for after in 0..16 {
                assert_eq!(
                    search.child_key(&board, index, after),
                    by_sorting(index, after)
                );
            }
        }
        let (unpacked, len) = search.unpack(search.key_of(&board));
        assert_eq!(&unpacked[..len], &board);
    }

    #[test]
    fn a_stopped_search_answers_nothing_and_keeps_no_guess() {
        let stop = Stop::new().with_budget(10);
        let variant = Variant::new(Rules::Welter, false);
        let mut search = RemotenessSearch::stopping(variant, 20, stop);
        assert_eq!(search.remoteness_of_masks(&[0xF0000]), None);
        assert_eq!(search.interrupted(), Some(Interrupted::OverBudget));
        // Whatever it kept is true.
        let mut fresh = RemotenessSearch::new(variant, 20);
        fresh.remoteness_of_masks(&[0xF0000]);
        for (key, remoteness) in &search.known {
            assert_eq!(fresh.known.get(key), Some(remoteness));
        }
    }

    #[test]
    fn a_shared_search_starts_afresh_for_another_game() {
        let search = SharedSearch::new();
        let welter = Variant::new(Rules::Welter, false);
        assert_eq!(search.of_masks(welter, 4, &[0b1001]), Some(1));
        assert_eq!(
            search.of_masks(Variant::new(Rules::Welter, true), 4, &[0b1001]),
            Some(2)
        );
        assert_eq!(search.of_masks(welter, 5, &[0b10001]), Some(1));
    }
}
