//! Misère play checked by computation, two ways, for every rule set:
//!
//! - **the slow twin**: who wins a whole board by the definition (the player who
//!   cannot move wins; otherwise the player to move wins iff some move leaves the
//!   opponent lost), searched over boards and memoised, against the misère rule of
//!   [`Variant`] on every small board ([`verify_misere`]);
//! - **the proof**: the local conditions under which the rule holds for every board,
//!   of any number of rows, checked on every row up to a width ([`verify_tame`]).
//!
//! A board is searched as the multiset of its rows that can still move: a row
//! without a move is the zero game, which changes no sum, misère or not.
//!
//! # The local conditions
//!
//! Call a row *fickle* when the rule set's test says so (for hop, every odd pile is 0
//! or 1) and *firm* otherwise, and let `g` be its Grundy value by the definition. The
//! rule says the player to move loses exactly when (A) some row is firm and the XOR of
//! the values is 0, or (B) every row is fickle and the XOR is 1. It holds on every
//! board whose rows all satisfy ([`TameCondition`]):
//!
//! - C0: a row without a move is fickle;
//! - C1: a fickle row has `g ≤ 1`;
//! - C2: a firm row with `g ≤ 1` has no fickle move to value `1 - g`;
//! - C3: a fickle row has no firm move to value `1 - g`;
//! - C4: a firm row with `g ≥ 2` has, for each `c` in `{0, 1}`, a fickle move to value
//!   `1 - c` or a firm move to value `c`;
//! - C5: a firm row with `g = 1` has a firm move to value 0;
//! - C6: a fickle row with a move has a fickle move to value `1 - g`.
//!
//! C0 makes a board without a move lie outside (A) and (B); C2 and C3 make every move
//! from (A) or (B) leave them, since a move changes one row's value; C4, C5 and C6,
//! with the Nim move when two rows are firm and the move of a fickle row of value 1
//! when the only firm row is worth 0, give every other board with a move a move into
//! them. `docs/rules.md` writes the argument out.
//!
//! ```
//! use hopnim::{game::Rules, proof::misere::{first_player_wins_misere_by_search, verify_misere}};
//! let hop = Rules::default();
//! // One piece with one cell before the wall: moving it leaves the opponent without a
//! // move, and in misère play that opponent wins.
//! assert!(!first_player_wins_misere_by_search(&"1x1".parse()?));
//! let verification = verify_misere(hop, &[(2, 5)], |_| {})?;
//! assert!(verification.holds());
//! assert_eq!(verification.bounds()[0].boards, 1 + 26 + 26 * 27 / 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::HashMap;
use std::fmt;

use rayon::prelude::*;

use crate::game::{Board, Row};
use crate::game::{Convention, Rules, Variant};
use crate::proof::boards::{BOARD_WORK_BYTES, BoardRanks, boards_within, can_move, rows_of_width};
use crate::proof::memory::{OutOfMemory, filled_vec};
use crate::proof::table::{GrundyTable, TableError};

/// The most cells the search takes on a board: its movable rows times their width (a
/// board is keyed by its rows' masks side by side in 64 bits).
pub const MAX_SEARCH_CELLS: u32 = 64;

/// The bounds `hopnim verify --misere` checks: every board of up to `rows` movable
/// rows of `width` cells (so of any width up to it: empty cells left of every piece
/// change nothing), for each pair: 68,795,385 boards, about 11 s on two cores and
/// 17 MiB of memo.
pub const DEFAULT_BOUNDS: [(usize, u32); 5] = [(2, 13), (3, 9), (4, 7), (7, 5), (10, 4)];

/// Whether the player to move wins `board` in misère play, by searching its whole
/// game tree (not its rows one by one). Exponential: for small boards only.
///
/// # Panics
/// If the board's movable rows hold more than [`MAX_SEARCH_CELLS`] cells.
pub fn first_player_wins_misere_by_search(board: &Board) -> bool {
    first_player_wins_misere_by_search_in(Rules::default(), board)
}

/// [`first_player_wins_misere_by_search`] under any rule set.
///
/// ```
/// use hopnim::proof::misere::first_player_wins_misere_by_search_in;
/// // Welter's xx....: every move leaves a row worth 2 or more, so the mover cannot
/// // hand over a row that acts as a heap of 1.
/// assert!(!first_player_wins_misere_by_search_in("welter".parse()?, &"xx4".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn first_player_wins_misere_by_search_in(rules: Rules, board: &Board) -> bool {
    let mut search = Search::sparse(rules, board.width());
    search.wins(&SearchBoard::new(
        board.rows().iter().map(|row| row.mask()),
        board.width(),
    ))
}

/// One board size checked: its bounds, how many boards, how many lost for the player
/// to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoundCount {
    /// The most rows (that can move) of a board.
    pub rows: usize,
    /// The width of the rows.
    pub width: u32,
    /// The boards checked: every multiset of at most `rows` movable rows.
    pub boards: u64,
    /// The boards the player to move loses.
    pub lost: u64,
}

/// The outcome of [`verify_misere`]: the counts per bound, and a board where the rule
/// and the definition disagree, if any.
#[derive(Clone, Debug)]
pub struct MisereVerification {
    bounds: Vec<BoundCount>,
    counterexample: Option<Board>,
}

impl MisereVerification {
    /// Whether the rule equals the definition on every board checked.
    pub fn holds(&self) -> bool {
        self.counterexample.is_none()
    }

    /// The counts, bound by bound.
    pub fn bounds(&self) -> &[BoundCount] {
        &self.bounds
    }

    /// The boards checked, over all bounds (a board within two bounds counts twice).
    pub fn boards_checked(&self) -> u64 {
        self.bounds.iter().map(|bound| bound.boards).sum()
    }

    /// A board where the rule is wrong, if there is one.
    pub fn counterexample(&self) -> Option<&Board> {
        self.counterexample.as_ref()
    }
}

impl fmt::Display for BoundCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "up to {}: {} boards, {} lost for the player to move",
            rows_of_width(self.rows, self.width),
            self.boards,
            self.lost
        )
    }
}

/// Checks the misère rule of `rules` (misère Nim on the rows' values, with firm and
/// fickle rows: for hop, on the odd-stair piles of all rows) against the definition
/// on every board of up to `rows` movable rows of `width` cells, for each
/// `(rows, width)` of `bounds`, the bounds in parallel on the current rayon pool.
/// `on_progress(boards)` is called from the worker threads as boards are done,
/// [`boards_within`] of each bound in all. The memos take [`search_memory`] bytes; an
/// error if the system refuses them.
///
/// # Panics
/// If a bound is over [`MAX_SEARCH_CELLS`] cells.
pub fn verify_misere(
    rules: Rules,
    bounds: &[(usize, u32)],
    on_progress: impl Fn(u64) + Sync,
) -> Result<MisereVerification, OutOfMemory> {
    let results: Vec<(BoundCount, Option<Board>)> = bounds
        .par_iter()
        .map(|&(rows, width)| verify_bound(rules, rows, width, &on_progress))
        .collect::<Result<_, _>>()?;
    let counterexample = results.iter().find_map(|(_, board)| board.clone());
    Ok(MisereVerification {
        bounds: results.into_iter().map(|(count, _)| count).collect(),
        counterexample,
    })
}

/// The memory in bytes that [`verify_misere`] takes for `bounds` (each bound's search
/// keeps two bits a board, [`boards_within`], the ranks of its boards and the board
/// in hand); all of them at once, as they may run side by side. `None` when it is past `u64`, or a
/// bound is over [`MAX_SEARCH_CELLS`] cells.
///
/// ```
/// use hopnim::proof::misere::{DEFAULT_BOUNDS, search_memory};
/// assert!(search_memory(&DEFAULT_BOUNDS).unwrap() < 20 << 20);
/// assert_eq!(search_memory(&[(usize::MAX, 2)]), None);
/// ```
pub fn search_memory(bounds: &[(usize, u32)]) -> Option<u64> {
    bounds.iter().try_fold(0u64, |total, &(rows, width)| {
        let cells = (rows as u64).checked_mul(u64::from(width))?;
        if width == 0 || cells > u64::from(MAX_SEARCH_CELLS) {
            return None;
        }
        total.checked_add(DenseMemo::bytes(rows, width)?)
    })
}

/// How many boards [`verify_bound`] checks between two calls of its progress callback.
const PROGRESS_STEP: u64 = 1 << 16;

/// Every board of one bound, by the rule and by the search.
fn verify_bound(
    rules: Rules,
    rows: usize,
    width: u32,
    on_progress: &(impl Fn(u64) + Sync),
) -> Result<(BoundCount, Option<Board>), OutOfMemory> {
    assert!(
        search_memory(&[(rows, width)]).is_some(),
        "{rows} rows of width {width} are over {MAX_SEARCH_CELLS} cells"
    );
    // The memo before the ranks: far the larger, it is refused before they are made.
    let bits = DenseMemo::blank_bits(rows, width)?;
    let ranks = BoardRanks::new(rows, width)?;
    let mut search = Search {
        rules,
        width,
        memo: DenseMemo {
            ranks: &ranks,
            bits,
        },
    };
    let mut count = BoundCount {
        rows,
        width,
        boards: 0,
        lost: 0,
    };
    let mut counterexample = None;
    // In rank order, every move's board is known: the search looks one move deep.
    ranks.for_each_board(|board| {
        let by_search = search.wins(&SearchBoard::new(board.iter().copied(), width));
        count.boards += 1;
        if count.boards.is_multiple_of(PROGRESS_STEP) {
            on_progress(PROGRESS_STEP);
        }
        count.lost += u64::from(!by_search);
        let rows: Vec<Row> = board
            .iter()
            .map(|&mask| Row::new(width, mask).expect("the mask fits"))
            .collect();
        let variant = misere(rules);
        let by_rule = variant.first_player_wins(variant.value_of_board(&rows));
        if by_rule != by_search && counterexample.is_none() {
            counterexample = Some(Board::new(width, rows).expect("rows of the width"));
        }
    });
    on_progress(count.boards % PROGRESS_STEP);
    Ok((count, counterexample))
}

/// Whether the misère rule, the value of every move and the winning moves of the
/// board that `data` encodes agree with the search: the check of the `misere` fuzz
/// target. The first byte gives the width (1 to 8, its low three bits) and the rule
/// set (the rest, modulo 3: hop, Welter, slide), each of up to 4 more bytes a row.
/// Returns the first difference.
///
/// ```
/// assert_eq!(hopnim::proof::misere::compare_with_search(&[5, 0b101, 0b11]), Ok(()));
/// assert_eq!(hopnim::proof::misere::compare_with_search(&[5 + 8, 0b101, 0b11]), Ok(()));
/// ```
pub fn compare_with_search(data: &[u8]) -> Result<(), String> {
    let Some((game, board)) = fuzz_board(data, Rules::ALL.len()) else {
        return Ok(());
    };
    let rules = Rules::ALL[game];
    let width = board.width();
    let variant = misere(rules);
    let mut search = Search::sparse(rules, width);
    let mut wins = |board: &Board| {
        search.wins(&SearchBoard::new(
            board.rows().iter().map(|row| row.mask()),
            width,
        ))
    };
    let total = variant.value_of_board(board.rows());
    if variant.first_player_wins(total) != wins(&board) {
        return Err(format!(
            "{rules} {board}: the rule says {}",
            variant.first_player_wins(total)
        ));
    }
    for valued in variant.move_values(board.rows(), total) {
        let after = board.play_move(valued.mv, rules).expect("a legal move");
        if valued.total_after != variant.value_of_board(after.rows()) {
            return Err(format!(
                "{rules} {board}: the value after {} is wrong",
                valued.mv
            ));
        }
        let winning = !variant.first_player_wins(valued.total_after);
        if winning == wins(&after) {
            return Err(format!(
                "{rules} {board}: {} is said winning: {winning}",
                valued.mv
            ));
        }
    }
    Ok(())
}

/// The board a fuzz target's bytes encode, and the game among `games`: the first byte
/// gives the width (1 to 8, its low three bits) and the game (the rest, modulo
/// `games`), each of up to 4 more bytes a row. `None` for no bytes.
pub(crate) fn fuzz_board(data: &[u8], games: usize) -> Option<(usize, Board)> {
    let (&knob, rest) = data.split_first()?;
    let width = u32::from(knob % 8) + 1;
    let rows: Vec<Row> = rest
        .iter()
        .take(4)
        .map(|&byte| Row::new(width, u64::from(byte) & ((1 << width) - 1)).expect("fits"))
        .collect();
    let board = Board::new(width, rows).expect("rows of the width");
    Some((usize::from(knob / 8) % games, board))
}

/// Misère play under `rules`.
const fn misere(rules: Rules) -> Variant {
    Variant {
        rules,
        convention: Convention::Misere,
    }
}

/// A local condition of the misère rule (see the module docs), in their order there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TameCondition {
    /// C0: A row without a move is fickle.
    StuckIsFickle,
    /// C1: A fickle row has value 0 or 1.
    FickleIsSmall,
    /// C2: A firm row of value `g ≤ 1` has no fickle move to value `1 - g`.
    FirmSmallKeepsFirm,
    /// C3: A fickle row has no firm move to value `1 - g`.
    FickleNoFirmSwap,
    /// C4: A firm row of value 2 or more reaches, for each `c` in `{0, 1}`, a fickle row
    /// of value `1 - c` or a firm row of value `c`.
    FirmLargeReaches,
    /// C5: A firm row of value 1 has a firm move to value 0.
    FirmOneReachesFirmZero,
    /// C6: A fickle row with a move has a fickle move to value `1 - g`.
    FickleFlips,
}

impl fmt::Display for TameCondition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TameCondition::StuckIsFickle => "a row without a move must be fickle",
            TameCondition::FickleIsSmall => "a fickle row must be worth 0 or 1",
            TameCondition::FirmSmallKeepsFirm => {
                "a firm row worth g <= 1 must have no fickle move to value 1 - g"
            }
            TameCondition::FickleNoFirmSwap => {
                "a fickle row must have no firm move to value 1 - g"
            }
            TameCondition::FirmLargeReaches => {
                "a firm row worth 2 or more must reach a fickle 1 or a firm 0, and a fickle 0 or a firm 1"
            }
            TameCondition::FirmOneReachesFirmZero => "a firm row worth 1 must reach a firm 0",
            TameCondition::FickleFlips => {
                "a fickle row with a move must reach a fickle row of value 1 - g"
            }
        })
    }
}

/// The outcome of [`verify_tame`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TameVerification {
    /// The rule set checked.
    pub rules: Rules,
    /// The widest width: every row of `1..=width` cells was checked.
    pub width: u32,
    /// The rows checked (`2^width`: a row of a narrower width is one of them).
    pub rows: u64,
    /// How many of them are fickle.
    pub fickle_rows: u64,
    /// The row of smallest mask that breaks a condition, and the condition.
    pub counterexample: Option<(Row, TameCondition)>,
}

impl TameVerification {
    /// Whether every row satisfies every condition: the misère rule then holds on
    /// every board of rows of up to `width` cells.
    pub const fn holds(&self) -> bool {
        self.counterexample.is_none()
    }
}

/// Checks the local conditions of the misère rule (module docs) on every row of up to
/// `width` cells (`1..=32`), with the Grundy values by the definition
/// ([`GrundyTable::build_for`]) and the rule set's fickle test, in parallel.
/// `on_progress(rows)` is called as rows are done, `2^width` in all (the table's rows
/// first, then the checked ones).
///
/// ```
/// use hopnim::{game::Rules, proof::misere::verify_tame};
/// for rules in Rules::ALL {
///     let verification = verify_tame(rules, 12, |_| {})?;
///     assert!(verification.holds(), "{rules}");
/// }
/// # Ok::<(), hopnim::proof::table::TableError>(())
/// ```
pub fn verify_tame(
    rules: Rules,
    width: u32,
    on_progress: impl Fn(u64) + Sync,
) -> Result<TameVerification, TableError> {
    let table = GrundyTable::build_for(rules, width, |_| {})?;
    let values = table.values();
    const CHUNK: usize = 1 << 14;
    let found: Vec<(u64, Option<(u64, TameCondition)>)> = values
        .par_chunks(CHUNK)
        .enumerate()
        .map(|(chunk, part)| {
            let first = (chunk * CHUNK) as u64;
            let mut fickle = 0;
            let mut broken = None;
            for mask in first..first + part.len() as u64 {
                fickle += u64::from(!rules.is_firm_mask(mask));
                if broken.is_none() {
                    broken = tame_condition_broken(rules, values, mask, |m| !rules.is_firm_mask(m))
                        .map(|c| (mask, c));
                }
            }
            on_progress(part.len() as u64);
            (fickle, broken)
        })
        .collect();
    let counterexample = found
        .iter()
        .find_map(|(_, broken)| *broken)
        .map(|(mask, condition)| {
            let row_width = (u64::BITS - mask.leading_zeros()).max(1);
            (Row::new(row_width, mask).expect("the mask fits"), condition)
        });
    Ok(TameVerification {
        rules,
        width,
        rows: values.len() as u64,
        fickle_rows: found.iter().map(|(fickle, _)| fickle).sum(),
        counterexample,
    })
}

/// The first local condition the row `mask` breaks, given every row's value and a
/// fickle test.
fn tame_condition_broken(
    rules: Rules,
    values: &[u8],
    mask: u64,
    fickle: impl Fn(u64) -> bool,
) -> Option<TameCondition> {
    let value = |mask: u64| u32::from(values[mask as usize]);
    let g = value(mask);
    // Which (fickle, value) pairs the moves reach, for values 0 and 1.
    let mut reaches = [[false; 2]; 2];
    let mut has_move = false;
    for option in rules.options_of_mask(mask) {
        has_move = true;
        let option_value = value(option);
        if option_value <= 1 {
            reaches[usize::from(fickle(option))][option_value as usize] = true;
        }
    }
    let reaches_fickle = |v: u32| reaches[1][v as usize];
    let reaches_firm = |v: u32| reaches[0][v as usize];
    if fickle(mask) {
        if !has_move && g != 0 {
            return Some(TameCondition::FickleIsSmall);
        }
        if g > 1 {
            return Some(TameCondition::FickleIsSmall);
        }
        if reaches_firm(1 - g) {
            return Some(TameCondition::FickleNoFirmSwap);
        }
        if has_move && !reaches_fickle(1 - g) {
            return Some(TameCondition::FickleFlips);
        }
        return None;
    }
    if !has_move {
        return Some(TameCondition::StuckIsFickle);
    }
    if g <= 1 && reaches_fickle(1 - g) {
        return Some(TameCondition::FirmSmallKeepsFirm);
    }
    if g >= 2 && !(0..=1).all(|c| reaches_fickle(1 - c) || reaches_firm(c)) {
        return Some(TameCondition::FirmLargeReaches);
    }
    if g == 1 && !reaches_firm(0) {
        return Some(TameCondition::FirmOneReachesFirmZero);
    }
    None
}

/// The most movable rows a searched board holds: a movable row has two cells or more.
const MAX_BOARD_ROWS: usize = MAX_SEARCH_CELLS as usize / 2;

/// A board of the search: the masks of its rows that can move, largest first (a row
/// without a move is the zero game, which changes no sum, misère or not).
#[derive(Clone, Copy)]
struct SearchBoard {
    masks: [u64; MAX_BOARD_ROWS],
    len: usize,
}

impl SearchBoard {
    /// The board of these rows of `width` cells.
    ///
    /// # Panics
    /// If its movable rows hold more than [`MAX_SEARCH_CELLS`] cells.
    fn new(masks: impl IntoIterator<Item = u64>, width: u32) -> SearchBoard {
        let mut board = SearchBoard {
            masks: [0; MAX_BOARD_ROWS],
            len: 0,
        };
        for mask in masks {
            board.insert(mask, width);
        }
        board
    }

    /// The masks, largest first.
    fn masks(&self) -> &[u64] {
        &self.masks[..self.len]
    }

    /// Adds a row in its place, if it can move.
    fn insert(&mut self, mask: u64, width: u32) {
        if !can_move(mask) {
            return;
        }
        assert!(
            (self.len as u64 + 1) * u64::from(width) <= u64::from(MAX_SEARCH_CELLS),
            "the misère search takes boards of up to {MAX_SEARCH_CELLS} cells in movable rows"
        );
        let at = self.masks().partition_point(|&other| other >= mask);
        self.masks.copy_within(at..self.len, at + 1);
        self.masks[at] = mask;
        self.len += 1;
    }

    /// The board after the row at `index` becomes `after`.
    fn replaced(&self, index: usize, after: u64, width: u32) -> SearchBoard {
        let mut next = *self;
        next.masks.copy_within(index + 1..self.len, index);
        next.len -= 1;
        next.insert(after, width);
        next
    }
}

/// Where the search keeps whether the player to move wins each board it has valued.
trait Memo {
    /// What is known of `board`.
    fn get(&self, board: &SearchBoard) -> Option<bool>;
    /// Records that the player to move wins `board`, or not.
    fn set(&mut self, board: &SearchBoard, wins: bool);
}

/// A memo of the boards met, by their masks side by side: for single boards, whose
/// search meets few of the boards of their size.
struct SparseMemo {
    width: u32,
    /// No mask is 0 (an empty row has no move), so the packing is one to one.
    known: HashMap<u64, bool>,
}

impl SparseMemo {
    fn key(&self, board: &SearchBoard) -> u64 {
        board
            .masks()
            .iter()
            .fold(0u64, |key, &mask| key << self.width | mask)
    }
}

impl Memo for SparseMemo {
    fn get(&self, board: &SearchBoard) -> Option<bool> {
        self.known.get(&self.key(board)).copied()
    }

    fn set(&mut self, board: &SearchBoard, wins: bool) {
        let key = self.key(board);
        self.known.insert(key, wins);
    }
}

/// A memo of every board of a bound, two bits a board (known; whether the player to
/// move wins) at the board's rank ([`BoardRanks`]): for a whole bound, whose search
/// meets every board of it. The 68,795,385 boards of the default bounds take 17 MB.
struct DenseMemo<'a> {
    ranks: &'a BoardRanks,
    /// Two bits a board, by rank: known, and wins.
    bits: Vec<u64>,
}

impl DenseMemo<'_> {
    /// The bits of every board of up to `rows` movable rows of `width` cells, nothing
    /// known yet, in memory the system may refuse.
    fn blank_bits(rows: usize, width: u32) -> Result<Vec<u64>, OutOfMemory> {
        let words = boards_within(rows, width).div_ceil(32);
        let words = usize::try_from(words).unwrap_or(usize::MAX);
        filled_vec(words, 0, crate::phrase::Message::MEMORY_MISERE_MEMO)
    }

    /// The bytes that a search of one bound takes: this memo, the ranks beside it and
    /// the board in hand; `None` past `u64`.
    fn bytes(rows: usize, width: u32) -> Option<u64> {
        let words = boards_within(rows, width).checked_add(31)? / 32;
        words
            .checked_mul(8)?
            .checked_add(BoardRanks::bytes(rows, width)?)?
            .checked_add(BOARD_WORK_BYTES)
    }
}

impl Memo for DenseMemo<'_> {
    fn get(&self, board: &SearchBoard) -> Option<bool> {
        let rank = self.ranks.rank(board.masks());
        let pair = self.bits[rank / 32] >> (2 * (rank % 32)) & 0b11;
        (pair & 0b01 != 0).then_some(pair & 0b10 != 0)
    }

    fn set(&mut self, board: &SearchBoard, wins: bool) {
        let rank = self.ranks.rank(board.masks());
        self.bits[rank / 32] |= (0b01 | u64::from(wins) << 1) << (2 * (rank % 32));
    }
}

/// The memoised search of one width.
struct Search<M> {
    rules: Rules,
    width: u32,
    memo: M,
}

impl Search<SparseMemo> {
    /// A search for single boards.
    fn sparse(rules: Rules, width: u32) -> Search<SparseMemo> {
        Search {
            rules,
            width,
            memo: SparseMemo {
                width,
                known: HashMap::new(),
            },
        }
    }
}

impl<M: Memo> Search<M> {
    /// Whether the player to move wins the board.
    fn wins(&mut self, board: &SearchBoard) -> bool {
        // No move: in misère play the player to move has won.
        if board.len == 0 {
            return true;
        }
        if let Some(known) = self.memo.get(board) {
            return known;
        }
        let rules = self.rules;
        let mut wins = false;
        'moves: for (index, &mask) in board.masks().iter().enumerate() {
            // A row equal to the one before has the same moves to the same boards.
            if index > 0 && board.masks[index - 1] == mask {
                continue;
            }
            for after in rules.options_of_mask(mask) {
                if !self.wins(&board.replaced(index, after, self.width)) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.set(board, wins);
        wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absurd_bounds_have_no_memory_figure() {
        assert_eq!(search_memory(&[(1 << 63, 2)]), None);
        assert_eq!(search_memory(&[(2, 33)]), None);
        assert_eq!(search_memory(&[(2, 0)]), None);
        // 2 rows of width 32: every pair of 2^32 rows, far past what any memory holds.
        assert!(search_memory(&[(2, 32)]).is_none_or(|bytes| bytes > 1 << 60));
    }

    #[test]
    fn a_wrong_rule_would_be_caught() {
        // Misère Nim on the rows' Grundy values is wrong: `xx2xx1` (width 7) has value
        // 0, yet in misère play the player to move loses it.
        let board: Board = "xx2xx1".parse().unwrap();
        assert!(board.nim_sum().is_zero());
        assert!(!first_player_wins_misere_by_search(&board));
        let variant = Variant::MISERE;
        assert!(!variant.first_player_wins(variant.value_of_board(board.rows())));
    }

    #[test]
    fn small_bounds_hold_and_count_every_multiset() {
        let bounds = [(2, 6), (3, 4), (1, 8)];
        let reported = std::sync::atomic::AtomicU64::new(0);
        let verification = verify_misere(Rules::Hop, &bounds, |boards| {
            reported.fetch_add(boards, std::sync::atomic::Ordering::Relaxed);
        })
        .unwrap();
        assert!(verification.holds(), "{:?}", verification.counterexample());
        for (count, &(rows, width)) in verification.bounds().iter().zip(&bounds) {
            assert_eq!(count.boards, boards_within(rows, width));
        }
        assert_eq!(reported.into_inner(), verification.boards_checked());
        // 57 movable rows of width 6: 1 + 57 + 57 * 58 / 2 boards.
        assert_eq!(verification.bounds()[0].boards, 1 + 57 + 57 * 58 / 2);
        let sum: u64 = verification.bounds().iter().map(|b| b.boards).sum();
        assert_eq!(verification.boards_checked(), sum);
    }

    #[test]
    fn every_rule_sets_misere_rule_holds_on_small_boards() {
        for rules in [Rules::Welter, Rules::Slide] {
            let verification = verify_misere(rules, &[(2, 7), (3, 5)], |_| {}).unwrap();
            assert!(
                verification.holds(),
                "{rules}: {:?}",
                verification.counterexample()
            );
        }
    }

    #[test]
    fn the_local_conditions_hold_and_catch_a_wrong_fickle_test() {
        for rules in Rules::ALL {
            let verification = verify_tame(rules, 14, |_| {}).unwrap();
            assert!(
                verification.holds(),
                "{rules}: {:?}",
                verification.counterexample
            );
            assert_eq!(verification.rows, 1 << 14);
        }
        // Calling every row of value 0 or 1 fickle (misère Nim on the values) is wrong
        // for Welter's game, first on xx.... (coins 4 and 5).
        let table = GrundyTable::build_for(Rules::Welter, 6, |_| {}).unwrap();
        let values = table.values();
        let naive = |mask: u64| values[mask as usize] <= 1;
        let first_broken = (0..1u64 << 6).find_map(|mask| {
            tame_condition_broken(Rules::Welter, values, mask, naive).map(|c| (mask, c))
        });
        assert_eq!(first_broken, Some((0b11_0000, TameCondition::FickleFlips)));
    }
}
