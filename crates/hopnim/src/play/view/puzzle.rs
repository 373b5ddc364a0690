//! A puzzle's view: the position with its values hidden until a move is tried,
//! then whether it was the one winning move (of a fastest puzzle, the one fastest).

use super::position::position_view;
use super::question::{PuzzleQuestion, Seeded};
use super::shape::{Mode, PuzzleView, Tried, View};
use crate::game::Move;
use crate::game::SharedSearch;
use crate::game::Variant;
use crate::lang::Lang;
use crate::lang::say;
use crate::play::puzzle::Puzzle;
use crate::play::puzzle::PuzzleError;
use crate::play::puzzle::{Goal, Level};
use crate::play::refusal::Refusal;

/// A puzzle, and the move tried on it.
pub(super) fn puzzle_view(
    question: &PuzzleQuestion,
    variant: Variant,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let seed = question
        .seed
        .0
        .clone()
        .map_err(|given| Refusal::BadQuestion(given.say(Seeded::Puzzle, lang)))?;
    let level = match &question.level {
        None => Level::default(),
        Some(text) => text
            .puzzle_level()
            .map_err(|e| Refusal::BadQuestion(lang.say(e.phrase())))?,
    };
    let goal: Goal = match &question.goal {
        None => Goal::default(),
        Some(text) => text
            .parse()
            .map_err(|e: PuzzleError| Refusal::BadQuestion(lang.say(e.phrase())))?,
    };
    let puzzle = Puzzle::generate_stopping(goal, seed, level, variant, &search.stop())
        .map_err(Refusal::Stopped)?;
    let tried = match &question.tried {
        None => None,
        Some(text) => {
            let mv: Move = text.parse().map_err(|e: crate::NotationError| {
                Refusal::BadQuestion(say!(
                    lang,
                    "view-try-not-a-move",
                    text = text.as_str(),
                    error = e.phrase()
                ))
            })?;
            puzzle
                .board
                .move_to(mv.cell(), Some(mv.to), variant.rules)
                .map_err(|e| {
                    Refusal::BadQuestion(say!(
                        lang,
                        "view-try-illegal",
                        move = mv.to_string(),
                        error = e.phrase()
                    ))
                })?;
            Some(Tried {
                tried: mv,
                solved: mv == puzzle.answer,
            })
        }
    };
    let says = match tried {
        None => puzzle.question(lang),
        Some(Tried { tried, .. }) => puzzle.verdict(tried, lang).1,
    };
    let hidden = tried.is_none();
    let mut view = position_view(
        Mode::Puzzle,
        puzzle.board.clone(),
        variant,
        None,
        hidden,
        search,
        lang,
    )?;
    view.says = Some(says);
    view.puzzle = Some(PuzzleView {
        seed: seed.to_string(),
        level: level.get(),
        goal: (goal != Goal::Win).then_some(goal.name()),
        moves: puzzle.moves,
        tempting: puzzle.tempting,
        tried,
        answer: tried.map(|_| puzzle.answer),
        sooner: puzzle.sooner.filter(|_| tried.is_some()),
    });
    Ok(view)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::view::ask;

    #[test]
    fn a_puzzle_hides_its_values_until_a_move_is_tried() {
        let puzzle = Puzzle::generate(7, Level::new(2).unwrap(), Variant::default());
        let view = ask(r#"{"puzzle": {"seed": "7", "level": 2}}"#).unwrap();
        assert!(view.values_hidden);
        assert_eq!(view.board, puzzle.board.to_string());
        assert!(
            view.says
                .as_deref()
                .unwrap()
                .starts_with("Puzzle 7, level 2: one of these")
        );
        let pieces = view.rows.iter().flat_map(|row| &row.pieces);
        assert!(
            pieces
                .clone()
                .all(|piece| matches!(piece.kind, "unknown" | "stuck"))
        );
        assert!(pieces.clone().all(|piece| !piece.label.contains("win")));
        assert!(view.rows.iter().all(|row| row.caption.ends_with('?')));
        assert!(view.puzzle.as_ref().unwrap().answer.is_none());

        let answer = puzzle.answer.to_string();
        let solved = ask(&format!(
            r#"{{"puzzle": {{"seed": 7, "level": 2, "try": "{answer}"}}}}"#
        ))
        .unwrap();
        assert!(!solved.values_hidden);
        assert_eq!(
            solved.says,
            Some(format!("Solved: {answer} is the only winning move."))
        );
        let wrong = view
            .rows
            .iter()
            .flat_map(|row| &row.pieces)
            .flat_map(|piece| &piece.moves)
            .find(|mv| mv.value.to_move() != puzzle.answer)
            .unwrap();
        let failed = ask(&format!(
            r#"{{"puzzle": {{"seed": "7", "level": 2, "try": "{}"}}}}"#,
            wrong.name
        ))
        .unwrap();
        assert!(!failed.puzzle.as_ref().unwrap().tried.unwrap().solved);
        assert!(
            failed
                .says
                .unwrap()
                .ends_with(&format!("The winning move was {answer}."))
        );
    }

    #[test]
    fn a_fastest_puzzle_asks_for_the_fastest_win_and_says_how_much_sooner() {
        let puzzle =
            Puzzle::generate_for(Goal::Fastest, 7, Level::new(2).unwrap(), Variant::default());
        let sooner = puzzle.sooner.unwrap();
        let view = ask(r#"{"puzzle": {"seed": "7", "level": 2, "goal": "fastest"}}"#).unwrap();
        assert_eq!(view.board, puzzle.board.to_string());
        assert!(view.values_hidden);
        let shown = view.puzzle.as_ref().unwrap();
        assert_eq!((shown.goal, shown.sooner), (Some("fastest"), None));
        assert_eq!(
            view.says.as_deref().unwrap(),
            format!(
                "Puzzle 7, level 2: {} of these {} moves win; find the one that wins fastest.",
                puzzle.tempting + 1,
                puzzle.moves
            )
        );
        let answer = puzzle.answer.to_string();
        let solved = ask(&format!(
            r#"{{"puzzle": {{"seed": 7, "level": 2, "goal": "fastest", "try": "{answer}"}}}}"#
        ))
        .unwrap();
        assert_eq!(solved.puzzle.as_ref().unwrap().sooner, Some(sooner));
        // Said in your own turns, half the remoteness apart (the review of the
        // Chinese: 早 2 步取胜 counted both players' moves, always even).
        assert_eq!(sooner % 2, 0);
        let turns = sooner / 2;
        let unit = if turns == 1 { "turn" } else { "turns" };
        assert_eq!(
            solved.says.unwrap(),
            format!("Solved: {answer} is the fastest win, {turns} {unit} sooner than the next.")
        );
        let chinese = ask(&format!(
            r#"{{"puzzle": {{"seed": 7, "level": 2, "goal": "fastest", "try": "{answer}"}}, "lang": "zh-CN"}}"#
        ))
        .unwrap();
        assert_eq!(
            chinese.says.unwrap(),
            format!("解开了：{answer} 是最快的胜着，比次快的胜着早 {turns} 回合取胜。")
        );
        // A slower winning move is not the answer.
        let slower = view
            .rows
            .iter()
            .flat_map(|row| &row.pieces)
            .flat_map(|piece| &piece.moves)
            .find(|mv| mv.value.winning && mv.value.to_move() != puzzle.answer)
            .unwrap();
        let failed = ask(&format!(
            r#"{{"puzzle": {{"seed": 7, "level": 2, "goal": "fastest", "try": "{}"}}}}"#,
            slower.name
        ))
        .unwrap();
        assert!(!failed.puzzle.as_ref().unwrap().tried.unwrap().solved);
        assert!(
            failed
                .says
                .unwrap()
                .contains(&format!("The fastest was {answer}"))
        );
        // A win puzzle's view has no goal; an unknown goal is refused.
        let win = ask(r#"{"puzzle": {"seed": "7", "level": 2, "goal": "win"}}"#).unwrap();
        assert_eq!(win.puzzle.unwrap().goal, None);
        let refusal = ask(r#"{"puzzle": {"seed": 7, "goal": "slow"}}"#).unwrap_err();
        assert!(
            refusal.to_string().contains("`slow` is not a puzzle goal"),
            "{refusal}"
        );
    }
}
