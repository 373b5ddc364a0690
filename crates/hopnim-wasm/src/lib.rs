//! hopnim's engine for the page without a server: the library's replies
//! ([`hopnim::play::reply`]) behind a few plain WebAssembly exports, no binding
//! generator. The page's `engine.js` drives them:
//!
//! 1. `hopnim_input(len)` returns where to write `len` bytes of input (a board in
//!    notation, or for `hopnim_view` a question in JSON, UTF-8);
//! 2. `hopnim_analyze`, `hopnim_engine`, `hopnim_puzzle` or `hopnim_view` answers,
//!    keeps the JSON reply and returns its status: 200, or as the server would refuse
//!    the question (400 bad notation or JSON, 413 too long, 422 no proof at this
//!    width, unknown rules or a question that cannot be answered), the refusal in the
//!    library's JSON ([`ErrorReply`]);
//! 3. `hopnim_output()` and `hopnim_output_len()` say where the reply is.
//!
//! Rules are numbered as the page numbers them: 0 hop, 1 welter, 2 slide; `misere`
//! is 0 or 1.

// Exports need `#[unsafe(no_mangle)]`, which the `unsafe_code` lint counts; nothing
// here dereferences a pointer: the page writes and reads the buffers, Rust only hands
// out their addresses.
#![allow(unsafe_code)]

use hopnim::game::{Rules, Variant};
use hopnim::play::puzzle::Level;
use hopnim::play::reply::{self, ErrorReply, Refusal};
use std::cell::RefCell;

/// The status of an answered question.
pub const OK: u32 = 200;

thread_local! {
    /// What the page wrote: the board of the next question.
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The JSON reply to the last question.
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes the input buffer `len` bytes long and returns its address, for the page to
/// write the next question's board into.
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

/// Analyses the board in the input (every move valued): the JSON of
/// `hopnim analyze --json --moves`.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_analyze(rules: u32, misere: u32) -> u32 {
    answer_about_board(rules, misere, reply::analysis)
}

/// The engine's move on the board in the input:
/// `{"move":…,"board":…,"choice":…}`.
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_engine(rules: u32, misere: u32) -> u32 {
    answer_about_board(rules, misere, reply::engine_move)
}

/// The puzzle of `seed` at `level` (1..=5).
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_puzzle(seed: u64, level: u32, rules: u32, misere: u32) -> u32 {
    let level = u8::try_from(level)
        .ok()
        .and_then(|level| Level::new(level).ok());
    let (Some(level), Some(variant)) = (level, variant(rules, misere)) else {
        return refuse(422, "unknown level or rules");
    };
    keep(reply::puzzle(seed, level, variant));
    OK
}

/// The page's view for the question in the input, a
/// [`hopnim::play::view::Question`] in JSON ([`reply::view`]).
#[unsafe(no_mangle)]
pub extern "C" fn hopnim_view() -> u32 {
    keep_answer(INPUT.with_borrow(|question| reply::view(question)))
}

/// The game numbered `rules` (0 hop, 1 welter, 2 slide: [`Rules::ALL`]) in `misere`
/// (0 or 1) play.
fn variant(rules: u32, misere: u32) -> Option<Variant> {
    let rules = *Rules::ALL.get(usize::try_from(rules).ok()?)?;
    let misere = match misere {
        0 => false,
        1 => true,
        _ => return None,
    };
    Some(Variant::new(rules, misere))
}

/// Answers `question` about the board in the input, keeping the reply or refusal.
fn answer_about_board(
    rules: u32,
    misere: u32,
    question: fn(&str, Variant) -> Result<Vec<u8>, Refusal>,
) -> u32 {
    let Some(variant) = variant(rules, misere) else {
        return refuse(422, "unknown rules");
    };
    keep_answer(INPUT.with_borrow(|input| match std::str::from_utf8(input) {
        Ok(board) => question(board, variant),
        Err(_) => Err(Refusal::NotUtf8),
    }))
}

/// Keeps the reply or the refusal of `answer`, and returns its status.
fn keep_answer(answer: Result<Vec<u8>, Refusal>) -> u32 {
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

    /// Asks `question` about `board` as the page does: through the buffers.
    fn ask(board: &str, question: impl FnOnce() -> u32) -> (u32, serde_json::Value) {
        let address = hopnim_input(board.len());
        // The page writes through the address; natively we can write the buffer.
        INPUT.with_borrow_mut(|input| {
            assert_eq!(input.as_mut_ptr(), address);
            input.copy_from_slice(board.as_bytes());
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
        let (status, analysis) = ask("18x1/17x2", || hopnim_analyze(0, 0));
        assert_eq!(status, OK);
        let expected = reply::analysis("18x1/17x2", Variant::default()).unwrap();
        assert_eq!(
            analysis,
            serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
        );

        let (status, engine) = ask("18x1/17x2", || hopnim_engine(1, 1));
        assert_eq!(status, OK);
        assert_eq!(engine["choice"], "winning");

        let (status, puzzle) = ask("", || hopnim_puzzle(7, 2, 2, 0));
        assert_eq!(status, OK);
        assert_eq!(puzzle["level"], 2);
        assert_eq!(puzzle["rules"], "slide");

        let question = r#"{"board": "18x1/17x2", "game": {"moves": ["1:19->20"]}}"#;
        let (status, view) = ask(question, || hopnim_view());
        assert_eq!(status, OK);
        let expected = reply::view(question.as_bytes()).unwrap();
        assert_eq!(
            view,
            serde_json::from_slice::<serde_json::Value>(&expected).unwrap()
        );
        assert_eq!(view["game"]["to_move"], "engine");
    }

    #[test]
    fn refusals_carry_the_status_the_server_gives() {
        let (status, reply) = ask("18x1/17y", || hopnim_analyze(0, 0));
        assert_eq!((status, reply["character"].as_u64()), (400, Some(8)));
        let (status, _) = ask("30x", || hopnim_analyze(1, 1));
        assert_eq!(status, 422);
        let (status, reply) = ask("xx", || hopnim_engine(3, 0));
        assert_eq!(
            (status, reply["error"].as_str()),
            (422, Some("unknown rules"))
        );
        let (status, _) = ask("", || hopnim_puzzle(1, 6, 0, 0));
        assert_eq!(status, 422);
        let (status, _) = ask("\u{fffd}", || {
            INPUT.with_borrow_mut(|input| input[0] = 0xff);
            hopnim_analyze(0, 0)
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
