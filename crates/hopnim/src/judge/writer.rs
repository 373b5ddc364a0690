//! Writing the judge format: boards out as canonical input text, answers as lines.

use std::io::{self, Write};

use crate::game::Board;
use crate::game::Variant;

use super::format::answer;

/// Writes `tests` in the judge format, in the canonical layout that a strict
/// validator accepts: `T`, then per test `n`, then one line `m p1 … pm` per row with
/// the positions in increasing order, single spaces, `\n` line ends.
///
/// ```
/// let tests: Vec<hopnim::Board> = vec!["18xx".parse().unwrap(), "18x1/17x2".parse().unwrap()];
/// let mut out = Vec::new();
/// hopnim::judge::write_input(&tests, &mut out).unwrap();
/// assert_eq!(out, b"2\n1\n2 19 20\n2\n1 19\n1 18\n");
/// ```
pub fn write_input<W: Write>(tests: &[Board], mut output: W) -> io::Result<()> {
    writeln!(output, "{}", tests.len())?;
    for board in tests {
        writeln!(output, "{}", board.rows().len())?;
        for row in board.rows() {
            write!(output, "{}", row.piece_count())?;
            for column in row.pieces() {
                write!(output, " {column}")?;
            }
            output.write_all(b"\n")?;
        }
    }
    output.flush()
}

/// The judge input of `tests` as text (see [`write_input`]).
///
/// ```
/// let tests: Vec<hopnim::Board> = vec!["20".parse().unwrap()];
/// assert_eq!(hopnim::judge::input_text(&tests), "1\n1\n0\n");
/// ```
pub fn input_text(tests: &[Board]) -> String {
    let mut out = Vec::new();
    write_input(tests, &mut out).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the judge format is ASCII")
}

/// The reference answers of `tests` in `variant`: `true` where the first player wins.
///
/// ```
/// use hopnim::game::Variant;
/// let tests: Vec<hopnim::Board> = vec!["18xx".parse().unwrap(), "18x1/17x2".parse().unwrap()];
/// assert_eq!(hopnim::judge::answers(&tests, Variant::default()), vec![false, true]);
/// assert_eq!(hopnim::judge::answers(&tests, Variant::MISERE), vec![true, false]);
/// ```
pub fn answers(tests: &[Board], variant: Variant) -> Vec<bool> {
    tests
        .iter()
        .map(|board| variant.first_player_wins(variant.value_of_board(board.rows())))
        .collect()
}

/// The answer lines (`YES`/`NO`, one per test) of `answers` as text.
///
/// ```
/// assert_eq!(hopnim::judge::answers_text(&[false, true]), "NO\nYES\n");
/// ```
pub fn answers_text(answers: &[bool]) -> String {
    answers
        .iter()
        .map(|&wins| format!("{}\n", answer(wins)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::AnyBoard;
    use crate::judge::reader::JudgeReader;

    #[test]
    fn written_input_reads_back_as_the_same_boards() {
        let tests: Vec<Board> = ["x1x1xx2/8/xxxxxxxx", "3x4", "8"]
            .iter()
            .map(|text| text.parse().unwrap())
            .collect();
        let text = input_text(&tests);
        let spec = crate::judge::JudgeSpec::of_width(8).unwrap();
        let read: Vec<AnyBoard> = JudgeReader::new(text.as_bytes(), spec)
            .boards()
            .collect::<Result<_, _>>()
            .unwrap();
        let tests: Vec<AnyBoard> = tests.into_iter().map(AnyBoard::from).collect();
        assert_eq!(read, tests);
        assert_eq!(
            text,
            "3\n3\n4 1 3 5 6\n0\n8 1 2 3 4 5 6 7 8\n1\n1 4\n1\n0\n"
        );
    }

    #[test]
    fn no_tests_is_a_lone_zero() {
        assert_eq!(input_text(&[]), "0\n");
        assert_eq!(answers_text(&[]), "");
    }
}
