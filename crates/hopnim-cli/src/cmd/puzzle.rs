//! `hopnim puzzle`: a position with exactly one winning move, or (`--goal fastest`)
//! with several and exactly one fastest, for the player to find. On a terminal it
//! draws the board as `play` does and asks for the move, one answer; when standard
//! input is not a terminal it prints the board's notation and reads one move, for
//! scripts (`--answer` prints the answer instead, `--json` the puzzle as JSON). Its
//! prose (the question, the verdict, the count of tempting moves, the note of a drawn
//! seed) speaks the language asked for; the board, the answer, the line protocol and
//! the JSON are the same in every one.

use std::io::{self, BufRead, Write};

use anyhow::Context;
use clap::Args;
use hopnim::game::Variant;
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim::play::puzzle::{Goal, Level, Puzzle};
use hopnim::play::reply;
use hopnim::play::review::turns;
use hopnim::{Cell, say};

use super::play::{Command, Drawing, ScreenArgs, View, bad_number_told, prompted_command};
use crate::args::{VariantArgs, game_flags};
use crate::output;
use crate::palette::Palette;

/// Ask a puzzle: the one winning move to find, or the one fastest of several
///
/// On a terminal the board is drawn and your move asked for, one answer: then whether
/// it was right, and the answer. Otherwise the first line is the board in board
/// notation, and one line of input is read, a move (`R:C` or `R:C->D`): then
/// `solved: yes` or `solved: no`, and `answer: R:C->D` (nothing when the input ends
/// first). With `--goal win` (the default) the
/// player to move has exactly one winning move. The higher the level, the larger the board and the more tempting
/// losing moves it has (moves that lower the nim-sum, yet lose): level 1 is 2 rows of
/// 8 cells with at most 1, level 5 is 5 rows of 20 with 11 or more. With `--goal
/// fastest` two moves or more win and exactly one wins fastest (leaves the least
/// remoteness): find that one; the higher the level, the more slower winning moves.
/// The same seed, level, goal and game give the same puzzle.
#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// The seed of the puzzle; the same seed, level and game give the same puzzle
    /// [default: a new one, told on standard error].
    #[arg(long)]
    seed: Option<u64>,
    /// How hard, 1 to 5: 2 × 8 cells and 0 or 1 tempting moves, 2 × 12 and 2 or 3,
    /// 3 × 16 and 4 to 6, 4 × 20 and 7 to 10, 5 × 20 and 11 or more.
    #[arg(long, default_value_t = Level::default())]
    level: Level,
    /// What to find: `win`, the one winning move, or `fastest`, the one fastest of
    /// several winning moves.
    #[arg(long, default_value_t = Goal::default(), value_parser = goal_parser())]
    goal: Goal,
    /// Print the board's notation, the answer (`R:C->D`) and how many of the moves
    /// are tempting, without asking.
    #[arg(long)]
    answer: bool,
    /// Print the puzzle as one line of JSON, the answer included.
    #[arg(long)]
    json: bool,
    /// The game the puzzle is for (`--misere`: the player who cannot move wins).
    #[command(flatten)]
    variant: VariantArgs,
    #[command(flatten)]
    screen: ScreenArgs,
}

impl PuzzleArgs {
    /// Prints the puzzle; its prose in `lang`.
    pub fn run(self, lang: Lang) -> anyhow::Result<()> {
        // Puzzles are at most 20 cells wide: within every game's proof.
        let variant = self.variant.for_width(20, lang)?;
        let seed = match self.seed {
            Some(seed) => seed,
            None => {
                let seed = hopnim::random::fresh_seed();
                output::note(repeat_note(seed, self.level, self.goal, variant, lang));
                seed
            }
        };
        let text = if self.json {
            let mut json = reply::puzzle_for(self.goal, seed, self.level, variant);
            json.push(b'\n');
            json
        } else {
            let puzzle = Puzzle::generate_for(self.goal, seed, self.level, variant);
            if !self.answer {
                let view = self.screen.view(lang);
                let mut out = io::stdout().lock();
                return ask(view, &puzzle, &mut io::stdin().lock(), &mut out)
                    .context("cannot ask the puzzle");
            }
            render(&puzzle, self.answer, lang).into_bytes()
        };
        output::print(text).context("cannot write the puzzle to standard output")
    }
}

/// Asks `puzzle` on `out` as `view` shows it (the line protocol: the board's
/// notation, a move read, `solved:` and `answer:`; the screen: the board drawn as
/// `play` draws it), reading from `input` until a legal move (then the verdict and the
/// answer), `quit` or the end of the input; what is not a legal move is told, and
/// asked again.
fn ask(
    view: View,
    puzzle: &Puzzle,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    match view {
        View::Lines => writeln!(out, "{}", puzzle.board)?,
        View::Screen {
            palette,
            ascii,
            lang,
        } => {
            writeln!(out, "{}", puzzle.question(lang))?;
            let drawing = Drawing {
                board: &puzzle.board,
                variant: puzzle.variant,
                last: None,
                values: false,
                palette,
                ascii,
                lang,
            };
            write!(out, "{drawing}")?;
        }
    }
    loop {
        let Some(line) = prompted_command(view.move_prompt(), input, out)? else {
            return Ok(());
        };
        let (cell, landing): (Cell, Option<u32>) = match Command::parse(&line) {
            Command::Move(cell, landing) => (cell, landing),
            Command::Quit => return Ok(()),
            Command::Nothing => continue,
            Command::Illegal(text, what) => {
                let (line, screen) = bad_number_told(&text, what);
                view.tell(out, ("illegal move", &line), screen)?;
                continue;
            }
            _ => {
                let text = Quoted::new(line.trim());
                view.tell(out, ("not a move", &text.to_string()), |lang| {
                    say!(lang, "terminal-puzzle-not-a-move", command = &text)
                })?;
                continue;
            }
        };
        let mv = match puzzle.board.move_to(cell, landing, puzzle.variant.rules) {
            Ok(mv) => mv,
            Err(e) => {
                view.tell(out, ("illegal move", &e.to_string()), |lang| {
                    let why = lang.say(e.phrase());
                    say!(lang, "terminal-play-illegal", why = why)
                })?;
                continue;
            }
        };
        match view {
            View::Lines => {
                let solved = if mv == puzzle.answer { "yes" } else { "no" };
                writeln!(out, "solved: {solved}")?;
                writeln!(out, "answer: {}", puzzle.answer)?;
            }
            View::Screen { palette, lang, .. } => {
                let (solved, says) = puzzle.verdict(mv, lang);
                let colour = if solved {
                    Palette::WIN
                } else {
                    Palette::STRONG
                };
                writeln!(out, "{}", palette.paint(colour, says))?;
            }
        }
        return Ok(());
    }
}

/// The names `--goal` takes: those of [`Goal::ALL`].
fn goal_parser() -> impl clap::builder::TypedValueParser<Value = Goal> {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(Goal::ALL.map(Goal::name))
        .map(|name| name.parse::<Goal>().expect("a possible value names a goal"))
}

/// The board, and with `answer` the answer and what tempts (in `lang`: the count of
/// tempting losing moves, or of a fastest puzzle how much sooner the answer wins and
/// how many winning moves are slower), one line each.
fn render(puzzle: &Puzzle, answer: bool, lang: Lang) -> String {
    let mut text = format!("{}\n", puzzle.board);
    if answer {
        let tempting = match puzzle.sooner {
            None => say!(
                lang,
                "terminal-puzzle-tempting",
                tempting = puzzle.tempting,
                moves = puzzle.moves
            ),
            Some(sooner) => say!(
                lang,
                "terminal-puzzle-sooner",
                turns = turns(sooner),
                slower = puzzle.tempting,
                moves = puzzle.moves
            ),
        };
        text += &format!("{}\n{tempting}\n", puzzle.answer);
    }
    text
}

/// The line on standard error that tells a drawn seed and how to get the puzzle
/// again, in `lang`.
fn repeat_note(seed: u64, level: Level, goal: Goal, variant: Variant, lang: Lang) -> String {
    let flags = game_flags(variant);
    let goal = match goal {
        Goal::Win => String::new(),
        goal => format!(" --goal {goal}"),
    };
    let command = format!("hopnim puzzle --seed {seed} --level {level}{goal}{flags}");
    say!(
        lang,
        "terminal-puzzle-seed",
        seed = seed.to_string(),
        command = command
    )
}
