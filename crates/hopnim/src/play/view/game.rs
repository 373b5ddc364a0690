//! A game against the engine, replayed from its start and its moves (every position
//! valued in one search): its history with the blunders, its chart, the last move
//! and why the engine made it, and whose turn it is or who won.

use super::position::position_view;
use super::question::Step;
use super::question::{GameQuestion, Seed, Seeded};
use super::shape::{Accuracy, BestMove, GameView, HistoryEntry, Mode, View};
use crate::game::Board;
use crate::game::Move;
use crate::game::SharedSearch;
use crate::game::Variant;
use crate::lang::Lang;
use crate::lang::say;
use crate::lang::yes;
use crate::play::analysis::MoveValue;
use crate::play::engine;
use crate::play::engine::{Choice, Engine, Level};
use crate::play::game::Game;
use crate::play::player::Player;
use crate::play::refusal::Refusal;
use crate::play::review::{Missed, Review};

/// A game from `start`: its moves replayed, then its step.
pub(super) fn game_view(
    start: Board,
    variant: Variant,
    question: &GameQuestion,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let (level, seed) = engine_of(question, lang)?;
    let game = Game::of_variant(start.clone(), question.first, variant)
        .searching_in(search.clone())
        .with_engine(Engine::new(level, seed));
    let (game, undone) = replayed(game, question, lang)?;
    // The review lists every move of every position, on this thread: a game too big
    // to review is refused before it, as every front end refuses it.
    game.record()
        .check_review_size()
        .map_err(|too_big| Refusal::BadQuestion(lang.say(too_big.phrase())))?;
    let (review, first) = game.review();
    let (mut history, chart) = history(&game, variant, lang);
    for (entry, reviewed) in history.iter_mut().skip(1).zip(&review.moves) {
        entry.class = Some(reviewed.class);
        entry.class_label = Some(lang.say(reviewed.class.phrase()));
        entry.best = reviewed
            .missed()
            .map(|(best, missed)| best_move(best, missed, lang));
    }
    let (accuracy, accuracy_says) = accuracies(&review, first, lang);
    let last = last_move(&game);
    let says = game_says(
        &game,
        undone,
        last.as_ref().map(|(by, value, _)| (*by, value)),
        lang,
    );
    let mut view = position_view(
        Mode::Play,
        game.board().clone(),
        variant,
        Some(game.to_move()),
        false,
        search,
        lang,
    )?;
    view.says = (!says.is_empty()).then(|| says.join(&say!(lang, "view-sentence-separator")));
    view.game = Some(GameView {
        start: start.to_string(),
        first: question.first,
        moves: game.history().map(|(_, mv, _)| mv.to_string()).collect(),
        to_move: game.to_move(),
        winner: game.winner(),
        can_undo: game.history().any(|(player, _, _)| player == Player::You),
        last: last.map(|(_, value, _)| value),
        history,
        chart,
        level: level.to_string(),
        seed: seed.to_string(),
        // The record as the page has always copied it: the sides are the view's `first`.
        record: game.record().with_you(None).to_string(),
        accuracy,
        accuracy_says,
    });
    Ok(view)
}

/// The `best` move where a blunder or a hasty move was played, and what it would have
/// done that the move played did not, in `lang`.
fn best_move(best: Move, missed: Missed, lang: Lang) -> BestMove {
    let name = best.to_string();
    let says = match missed {
        Missed::TheWin => say!(lang, "view-best-keeps-win", move = name.as_str()),
        Missed::Longer(turns) => say!(
            lang,
            "view-best-holds-longer",
            move = name.as_str(),
            turns = turns
        ),
    };
    BestMove { best, name, says }
}

/// Each player's accuracy in `review` of a game that `first` (if anyone has moved)
/// began, and in words in `lang`.
fn accuracies(review: &Review, first: Option<Player>, lang: Lang) -> (Accuracy, Option<String>) {
    let Some(first) = first else {
        return (Accuracy::default(), None);
    };
    let of = |player: Player| {
        if player == first {
            &review.summary.first
        } else {
            &review.summary.second
        }
    };
    let accuracy = Accuracy {
        you: of(Player::You).accuracy(),
        engine: of(Player::Engine).accuracy(),
    };
    let words: Vec<String> = [Player::You, Player::Engine]
        .into_iter()
        .filter_map(|player| {
            let percent = of(player).accuracy_text()?;
            Some(say!(
                lang,
                "view-accuracy",
                player = player.name(),
                accuracy = percent
            ))
        })
        .collect();
    (
        accuracy,
        Some(words.join(&say!(lang, "view-sentence-separator"))),
    )
}

/// The engine `question` asks for: its level (perfect by default) and seed (0 by
/// default), or the refusal naming what is wrong.
fn engine_of(question: &GameQuestion, lang: Lang) -> Result<(Level, u64), Refusal> {
    let level = match &question.level {
        None => Level::Perfect,
        Some(text) => text
            .level()
            .map_err(|e| Refusal::BadQuestion(lang.say(e.phrase())))?,
    };
    let seed = match &question.seed {
        None => 0,
        Some(Seed(seed)) => seed
            .clone()
            .map_err(|given| Refusal::BadQuestion(given.say(Seeded::Engine, lang)))?,
    };
    Ok((level, seed))
}

/// The `game` of `question`, its moves played and its step taken, and how many moves
/// the step took back.
fn replayed(mut game: Game, question: &GameQuestion, lang: Lang) -> Result<(Game, usize), Refusal> {
    let refuse = |why: String| Refusal::BadQuestion(why);
    for (index, text) in question.moves.iter().enumerate() {
        let number = index + 1;
        let mv: Move = text.parse().map_err(|e: crate::NotationError| {
            refuse(say!(
                lang,
                "view-move-not-a-move",
                number = number,
                text = text.as_str(),
                error = e.phrase()
            ))
        })?;
        game.play_to(mv.cell(), Some(mv.to)).map_err(|e| {
            refuse(say!(
                lang,
                "view-move-illegal",
                number = number,
                move = mv.to_string(),
                error = e.phrase()
            ))
        })?;
    }
    let undone = match question.then {
        None => 0,
        Some(Step::Engine) if game.winner().is_some() => {
            return Err(refuse(say!(lang, "view-game-over")));
        }
        Some(Step::Engine) if game.to_move() != Player::Engine => {
            return Err(refuse(say!(lang, "view-not-engine-turn")));
        }
        Some(Step::Engine) => {
            game.engine_move();
            0
        }
        Some(Step::Undo) => game
            .undo()
            .ok_or_else(|| refuse(say!(lang, "view-nothing-to-undo")))?
            .len(),
    };
    Ok((game, undone))
}

/// Each position of `game`, the start first, and the text of its chart.
fn history(game: &Game, variant: Variant, lang: Lang) -> (Vec<HistoryEntry>, String) {
    // Each position: who is to move, and whether that player wins.
    let value = |board: &Board| {
        (
            variant.first_player_wins(variant.value_of_board(board.rows())),
            game.analyser_of(board).remoteness(),
        )
    };
    let mut positions: Vec<(Player, (bool, Option<u64>))> = game
        .history()
        .map(|(player, _, board)| (player, value(board)))
        .collect();
    positions.push((game.to_move(), value(game.board())));
    let played: Vec<(Player, Move)> = game.history().map(|(player, mv, _)| (player, mv)).collect();

    let mut history = Vec::with_capacity(positions.len());
    let mut blunders = 0;
    let mut was_winning = false;
    for (index, &(to_move, (winning, remoteness))) in positions.iter().enumerate() {
        let by_move = index.checked_sub(1).map(|before| played[before]);
        let you_win = (to_move == Player::You) == winning;
        // Your move from a won position (you to move, winning) to a lost one (the
        // engine to move, winning).
        let blunder = by_move.is_some_and(|(by, _)| by == Player::You) && was_winning && winning;
        was_winning = winning;
        blunders += usize::from(blunder);
        let name = by_move.map_or_else(
            || say!(lang, "view-history-start"),
            |(_, mv)| mv.to_string(),
        );
        let place = match index {
            0 => say!(lang, "view-history-start"),
            _ => say!(
                lang,
                "view-history-move",
                number = index,
                move = name.as_str()
            ),
        };
        // Told from your side, as the chart is: the engine to move and winning is
        // you losing.
        let title = match remoteness {
            None => say!(
                lang,
                "view-history-title",
                player = to_move.name(),
                win = yes(you_win),
                blunder = yes(blunder)
            ),
            Some(moves) => say!(
                lang,
                "view-history-title-in",
                player = to_move.name(),
                win = yes(you_win),
                moves = moves,
                blunder = yes(blunder)
            ),
        };
        history.push(HistoryEntry {
            played: by_move.map(|(_, mv)| mv),
            by: by_move.map(|(by, _)| by),
            title,
            point: say!(
                lang,
                "view-history-point",
                place = place,
                win = yes(you_win),
                blunder = yes(blunder)
            ),
            name,
            to_move,
            winning,
            you_win,
            remoteness,
            blunder,
            class: None,
            class_label: None,
            best: None,
        });
    }
    let now_you_win = history.last().is_some_and(|entry| entry.you_win);
    let chart = say!(
        lang,
        "view-history-chart",
        moves = played.len(),
        winning = yes(now_you_win),
        blunders = blunders
    );
    (history, chart)
}

/// The last move of `game`, who made it, its value where it was made, and the board
/// it was made on.
fn last_move(game: &Game) -> Option<(Player, MoveValue, &Board)> {
    let (by, mv, before) = game.history().last()?;
    let value = game
        .analyser_of(before)
        .moves_with_remoteness()
        .find(|value| value.to_move() == mv)
        .expect("a move of the game is legal where it was made");
    Some((by, value, before))
}

/// What the status line says of `game`: the moves `undone`, or the `last` move (who
/// made it, and the engine's reason), then the winner or whose move it is.
fn game_says(
    game: &Game,
    undone: usize,
    last: Option<(Player, &MoveValue)>,
    lang: Lang,
) -> Vec<String> {
    let mut says = Vec::new();
    match (undone, last) {
        (1, _) => says.push(say!(lang, "view-took-back-one")),
        (2.., _) => says.push(say!(lang, "view-took-back-both")),
        (0, Some((Player::You, value))) => says.push(say!(
            lang,
            "view-you-moved",
            move = value.to_move().to_string()
        )),
        (0, Some((Player::Engine, value))) => {
            let mv = value.to_move();
            let (_, _, before) = game.history().last().expect("a last move");
            let why = match engine::choose_in(&game.analyser_of(before)) {
                Choice::Longest(chosen) if chosen == mv => "longest",
                _ if value.winning => "winning",
                // It had a winning move and played a losing one: the review's blunder.
                Choice::Winning(_) => "blunder",
                _ => "losing",
            };
            says.push(say!(
                lang,
                "view-engine-moved",
                move = mv.to_string(),
                why = why
            ));
        }
        (0, None) => {}
    }
    let stuck = game.to_move().name();
    match game.winner() {
        Some(Player::You) => says.push(say!(lang, "view-you-win", stuck = stuck)),
        Some(Player::Engine) => says.push(say!(lang, "view-engine-wins", stuck = stuck)),
        None if game.to_move() == Player::You => says.push(say!(lang, "view-your-move")),
        None => {}
    }
    says
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::refusal::MAX_QUESTION_BYTES;
    use crate::play::reply;
    use crate::play::review::{Class, GameRecord};
    use crate::play::view::ask;
    use crate::stop::Stop;

    /// Found by a review: a game's review ran unbounded on the thread that answers
    /// (a game of hop or slide is no costly question): a question within its 16 KiB,
    /// of a few hundred moves on a board of thousands of rows, cost a review of some
    /// 80 million entries before its board was refused as too large to show.
    #[test]
    fn a_game_too_big_to_review_is_refused_before_its_review() {
        // 1900 rows of slide, each a piece that can slide 63 cells: 67 entries a row.
        let board = vec!["x63"; 1900].join("/");
        let moves: Vec<String> = (1..=11)
            .flat_map(|row| (1..=58).map(move |from| format!(r#""{row}:{from}->{}""#, from + 1)))
            .collect();
        let question = format!(
            r#"{{"board": "{board}", "rules": "slide", "game": {{"moves": [{}]}}}}"#,
            moves.join(",")
        );
        assert!(question.len() <= MAX_QUESTION_BYTES, "{}", question.len());
        let refusal = reply::view(question.as_bytes(), &Stop::never()).unwrap_err();
        assert_eq!(refusal.status(), 422);
        let record = GameRecord::parse(
            &format!("{board} {}", moves.join(" ").replace('"', "")),
            Variant::new(crate::game::Rules::Slide, false),
        )
        .unwrap();
        assert_eq!(record.review_size(), 638 * 1900 * 67);
        let too_big = record.check_review_size().unwrap_err();
        assert_eq!(refusal.to_string(), too_big.to_string());
    }

    #[test]
    fn a_game_s_moves_are_classed_in_either_language() {
        // Misère play: good, hasty, blunder, blunder, best (`hopnim review --misere`).
        let json = |lang: &str| {
            format!(
                r#"{{"board": "3xx1/xx4", "misere": true, "lang": "{lang}", "game": {{"moves": ["1:5->6", "2:1->3", "1:4->5", "2:2->4", "2:4->5"]}}}}"#
            )
        };
        let labels = |game: &GameView| -> Vec<Option<String>> {
            game.history.iter().map(|e| e.class_label.clone()).collect()
        };
        let english = ask(&json("en")).unwrap().game.unwrap();
        let chinese = ask(&json("zh-CN")).unwrap().game.unwrap();
        let classes: Vec<Option<Class>> = english.history.iter().map(|e| e.class).collect();
        use Class::*;
        assert_eq!(
            classes,
            [
                None,
                Some(Good),
                Some(Hasty),
                Some(Blunder),
                Some(Blunder),
                Some(Best)
            ]
        );
        let said = |words: &[&str]| -> Vec<Option<String>> {
            [None]
                .into_iter()
                .chain(words.iter().map(|w| Some((*w).to_owned())))
                .collect()
        };
        assert_eq!(
            labels(&english),
            said(&["good", "hasty", "blunder", "blunder", "best"])
        );
        assert_eq!(
            labels(&chinese),
            said(&["好棋", "过急", "失误", "失误", "最佳"])
        );
        // You: good, blunder, best, 50%; the engine: hasty, blunder, 25%.
        assert_eq!(
            english.accuracy,
            Accuracy {
                you: Some(50.0),
                engine: Some(25.0)
            }
        );
        assert_eq!(
            chinese.accuracy_says.as_deref(),
            Some("你的准确率：50%。引擎的准确率：25%。")
        );
        assert_eq!(
            english.record,
            "3xx1/xx4 1:5->6 2:1->3 1:4->5 2:2->4 2:4->5"
        );
        // Before a move: no class, no accuracy.
        let start = ask(r#"{"board": "x1x17/17x2", "game": {}}"#)
            .unwrap()
            .game
            .unwrap();
        assert_eq!(start.accuracy, Accuracy::default());
        assert_eq!(start.accuracy_says, None);
        assert_eq!(start.record, "x1x17/17x2");
    }

    /// Asked by the review of the page as a trainer: at a blunder or a hasty move,
    /// the best move, the engine's, and how much longer it holds, in turns.
    #[test]
    fn a_blunder_or_a_hasty_move_shows_the_best_move_in_either_language() {
        let json = |lang: &str| {
            format!(
                r#"{{"board": "3xx1/xx4", "misere": true, "lang": "{lang}", "game": {{"moves": ["1:5->6", "2:1->3", "1:4->5", "2:2->4", "2:4->5"]}}}}"#
            )
        };
        let english = ask(&json("en")).unwrap().game.unwrap();
        let chinese = ask(&json("zh-CN")).unwrap().game.unwrap();
        let said = |game: &GameView| -> Vec<Option<String>> {
            game.history
                .iter()
                .map(|entry| entry.best.as_ref().map(|best| best.says.clone()))
                .collect()
        };
        // Start, good, hasty, blunder, blunder, best.
        assert_eq!(
            said(&english),
            [
                None,
                None,
                Some("1:4->5 holds out 1 turn longer".to_owned()),
                Some("2:2->4 keeps the win".to_owned()),
                Some("2:3->4 keeps the win".to_owned()),
                None
            ]
        );
        assert_eq!(
            said(&chinese)[2..=3],
            [
                Some("最佳着法是 1:4->5，能多撑 1 回合".to_owned()),
                Some("最佳着法是 2:2->4，走它仍保持必胜".to_owned()),
            ]
        );
        // The best move is the engine's in the position before, and its JSON is a
        // move as everywhere else.
        let variant = Variant::MISERE;
        let boards = GameRecord::parse(&english.record, variant)
            .unwrap()
            .boards();
        for (index, entry) in english.history.iter().enumerate().skip(1) {
            let Some(best) = &entry.best else { continue };
            let engine = engine::choose_in_variant(&boards[index - 1], variant);
            assert_eq!(engine.to_move(), Some(best.best), "move {index}");
            assert_eq!(best.name, best.best.to_string());
        }
        let json = serde_json::to_value(&english.history[2]).unwrap();
        assert_eq!(
            json["best"],
            serde_json::json!({"move": {"row": 1, "from": 4, "to": 5}, "name": "1:4->5",
                "says": "1:4->5 holds out 1 turn longer"})
        );
        let json = serde_json::to_value(&english.history[1]).unwrap();
        assert_eq!(json["best"], serde_json::Value::Null);
    }

    #[test]
    fn a_game_is_replayed_with_its_history_and_blunders() {
        // You move first and give the win away: 1:1->2 leaves a nim-sum of 1.
        let view =
            ask(r#"{"board": "x1x17/17x2", "game": {"moves": ["1:1->2"], "then": "engine"}}"#)
                .unwrap();
        let game = view.game.as_ref().unwrap();
        assert_eq!(game.moves.len(), 2);
        assert_eq!(game.to_move, Player::You);
        let flags: Vec<(bool, bool)> = game
            .history
            .iter()
            .map(|e| (e.you_win, e.blunder))
            .collect();
        assert_eq!(flags, [(true, false), (false, true), (false, false)]);
        // Each move's class, as the review of the game's record gives it.
        let classes: Vec<Option<Class>> = game.history.iter().map(|e| e.class).collect();
        assert_eq!(classes, [None, Some(Class::Blunder), Some(Class::Best)]);
        let record = GameRecord::parse(&game.record, Variant::default()).unwrap();
        assert_eq!(record.moves().len(), 2);
        assert_eq!(game.history[1].class_label.as_deref(), Some("blunder"));
        assert_eq!(
            game.accuracy,
            Accuracy {
                you: Some(0.0),
                engine: Some(100.0)
            }
        );
        assert_eq!(
            game.accuracy_says.as_deref(),
            Some("Your accuracy: 0%. The engine's accuracy: 100%.")
        );
        assert!(game.record.starts_with("x1x17/17x2 1:1->2 "));
        assert_eq!(
            game.history[1].title,
            "engine to move, you are losing in 35 moves (your blunder)"
        );
        assert_eq!(
            game.chart,
            "How the game went: 2 moves, you are losing, 1 blunder of yours."
        );
        assert!(
            view.says
                .as_deref()
                .unwrap()
                .starts_with("The engine moved")
        );
        assert_eq!(
            view.summary.verdict,
            "you (to move) lose in 34 moves against best play"
        );
        assert!(game.can_undo);

        // Undo takes back both moves.
        let moves = serde_json::to_string(&game.moves).unwrap();
        let undone = ask(&format!(
            r#"{{"board": "x1x17/17x2", "game": {{"moves": {moves}, "then": "undo"}}}}"#
        ))
        .unwrap();
        assert_eq!(undone.board, "x1x17/17x2");
        assert_eq!(undone.game.as_ref().unwrap().history.len(), 1);
        assert_eq!(
            undone.says.as_deref(),
            Some("Took back your last move and the engine's reply. Your move.")
        );
    }

    /// Regression: the engine's move from a won position to a lost one was called only
    /// `a losing move`, while the history classes it a blunder.
    #[test]
    fn the_engine_s_blunder_is_called_one() {
        // You throw the win away (1:1->2); the engine then had one winning move,
        // 1:2->4, and plays 1:3->4, which loses.
        for (lang, words) in [
            ("en", "The engine moved 1:3->4 (a blunder: it was winning)."),
            ("zh-CN", "引擎走了 1:3->4（一步失误：它本来必胜）。"),
        ] {
            let question = format!(
                r#"{{"board": "x1x17/17x2", "lang": "{lang}", "game": {{"moves": ["1:1->2", "1:3->4"]}}}}"#
            );
            let says = ask(&question).unwrap().says.unwrap();
            assert!(says.contains(words), "{says}");
        }
        let perfect = ask(r#"{"board": "x1x17/17x2", "game": {"moves": ["1:1->2", "1:2->4"]}}"#);
        let says = perfect.unwrap().says.unwrap();
        assert!(says.contains("(a winning move)"), "{says}");
    }

    #[test]
    fn a_game_ends_with_its_winner() {
        let view =
            ask(r#"{"board": "18x1", "game": {"first": "engine", "then": "engine"}}"#).unwrap();
        let game = view.game.unwrap();
        assert_eq!(game.winner, Some(Player::Engine));
        assert_eq!(
            view.says.as_deref(),
            Some(
                "The engine moved 1:19->20 (a winning move). The engine wins: no piece can move for you."
            )
        );
        assert_eq!(game.last.unwrap().stair, Some(1));
        // Misère play: who cannot move wins; from a lost position the engine plays longest.
        let view = ask(r#"{"board": "18x1/17x2", "misere": true, "game": {"first": "engine", "then": "engine"}}"#)
            .unwrap();
        assert!(
            view.says
                .unwrap()
                .contains("(every move loses; it lasts longest)")
        );
        let view =
            ask(r#"{"board": "2x1", "misere": true, "game": {"moves": ["1:3->4"]}}"#).unwrap();
        assert_eq!(
            view.says.as_deref(),
            Some("You moved 1:3->4. The engine wins: no piece can move for the engine.")
        );
    }

    #[test]
    fn a_game_s_engine_plays_at_the_level_and_seed_asked_for() {
        let ask_level = |level: &str, seed: &str| {
            let json = format!(
                r#"{{"board": "x4x3x2/1x3xx5/xx3x6", "game": {{"first": "engine", "then": "engine", "level": {level}, "seed": {seed}}}}}"#
            );
            ask(&json).map(|view| view.game.unwrap().moves)
        };
        let perfect = ask_level(r#""perfect""#, "0").unwrap();
        let board: Board = "x4x3x2/1x3xx5/xx3x6".parse().unwrap();
        assert_eq!(
            perfect,
            [engine::choose(&board).to_move().unwrap().to_string()]
        );
        // Level 1 from seeds 0..20: the same move for the same seed, another for some.
        let weak: Vec<Vec<String>> = (0..20)
            .map(|seed| ask_level("1", &seed.to_string()).unwrap())
            .collect();
        // The view gives the level and the seed back, as text, for the next question.
        let json = r#"{"board": "xx3", "game": {"level": 2, "seed": "18446744073709551615"}}"#;
        let game = ask(json).unwrap().game.unwrap();
        assert_eq!(
            (game.level.as_str(), game.seed.as_str()),
            ("2", "18446744073709551615")
        );
        let game = ask(r#"{"board": "xx3", "game": {}}"#)
            .unwrap()
            .game
            .unwrap();
        assert_eq!((game.level.as_str(), game.seed.as_str()), ("perfect", "0"));
        assert_eq!(weak[7], ask_level(r#""1""#, r#""7""#).unwrap());
        assert!(weak.iter().any(|moves| moves != &perfect));
        for (level, named) in [("6", "`6`"), (r#""best""#, "`best`"), ("2.5", "`2.5`")] {
            let refusal = ask_level(level, "0").unwrap_err();
            assert_eq!(refusal.status(), 422, "{level}");
            assert!(refusal.to_string().contains(named), "{refusal}");
        }
        let refusal = ask_level("1", "-3").unwrap_err();
        assert_eq!(refusal.status(), 422);
    }

    #[test]
    fn a_game_refuses_what_cannot_be() {
        for game in [
            r#"{"moves": ["1:1->2"]}"#,
            r#"{"moves": ["1:19"]}"#,
            r#"{"then": "engine"}"#,
            r#"{"then": "undo"}"#,
            r#"{"first": "nobody"}"#,
        ] {
            let json = format!(r#"{{"board": "18x1/17x2", "game": {game}}}"#);
            let refusal = reply::view(json.as_bytes(), &Stop::never()).unwrap_err();
            assert_eq!(refusal.status(), 422, "{game}: {refusal}");
        }
        assert_eq!(
            reply::view(b"{\"board\": ", &Stop::never())
                .unwrap_err()
                .status(),
            400
        );
        assert_eq!(
            reply::view(br#"{"board": "18y"}"#, &Stop::never())
                .unwrap_err()
                .status(),
            400
        );
        assert_eq!(
            reply::view(br#"{"board": "xx", "puzzle": {"seed": 1}}"#, &Stop::never())
                .unwrap_err()
                .status(),
            422
        );
        assert_eq!(
            reply::view(br#"{}"#, &Stop::never()).unwrap_err().status(),
            422
        );
        assert_eq!(
            reply::view(br#"{"board": "xx", "colour": "red"}"#, &Stop::never())
                .unwrap_err()
                .status(),
            422
        );
        let large = format!(r#"{{"board": "{}"}}"#, "x".repeat(MAX_QUESTION_BYTES));
        assert_eq!(
            reply::view(large.as_bytes(), &Stop::never())
                .unwrap_err()
                .why,
            Refusal::TooLarge
        );
    }
}
