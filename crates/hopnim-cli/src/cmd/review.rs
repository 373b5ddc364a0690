//! `hopnim review`: game records in, one a line; for each, every move's class (best,
//! good, blunder, hasty), the remoteness before and after it, the best moves where it
//! was not best, and each player's accuracy, each player named you or the engine where
//! the record says which side you played. The words speak the language asked for;
//! `--json` writes JSON Lines, the same in every language.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;

use anyhow::Context;
use clap::Args;
use hopnim::game::SharedSearch;
use hopnim::lang::Lang;
use hopnim::play::review::{GameRecord, Summary};
use hopnim::say;

use crate::args::VariantArgs;
use crate::input;
use crate::output;
use crate::said::SaidError;

/// The longest record line read: about 100,000 moves.
const MAX_RECORD_BYTES: usize = 1 << 20;

/// Output is written in pieces of about this many bytes: a game's review is written
/// as it is made, not held.
const WRITE_EVERY: usize = 1 << 16;

/// Review games: each move's class and remoteness, each player's accuracy
///
/// Each line of the input is a game record: the starting board in board notation, then
/// the moves (`R:C->D`, or `R:C` where the piece has one landing cell), separated by
/// spaces, as `play --record` writes it; its last word may say which side you played,
/// `you=first` or `you=second` (as `play --record` ends it), and the review then names
/// each move and each player you or the engine. Blank lines are skipped. A move is best when it
/// leaves remoteness − 1 (the fastest win, the longest loss), good when it wins more
/// slowly, a blunder when it throws the win away, hasty when it loses sooner than it
/// must. Accuracy is 100 × (best + ½ × (good + hasty)) / moves.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The game records, one a line; standard input when absent or `-`.
    file: Option<PathBuf>,
    #[command(flatten)]
    variant: VariantArgs,
    /// One JSON object per move, then a summary object, one per line (JSON Lines),
    /// as docs/cli.md describes them.
    #[arg(long)]
    json: bool,
}

impl ReviewArgs {
    /// Reviews every record of the input; the words in `lang`.
    pub fn run(self, lang: Lang) -> anyhow::Result<()> {
        let (source, name) = input::open(self.file.as_deref())?;
        let mut input = BufReader::new(input::reader(source));
        let variant = self.variant.variant();
        let mut games = 0;
        let mut line_number = 0;
        while let Some(line) = read_line(&mut input, &name, line_number + 1)? {
            line_number += 1;
            if line.trim().is_empty() {
                continue;
            }
            let record = GameRecord::parse(&line, variant).map_err(|error| SaidError {
                lang,
                text: format!(
                    "{name}:{line_number}:{}: {}",
                    error.position,
                    lang.say(error.what())
                ),
            })?;
            // A game hopnim has no proof of at this width is refused, not guessed.
            self.variant.for_width(record.start().width(), lang)?;
            // So is one whose review would cost more than the limit.
            record.check_review_size().map_err(|error| SaidError {
                lang,
                text: format!("{name}:{line_number}: {}", lang.say(error.phrase())),
            })?;
            games += 1;
            self.write_review(&record, games, lang)?;
        }
        Ok(())
    }

    /// Writes the review of `record`, game `number` of the input, move by move.
    fn write_review(&self, record: &GameRecord, number: usize, lang: Lang) -> anyhow::Result<()> {
        let write = |text: &mut Vec<u8>| {
            output::print(&*text).context("cannot write the review to standard output")?;
            text.clear();
            anyhow::Ok(())
        };
        let mut text = Vec::new();
        if !self.json {
            if number > 1 {
                text.push(b'\n');
            }
            let board = record.start().to_string();
            let header = say!(lang, "review-game", number = number, board = board);
            push_line(&mut text, &header);
        }
        let mut summary = Summary::default();
        for reviewed in record.move_reviews(&SharedSearch::new()) {
            summary.count(&reviewed);
            if self.json {
                reviewed.write_json_line(&mut text);
            } else {
                push_line(&mut text, &reviewed.say(lang));
            }
            if text.len() >= WRITE_EVERY {
                write(&mut text)?;
            }
        }
        if self.json {
            summary.write_json_line_for(record.you(), &mut text);
        } else {
            for line in summary.lines_for(record.you(), lang) {
                push_line(&mut text, &line);
            }
        }
        write(&mut text)
    }
}

/// Appends `line` and a newline to `text`.
fn push_line(text: &mut Vec<u8>, line: &str) {
    text.extend_from_slice(line.as_bytes());
    text.push(b'\n');
}

/// The next line of `input` (line `number` of `name`), without its line end; `None`
/// at the end. Bytes that are not UTF-8 are shown as `�` (and refused as notation); a
/// line longer than [`MAX_RECORD_BYTES`] is an error, found without reading it to its
/// end (it may have none).
fn read_line(
    input: &mut impl BufRead,
    name: &str,
    number: usize,
) -> anyhow::Result<Option<String>> {
    let mut line = Vec::new();
    let mut limited = Read::take(&mut *input, MAX_RECORD_BYTES as u64 + 1);
    let read = limited
        .read_until(b'\n', &mut line)
        .with_context(|| format!("cannot read {name}"))?;
    if read == 0 {
        return Ok(None);
    }
    if line.len() > MAX_RECORD_BYTES && line.last() != Some(&b'\n') {
        anyhow::bail!("{name}:{number}: the line is longer than {MAX_RECORD_BYTES} bytes");
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}
