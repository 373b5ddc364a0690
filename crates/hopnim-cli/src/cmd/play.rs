//! `hopnim play`: a game against the engine. On a terminal it draws the board; when
//! standard input is not a terminal it speaks a plain line protocol, for scripts:
//! one command per line in, one prefixed line per event out (`board:`, `engine moves
//! R:C`, `illegal move:`, `unknown command:`, `winner:`, then `accuracy:` for each
//! player who moved).
//!
//! The screen speaks the language asked for (`--lang`, the locale), from the
//! catalogue's `terminal.ftl`; the line protocol is the same in every language.

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Args, ValueEnum};
use hopnim::game::PlayableWidth;
use hopnim::game::notation::Expected;
use hopnim::game::rules::Word;
use hopnim::game::{Value, Variant};
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim::play::engine::{Choice, Engine, Level};
use hopnim::play::game::{self, Game};
use hopnim::play::player::Player;
use hopnim::{Board, Cell, Move, NotationErrorKind, say};

use crate::args::VariantArgs;
use crate::diagnostic;
use crate::palette::{ColorChoice, Palette};
use crate::said::{NumberError, number_in};
use crate::staged::OutputFile;

/// Play against the engine
///
/// The perfect engine (the default level) wins whenever it can, and otherwise makes
/// the game last as long as it can; levels 1 to 5 play worse on purpose, by a seeded
/// rule. On a terminal the board is drawn; otherwise `play` speaks a line protocol.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The start position in board notation (at most 64 wide), such as `18x1/17x2`.
    #[arg(long, short = 'b', conflicts_with_all = ["rows", "width"])]
    board: Option<String>,
    /// The rows of a random start position.
    #[arg(long, default_value_t = 4, value_parser = rows_of_a_start)]
    rows: u16,
    /// The width of a random start position (2 to 64).
    #[arg(long, short = 'w', default_value_t = PlayableWidth::default())]
    width: PlayableWidth,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = First::You)]
    first: First,
    /// The seed of the random start position and of the engine's draws below
    /// `perfect`; the same seed gives the same position and the same engine moves
    /// [default: a new one, printed, where one is used].
    #[arg(long)]
    seed: Option<u64>,
    /// How strong the engine plays: 1 (weakest) to 5, or `perfect`.
    #[arg(long, default_value_t = Level::default())]
    level: Level,
    /// Show the engine's advice before each of your moves.
    #[arg(long)]
    hints: bool,
    #[command(flatten)]
    variant: VariantArgs,
    /// Write the game's record (the starting board, then the moves) to FILE, one
    /// line, for `hopnim review`: from the start, and again after every move, so that
    /// it holds the game however it ends.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    #[command(flatten)]
    screen: ScreenArgs,
}

/// How an interactive command (`play`, `puzzle`, `learn`) talks: its screen or its
/// line protocol, and how the screen is drawn.
#[derive(Args, Debug)]
pub(super) struct ScreenArgs {
    /// How to talk: `screen` draws the board, `lines` is the line protocol; `auto`
    /// picks the screen when standard input and output are terminals.
    #[arg(long, value_enum, default_value_t = Interface::Auto)]
    interface: Interface,
    /// Draw the board with `x` and `.` only.
    #[arg(long)]
    ascii: bool,
    /// When to colour the screen.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

impl ScreenArgs {
    /// How the command talks: its screen (drawn with this palette, in ASCII or not,
    /// its words in `lang`) or its line protocol.
    pub(super) fn view(&self, lang: Lang) -> View {
        if self.interface.screen() {
            View::Screen {
                palette: self.color.for_stdout(),
                ascii: self.ascii,
                lang,
            }
        } else {
            View::Lines
        }
    }
}

/// `--first`.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum First {
    You,
    Engine,
}

/// `--interface`.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Interface {
    Auto,
    Screen,
    Lines,
}

impl Interface {
    /// Whether to draw the screen: asked for, or `auto` where standard input and
    /// output are terminals.
    fn screen(self) -> bool {
        match self {
            Interface::Screen => true,
            Interface::Lines => false,
            Interface::Auto => io::stdin().is_terminal() && io::stdout().is_terminal(),
        }
    }
}

impl PlayArgs {
    /// Plays one game; the screen speaks `lang`.
    pub fn run(self, lang: Lang) -> anyhow::Result<()> {
        let (board, seed) = match &self.board {
            Some(text) => {
                let board: Board = text
                    .parse()
                    .map_err(|e| diagnostic::board_error(text, &e, lang))?;
                // A seed for the engine's draws, where it draws.
                let seed = match self.level {
                    Level::Perfect => self.seed,
                    _ => Some(self.seed.unwrap_or_else(hopnim::random::fresh_seed)),
                };
                (board, seed)
            }
            None => {
                let seed = self.seed.unwrap_or_else(hopnim::random::fresh_seed);
                let board = game::start_position(usize::from(self.rows), self.width.get(), seed)
                    .context("cannot make a start position")?;
                (board, Some(seed))
            }
        };
        let variant = self.variant.for_width(board.width(), lang)?;
        let first = match self.first {
            First::You => Player::You,
            First::Engine => Player::Engine,
        };
        let view = self.screen.view(lang);
        let mut session = Session {
            game: Game::of_variant(board, first, variant)
                .with_engine(Engine::new(self.level, seed.unwrap_or_default())),
            view,
            values: false,
            hints: self.hints,
            hint_due: false,
            out: io::stdout().lock(),
            record: None,
        };
        // Before the game: a FILE that cannot be written is refused at once.
        if let Some(path) = &self.record {
            let start = session.record_line();
            session.record = Some(RecordFile::open(path, &start)?);
        }
        let played = session.run(seed, &mut io::stdin().lock());
        // However the session ended: an error (a line too long, input that cannot be
        // read) is reported after the record is written.
        let recorded = session.end_record();
        played.and(recorded)
    }
}

/// The game's record in the file `--record` names, kept written as the game goes: the
/// starting board when the session starts, then after every move and undo the whole
/// record again, each version written beside the file and moved onto it once
/// complete ([`OutputFile`]). So the file holds the record of the game so far however
/// the session ends: at its end, on an error, by SIGINT, SIGTERM or SIGHUP (which
/// remove only a version not yet complete), even by SIGKILL. (A regular file in a
/// folder where nothing can be staged is written over in place instead.) A FILE that
/// [`OutputFile`] does not replace whole (a link, a pipe, a device such as
/// `/dev/stderr`) is not hopnim's to replace: it is opened at the start and gets the
/// record once, when the session ends by itself or by an error.
struct RecordFile {
    /// The path the user named.
    path: PathBuf,
    /// A link, a pipe or a device, opened at the start and written once at the end.
    once: Option<OutputFile>,
    /// What the file holds now.
    written: String,
}

impl RecordFile {
    /// Opens FILE at the start of the session and writes `start`, the record of no
    /// move yet (into a pipe or a device, nothing yet).
    fn open(path: &Path, start: &str) -> anyhow::Result<RecordFile> {
        let context = || format!("cannot write the record to {}", path.display());
        let mut file = OutputFile::create(path).with_context(context)?;
        if !file.replaces_whole() {
            return Ok(RecordFile {
                path: path.to_owned(),
                once: Some(file),
                written: String::new(),
            });
        }
        file.write_all(start.as_bytes()).with_context(context)?;
        file.finish().with_context(context)?;
        Ok(RecordFile {
            path: path.to_owned(),
            once: None,
            written: start.to_owned(),
        })
    }

    /// Makes the file hold `record`, if it does not already.
    fn keep(&mut self, record: &str) -> anyhow::Result<()> {
        if self.once.is_some() || self.written == record {
            return Ok(());
        }
        let path = &self.path;
        let context = || format!("cannot write the record to {}", path.display());
        let mut file = OutputFile::create(path).with_context(context)?;
        file.write_all(record.as_bytes()).with_context(context)?;
        file.finish().with_context(context)?;
        self.written = record.to_owned();
        Ok(())
    }

    /// Ends the session's record with `record`.
    fn end(mut self, record: &str) -> anyhow::Result<()> {
        match self.once.take() {
            Some(mut file) => {
                // After what was written there meanwhile (`/dev/stdout` in a file, say);
                // a pipe has no end to go to.
                let _ = io::Seek::seek(&mut file, io::SeekFrom::End(0));
                let context = || format!("cannot write the record to {}", self.path.display());
                file.write_all(record.as_bytes())
                    .and_then(|()| file.flush())
                    .with_context(context)?;
                file.finish().with_context(context)
            }
            None => self.keep(record),
        }
    }
}

/// `--rows`: 1 to 64.
fn rows_of_a_start(text: &str) -> Result<u16, NumberError> {
    number_in(text, 1, 64).map(|rows| rows as u16)
}

/// What a line of input asks for (of `puzzle` too, which takes a move).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Command {
    /// `R:C`, or `R:C->D` naming the landing cell too.
    Move(Cell, Option<u32>),
    Hint,
    Undo,
    Values,
    Help,
    Quit,
    Nothing,
    /// Move notation with a number that names no cell, such as `1:0`: the text and
    /// what its bad number is (a row number).
    Illegal(String, Expected),
    Unknown(String),
}

impl Command {
    pub(super) fn parse(line: &str) -> Command {
        let text = line.trim();
        match text {
            "" => Command::Nothing,
            "hint" => Command::Hint,
            "undo" => Command::Undo,
            "values" => Command::Values,
            "help" | "?" => Command::Help,
            "quit" | "exit" => Command::Quit,
            _ => {
                let as_move = text.parse::<Move>();
                let as_cell = text.parse::<Cell>();
                match (as_move, as_cell) {
                    (Ok(mv), _) => Command::Move(mv.cell(), Some(mv.to)),
                    (_, Ok(cell)) => Command::Move(cell, None),
                    (as_move, as_cell) => {
                        let bad_number = [as_move.err(), as_cell.err()]
                            .into_iter()
                            .flatten()
                            .find_map(|e| match e.kind {
                                NotationErrorKind::BadNumber { what } => Some(what),
                                _ => None,
                            });
                        match bad_number {
                            Some(what) => Command::Illegal(text.to_owned(), what),
                            None => Command::Unknown(text.to_owned()),
                        }
                    }
                }
            }
        }
    }
}

/// The longest command line read: longer ones end the session.
const MAX_COMMAND_BYTES: usize = 1024;

/// The next command line after the screen's prompt (painted with its palette, when
/// there is a screen): [`read_command`]'s line, and at the end of the input (Ctrl-D at
/// the prompt) the prompt's line ended.
pub(super) fn prompted_command(
    prompt: Option<(Palette, String)>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<Option<String>> {
    let on_screen = prompt.is_some();
    if let Some((palette, prompt)) = prompt {
        write!(out, "{} ", palette.paint(Palette::STRONG, prompt))?;
        out.flush()?;
    }
    let line = read_command(input)?;
    if line.is_none() && on_screen {
        writeln!(out)?;
    }
    Ok(line)
}

/// The next command line, without its line end; `None` at the end of the input.
/// Bytes that are not UTF-8 are shown as `�`; a line longer than
/// [`MAX_COMMAND_BYTES`] is an error (it is not read to its end: it may have none).
pub(super) fn read_command(input: &mut impl BufRead) -> anyhow::Result<Option<String>> {
    let mut line = Vec::new();
    let mut limited = Read::take(&mut *input, MAX_COMMAND_BYTES as u64 + 1);
    let read = limited
        .read_until(b'\n', &mut line)
        .context("cannot read a command")?;
    if read == 0 {
        return Ok(None);
    }
    if line.len() > MAX_COMMAND_BYTES && line.last() != Some(&b'\n') {
        anyhow::bail!("a command line is longer than {MAX_COMMAND_BYTES} bytes");
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}

/// How the game (or `puzzle`'s puzzle) is shown.
#[derive(Clone, Copy)]
pub(super) enum View {
    /// The line protocol.
    Lines,
    /// The board drawn for a person, who reads `lang`.
    Screen {
        palette: Palette,
        ascii: bool,
        lang: Lang,
    },
}

impl View {
    /// An event: the protocol's line `label: text`, or on the screen the text
    /// `screen` writes in the screen's language.
    pub(super) fn tell(
        self,
        out: &mut impl Write,
        (label, text): (&str, &str),
        screen: impl FnOnce(Lang) -> String,
    ) -> io::Result<()> {
        match self {
            View::Lines => writeln!(out, "{label}: {text}"),
            View::Screen { lang, .. } => writeln!(out, "{}", screen(lang)),
        }
    }

    /// The move's prompt, on the screen (with its palette).
    pub(super) fn move_prompt(self) -> Option<(Palette, String)> {
        match self {
            View::Screen { palette, lang, .. } => {
                Some((palette, say!(lang, "terminal-play-prompt")))
            }
            View::Lines => None,
        }
    }
}

/// The commands, one line for the line protocol.
const HELP: &str = "R:C moves the piece in row R, column C (R:C->D names its landing \
                    cell too); hint shows the engine's advice; undo takes back your \
                    last move and the reply; values shows the rows' values; help; quit";

/// A game and the terminal it is played on.
struct Session<W> {
    game: Game,
    view: View,
    values: bool,
    hints: bool,
    /// Whether the board has been shown since the last hint: `--hints` gives one with
    /// each showing of the board, not again after a `hint` (nor after a command that
    /// changed nothing).
    hint_due: bool,
    out: W,
    /// Where the record is kept, with `--record`.
    record: Option<RecordFile>,
}

impl<W: Write> Session<W> {
    /// The game's record so far, one line.
    fn record_line(&self) -> String {
        format!("{}\n", self.game.record())
    }

    /// Writes the record again after the game changed, before the change is shown.
    /// Without `--record` the record is not built (that replays every move).
    fn keep_record(&mut self) -> anyhow::Result<()> {
        let Some(record) = &mut self.record else {
            return Ok(());
        };
        record.keep(&format!("{}\n", self.game.record()))
    }

    /// Writes the record a last time as the session ends (without `--record`,
    /// nothing is built).
    fn end_record(&mut self) -> anyhow::Result<()> {
        let Some(record) = self.record.take() else {
            return Ok(());
        };
        record.end(&self.record_line())
    }

    /// Each player's accuracy in the game's review, the first to move first, for those
    /// who moved: `accuracy: you 75` in the line protocol.
    fn accuracy(&mut self) -> anyhow::Result<()> {
        let (review, Some(first)) = self.game.review() else {
            return Ok(());
        };
        let players = [
            (first, review.summary.first),
            (first.other(), review.summary.second),
        ];
        for (player, summary) in players {
            let Some(accuracy) = summary.accuracy_text() else {
                continue;
            };
            let line = format!("{} {accuracy}", player.name());
            self.tell(("accuracy", &line), |lang| {
                say!(
                    lang,
                    "terminal-play-accuracy",
                    player = player.name(),
                    accuracy = accuracy.as_str()
                )
            })?;
        }
        Ok(())
    }

    /// Plays until someone wins (then each player's accuracy), `quit`, or the end of
    /// the input.
    fn run(&mut self, seed: Option<u64>, input: &mut impl BufRead) -> anyhow::Result<()> {
        if let Some(seed) = seed {
            self.tell(("seed", &seed.to_string()), |lang| {
                say!(lang, "terminal-play-seed", seed = seed.to_string())
            })?;
        }
        if self.game.variant().is_misere() {
            self.tell(
                ("game", "misère play: the player who cannot move wins"),
                |lang| say!(lang, "terminal-play-misere"),
            )?;
        }
        self.show_board()?;
        loop {
            if let Some(winner) = self.game.winner() {
                self.tell(("winner", winner.name()), |lang| {
                    say!(lang, "terminal-play-winner", winner = winner.name())
                })?;
                return self.accuracy();
            }
            if self.game.to_move() == Player::Engine {
                let mv = self.game.engine_move().expect("the engine has a move");
                self.engine_moved(mv)?;
                continue;
            }
            if self.hints && self.hint_due {
                self.hint()?;
            }
            let Some(line) = prompted_command(self.view.move_prompt(), input, &mut self.out)?
            else {
                return Ok(());
            };
            match Command::parse(&line) {
                Command::Move(cell, landing) => self.your_move(cell, landing)?,
                Command::Hint => self.hint()?,
                Command::Undo => match self.game.undo() {
                    Some(moves) => {
                        self.keep_record()?;
                        let names: Vec<String> = moves.iter().map(Move::to_string).collect();
                        // The protocol's line keeps its spaces; a person reads the
                        // language's list (`1:1->2、2:1->3`).
                        self.tell(("undone", &names.join(" ")), |lang| {
                            let separator = say!(lang, "terminal-table-move-separator");
                            let listed = names.join(&separator);
                            say!(lang, "terminal-play-undone", moves = listed.as_str())
                        })?;
                        self.show_board()?;
                    }
                    None => self.tell(("cannot undo", "you have not moved yet"), |lang| {
                        say!(lang, "terminal-play-cannot-undo")
                    })?,
                },
                Command::Values => {
                    self.values = !self.values;
                    self.show_board()?;
                }
                Command::Help => {
                    self.tell(("help", HELP), |lang| say!(lang, "terminal-play-help"))?;
                }
                Command::Quit => return Ok(()),
                Command::Nothing => {}
                Command::Illegal(text, what) => {
                    let (line, screen) = bad_number_told(&text, what);
                    self.tell(("illegal move", &line), screen)?;
                }
                Command::Unknown(text) => {
                    let text = Quoted::new(&text);
                    self.tell(
                        ("unknown command", &format!("{text} (type help)")),
                        |lang| say!(lang, "terminal-play-unknown", command = &text),
                    )?;
                }
            }
        }
    }

    fn your_move(&mut self, cell: Cell, landing: Option<u32>) -> anyhow::Result<()> {
        match self.game.play_to(cell, landing) {
            Ok(_) => {
                self.keep_record()?;
                self.show_board()
            }
            Err(e) => self.tell(("illegal move", &e.to_string()), |lang| {
                let why = lang.say(e.phrase());
                say!(lang, "terminal-play-illegal", why = why)
            }),
        }
    }

    fn engine_moved(&mut self, mv: Move) -> anyhow::Result<()> {
        self.keep_record()?;
        match self.view {
            View::Lines => writeln!(self.out, "engine moves {}", mv.cell())?,
            View::Screen { lang, .. } => writeln!(
                self.out,
                "{}",
                say!(lang, "terminal-play-engine-moves", move = mv.to_string())
            )?,
        }
        self.show_board()
    }

    fn hint(&mut self) -> anyhow::Result<()> {
        self.hint_due = false;
        let remoteness = self.game.remoteness();
        let choice = self.game.hint();
        // The protocol's line.
        let lasting = remoteness.map_or_else(String::new, |moves| {
            format!(" in {moves} {}", if moves == 1 { "move" } else { "moves" })
        });
        let advice = match choice {
            Choice::Winning(mv) => format!("{mv} wins{lasting}"),
            Choice::Longest(mv) => {
                format!("every move loses against best play; {mv} lasts longest (lost{lasting})")
            }
            Choice::NoMove => "no piece can move".to_owned(),
        };
        self.tell(("hint", &advice), |lang| match (choice, remoteness) {
            (Choice::Winning(mv), None) => {
                say!(lang, "terminal-play-hint-wins", move = mv.to_string())
            }
            (Choice::Winning(mv), Some(moves)) => say!(
                lang,
                "terminal-play-hint-wins-in",
                move = mv.to_string(),
                moves = moves
            ),
            (Choice::Longest(mv), None) => {
                say!(lang, "terminal-play-hint-loses", move = mv.to_string())
            }
            (Choice::Longest(mv), Some(moves)) => say!(
                lang,
                "terminal-play-hint-loses-in",
                move = mv.to_string(),
                moves = moves
            ),
            (Choice::NoMove, _) => say!(lang, "terminal-play-hint-stuck"),
        })
    }

    /// One line of the line protocol, `label: text`.
    fn say(&mut self, label: &str, text: &str) -> anyhow::Result<()> {
        writeln!(self.out, "{label}: {text}").context("cannot write to standard output")?;
        Ok(())
    }

    /// An event: the protocol's line `label: text`, or on the screen the text `screen`
    /// writes in the screen's language.
    fn tell(
        &mut self,
        (label, text): (&str, &str),
        screen: impl FnOnce(Lang) -> String,
    ) -> anyhow::Result<()> {
        self.view
            .tell(&mut self.out, (label, text), screen)
            .context("cannot write to standard output")
    }

    fn show_board(&mut self) -> anyhow::Result<()> {
        self.hint_due = true;
        let board = self.game.board().clone();
        match self.view {
            View::Lines => {
                self.say("board", &board.to_string())?;
                if self.values {
                    let values = value_line(&board, self.game.variant());
                    self.say("values", &values)?;
                }
            }
            View::Screen {
                palette,
                ascii,
                lang,
            } => {
                let drawing = Drawing {
                    board: &board,
                    variant: self.game.variant(),
                    last: self.game.last_move().map(|(_, mv)| mv),
                    values: self.values,
                    palette,
                    ascii,
                    lang,
                };
                write!(self.out, "{drawing}")?;
            }
        }
        Ok(())
    }
}

/// Each row's Grundy value and the nim-sum: `1 0 (nim-sum 1)`; in misère play, where
/// the firm rows decide with the nim-sum, their count too: `1 0 (nim-sum 1, firm
/// rows 0)`, as the analysis JSON's `firm_rows`.
fn value_line(board: &Board, variant: Variant) -> String {
    let values: Vec<Value> = board
        .rows()
        .iter()
        .map(|row| variant.value_of(row))
        .collect();
    let total: Value = values.iter().copied().sum();
    let values: Vec<String> = values
        .iter()
        .map(|value| value.nim_sum().to_string())
        .collect();
    let firm = if variant.is_misere() {
        format!(", firm rows {}", total.firm_rows())
    } else {
        String::new()
    };
    format!("{} (nim-sum {}{firm})", values.join(" "), total.nim_sum())
}

/// What a move with a bad number (`2:0`) is told: the line protocol's text, and the
/// screen's words in a language. `play` and `puzzle` tell it alike.
pub(super) fn bad_number_told(text: &str, what: Expected) -> (String, impl FnOnce(Lang) -> String) {
    let text = Quoted::new(text).to_string();
    let line = format!("{text}: {}", NotationErrorKind::BadNumber { what });
    let screen = move |lang| {
        let why = say!(
            lang,
            "terminal-play-bad-number",
            command = text.as_str(),
            what = what.phrase()
        );
        say!(lang, "terminal-play-illegal", why = why)
    };
    (line, screen)
}

/// The board drawn for a person: column numbers above, row numbers on the left, the
/// last move's landing cell marked, and the rows' values when asked for (`puzzle`'s
/// board too).
pub(super) struct Drawing<'a> {
    pub(super) board: &'a Board,
    pub(super) variant: Variant,
    pub(super) last: Option<Move>,
    pub(super) values: bool,
    pub(super) palette: Palette,
    pub(super) ascii: bool,
    pub(super) lang: Lang,
}

impl std::fmt::Display for Drawing<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let width = self.board.width();
        let gutter = self.board.rows().len().to_string().len() + 1;
        // The piece that just landed has a mark of its own, not a colour alone: a
        // terminal without colour (or a reader who cannot tell them) still sees it.
        let (piece, empty, left, landed) = if self.ascii {
            ("x", ".", "o", "X")
        } else {
            ("●", "·", "○", "◉")
        };
        writeln!(f)?;
        if width >= 10 {
            write!(f, "{:gutter$}  ", "")?;
            for column in 1..=width {
                let tens = column / 10;
                match tens {
                    0 => write!(f, "  ")?,
                    _ => write!(f, "{tens:<2}")?,
                }
            }
            writeln!(f)?;
        }
        write!(f, "{:gutter$}  ", "")?;
        for column in 1..=width {
            write!(f, "{:<2}", column % 10)?;
        }
        writeln!(f)?;
        let mut total = Value::default();
        for (index, row) in self.board.rows().iter().enumerate() {
            let number = index + 1;
            write!(f, "{number:>gutter$}  ")?;
            for column in 1..=width {
                let last = self.last.filter(|mv| mv.row == number);
                let cell = if row.is_occupied(column) {
                    if last.is_some_and(|mv| mv.to == column) {
                        self.palette.paint(Palette::WIN, landed).to_string()
                    } else {
                        self.palette.paint(Palette::STRONG, piece).to_string()
                    }
                } else if last.is_some_and(|mv| mv.from == column) {
                    self.palette.paint(Palette::FAINT, left).to_string()
                } else {
                    self.palette.paint(Palette::FAINT, empty).to_string()
                };
                write!(f, "{cell} ")?;
            }
            if self.values {
                let value = self.variant.value_of(row);
                total += value;
                let value = say!(
                    self.lang,
                    "terminal-play-value",
                    value = value.nim_sum().value()
                );
                write!(f, "  {value}")?;
            }
            writeln!(f)?;
        }
        if self.values {
            let line = say!(
                self.lang,
                "terminal-play-nim-sum",
                value = total.nim_sum().value()
            );
            // In misère play the firm rows decide with the nim-sum, as the table says.
            let note = if !self.variant.is_misere() {
                String::new()
            } else {
                let word = if total.firm_rows() > 0 {
                    Word::FirmNote
                } else {
                    Word::FickleNote
                };
                self.lang.say(self.variant.rules.set().word(word))
            };
            writeln!(f, "{line}{note}")?;
        }
        if let Some(mv) = self.last {
            let line = say!(
                self.lang,
                "terminal-play-last-move",
                move = mv.to_string(),
                left = left,
                landed = landed
            );
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse() {
        assert_eq!(
            Command::parse(" 2:18 \n"),
            Command::Move(Cell { row: 2, column: 18 }, None)
        );
        assert_eq!(
            Command::parse("2:18->19"),
            Command::Move(Cell { row: 2, column: 18 }, Some(19))
        );
        assert_eq!(Command::parse("hint"), Command::Hint);
        assert_eq!(Command::parse(""), Command::Nothing);
        assert_eq!(Command::parse("2:"), Command::Unknown("2:".to_owned()));
        assert_eq!(
            Command::parse("dance"),
            Command::Unknown("dance".to_owned())
        );
    }

    #[test]
    fn the_drawing_numbers_columns_and_rows_and_marks_the_last_move() {
        let board: Board = "x9x1/11x".parse().unwrap();
        let drawing = Drawing {
            board: &board,
            variant: Variant::default(),
            last: Some("2:11->12".parse().unwrap()),
            values: true,
            palette: ColorChoice::Never.for_stdout(),
            ascii: true,
            lang: Lang::En,
        }
        .to_string();
        let lines: Vec<&str> = drawing.lines().collect();
        assert_eq!(lines[1], "                      1 1 1 ");
        assert_eq!(lines[2], "    1 2 3 4 5 6 7 8 9 0 1 2 ");
        assert_eq!(lines[3], " 1  x . . . . . . . . . x .   value 1");
        assert_eq!(lines[4], " 2  . . . . . . . . . . o X   value 0");
        assert_eq!(lines[5], "nim-sum 1");
        assert!(lines[6].starts_with("last move 2:11->12"));
    }
}
