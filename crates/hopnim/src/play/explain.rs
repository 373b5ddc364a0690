//! The narration of one analysed test for a learner: what each row reduces to (the
//! stairs of its pieces for hop, of its gaps for slide, the mating of its coins for
//! Welter's game), why, the XOR, and why the winning move works (or which move lasts
//! longest). Front ends print its points as they like. Every sentence is a message
//! of the catalogue's `narration.ftl`, in the language asked for.

use super::analysis::{Analyser, RowAnalysis};
use super::engine::{self, Choice};
use crate::game::rules::{MoveStory, Shape, Unit, Word, columns_of, mating};
use crate::game::{AnyBoard, Remoteness, Staircase, Variant};
use crate::game::{Move, WideRow};
use crate::lang::Lang;
use crate::lang::say;

/// Rows narrated one by one; the rest are summed up (the table shows them all).
const ROWS_NARRATED: usize = 8;
/// Row values written out in the XOR; more are only counted.
const VALUES_SHOWN: usize = 12;

/// The points of the narration of `board` in `variant`, in `lang`, one sentence or a
/// few each. It reads the board row by row, so a test of millions of rows costs no
/// more than its board.
///
/// ```
/// use hopnim::{game::{AnyBoard, Variant}, lang::Lang, play::explain::explain};
/// let board: AnyBoard = "18x1/17x2".parse()?;
/// let points = explain(&board, Variant::default(), Lang::En);
/// assert!(points[1].starts_with("row 1: 18x1 has 1 piece on stair 1"));
/// assert!(points.iter().any(|point| point.contains("The winning move 1:19->20")));
/// assert!(points.last().unwrap().starts_with("how long: 3 more moves"));
/// let points = explain(&board, Variant::default(), Lang::ZhCn);
/// assert!(points[1].starts_with("第 1 行：18x1 中，第 1 级台阶上有 1 枚棋子"));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn explain(board: &AnyBoard, variant: Variant, lang: Lang) -> Vec<String> {
    match board {
        AnyBoard::Narrow(board) => {
            narrate(&Analyser::new(board.width(), board.rows(), variant), lang)
        }
        AnyBoard::Wide(board) => {
            narrate(&Analyser::new(board.width(), board.rows(), variant), lang)
        }
    }
}

/// [`explain`] of the test `analyser` reads: a front end that shows the analysis too
/// narrates from the same analyser, and so from the same search.
///
/// ```
/// use hopnim::{Board, game::{Rules, Variant}, lang::Lang};
/// use hopnim::play::{analysis::Analyser, explain::narrate};
/// let board: Board = "x2x3".parse()?;
/// let analyser = Analyser::new(board.width(), board.rows(), Variant::new(Rules::Welter, false));
/// assert_eq!(analyser.remoteness(), Some(3));
/// let searched = analyser.search().boards_known();
/// let points = narrate(&analyser, Lang::En);
/// assert!(points.last().unwrap().contains("3 more moves"));
/// assert_eq!(analyser.search().boards_known(), searched);
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn narrate<R: Staircase>(analyser: &Analyser<'_, R>, lang: Lang) -> Vec<String> {
    Narrator::new(analyser, lang).narrate()
}

/// The narration of the test an analyser reads, in one language.
struct Narrator<'a, 'b, R> {
    analyser: &'a Analyser<'b, R>,
    lang: Lang,
}

impl<'a, 'b, R: Staircase> Narrator<'a, 'b, R> {
    fn new(analyser: &'a Analyser<'b, R>, lang: Lang) -> Self {
        Narrator { analyser, lang }
    }

    /// Every point, in order.
    fn narrate(&self) -> Vec<String> {
        let (analyser, lang) = (self.analyser, self.lang);
        let set = analyser.variant().rules.set();
        let mut points = vec![lang.say(set.word(Word::Introduction))];
        for (index, row) in analyser.rows().enumerate().take(ROWS_NARRATED) {
            let described = match set.picture.shape {
                Shape::Coins => self.describe_coins(&row),
                Shape::Stairs => self.describe_row(&row, set.picture.pile),
            };
            points.push(say!(
                lang,
                "narration-row-heading",
                row = index + 1,
                text = described
            ));
        }
        let rows = analyser.board_rows().len();
        if rows > ROWS_NARRATED {
            let rest = rows - ROWS_NARRATED;
            points.push(say!(lang, "narration-other-rows", count = rest));
        }
        points.push(lang.say(set.word(Word::Reduction)));
        points.push(self.describe_xor());
        if analyser.variant().is_misere() {
            points.push(self.describe_misere());
            points.push(self.describe_misere_plan());
        } else {
            points.push(self.describe_plan());
        }
        points.push(self.describe_remoteness());
        points
    }

    /// How long the game lasts under best play, and why.
    fn describe_remoteness(&self) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        let bound = analyser.max_remaining_moves();
        let Some(remoteness) = analyser.remoteness() else {
            return say!(lang, "narration-length-unknown", bound = bound);
        };
        let variant = analyser.variant();
        let unit = variant.rules.set().picture.pile;
        match engine::choose_in(analyser) {
            Choice::NoMove => say!(lang, "narration-length-over"),
            _ if Remoteness::by_formula_of(variant, analyser.board_rows()).is_none() => say!(
                lang,
                "narration-length-searched",
                remoteness = remoteness,
                bound = bound
            ),
            Choice::Longest(_) if variant.is_misere() => say!(
                lang,
                "narration-length-misere-lost",
                remoteness = remoteness,
                bound = bound
            ),
            Choice::Longest(_) => say!(
                lang,
                "narration-length-lost",
                remoteness = remoteness,
                unit = unit.noun().id()
            ),
            Choice::Winning(mv) => {
                let carried = u64::from(mv.to - mv.from).min(bound);
                let carried = analyser
                    .moves()
                    .find(|value| value.to_move() == mv)
                    .map_or(carried, |value| u64::from(value.pieces_moved));
                let (r#move, noun, left) = (mv.to_string(), lang.say(unit.noun()), bound - carried);
                if variant.is_misere() {
                    say!(
                        lang,
                        "narration-length-misere-won",
                        remoteness = remoteness,
                        move = r#move,
                        noun = noun,
                        carried = carried,
                        left = left,
                        lasts = remoteness - 1
                    )
                } else {
                    say!(
                        lang,
                        "narration-length-won",
                        remoteness = remoteness,
                        move = r#move,
                        noun = noun,
                        carried = carried,
                        left = left
                    )
                }
            }
        }
    }

    /// Where misère play parts from normal play, and where this board stands.
    fn describe_misere(&self) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        let set = analyser.variant().rules.set();
        let (firm, all_fickle) = (
            lang.say(set.word(Word::Firm)),
            lang.say(set.word(Word::AllFickle)),
        );
        let firm_rows = analyser.total().firm_rows();
        let here = if analyser.moves().next().is_none() {
            // The game is over: there is no move to advise.
            say!(lang, "narration-misere-stuck-here")
        } else if firm_rows > 0 {
            say!(
                lang,
                "narration-misere-firm-here",
                count = firm_rows,
                fickle = all_fickle.as_str()
            )
        } else {
            say!(
                lang,
                "narration-misere-fickle-here",
                fickle = all_fickle.as_str()
            )
        };
        say!(
            lang,
            "narration-misere",
            firm = firm,
            fickle = all_fickle,
            here = here
        )
    }

    /// What the player to move should do in misère play, and why it works.
    fn describe_misere_plan(&self) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        let variant = analyser.variant();
        match engine::choose_in(analyser) {
            Choice::NoMove => say!(lang, "narration-misere-no-move"),
            Choice::Winning(mv) => {
                let leaves = variant
                    .move_values(analyser.board_rows(), analyser.total())
                    .find(|valued| valued.mv == mv)
                    .map(|valued| valued.total_after.firm_rows() > 0);
                let leaves = match leaves {
                    Some(true) => say!(lang, "narration-misere-leaves-firm"),
                    _ => say!(
                        lang,
                        "narration-misere-leaves-fickle",
                        fickle = lang.say(variant.rules.set().word(Word::AllFickle))
                    ),
                };
                say!(
                    lang,
                    "narration-misere-win",
                    move = self.name_winning_move(mv),
                    story = self.describe_move(mv),
                    leaves = leaves
                )
            }
            Choice::Longest(mv) => say!(
                lang,
                "narration-misere-lose",
                move = mv.to_string(),
                size = lang.say(variant.rules.set().move_size(mv.to - mv.from)),
                bound = analyser.max_remaining_moves()
            ),
        }
    }

    /// The stairs of a row and the value they give; a pile counts `unit`.
    fn describe_row(&self, row: &RowAnalysis, unit: Unit) -> String {
        let lang = self.lang;
        let piles = row.stairs.as_deref().unwrap_or_default();
        if piles.is_empty() {
            return say!(lang, "narration-row-empty", board = row.board.as_str());
        }
        let stairs: Vec<String> = piles
            .iter()
            .map(|&[stair, pile]| {
                say!(
                    lang,
                    "narration-row-pile",
                    pile = lang.say(unit.count(u64::from(pile))),
                    stair = stair
                )
            })
            .collect();
        let odd: Vec<u32> = piles
            .iter()
            .filter(|[stair, _]| stair % 2 == 1)
            .map(|&[_, pile]| pile)
            .collect();
        let value = match odd.as_slice() {
            [] => say!(lang, "narration-row-no-odd", unit = unit.noun().id()),
            [pile] => say!(lang, "narration-row-odd-one", pile = *pile),
            piles => say!(
                lang,
                "narration-row-odd",
                piles = self.numbers(piles),
                xor = join(piles, " xor "),
                value = row.grundy
            ),
        };
        say!(
            lang,
            "narration-row-stairs",
            board = row.board.as_str(),
            stairs = stairs.join(&say!(lang, "narration-separator-items")),
            value = value
        )
    }

    /// The coins of a Welter row and how their mating gives its value.
    fn describe_coins(&self, row: &RowAnalysis) -> String {
        let lang = self.lang;
        let coins = row.coins.as_deref().unwrap_or_default();
        if coins.is_empty() {
            return say!(lang, "narration-coins-empty", board = row.board.as_str());
        }
        let mating = mating(coins);
        let mut parts: Vec<String> = mating
            .pairs
            .iter()
            .map(|&(a, b)| {
                say!(
                    lang,
                    "narration-coins-pair",
                    a = a,
                    b = b,
                    digits = (a ^ b).trailing_zeros(),
                    value = (a ^ b) - 1
                )
            })
            .collect();
        if let Some(spinster) = mating.spinster {
            parts.push(say!(lang, "narration-coins-alone", coin = spinster));
        }
        let terms: Vec<u32> = mating
            .pairs
            .iter()
            .map(|&(a, b)| (a ^ b) - 1)
            .chain(mating.spinster)
            .collect();
        let value = match terms.as_slice() {
            [_] => say!(lang, "narration-coins-worth-one", value = row.grundy),
            terms => say!(
                lang,
                "narration-coins-worth",
                xor = join(terms, " xor "),
                value = row.grundy
            ),
        };
        say!(
            lang,
            "narration-coins",
            board = row.board.as_str(),
            coins = self.numbers(coins),
            mating = parts.join(&say!(lang, "narration-separator-clauses")),
            value = value
        )
    }

    /// The XOR of the rows' values, in decimal and binary when there are few.
    fn describe_xor(&self) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        let variant = analyser.variant();
        let mut values = analyser
            .board_rows()
            .iter()
            .map(|row| variant.value_of(row).nim_sum().value())
            .filter(|&value| value != 0);
        // Only the first values are shown: there may be millions.
        let shown: Vec<u32> = values.by_ref().take(VALUES_SHOWN + 1).collect();
        let count = shown.len() + values.count();
        let nim_sum = analyser.nim_sum();
        match count {
            0 => say!(lang, "narration-xor-zero"),
            1 => say!(lang, "narration-xor-one", value = nim_sum),
            count if count <= VALUES_SHOWN => {
                let bits = shown
                    .iter()
                    .chain([&nim_sum])
                    .map(|v| v.max(&1).ilog2() + 1)
                    .max();
                let bits = bits.unwrap_or(1) as usize;
                let binary: Vec<String> = shown.iter().map(|v| format!("{v:0bits$b}")).collect();
                say!(
                    lang,
                    "narration-xor",
                    values = join(&shown, " xor "),
                    value = nim_sum,
                    binary = binary.join(" xor "),
                    binary_value = format!("{nim_sum:0bits$b}")
                )
            }
            count => say!(lang, "narration-xor-many", count = count, value = nim_sum),
        }
    }

    /// A winning move by its name, saying that it is one of several where it is.
    fn name_winning_move(&self, mv: Move) -> String {
        match self.analyser.winning_moves().count() {
            0 | 1 => mv.to_string(),
            count => say!(
                self.lang,
                "narration-move-one-of",
                move = mv.to_string(),
                count = count
            ),
        }
    }

    /// What the player to move should do, and why it works.
    fn describe_plan(&self) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        match engine::choose_in(analyser) {
            Choice::NoMove => say!(lang, "narration-plan-no-move"),
            Choice::Winning(mv) => {
                say!(
                    lang,
                    "narration-plan-win",
                    move = self.name_winning_move(mv),
                    story = self.describe_move(mv)
                )
            }
            Choice::Longest(mv) => say!(
                lang,
                "narration-plan-lose",
                move = mv.to_string(),
                size = analyser.variant().rules.set().move_size(mv.to - mv.from),
                bound = analyser.max_remaining_moves()
            ),
        }
    }

    /// What a move does to its row's stairs (or coins) and value.
    fn describe_move(&self, mv: Move) -> String {
        let (analyser, lang) = (self.analyser, self.lang);
        let variant = analyser.variant();
        let row = &analyser.board_rows()[mv.row - 1];
        let columns = columns_of(row);
        // The piece's number from the left, and the row after the move.
        let piece = columns.partition_point(|&c| c <= mv.from);
        let mut after: Vec<u32> = columns
            .iter()
            .map(|&column| if column == mv.from { mv.to } else { column })
            .collect();
        after.sort_unstable();
        let after = WideRow::new(row.width(), after).expect("the engine's move is legal");
        let before = RowAnalysis::of(row, variant);
        let after = RowAnalysis::of(&after, variant);
        let values = say!(
            lang,
            "narration-move-values",
            before = before.grundy,
            after = after.grundy
        );
        let picture = |row: &RowAnalysis| match &row.coins {
            Some(coins) => self.numbers(coins),
            None => self.odd_stairs(row),
        };
        let (before, after) = (picture(&before), picture(&after));
        let coin = |column: u32| row.width() - column;
        lang.say(variant.rules.set().move_story(&MoveStory {
            row: mv.row,
            piece,
            stair: row.stair_of(mv.from).expect("a piece moves"),
            cells: mv.to - mv.from,
            coins: (coin(mv.from), coin(mv.to)),
            pictures: (&before, &after),
            values: &values,
        }))
    }

    /// A row's odd stairs as `stair:pile` pairs, or `none`.
    fn odd_stairs(&self, row: &RowAnalysis) -> String {
        let piles: Vec<String> = row
            .stairs
            .iter()
            .flatten()
            .filter(|[stair, _]| stair % 2 == 1)
            .map(|&[stair, pile]| format!("{stair}:{pile}"))
            .collect();
        if piles.is_empty() {
            say!(self.lang, "narration-none")
        } else {
            piles.join(" ")
        }
    }

    /// A list of numbers in a sentence: `1, 2, 3`.
    fn numbers(&self, values: &[u32]) -> String {
        join(values, &say!(self.lang, "narration-separator-numbers"))
    }
}

fn join(values: &[u32], separator: &str) -> String {
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    texts.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Board, Row, Rules};

    /// Every board of one row up to width 8 and of two rows of width 4.
    fn small_boards() -> Vec<Board> {
        let mut boards = Vec::new();
        for width in 1..=8u32 {
            for mask in 0..1u64 << width {
                let row = Row::new(width, mask).unwrap();
                boards.push(Board::new(width, vec![row]).unwrap());
            }
        }
        for first in 0..16 {
            for second in first..16 {
                let rows = [first, second].map(|mask| Row::new(4, mask).unwrap());
                boards.push(Board::new(4, rows.to_vec()).unwrap());
            }
        }
        boards
    }

    /// The point of the narration that says where misère play stands here.
    fn misere_point(board: &Board, variant: Variant) -> String {
        let points = explain(&AnyBoard::Narrow(board.clone()), variant, Lang::En);
        let point = points.iter().find(|point| point.starts_with("misère play"));
        point.expect("a misère narration").clone()
    }

    /// Regression: in misère play the winning move was named as if it were the only
    /// one, while normal play says it is one of several.
    #[test]
    fn a_misere_win_names_its_move_as_one_of_several_where_it_is() {
        for rules in Rules::ALL {
            let variant = Variant::new(rules, true);
            for board in small_boards() {
                let total = variant.value_of_board(board.rows());
                let winning = variant
                    .move_values(board.rows(), total)
                    .filter(|valued| !variant.first_player_wins(valued.total_after))
                    .count();
                let points =
                    explain(&AnyBoard::Narrow(board.clone()), variant, Lang::En).join("\n");
                let one_of = format!("(it is one of {winning} winning moves)");
                assert_eq!(
                    points.contains(&one_of),
                    winning >= 2,
                    "{rules} {board}: {points}"
                );
            }
        }
    }

    #[test]
    fn the_misere_narration_says_what_every_winning_move_leaves() {
        // Regression: with one firm row it said "the player to move wants a nim-sum of
        // 0, exactly as in normal play", and then showed a winning move leaving 1.
        for rules in Rules::ALL {
            let variant = Variant::new(rules, true);
            for board in small_boards() {
                let total = variant.value_of_board(board.rows());
                let point = misere_point(&board, variant);
                let as_normal_play = point.contains("exactly as in normal play");
                let endgame = point.contains("wants to leave a nim-sum of 1, which");
                let stuck = variant.move_values(board.rows(), total).next().is_none();
                assert_eq!(
                    (as_normal_play, endgame),
                    (total.firm_rows() >= 2, total.firm_rows() == 0 && !stuck),
                    "{rules} {board}: {point}"
                );
                for valued in variant.move_values(board.rows(), total) {
                    let after = valued.total_after;
                    if variant.first_player_wins(after) {
                        continue;
                    }
                    let (firm, nim_sum) = (after.firm_rows() > 0, after.nim_sum().value());
                    assert!(
                        (firm && nim_sum == 0) || (!firm && nim_sum == 1),
                        "{rules} {board} {}",
                        valued.mv
                    );
                    if as_normal_play {
                        assert!(firm && nim_sum == 0, "{rules} {board} {}", valued.mv);
                    }
                    if endgame {
                        assert!(!firm && nim_sum == 1, "{rules} {board} {}", valued.mv);
                    }
                }
            }
        }
    }

    #[test]
    fn a_board_without_moves_is_over_in_every_variant() {
        // Regression: in misère play and in Welter's game it said "0 more moves …,
        // found by searching every position that can follow".
        let board: AnyBoard = "xx/1x".parse().unwrap();
        for rules in Rules::ALL {
            for misere in [false, true] {
                let points = explain(&board, Variant::new(rules, misere), Lang::En);
                assert_eq!(
                    points.last().unwrap(),
                    "how long: the game is over.",
                    "{rules} {misere}"
                );
            }
        }
    }

    #[test]
    fn a_stuck_misere_board_gets_no_advice_on_a_move_it_cannot_make() {
        // Regression: "here every odd pile is 0 or 1, so the player to move wants to
        // leave a nim-sum of 1", and then "no piece can move".
        let board: AnyBoard = "xx/1x".parse().unwrap();
        for rules in Rules::ALL {
            let points = explain(&board, Variant::new(rules, true), Lang::En);
            let misere = points
                .iter()
                .find(|point| point.starts_with("misère play:"))
                .expect("the misère point");
            assert!(
                misere.ends_with("; here no piece can move."),
                "{rules}: {misere}"
            );
            assert!(!misere.contains("wants to leave"), "{rules}: {misere}");
        }
    }

    #[test]
    fn one_row_left_out_is_one_row_and_a_sentence() {
        // Regression: "the other 1 row are read the same way; the table above shows
        // them", without a full stop.
        let board: AnyBoard = ["x1"; 9].join("/").parse().unwrap();
        let points = explain(&board, Variant::default(), Lang::En);
        assert!(
            points.contains(
                &"the other row is read the same way; the table above shows it.".to_owned()
            )
        );
        let points = explain(&board, Variant::default(), Lang::ZhCn);
        assert!(points.contains(&"其余 1 行同理，见上表。".to_owned()));
    }

    #[test]
    fn coins_that_differ_in_their_last_digit_are_said_to() {
        // Regression: "4 and 5 (alike in their last 0 binary digits)".
        let board: AnyBoard = "x3xx2x1".parse().unwrap();
        let variant = Variant::new(Rules::Welter, false);
        let english = explain(&board, variant, Lang::En).join("\n");
        assert!(
            english.contains("4 and 5 (which differ already in their last binary digit) mate"),
            "{english}"
        );
        assert!(english.contains("1 and 9 (alike in their last 3 binary digits)"));
        let chinese = explain(&board, variant, Lang::ZhCn).join("\n");
        assert!(
            chinese.contains("4 和 5（二进制的最后一位就不同）配成一对"),
            "{chinese}"
        );
    }
}
