//! hopnim's engine for the page without a server: the library's replies
//! ([`hopnim::play::reply`]) behind a few plain WebAssembly exports, no binding
//! generator. The page's `engine.js` drives them:
//!
//! 1. `hopnim_input(len)` returns where to write `len` bytes of input, UTF-8: for
//!    `hopnim_analyze` and `hopnim_engine` the rule set's name (`welter`) followed by
//!    a board in notation, for `hopnim_puzzle` the name alone, for `hopnim_view` a
//!    question in JSON (which names its rules itself), for `hopnim_lessons` a
//!    language's tag, for `hopnim_lesson` a try at an exercise in JSON;
//! 2. `hopnim_analyze`, `hopnim_engine`, `hopnim_puzzle`, `hopnim_view`,
//!    `hopnim_lessons` or `hopnim_lesson` answers,
//!    keeps the JSON reply and returns its status: 200, or as the server would refuse
//!    the question (400 bad notation or JSON, 413 too long, 422 no proof at this
//!    width, unknown rules or a question that cannot be answered), the refusal in the
//!    library's JSON ([`ErrorReply`]);
//! 3. `hopnim_output()` and `hopnim_output_len()` say where the reply is.
//!
//! A search, a puzzle's draws among them, stops past the server's budget
//! ([`SEARCH_BUDGET`], the library's): a question too costly for the server is
//! refused here as there (422, the library's refusal). The page
//! runs the module in a Web Worker and stops a question it no longer waits for by
//! ending that worker (a call into the module cannot be interrupted).
//!
//! The page names a game as the library does: `rules_len`, the length in bytes of
//! the rule set's name at the start of the input (0: the default rules, as a question
//! to the server that names none), parsed by [`Rules`]' `FromStr`; `misere` is 0 or
//! 1. So the page holds no list of the rule sets: the view lists them.

// Exports need `#[unsafe(no_mangle)]`, which the `unsafe_code` lint counts; nothing
// here dereferences a pointer: the page writes and reads the buffers, Rust only hands
// out their addresses.
#![allow(unsafe_code)]

use hopnim::game::rules::UnknownRules;
use hopnim::game::{Rules, Variant};
use hopnim::lang::Lang;
use hopnim::play::engine::{Engine, Level as EngineLevel};
use hopnim::play::puzzle::{Goal, Level};
use hopnim::play::reply::{self, ErrorReply, Refusal, Refused, SEARCH_BUDGET};
use hopnim::stop::Stop;
use std::cell::RefCell;

/// The status of an answered question.
pub const OK: u32 = 200;

/// What stops a search of at most `budget` steps.
fn within(budget: u64) -> Stop {
    Stop::new().with_budget(budget)
}

thread_local! {
    /// What the page wrote: the next question (a rule set's name and a board, or a
    /// question in JSON).
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The JSON reply to the last question.
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes the input buffer `len` bytes long and returns its address, for the page to
/// write the next question into.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// The address of the last reply.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_output() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// The length in bytes of the last reply.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_output_len() -> usize {
    OUTPUT.with_borrow(Vec::len)
}

/// Analyses the board in the input, after the rule set's name (every move valued):
/// the JSON of `hopnim analyze --json --moves`.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_analyze(rules_len: usize, misere: u32) -> u32 {
    answer_about_board(rules_len, misere, SEARCH_BUDGET, reply::analysis)
}

/// The move of the engine of `level` (1..=5, or 0 for the perfect engine) drawing
/// from `seed` on the board in the input, after the rule set's name:
/// `{"move":…,"board":…,"choice":…}`, as `POST /api/engine` answers. (A game is the
/// view's question: `hopnim_view` with the game's `level` and `seed`.)
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_engine(rules_len: usize, misere: u32, level: u32, seed: u64) -> u32 {
    let level = match level {
        0 => Some(EngineLevel::Perfect),
        _ => EngineLevel::ALL
            .into_iter()
            .find(|each| each.number().map(u32::from) == Some(level)),
    };
    let Some(level) = level else {
        return refuse(422, "unknown engine level");
    };
    answer_about_board(rules_len, misere, SEARCH_BUDGET, |text, variant, stop| {
        reply::engine_move(text, variant, Engine::new(level, seed), stop)
    })
}

/// The puzzle of `seed` at `level` (1..=5) in the game whose rule set the input
/// names (`rules_len` bytes): one winning move to find, or with `fastest` set the one
/// fastest of several. Its draws stop past [`SEARCH_BUDGET`] (422).
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_puzzle(
    seed: u64,
    level: u32,
    rules_len: usize,
    misere: u32,
    fastest: u32,
) -> u32 {
    puzzle_within(SEARCH_BUDGET, seed, level, rules_len, misere, fastest)
}

/// [`hopnim_puzzle`], its draws stopped past `budget` steps.
fn puzzle_within(
    budget: u64,
    seed: u64,
    level: u32,
    rules_len: usize,
    misere: u32,
    fastest: u32,
) -> u32 {
    let variant =
        match INPUT.with_borrow(|input| Ok::<_, String>(game(input, rules_len, misere)?.0)) {
            Ok(variant) => variant,
            Err(why) => return refuse(422, &why),
        };
    let level = u8::try_from(level)
        .ok()
        .and_then(|level| Level::new(level).ok());
    let Some(level) = level else {
        return refuse(422, "unknown level");
    };
    let goal = if fastest == 0 {
        Goal::Win
    } else {
        Goal::Fastest
    };
    let puzzle = reply::puzzle_stopping(goal, seed, level, variant, &within(budget));
    keep_answer(puzzle.map_err(|why| why.said_in(Lang::En)))
}

/// The page's view for the question in the input, a
/// [`hopnim::play::view::Question`] in JSON ([`reply::view`]).
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_view() -> u32 {
    view_within(SEARCH_BUDGET)
}

/// The view for the question in the input, its search stopped past `budget` steps.
fn view_within(budget: u64) -> u32 {
    keep_answer(INPUT.with_borrow(|question| reply::view(question, &within(budget))))
}

/// The course, every lesson's words and exercises in the language whose tag is the
/// input (`en`, `zh-CN`; empty: English), as `GET /api/lessons` answers
/// ([`reply::lessons`]); an unknown tag is refused 422, named.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_lessons() -> u32 {
    let course = INPUT.with_borrow(|tag| match std::str::from_utf8(tag) {
        Ok(tag) => reply::lessons_in(tag).map_err(|e| e.to_string()),
        Err(_) => Err("the language's tag is not UTF-8 text".to_owned()),
    });
    match course {
        Ok(course) => {
            keep(course);
            OK
        }
        Err(why) => refuse(422, &why),
    }
}

/// A try at an exercise, the question in the input in JSON as `POST /api/lesson`
/// takes it ([`reply::lesson_attempt`]): whether it is right and why, the engine's
/// reply in a `win` exercise, the stars once it is done.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_lesson() -> u32 {
    keep_answer(INPUT.with_borrow(|question| reply::lesson_attempt(question)))
}

/// The game named by the rule set's name, the first `rules_len` bytes of `input`
/// (none: the default rules), and `misere` (0 or 1), with what of the input follows
/// the name; or why there is none.
fn game(input: &[u8], rules_len: usize, misere: u32) -> Result<(Variant, &[u8]), String> {
    let Some((name, rest)) = input.split_at_checked(rules_len) else {
        return Err(format!(
            "the rules' name is {rules_len} bytes, the input only {}",
            input.len()
        ));
    };
    let name = std::str::from_utf8(name).map_err(|_| "the rules' name is not UTF-8 text")?;
    let rules: Rules = if name.is_empty() {
        Rules::default()
    } else {
        name.parse().map_err(|e: UnknownRules| e.to_string())?
    };
    let misere = match misere {
        0 => false,
        1 => true,
        _ => return Err(format!("misere is 0 or 1, not {misere}")),
    };
    Ok((Variant::new(rules, misere), rest))
}

/// Answers `question` about the board in the input (after the rule set's name), its
/// search stopped past `budget` steps, keeping the reply or refusal.
fn answer_about_board(
    rules_len: usize,
    misere: u32,
    budget: u64,
    question: impl FnOnce(&str, Variant, &Stop) -> Result<Vec<u8>, Refusal>,
) -> u32 {
    let answer = INPUT.with_borrow(|input| {
        let (variant, board) = game(input, rules_len, misere)?;
        Ok::<_, String>(match std::str::from_utf8(board) {
            Ok(board) => question(board, variant, &within(budget)),
            Err(_) => Err(Refusal::NotUtf8),
        })
    });
    match answer {
        // Only a view question names its language.
        Ok(answer) => keep_answer(answer.map_err(|why| why.said_in(Lang::En))),
        Err(why) => refuse(422, &why),
    }
}

/// Keeps the reply or the refusal of `answer`, and returns its status.
fn keep_answer(answer: Result<Vec<u8>, Refused>) -> u32 {
    match answer {
        Ok(json) => {
            keep(json);
            OK
        }
        Err(refusal) => {
            keep(refusal.to_json());
            u32::from(refusal.status())
        }
    }
}

/// Keeps `json` as the reply.
fn keep(json: Vec<u8>) {
    OUTPUT.set(json);
}

/// Keeps `{"error": message}` as the reply and returns `status`.
fn refuse(status: u32, message: &str) -> u32 {
    keep(ErrorReply::new(message).to_json());
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asks `question` with `input` as the page does: through the buffers.
    fn ask(input: &str, question: impl FnOnce() -> u32) -> (u32, serde_json::Value) {
        let address = hopnim_input(input.len());
        // The page writes through the address; natively we can write the buffer.
        INPUT.with_borrow_mut(|buffer| {
            assert_eq!(buffer.as_mut_ptr(), address);
            buffer.copy_from_slice(input.as_bytes());
        });
        let status = question();
        let reply = OUTPUT.with_borrow(|output| {
            assert_eq!(output.as_ptr(), hopnim_output());
            assert_eq!(output.len(), hopnim_output_len());
            serde_json::from_slice(output).expect("the reply is JSON")
        });
        (status, reply)
    }

    #[test]
    fn the_exports_answer_what_the_library_answers() {
        let (status, analysis) = ask("hop18x1/17x2", || hopnim_analyze(3, 0));
        assert_eq!(status, OK);
        let expected = reply::analysis("18x1/17x2", Variant::default(), &Stop::never()).unwrap();
        let expected: serde_json::Value = serde_json::from_slice(&expected).unwrap();
        assert_eq!(analysis, expected);
        // No name: the default rules.
        assert_eq!(ask("18x1/17x2", || hopnim_analyze(0, 0)), (OK, expected));

        let (status, engine) = ask("welter18x1/17x2", || hopnim_engine(6, 1, 0, 0));
        assert_eq!(status, OK);
        assert_eq!(engine["choice"], "winning");
        let expected = reply::engine_move(
            "18x1/17x2",
            Variant::new(Rules::Welter, true),
            Engine::PERFECT,
            &Stop::never(),
        )
        .unwrap();
        assert_eq!(
            engine,
            serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
        );
        // An engine of a level draws from its seed, as the library's does.
        for (level, seed) in [(1, u64::MAX), (3, 7)] {
            let (status, engine) = ask("x1x5x2x8/3xx4x5xx3", || hopnim_engine(0, 0, level, seed));
            assert_eq!(status, OK);
            let level = EngineLevel::ALL[usize::try_from(level - 1).unwrap()];
            let expected = reply::engine_move(
                "x1x5x2x8/3xx4x5xx3",
                Variant::default(),
                Engine::new(level, seed),
                &Stop::never(),
            )
            .unwrap();
            assert_eq!(
                engine,
                serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
            );
        }

        let (status, puzzle) = ask("slide", || hopnim_puzzle(7, 2, 5, 0, 0));
        assert_eq!(status, OK);
        assert_eq!(puzzle["level"], 2);
        assert_eq!(puzzle["rules"], "slide");
        assert_eq!(puzzle.get("goal"), None);
        let (status, fastest) = ask("slide", || hopnim_puzzle(7, 2, 5, 0, 1));
        assert_eq!(status, OK);
        let expected = reply::puzzle_for(
            Goal::Fastest,
            7,
            Level::new(2).unwrap(),
            Variant::new(Rules::Slide, false),
        );
        assert_eq!(
            fastest,
            serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
        );

        let question = r#"{"board": "18x1/17x2", "game": {"moves": ["1:19->20"]}}"#;
        let (status, view) = ask(question, || hopnim_view());
        assert_eq!(status, OK);
        let expected = reply::view(question.as_bytes(), &Stop::never()).unwrap();
        assert_eq!(
            view,
            serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
        );
        assert_eq!(view["game"]["to_move"], "engine");
    }

    #[test]
    fn the_lessons_are_the_librarys_in_the_language_asked() {
        for (tag, lang) in [("", Lang::En), ("en", Lang::En), ("zh-CN", Lang::ZhCn)] {
            let (status, course) = ask(tag, || hopnim_lessons());
            let expected: serde_json::Value =
                serde_json::from_slice(&reply::lessons(lang)).unwrap();
            assert_eq!((status, course), (OK, expected), "{tag:?}");
        }
        let (status, refused) = ask("fr", || hopnim_lessons());
        assert_eq!(status, 422);
        assert!(
            refused["error"].as_str().unwrap().contains("fr"),
            "{refused}"
        );

        let exercise = &hopnim::play::lesson::Course::lessons()[0].exercises[0];
        let answer = exercise.answer.first_text().unwrap();
        let question = format!(
            r#"{{"lesson": "{}", "exercise": 1, "answer": "{answer}", "wrong": 1, "lang": "zh-CN"}}"#,
            exercise.lesson
        );
        let (status, attempt) = ask(&question, || hopnim_lesson());
        let expected = reply::lesson_attempt(question.as_bytes()).unwrap();
        assert_eq!(
            (status, attempt.clone()),
            (OK, serde_json::from_slice(&expected).unwrap())
        );
        assert_eq!(
            (attempt["done"].as_bool(), attempt["stars"].as_u64()),
            (Some(true), Some(2))
        );
        let (status, refused) = ask(
            r#"{"lesson": "chess", "exercise": 1, "answer": "1"}"#,
            || hopnim_lesson(),
        );
        assert_eq!(status, 422);
        assert!(refused["error"].is_string());
        let (status, _) = ask("{", || hopnim_lesson());
        assert_eq!(status, 400);
    }

    #[test]
    fn a_search_past_its_budget_is_refused_as_the_server_refuses_it() {
        let question = r#"{"board": "xxxx8", "rules": "welter", "lang": "zh-CN"}"#;
        let (status, refused) = ask(question, || view_within(100));
        let expected = reply::view(question.as_bytes(), &Stop::new().with_budget(100)).unwrap_err();
        assert_eq!(status, u32::from(expected.status()));
        assert_eq!(status, 422);
        assert_eq!(
            refused,
            serde_json::from_slice::<serde_json::Value>(&expected.to_json()).unwrap()
        );
        let (status, _) = ask("welterxxxx8", || {
            answer_about_board(6, 0, 100, reply::analysis)
        });
        assert_eq!(status, 422);
        // Within the budget, the answer.
        let (status, view) = ask(question, || hopnim_view());
        assert_eq!(
            (status, view["analysis"]["remoteness"].as_u64()),
            (OK, Some(16))
        );
    }

    /// Found by a review: the module drew a puzzle without a budget, where the server
    /// refuses one past it (422).
    #[test]
    fn a_puzzle_past_its_budget_is_refused_as_the_server_refuses_it() {
        let (goal, level) = (Goal::Fastest, Level::new(3).unwrap());
        let welter = Variant::new(Rules::Welter, false);
        let (status, refused) = ask("welter", || puzzle_within(1_000, 11, 3, 6, 0, 1));
        let expected = reply::puzzle_stopping(goal, 11, level, welter, &within(1_000)).unwrap_err();
        assert_eq!((status, expected.status()), (422, 422));
        assert_eq!(
            refused,
            serde_json::from_slice::<serde_json::Value>(&expected.to_json()).unwrap()
        );
        // Within the budget, the puzzle.
        let (status, puzzle) = ask("welter", || hopnim_puzzle(11, 3, 6, 0, 1));
        let expected = reply::puzzle_for(goal, 11, level, welter);
        assert_eq!(
            (status, puzzle),
            (OK, serde_json::from_slice(&expected).unwrap())
        );
    }

    #[test]
    fn every_rule_set_is_named_as_the_library_names_it() {
        for rules in Rules::ALL {
            let name = rules.set().name;
            let (status, analysis) = ask(&format!("{name}x3"), || hopnim_analyze(name.len(), 0));
            assert_eq!(status, OK, "{name}");
            let expected =
                reply::analysis("x3", Variant::new(rules, false), &Stop::never()).unwrap();
            assert_eq!(
                analysis,
                serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
            );
        }
        // An alias is a name too.
        let (status, puzzle) = ask("leaping", || hopnim_puzzle(7, 2, 7, 0, 0));
        assert_eq!((status, puzzle["rules"].as_str()), (OK, Some("welter")));
    }

    #[test]
    fn refusals_carry_the_status_the_server_gives() {
        let (status, reply) = ask("hop18x1/17y", || hopnim_analyze(3, 0));
        assert_eq!((status, reply["character"].as_u64()), (400, Some(8)));
        let (status, _) = ask("welter30x", || hopnim_analyze(6, 1));
        assert_eq!(status, 422);
        let (status, reply) = ask("jumpxx", || hopnim_engine(4, 0, 0, 0));
        assert_eq!(
            (status, reply["error"].as_str()),
            (
                422,
                Some("unknown rules \"jump\" (expected hop, welter or slide)")
            )
        );
        let (status, _) = ask("hop", || hopnim_engine(4, 0, 0, 0));
        assert_eq!(status, 422);
        let (status, _) = ask("hopxx", || hopnim_engine(3, 2, 0, 0));
        assert_eq!(status, 422);
        let (status, reply) = ask("hopxx", || hopnim_engine(3, 0, 6, 0));
        assert_eq!(
            (status, reply["error"].as_str()),
            (422, Some("unknown engine level"))
        );
        let (status, _) = ask("hop", || hopnim_puzzle(1, 6, 3, 0, 0));
        assert_eq!(status, 422);
        let (status, _) = ask("hop\u{fffd}", || {
            INPUT.with_borrow_mut(|input| input[3] = 0xff);
            hopnim_analyze(3, 0)
        });
        assert_eq!(status, 400);
        let (status, reply) = ask(r#"{"board": "xx", "game": {"then": "undo"}}"#, || {
            hopnim_view()
        });
        assert_eq!(status, 422);
        assert!(
            reply["error"]
                .as_str()
                .unwrap()
                .contains("nothing to take back")
        );
        let (status, _) = ask("{", || hopnim_view());
        assert_eq!(status, 400);
    }
}
