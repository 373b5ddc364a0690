//! The web page's view: everything the page draws and says about a position, a game
//! against the engine or a puzzle, for one stateless [`Question`] (a board and an
//! edit of it, or a start position and the moves played from it, or a puzzle's seed
//! and the move tried). The page keeps no game of its own: it sends back what the
//! last [`View`] said (the board, the moves) with what the user did, and draws the
//! answer. The words it shows (verdicts, captions, the history's notes) are written
//! here, so that `hopnim serve` and the WebAssembly module say the same.
//!
//! [`reply::view`](super::reply::view) answers a question's JSON with the view's JSON.
//!
//! ```
//! use hopnim::play::view::{Question, view};
//! let question: Question = serde_json::from_str(
//!     r#"{"board": "18x1/17x2", "game": {"first": "you", "moves": ["1:19->20"], "then": "engine"}}"#,
//! )?;
//! let view = view(&question)?;
//! assert_eq!(view.board, "19x/18x1");
//! assert_eq!(
//!     view.says.as_deref(),
//!     Some("The engine moved 2:18->19 (every move loses; it lasts longest). Your move.")
//! );
//! assert_eq!(view.rows[1].caption, "row 2: odd pile: 1, xor 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::refusal::{Refusal, Refused, position};
use crate::game::{SharedSearch, Variant};
use crate::lang::say;

mod edit;
mod game;
mod position;
mod puzzle;
mod question;
mod shape;
mod wording;

pub(crate) use question::language;
pub use question::{
    Edit, GameQuestion, LevelText, NotASeed, PuzzleQuestion, Question, Seed, Seeded, Step,
};
pub use shape::{
    Accuracy, BestMove, GameView, HistoryEntry, LanguageChoice, MAX_VIEW_ENTRIES, Mode, MoveView,
    PieceView, PuzzleView, RowView, RuleSetChoice, ShapeItem, Summary, Tried, View, Words,
};

use edit::edited;
use game::game_view;
use position::position_view;
use puzzle::puzzle_view;

/// The view the page asks for, or why there is none (in the question's language).
pub fn view(question: &Question) -> Result<View, Refused> {
    view_in(question, &SharedSearch::new())
}

/// [`view()`], its remoteness searched in `search`: one search for every position of
/// a game (and one that may stop: then what it did not find is unknown, and
/// [`SharedSearch::interrupted`] says why).
pub fn view_in(question: &Question, search: &SharedSearch) -> Result<View, Refused> {
    answer(question, search).map_err(|why| why.said_in(question.lang))
}

/// [`view_in`], its refusal not yet said.
fn answer(question: &Question, search: &SharedSearch) -> Result<View, Refusal> {
    let variant = Variant::new(question.rules, question.misere);
    let lang = question.lang;
    match (
        &question.board,
        &question.puzzle,
        &question.edit,
        &question.game,
    ) {
        (None, Some(puzzle), None, None) => puzzle_view(puzzle, variant, search, lang),
        (Some(text), None, None, None) => {
            let (board, variant) = position(text, variant)?;
            position_view(Mode::Edit, board, variant, None, false, search, lang)
        }
        (Some(text), None, Some(edit), None) => {
            let (board, variant) = position(text, variant)?;
            let (board, says) = edited(&board, *edit, lang)?;
            let variant = variant
                .for_width(board.width())
                .map_err(Refusal::Unproved)?;
            position_view(Mode::Edit, board, variant, None, false, search, lang).map(|view| View {
                says: Some(says),
                ..view
            })
        }
        (Some(text), None, None, Some(game)) => {
            let (board, variant) = position(text, variant)?;
            game_view(board, variant, game, search, lang)
        }
        _ => Err(Refusal::BadQuestion(say!(lang, "view-ask-board-or-puzzle"))),
    }
}

/// The view of the question in `json`: the tests' way to ask.
#[cfg(test)]
fn ask(json: &str) -> Result<View, Refused> {
    let question: Question = serde_json::from_str(json).expect("a question");
    view(&question)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn the_words_in_chinese() {
        let view = ask(r#"{"board": "18x1/17x2", "lang": "zh-CN"}"#).unwrap();
        assert_eq!(view.lang, "zh-CN");
        assert_eq!(view.summary.text, "异或和 1 xor 0 =");
        assert_eq!(view.summary.verdict, "先手必胜，剩余 3 步");
        assert_eq!(
            view.summary.winning_moves.as_deref(),
            Some("必胜着法：1:19->20、2:18->19")
        );
        assert_eq!(
            view.rows[0].caption,
            "第 1 行：奇数级只有一堆：1，异或和为 1"
        );
        assert_eq!(
            view.rows[1].label,
            "第 2 行看作阶梯 Nim 游戏：第 2 级台阶的堆为 1；奇数级的堆：无，异或和为 0"
        );
        let piece = &view.rows[1].pieces[0];
        // A landing is a move: 胜着 or 败着, never 必胜 (which names a position's side
        // to move).
        assert_eq!(piece.label, "第 2 行第 18 列，棋子，可移到 19（胜着）");
        assert_eq!(
            piece.moves[0].caption,
            "2:18->19 把 1 枚棋子从第 2 级台阶搬到第 1 级"
        );
        assert!(view.words.rules.starts_with("跳子：棋子向右移到第一个空格"));
        assert_eq!(view.rule_sets[0].label, "跳子（落在第一个空格）");
        // Regression: 「你从必胜态走到必败态的一步就是失误」 defines a correct move, to a
        // reader for whom 必胜态 is the position of the side to move.
        let labels = crate::lang::messages_of(Lang::ZhCn, "page.ftl");
        assert!(labels["page-history-hint"].starts_with(
            "每走一步后，看你是否仍然必胜。本来必胜，却走成了自己必败的局面，这一步就是失误。"
        ));
        assert!(labels.values().all(|label| !label.contains("必胜态")));
        let languages: Vec<(&str, &str, bool)> = view
            .languages
            .iter()
            .map(|choice| (choice.code, choice.name, choice.chosen))
            .collect();
        assert_eq!(
            languages,
            [("en", "English", false), ("zh-CN", "简体中文", true)]
        );

        let welter = ask(r#"{"board": "x3", "rules": "welter", "lang": "zh"}"#).unwrap();
        assert_eq!(welter.rows[0].caption, "第 1 行：硬币 3，SG 值为 3");
        assert_eq!(
            welter.rows[0].pieces[0].says,
            "1:1 的棋子可以落在 2、3、4，其中落在 4 是胜着"
        );

        let game = ask(
            r#"{"board": "x1x17/17x2", "lang": "zh-CN", "game": {"moves": ["1:1->2"], "then": "engine"}}"#,
        )
        .unwrap();
        assert!(game.says.as_deref().unwrap().starts_with("引擎走了 "));
        assert!(game.says.as_deref().unwrap().ends_with("）。轮到你走。"));
        let played = game.game.unwrap();
        assert_eq!(played.history[0].name, "开局");
        assert_eq!(
            played.history[1].title,
            "轮到引擎走，你必败，剩余 35 步（你的失误）"
        );
        assert_eq!(
            played.chart,
            "对局经过：共 2 步，你目前必败，你有 1 次失误。"
        );

        let puzzle = ask(r#"{"puzzle": {"seed": 7, "level": 2}, "lang": "zh-CN"}"#).unwrap();
        assert!(puzzle.says.unwrap().starts_with("谜题 7，难度 2：这 "));
        let refusal = ask(r#"{"puzzle": {"seed": 1, "level": 6}, "lang": "zh-CN"}"#).unwrap_err();
        assert_eq!(refusal.to_string(), "难度 6 超出范围（应为 1 到 5）");
        // Regression: the seed in Rust's debug quotes, "abc", inside Chinese. It is
        // quoted as every error quotes what was written: a quote mark as it is.
        for (seed, said) in [
            (r#""abc""#, "谜题种子“abc”不是"),
            (r#""a\"b""#, r#"谜题种子“a"b”不是"#),
            ("-1", "谜题种子 -1 不是"),
        ] {
            let question = format!(r#"{{"puzzle": {{"seed": {seed}}}, "lang": "zh-CN"}}"#);
            let refusal = ask(&question).unwrap_err().to_string();
            assert_eq!(
                refusal,
                format!("{said} 0 到 18446744073709551615 之间的整数"),
                "{seed}"
            );
        }
    }

    /// Every sentence of `view` that people read.
    fn sentences(view: &View) -> Vec<String> {
        let mut all = vec![
            view.words.rules.clone(),
            view.words.convention.clone(),
            view.words.column.clone(),
            view.words.pictures.clone(),
            view.summary.text.clone(),
            view.summary.verdict.clone(),
        ];
        all.extend(view.says.clone());
        all.extend(view.summary.winning_moves.clone());
        all.extend(view.rule_sets.iter().map(|choice| choice.label.clone()));
        for row in &view.rows {
            all.extend([row.caption.clone(), row.label.clone()]);
            for piece in &row.pieces {
                all.extend([piece.label.clone(), piece.says.clone()]);
                all.extend(piece.moves.iter().map(|mv| mv.caption.clone()));
            }
        }
        if let Some(game) = &view.game {
            all.push(game.chart.clone());
            for entry in &game.history {
                all.extend([entry.title.clone(), entry.point.clone(), entry.name.clone()]);
            }
        }
        all
    }

    /// The English words left in `sentence`: words of Latin letters other than those
    /// kept in every language (the operator, names, the judge's name, a key, a file).
    fn english_words(sentence: &str) -> Vec<&str> {
        const KEPT: [&str; 10] = [
            "xor", "Nim", "Welter", "HDU", "misère", "SG", "hopnim", "English", "Enter", "wasm",
        ];
        sentence
            .split(|c: char| !c.is_alphabetic())
            .filter(|word| word.len() > 1 && word.is_ascii())
            .filter(|word| !KEPT.contains(word))
            .collect()
    }

    #[test]
    fn a_view_in_chinese_has_no_english_word_left() {
        for rules in ["hop", "welter", "slide"] {
            for misere in [false, true] {
                let game = format!(r#""rules": "{rules}", "misere": {misere}, "lang": "zh-CN""#);
                let mut views = vec![
                    ask(&format!(r#"{{{game}, "board": "x1x5x2x8/3xx4x5xx3/18xx"}}"#)).unwrap(),
                    ask(&format!(
                        r#"{{{game}, "board": "x3", "edit": {{"resize": {{"width": 5, "rows": 2}}}}}}"#
                    ))
                    .unwrap(),
                    ask(&format!(
                        r#"{{{game}, "board": "x1x17/17x2", "game": {{"first": "engine", "then": "engine"}}}}"#
                    ))
                    .unwrap(),
                    ask(&format!(r#"{{{game}, "puzzle": {{"seed": 3, "level": 3}}}}"#)).unwrap(),
                ];
                let tried = views[3].rows[0].pieces.iter().find_map(|p| p.moves.first());
                let tried = tried.map(|mv| mv.name.clone()).unwrap_or_default();
                if !tried.is_empty() {
                    views.push(
                        ask(&format!(
                            r#"{{{game}, "puzzle": {{"seed": 3, "level": 3, "try": "{tried}"}}}}"#
                        ))
                        .unwrap(),
                    );
                }
                for view in &views {
                    for sentence in sentences(view) {
                        let english = english_words(&sentence);
                        assert!(english.is_empty(), "{rules} {misere}: {sentence:?}");
                    }
                }
            }
        }
    }

    /// The review of the Chinese found the refusals a learner meets half in English:
    /// `第 1 步 2:1->3 不能走：there is no piece at 2:1`, bad notation wholly English.
    #[test]
    fn a_refused_question_in_chinese_is_refused_in_chinese() {
        let questions = [
            // The Load box and a shared link: bad notation, a board too wide.
            r#""board": "18x1/17y2""#,
            r#""board": "18x1/x""#,
            r#""board": "65""#,
            r#""board": """#,
            // No proof at this width.
            r#""board": "30x1", "rules": "welter", "misere": true"#,
            // A game's moves: not a move, a move that cannot be played.
            r#""board": "18x1/17x2", "game": {"moves": ["1:19->20", "1;2"]}"#,
            r#""board": "18x1/17x2", "game": {"moves": ["2:1->3"]}"#,
            r#""board": "18x1/17x2", "game": {"moves": ["1:0->3"]}"#,
            // An edit past the widest row.
            r#""board": "x3", "edit": {"resize": {"width": 65, "rows": 1}}"#,
            // A puzzle's level, seed and tried move.
            r#""puzzle": {"seed": 1, "level": 9}"#,
            r#""puzzle": {"seed": "9x"}"#,
            r#""puzzle": {"seed": -1}"#,
            r#""puzzle": {"seed": 1, "try": "1:"}"#,
            r#""puzzle": {"seed": 1, "try": "9:1->2"}"#,
        ];
        for question in questions {
            let english = ask(&format!("{{{question}}}")).unwrap_err();
            let chinese = ask(&format!(r#"{{{question}, "lang": "zh-CN"}}"#)).unwrap_err();
            assert_eq!(chinese.status(), english.status(), "{question}");
            let said = chinese.to_string();
            assert_ne!(said, english.to_string(), "{question}");
            assert!(english_words(&said).is_empty(), "{question}: {said}");
            // The JSON the page reads says the same, and still points at the place.
            let reply = chinese.reply();
            assert_eq!(reply.error, said);
            assert_eq!(reply.character, english.reply().character, "{question}");
        }
        let refused =
            ask(r#"{"board": "18x1/17x2", "lang": "zh-CN", "game": {"moves": ["2:1->3"]}}"#);
        assert_eq!(
            refused.unwrap_err().to_string(),
            "第 1 步 2:1->3 不能走：2:1 上没有棋子"
        );
        let refused = ask(r#"{"board": "18x1/x", "lang": "zh-CN"}"#).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "棋盘记法有误：第 6 个字符（第 2 行）：这一行宽 1，而第一行宽 20"
        );
        let refused = ask(r#"{"puzzle": {"seed": "abc"}, "lang": "zh-CN"}"#).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "谜题种子“abc”不是 0 到 18446744073709551615 之间的整数"
        );
        let refused = ask(r#"{"puzzle": {"seed": -1}, "lang": "zh-CN"}"#).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "谜题种子 -1 不是 0 到 18446744073709551615 之间的整数"
        );
        // English reads as it did, the seed quoted as every error quotes.
        let refused = ask(r#"{"puzzle": {"seed": "a\"b"}}"#).unwrap_err();
        assert_eq!(
            refused.to_string(),
            r#"the puzzle seed "a"b" is not a whole number from 0 to 18446744073709551615"#
        );
        let refused = ask(r#"{"board": "18x1/17x2", "game": {"moves": ["2:1->3"]}}"#);
        assert_eq!(
            refused.unwrap_err().to_string(),
            "move 1, 2:1->3, cannot be played: there is no piece at 2:1"
        );
    }
}
