//! Rendering located errors for people: the message, then the line it is on with the
//! offending token underlined, rustc-style.

use hopnim::NotationError;
use hopnim::judge::{JudgeError, Snippet};
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim::say;

use crate::said::SaidError;

/// The text after `error: ` for an invalid judge input read from `name`:
///
/// ```text
/// in.txt:5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)
///   |
/// 5 | 1 21
///   |   ^^
/// ```
pub fn judge_error(name: &str, err: &JudgeError) -> String {
    let headline = match err.location {
        Some(_) => format!("{name}:{err}"),
        None => format!("{name}: {err}"),
    };
    match (&err.snippet, err.location) {
        (Some(snippet), Some(at)) => with_snippet(headline, &at.line.to_string(), snippet),
        _ => headline,
    }
}

/// The text after `error: ` for invalid notation given as `label` (`--board`), said
/// in `lang`:
///
/// ```text
/// --board: character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'
///         |
/// --board | 18x1/17y2
///         |        ^
/// ```
///
/// A long text is cut to the part around the mistake, and each character that could
/// act on a terminal is shown as its escape ([`Quoted::push_char`]), the caret under
/// the whole escape.
pub fn notation_error(label: &str, text: &str, err: &NotationError, lang: Lang) -> String {
    const CONTEXT: usize = 30;
    let at = err.position.saturating_sub(1);
    let start = at.saturating_sub(CONTEXT);
    let mut shown = String::new();
    let mut shown_chars = 0;
    if start > 0 {
        shown.push('…');
        shown_chars += 1;
    }
    let mut mark = None;
    let mut chars = text.chars().skip(start);
    for (index, c) in chars.by_ref().take(2 * CONTEXT + 1).enumerate() {
        let before = shown.len();
        Quoted::push_char(&mut shown, c);
        let width = shown[before..].chars().count();
        if start + index == at {
            mark = Some((shown_chars, width));
        }
        shown_chars += width;
    }
    // A mistake at the end of the text: the caret just after it.
    let (mark_start, mark_len) = mark.unwrap_or((shown_chars, 1));
    if chars.next().is_some() {
        shown.push('…');
    }
    let snippet = Snippet {
        text: shown,
        mark_start,
        mark_len,
    };
    let headline = say!(lang, "cli-flag-error", flag = label, what = err.phrase());
    with_snippet(headline, label, &snippet)
}

/// The error of the board `text` given as `--board` to a learner's command, said in
/// `lang` ([`notation_error`]).
pub fn board_error(text: &str, err: &NotationError, lang: Lang) -> SaidError {
    SaidError {
        lang,
        text: notation_error("--board", text, err, lang),
    }
}

/// `headline`, then `snippet` as a numbered source line with a caret line under it.
pub fn with_snippet(headline: String, label: &str, snippet: &Snippet) -> String {
    let gutter = " ".repeat(label.len());
    let carets = format!(
        "{}{}",
        " ".repeat(snippet.mark_start),
        "^".repeat(snippet.mark_len)
    );
    format!(
        "{headline}\n{gutter} |\n{label} | {}\n{gutter} | {carets}",
        snippet.text
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_sits_under_the_token() {
        let snippet = Snippet {
            text: "1 21".to_owned(),
            mark_start: 2,
            mark_len: 2,
        };
        assert_eq!(
            with_snippet("x:5:3: bad".to_owned(), "5", &snippet),
            "x:5:3: bad\n  |\n5 | 1 21\n  |   ^^"
        );
    }

    #[test]
    fn notation_errors_point_at_the_character() {
        let err = "18x1/17y2".parse::<hopnim::Board>().unwrap_err();
        assert_eq!(
            notation_error("-b", "18x1/17y2", &err, Lang::En),
            "-b: character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'\n   |\n-b | 18x1/17y2\n   |        ^"
        );
        let long = format!("{}y", "x/".repeat(50));
        let err = long.parse::<hopnim::Board>().unwrap_err();
        let shown = notation_error("-b", &long, &err, Lang::En);
        assert!(
            shown.ends_with(&format!(
                "-b | …{}y\n   | {}^",
                "x/".repeat(15),
                " ".repeat(31)
            )),
            "{shown}"
        );
    }

    /// Found by an attack: the line under the message wrote the board's control
    /// characters raw (ESC, BEL), so that a terminal acted on them.
    #[test]
    fn a_control_character_is_shown_escaped_with_the_caret_under_it() {
        let text = "18x1/17x2\x1b[2J\x07";
        let err = text.parse::<hopnim::Board>().unwrap_err();
        let shown = notation_error("-b", text, &err, Lang::En);
        assert_eq!(
            shown,
            "-b: character 10 (row 2): unexpected '\\x1b': expected 'x', '.', a digit or '/'\n   |\n-b | 18x1/17x2\\x1b[2J\\x07\n   |          ^^^^"
        );
    }
}
