//! The course held to the definition: every answer a lesson gives is the library's and
//! a whole-board search's (mex over moves, remoteness by its definition), every `win`
//! par leaves room for the fastest win, every word is in both languages, and a `win`
//! is won through the same check the learner meets.

use std::collections::{BTreeSet, HashMap};

use hopnim::Board;
use hopnim::game::{Move, Variant};
use hopnim::lang::{Lang, messages_of, placeholders_of};
use hopnim::play::analysis::Analyser;
use hopnim::play::lesson::{Answer, Course, Exercise, Kind, Stars};

/// The whole-board search by the definitions, memoised over boards.
struct Definition {
    variant: Variant,
    grundy: HashMap<Board, u32>,
    outcome: HashMap<Board, (bool, u64)>,
}

impl Definition {
    fn new(variant: Variant) -> Definition {
        Definition {
            variant,
            grundy: HashMap::new(),
            outcome: HashMap::new(),
        }
    }

    /// Every legal move of `board`, row by row, left to right, and what it leaves.
    fn children(&self, board: &Board) -> Vec<(Move, Board)> {
        let rules = self.variant.rules;
        let mut children = Vec::new();
        for (index, row) in board.rows().iter().enumerate() {
            for mv in rules.moves_of(row) {
                let mv = Move {
                    row: index + 1,
                    from: mv.from,
                    to: mv.to,
                };
                children.push((mv, board.play_move(mv, rules).expect("a listed move")));
            }
        }
        children
    }

    /// The board's Grundy value: the mex of the values its moves leave.
    fn grundy(&mut self, board: &Board) -> u32 {
        if let Some(&known) = self.grundy.get(board) {
            return known;
        }
        let after: BTreeSet<u32> = (self.children(board).iter())
            .map(|(_, child)| self.grundy(child))
            .collect();
        let mex = (0..).find(|value| !after.contains(value)).expect("a mex");
        self.grundy.insert(board.clone(), mex);
        mex
    }

    /// Whether the player to move wins, and the remoteness: 0 with no move (won in
    /// misère play), 1 + the least of a lost child's when won, 1 + the greatest child's
    /// when lost.
    fn outcome(&mut self, board: &Board) -> (bool, u64) {
        if let Some(&known) = self.outcome.get(board) {
            return known;
        }
        let children: Vec<(bool, u64)> = (self.children(board).iter())
            .map(|(_, child)| self.outcome(child))
            .collect();
        let outcome = if children.is_empty() {
            (self.variant.is_misere(), 0)
        } else if let Some(fastest) = children.iter().filter(|c| !c.0).map(|c| c.1).min() {
            (true, 1 + fastest)
        } else {
            (
                false,
                1 + children.iter().map(|c| c.1).max().expect("a child"),
            )
        };
        self.outcome.insert(board.clone(), outcome);
        outcome
    }

    /// The moves of `board` that the definition accepts for `kind`.
    fn accepted(&mut self, board: &Board, kind: Kind) -> Vec<Move> {
        let (_, remoteness) = self.outcome(board);
        let children = self.children(board);
        children
            .into_iter()
            .filter(|(_, child)| {
                let (wins, after) = self.outcome(child);
                match kind {
                    Kind::WinningMove => !wins,
                    Kind::Fastest => !wins && after + 1 == remoteness,
                    Kind::Longest => after + 1 == remoteness,
                    Kind::Value | Kind::Win => unreachable!("no move answers it"),
                }
            })
            .map(|(mv, _)| mv)
            .collect()
    }
}

fn every_exercise() -> impl Iterator<Item = &'static Exercise> {
    Course::lessons()
        .iter()
        .flat_map(|lesson| &lesson.exercises)
}

#[test]
fn every_lesson_file_reads() {
    let read = Course::read();
    assert!(!read.is_empty());
    for lesson in &read {
        assert!(lesson.is_ok(), "{lesson:?}");
    }
    assert_eq!(Course::lessons().len(), read.len());
    for lesson in Course::lessons() {
        assert!(!lesson.exercises.is_empty(), "{}", lesson.id);
        assert!(
            !lesson.problems.is_empty(),
            "{} names no contest problem",
            lesson.id
        );
    }
}

#[test]
fn the_course_holds_at_least_8_lessons_and_40_exercises_of_every_kind() {
    let lessons = Course::lessons();
    assert!(lessons.len() >= 8, "{} lessons", lessons.len());
    assert!(
        every_exercise().count() >= 40,
        "{} exercises",
        every_exercise().count()
    );
    let kinds: BTreeSet<&str> = every_exercise()
        .map(|exercise| exercise.kind.name())
        .collect();
    assert_eq!(kinds.len(), Kind::ALL.len(), "{kinds:?}");
}

#[test]
fn every_lesson_answer_is_the_library_s_and_the_definition_s() {
    for exercise in every_exercise() {
        let at = format!("lesson {} exercise {}", exercise.lesson, exercise.number);
        let board = &exercise.board;
        let variant = exercise.variant;
        let analyser = Analyser::new(board.width(), board.rows(), variant);
        let mut definition = Definition::new(variant);
        let (wins, remoteness) = definition.outcome(board);
        assert_eq!(analyser.first_player_wins(), wins, "{at}: who wins");
        assert_eq!(analyser.remoteness(), Some(remoteness), "{at}: remoteness");
        match (&exercise.answer, exercise.kind) {
            (Answer::Value(value), Kind::Value) => {
                assert!(!variant.is_misere(), "{at}");
                assert_eq!(
                    definition.grundy(board),
                    *value,
                    "{at}: the definition's value"
                );
                assert_eq!(analyser.nim_sum(), *value, "{at}: the library's value");
            }
            (Answer::Moves(moves), kind) => {
                match kind {
                    Kind::WinningMove | Kind::Fastest => assert!(wins, "{at}: a won start"),
                    Kind::Longest => assert!(!wins, "{at}: a lost start"),
                    _ => panic!("{at}: moves answer a {kind} exercise"),
                }
                assert!(!moves.is_empty(), "{at}");
                assert_eq!(
                    *moves,
                    definition.accepted(board, kind),
                    "{at}: the definition's moves"
                );
                let library: Vec<Move> = match kind {
                    Kind::WinningMove => analyser.winning_moves().collect(),
                    _ => (analyser.moves_with_remoteness())
                        .filter(|valued| valued.remoteness_after.map(|r| r + 1) == Some(remoteness))
                        .filter(|valued| kind == Kind::Longest || valued.winning)
                        .map(|valued| valued.to_move())
                        .collect(),
                };
                assert_eq!(*moves, library, "{at}: the library's moves");
            }
            (Answer::None, Kind::Win) => {
                assert!(wins, "{at}: a won start");
                let fastest = remoteness.div_ceil(2);
                let par = u64::from(exercise.par.expect("a win has a par"));
                assert!(
                    par >= fastest,
                    "{at}: par {par} under the fastest win's {fastest} moves"
                );
            }
            (answer, kind) => panic!("{at}: {answer:?} answers no {kind} exercise"),
        }
    }
}

#[test]
fn every_right_answer_is_accepted_and_every_wrong_move_explained() {
    for exercise in every_exercise() {
        let at = format!("lesson {} exercise {}", exercise.lesson, exercise.number);
        let Answer::Moves(accepted) = &exercise.answer else {
            continue;
        };
        for lang in Lang::ALL {
            for mv in accepted {
                let attempt = exercise
                    .attempt(&[], &mv.to_string(), lang)
                    .expect("an answer");
                assert!(attempt.right && attempt.done, "{at}: {mv}");
            }
            let definition = Definition::new(exercise.variant);
            for (mv, after) in definition.children(&exercise.board) {
                if accepted.contains(&mv) {
                    continue;
                }
                let attempt = exercise
                    .attempt(&[], &mv.to_string(), lang)
                    .expect("a move");
                assert!(!attempt.right && !attempt.done, "{at}: {mv}");
                assert_eq!(
                    attempt.board, exercise.board,
                    "{at}: a wrong try changes nothing"
                );
                let told = if exercise.kind == Kind::WinningMove {
                    after.to_string()
                } else {
                    mv.to_string()
                };
                assert!(attempt.says.contains(&told), "{at}: {mv}: {}", attempt.says);
            }
        }
    }
}

#[test]
fn every_win_is_won_within_par_by_the_fastest_moves_and_lost_by_a_blunder() {
    for exercise in every_exercise().filter(|exercise| exercise.kind == Kind::Win) {
        let at = format!("lesson {} exercise {}", exercise.lesson, exercise.number);
        let mut definition = Definition::new(exercise.variant);
        let mut played: Vec<Move> = Vec::new();
        let mut board = exercise.board.clone();
        for turn in 1.. {
            let fastest = definition.accepted(&board, Kind::Fastest)[0];
            let attempt = exercise
                .attempt(&played, &fastest.to_string(), Lang::En)
                .expect("a move");
            assert!(attempt.right, "{at}: turn {turn}: {}", attempt.says);
            if attempt.done {
                assert!(
                    attempt.says.starts_with(&format!("You won in {turn} ")),
                    "{at}: {}",
                    attempt.says
                );
                break;
            }
            let reply = attempt.reply.expect("the engine answers");
            assert_eq!(
                attempt.played,
                [played.as_slice(), &[fastest, reply]].concat(),
                "{at}"
            );
            (played, board) = (attempt.played, attempt.board);
        }
        // A blunder at the start is refused with what it leaves, and nothing moves.
        let losing = definition
            .children(&exercise.board)
            .into_iter()
            .find(|(_, child)| definition.outcome(child).0);
        if let Some((mv, after)) = losing {
            let attempt = exercise
                .attempt(&[], &mv.to_string(), Lang::ZhCn)
                .expect("a move");
            assert!(!attempt.right && attempt.played.is_empty(), "{at}");
            assert!(
                attempt.says.contains(&after.to_string()),
                "{at}: {}",
                attempt.says
            );
        }
    }
}

#[test]
fn every_word_of_the_course_is_in_both_languages_and_lessons_ftl_holds_no_other() {
    let mut named = BTreeSet::new();
    for lesson in Course::lessons() {
        named.extend(lesson.word_ids());
    }
    for lang in Lang::ALL {
        let words = messages_of(lang, "lessons.ftl");
        let held: BTreeSet<String> = words.keys().map(|id| id.to_string()).collect();
        let missing: Vec<_> = named.difference(&held).collect();
        assert!(missing.is_empty(), "{lang}/lessons.ftl lacks {missing:?}");
        let unused: Vec<_> = held.difference(&named).collect();
        assert!(
            unused.is_empty(),
            "{lang}/lessons.ftl: no lesson names {unused:?}"
        );
        for (id, names) in placeholders_of(lang, "lessons.ftl") {
            assert!(names.is_empty(), "{lang}/{id} has placeholders {names:?}");
            assert!(!words[id].trim().is_empty(), "{lang}/{id} is empty");
        }
    }
}

#[test]
fn a_try_that_is_no_answer_is_refused_and_says_why() {
    let value = every_exercise()
        .find(|e| e.kind == Kind::Value)
        .expect("a value exercise");
    let error = value.attempt(&[], "three", Lang::En).unwrap_err();
    assert_eq!(
        error.to_string(),
        "\"three\" is not a whole number: the answer is a value such as 3"
    );
    let mover = every_exercise()
        .find(|e| e.kind != Kind::Value)
        .expect("a move exercise");
    let error = mover.attempt(&[], "1:x", Lang::En).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("\"1:x\" is not a move (R:C or R:C->D): "),
        "{error}"
    );
    let width = mover.board.width();
    let error = mover
        .attempt(&[], &format!("9:{width}"), Lang::ZhCn)
        .unwrap_err();
    assert!(!Lang::ZhCn.say(error.phrase()).is_empty());
    assert_eq!(Stars::earned(0, false), Stars::MAX);
}

#[test]
fn a_win_not_over_when_its_par_is_spent_starts_again() {
    let long = every_exercise()
        .filter(|exercise| exercise.kind == Kind::Win)
        .find(|exercise| {
            let mut definition = Definition::new(exercise.variant);
            definition.outcome(&exercise.board).1 > 2
        })
        .expect("a win of more than one move of each side");
    let mut tight = long.clone();
    tight.par = Some(1);
    let mut definition = Definition::new(tight.variant);
    let fastest = definition.accepted(&tight.board, Kind::Fastest)[0];
    let attempt = tight
        .attempt(&[], &fastest.to_string(), Lang::En)
        .expect("a move");
    assert!(!attempt.right && !attempt.done);
    assert!(attempt.played.is_empty() && attempt.board == tight.board);
    assert_eq!(
        attempt.says,
        "That was the last of your 1 moves of par, and the game goes on: start again and win faster."
    );
}
