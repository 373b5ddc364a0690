//! Shrinking a failing input: the smallest judge input that still fails the same way.
//!
//! Given tests that make a solution fail and a predicate "this input still fails the
//! same way", [`shrink`] tries smaller inputs in a fixed order — fewer tests, then
//! fewer rows, then fewer pieces, then pieces moved to smaller positions — keeps every
//! candidate the predicate accepts, and repeats the passes until none of them makes
//! progress; then it tries a removal and a move together (see [`shrink`]), and starts
//! over if that helps. Every kept candidate is smaller in (tests, rows, pieces, sum of
//! positions), so shrinking always ends. Removals go in halves first, then quarters,
//! down to single items, so a long input falls to one test in a few calls.
//!
//! The predicate is the caller's: the stress tester runs a program, tests pass pure
//! functions.
//!
//! ```
//! use hopnim::game::Board;
//! use hopnim_setter::shrink::shrink;
//! // "Fails" whenever some row has two or more pieces.
//! let tests: Vec<Board> = vec!["x1x1xx/3x2".parse()?, "xxxxx1".parse()?];
//! let shrunk = shrink(tests, |tests| {
//!     tests.iter().any(|b| b.rows().iter().any(|r| r.piece_count() >= 2))
//! });
//! assert_eq!(shrunk.tests, vec!["xx4".parse::<Board>()?]);
//! # Ok::<(), hopnim::game::NotationError>(())
//! ```

use hopnim::game::{Board, Row};

/// The result of [`shrink`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shrunk {
    /// The smallest failing input found.
    pub tests: Vec<Board>,
    /// How many candidates were tried (predicate calls).
    pub attempts: u64,
    /// How many of them still failed and were kept.
    pub accepted: u64,
}

/// Shrinks `tests` while `still_fails` holds; see the module documentation.
///
/// When no single step helps any more, it tries two steps at once: a removal (of a
/// test, a row or a piece) that alone makes the failure go away, followed by moving
/// one remaining piece to any other empty column. That escapes the usual trap of
/// this game, where two rows fail together (their values combine by XOR) but
/// neither fails alone.
///
/// `still_fails` is expected to hold for `tests` itself (it is not called on it). Tests
/// keep at least one test and each test at least one row; all boards keep their width.
pub fn shrink(tests: Vec<Board>, still_fails: impl FnMut(&[Board]) -> bool) -> Shrunk {
    let width = tests
        .first()
        .map_or(hopnim::game::CLASSIC_WIDTH, Board::width);
    let mut shrinker = Shrinker {
        width,
        case: tests
            .iter()
            .map(|board| board.rows().iter().map(|&row| pieces_of(row)).collect())
            .collect(),
        still_fails,
        attempts: 0,
        accepted: 0,
    };
    loop {
        let before = shrinker.accepted;
        shrinker.fewer_tests();
        shrinker.fewer_rows();
        shrinker.fewer_pieces();
        shrinker.smaller_positions();
        if shrinker.accepted == before && !shrinker.removal_then_move() {
            break;
        }
    }
    Shrunk {
        tests: shrinker.boards(&shrinker.case),
        attempts: shrinker.attempts,
        accepted: shrinker.accepted,
    }
}

/// Tests, as rows, as piece columns in increasing order.
type Case = Vec<Vec<Vec<u32>>>;

struct Shrinker<F> {
    width: u32,
    case: Case,
    still_fails: F,
    attempts: u64,
    accepted: u64,
}

impl<F: FnMut(&[Board]) -> bool> Shrinker<F> {
    fn boards(&self, case: &Case) -> Vec<Board> {
        case.iter()
            .map(|rows| {
                let rows = rows
                    .iter()
                    .map(|columns| {
                        Row::from_columns(self.width, columns.iter().copied())
                            .expect("shrinking keeps pieces distinct and on the board")
                    })
                    .collect();
                Board::new(self.width, rows).expect("rows keep the width")
            })
            .collect()
    }

    /// Tries `candidate`; keeps it if it still fails.
    fn try_case(&mut self, candidate: Case) -> bool {
        self.attempts += 1;
        let boards = self.boards(&candidate);
        if (self.still_fails)(&boards) {
            self.accepted += 1;
            self.case = candidate;
            true
        } else {
            false
        }
    }

    fn fewer_tests(&mut self) {
        let tests = self.case.clone();
        self.case = remove_chunks(tests, 1, |tests| self.try_case(tests.to_vec()));
    }

    fn fewer_rows(&mut self) {
        for test in 0..self.case.len() {
            let rows = self.case[test].clone();
            let kept = remove_chunks(rows, 1, |rows| {
                let mut candidate = self.case.clone();
                candidate[test] = rows.to_vec();
                self.try_case(candidate)
            });
            self.case[test] = kept;
        }
    }

    fn fewer_pieces(&mut self) {
        for test in 0..self.case.len() {
            for row in 0..self.case[test].len() {
                let pieces = self.case[test][row].clone();
                let kept = remove_chunks(pieces, 0, |pieces| {
                    let mut candidate = self.case.clone();
                    candidate[test][row] = pieces.to_vec();
                    self.try_case(candidate)
                });
                self.case[test][row] = kept;
            }
        }
    }

    /// Moves each piece, left to right, to the smallest empty column left of it
    /// that still fails.
    fn smaller_positions(&mut self) {
        for test in 0..self.case.len() {
            for row in 0..self.case[test].len() {
                for index in 0..self.case[test][row].len() {
                    let from = self.case[test][row][index];
                    for to in 1..from {
                        if self.case[test][row].contains(&to) {
                            continue;
                        }
                        let mut candidate = self.case.clone();
                        let columns = &mut candidate[test][row];
                        columns[index] = to;
                        columns.sort_unstable();
                        if self.try_case(candidate) {
                            break;
                        }
                    }
                }
            }
        }
    }
}

impl<F: FnMut(&[Board]) -> bool> Shrinker<F> {
    /// One removal then one move, as [`shrink`] describes; whether it found one.
    fn removal_then_move(&mut self) -> bool {
        for reduced in self.removals() {
            for candidate in self.moves(&reduced) {
                if self.try_case(candidate) {
                    return true;
                }
            }
        }
        false
    }

    /// Every case with one test, one row, or one piece fewer (keeping a test and a
    /// row).
    fn removals(&self) -> Vec<Case> {
        let case = &self.case;
        let mut removals = Vec::new();
        if case.len() > 1 {
            for test in 0..case.len() {
                let mut reduced = case.clone();
                reduced.remove(test);
                removals.push(reduced);
            }
        }
        for (test, rows) in case.iter().enumerate() {
            if rows.len() > 1 {
                for row in 0..rows.len() {
                    let mut reduced = case.clone();
                    reduced[test].remove(row);
                    removals.push(reduced);
                }
            }
            for (row, pieces) in rows.iter().enumerate() {
                for index in 0..pieces.len() {
                    let mut reduced = case.clone();
                    reduced[test][row].remove(index);
                    removals.push(reduced);
                }
            }
        }
        removals
    }

    /// Every case with one piece of `case` moved to another empty column of its row.
    fn moves(&self, case: &Case) -> Vec<Case> {
        let mut moves = Vec::new();
        for (test, rows) in case.iter().enumerate() {
            for (row, pieces) in rows.iter().enumerate() {
                for (index, &from) in pieces.iter().enumerate() {
                    for to in (1..=self.width).filter(|c| *c != from && !pieces.contains(c)) {
                        let mut moved = case.clone();
                        let columns = &mut moved[test][row];
                        columns[index] = to;
                        columns.sort_unstable();
                        moves.push(moved);
                    }
                }
            }
        }
        moves
    }
}

/// The columns of a row's pieces, increasing.
fn pieces_of(row: Row) -> Vec<u32> {
    row.pieces().collect()
}

/// Removes chunks of `items` while `keep_if_fails` accepts what is left: halves first,
/// then quarters, and so on down to single items. Never goes below `min_len` items.
/// `keep_if_fails` returns whether it kept the candidate.
fn remove_chunks<T: Clone>(
    mut items: Vec<T>,
    min_len: usize,
    mut keep_if_fails: impl FnMut(&[T]) -> bool,
) -> Vec<T> {
    let mut chunk = items.len().div_ceil(2);
    while chunk >= 1 {
        let mut start = 0;
        while start < items.len() {
            let end = (start + chunk).min(items.len());
            if items.len() - (end - start) < min_len {
                start = end;
                continue;
            }
            let candidate: Vec<T> = items[..start]
                .iter()
                .chain(&items[end..])
                .cloned()
                .collect();
            if keep_if_fails(&candidate) {
                items = candidate;
            } else {
                start = end;
            }
        }
        if chunk == 1 {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    items
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use hopnim::game::Staircase;

    fn boards(texts: &[&str]) -> Vec<Board> {
        texts.iter().map(|t| t.parse().unwrap()).collect()
    }

    fn total_pieces(tests: &[Board]) -> u32 {
        tests
            .iter()
            .flat_map(|b| b.rows())
            .map(|r| r.piece_count())
            .sum()
    }

    #[test]
    fn a_piece_far_right_shrinks_to_one_piece_at_the_smallest_column_that_fails() {
        let tests = boards(&["x1x1xx/3x2", "5x", "x5"]);
        let shrunk = shrink(tests, |tests| {
            tests
                .iter()
                .flat_map(|b| b.rows())
                .any(|r| r.pieces().any(|c| c >= 5))
        });
        assert_eq!(shrunk.tests, boards(&["4x1"]));
        assert!(shrunk.accepted <= shrunk.attempts);
    }

    #[test]
    fn a_wrong_theory_shrinks_to_one_row_that_shows_it() {
        // A solution that XORs every stair, not only the odd ones.
        let wrong = |row: Row| {
            row.stairs()
                .piles()
                .iter()
                .fold(0, |acc, pile| acc ^ pile.pieces)
        };
        let fails = |tests: &[Board]| {
            tests.iter().any(|b| {
                let claimed = b.rows().iter().fold(0, |acc, &r| acc ^ wrong(r)) != 0;
                claimed != b.first_player_wins()
            })
        };
        let tests = boards(&["x1xx1x/xxx1x1", "1xx1xx/3xx1/2xxxx", "4x1"]);
        assert!(fails(&tests));
        let shrunk = shrink(tests, fails);
        assert_eq!(shrunk.tests.len(), 1);
        assert_eq!(shrunk.tests[0].rows().len(), 1);
        assert_eq!(total_pieces(&shrunk.tests), 1);
        assert!(fails(&shrunk.tests));
        // One piece on an even stair: the smallest column that keeps it even.
        assert_eq!(shrunk.tests, boards(&["1x4"]));
    }

    #[test]
    fn two_rows_that_fail_only_together_still_shrink_to_one_row() {
        // A solution that treats each piece as a Nim heap of its distance to the
        // right end. On `2x5/x7` each row alone is answered right (both YES), the
        // pair wrongly (5 xor 7 = 2 says YES, the truth 1 xor 1 = 0 says NO), and
        // no single removal or move keeps the failure.
        let heaps = |row: Row| row.pieces().fold(0, |acc, c| acc ^ (row.width() - c));
        let fails = |tests: &[Board]| {
            tests.iter().any(|b| {
                let claimed = b.rows().iter().fold(0, |acc, &r| acc ^ heaps(r)) != 0;
                claimed != b.first_player_wins()
            })
        };
        let tests = boards(&["2x5/x7"]);
        assert!(fails(&tests));
        let shrunk = shrink(tests, fails);
        assert!(fails(&shrunk.tests));
        assert_eq!(shrunk.tests, boards(&["1x6"]));
    }

    #[test]
    fn an_input_that_is_already_minimal_is_kept() {
        let tests = boards(&["xx"]);
        let original = tests.clone();
        let shrunk = shrink(tests, |t| t == original.as_slice());
        assert_eq!(shrunk.tests, original);
        assert_eq!(shrunk.accepted, 0);
    }

    #[test]
    fn at_least_one_test_and_one_row_remain() {
        let shrunk = shrink(boards(&["x3/4", "1x2"]), |_| true);
        assert_eq!(shrunk.tests, boards(&["4"]));
    }

    #[test]
    fn removal_goes_by_halves_first() {
        let mut calls = 0;
        let kept = remove_chunks((0..64).collect(), 1, |rest: &[i32]| {
            calls += 1;
            rest.contains(&37)
        });
        assert_eq!(kept, vec![37]);
        assert!(calls <= 20, "{calls} calls");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Whatever the predicate, the result still fails and is no larger.
        #[test]
        fn the_result_still_fails_and_is_no_larger(
            masks in prop::collection::vec(prop::collection::vec(0u64..256, 1..4), 1..4),
            threshold in 0u32..4,
        ) {
            let tests: Vec<Board> = masks
                .iter()
                .map(|rows| Board::new(8, rows.iter().map(|&m| Row::new(8, m).unwrap()).collect()).unwrap())
                .collect();
            let fails = |tests: &[Board]| {
                tests.iter().flat_map(|b| b.rows()).map(|r| r.grundy().value()).max().unwrap_or(0) >= threshold
            };
            prop_assume!(fails(&tests));
            let shrunk = shrink(tests.clone(), fails);
            prop_assert!(fails(&shrunk.tests));
            prop_assert!(shrunk.tests.len() <= tests.len());
            prop_assert!(total_pieces(&shrunk.tests) <= total_pieces(&tests));
            prop_assert_eq!(shrunk.tests.len(), 1);
            prop_assert_eq!(shrunk.tests[0].rows().len(), 1);
        }
    }
}
