//! `hopnim learn`: the lessons in the terminal, from the rules to the contest, one
//! exercise at a time. On a terminal it draws each exercise's board as `play` does and
//! reads one answer a line; when standard input is not a terminal it speaks a line
//! protocol, for scripts: one `label: text` line per fact, the labels and the notation
//! the same in every language, the prose after `title:`, `intro:`, `goal:`, `hint:`,
//! `right:`, `wrong:`, `not an answer:` and `problem:` in the language asked for.
//!
//! Every exercise solved is saved at once, stars never lowered, in the user's data
//! directory ([`ProgressFile`]); `--list`, `--reset` and `--export` read, clear and
//! write what the lessons hold.

use std::fs;
use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;

use anyhow::Context;
use clap::Args;
use hopnim::game::rules::Word;
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim::play::lesson::{Course, Exercise, Lesson, Progress, Stars};
use hopnim::{Board, Move, say};

use super::play::{Command, Drawing, ScreenArgs, View, bad_number_told, prompted_command};
use crate::output;
use crate::palette::Palette;
use crate::said::SaidError;
use crate::staged::OutputFile;
use crate::usage::UsageError;

/// Take the lessons: from the rules to the contest, one exercise at a time
///
/// Runs LESSON, or without it the first lesson not wholly solved, from its first
/// exercise not yet solved: its title and teaching text, then each exercise (its
/// goal and board) until it is solved, then the contest problems that use its idea.
/// One answer a line: a number where a value is asked for, a move `R:C` or `R:C->D`
/// otherwise; `hint` shows a hint, `quit` leaves. A wrong answer is explained and
/// asked again. Each exercise solved earns 1 to 3 stars (3 without a slip or a
/// hint), saved at once and never lowered, in the file hopnim/lessons.json of the
/// user's data directory (`$XDG_DATA_HOME`, else `~/.local/share`, on Linux). On a
/// terminal the board is drawn; otherwise `learn` speaks a line protocol.
#[derive(Debug, Args)]
pub struct LearnArgs {
    /// The lesson: its id (such as `nim`) or its number (such as `2`) [default: the
    /// first lesson not wholly solved].
    lesson: Option<String>,
    /// List the lessons, one a line: number, id, stars (when every exercise is
    /// solved), exercises solved of all, title.
    #[arg(long, conflicts_with_all = ["lesson", "reset", "export"])]
    list: bool,
    /// Clear the progress of LESSON, or of every lesson without it.
    #[arg(long, conflicts_with = "export")]
    reset: bool,
    /// Write every exercise of every lesson as JSON Lines, the same in every language.
    #[arg(long, conflicts_with = "lesson")]
    export: bool,
    #[command(flatten)]
    screen: ScreenArgs,
}

impl LearnArgs {
    /// Runs the lessons, or lists, clears or exports them; what a person reads in
    /// `lang`.
    pub fn run(self, lang: Lang) -> anyhow::Result<()> {
        if self.export {
            let mut out = io::BufWriter::new(io::stdout().lock());
            return Course::write_export(&mut out)
                .and_then(|()| out.flush())
                .context("cannot write the lessons to standard output");
        }
        // An unknown lesson is refused before the progress is looked for.
        let chosen = match &self.lesson {
            Some(key) => Some(lesson_named(key, lang)?),
            None => None,
        };
        let store = ProgressFile::locate(lang)?;
        if self.list {
            let listed = list(&store.load(lang)?, lang);
            return output::print(listed).context("cannot write the lessons to standard output");
        }
        if self.reset {
            let said = store.reset(chosen, lang)?;
            return output::print(format!("{said}\n")).context("cannot write to standard output");
        }
        let progress = store.load(lang)?;
        let (lesson, first) = match chosen {
            Some(lesson) => (lesson, 0),
            None => match next_to_learn(&progress) {
                Some(next) => next,
                None => {
                    let mut out = io::stdout().lock();
                    return tell(
                        self.screen.view(lang),
                        &mut out,
                        ("course", "solved"),
                        say!(lang, "terminal-learn-all-solved"),
                    );
                }
            },
        };
        let mut session = Session {
            lesson,
            store,
            progress,
            view: self.screen.view(lang),
            lang,
            out: io::stdout().lock(),
        };
        session.run(first, &mut io::stdin().lock())
    }
}

/// The lesson `key` names (its id or its number): a usage error said in `lang`
/// when none does (the library's, which names `key`).
fn lesson_named(key: &str, lang: Lang) -> Result<&'static Lesson, UsageError> {
    Course::lesson(key).map_err(|e| UsageError::conflict(lang.say(e.phrase())).said_in(lang))
}

/// The first lesson not wholly solved and the index of its first exercise not yet
/// solved; `None` when every lesson is.
fn next_to_learn(progress: &Progress) -> Option<(&'static Lesson, usize)> {
    Course::lessons().iter().find_map(|lesson| {
        let first = lesson
            .exercises
            .iter()
            .position(|exercise| progress.stars(&lesson.id, exercise.number).is_none())?;
        Some((lesson, first))
    })
}

/// `learn --list`: one lesson a line, `2  nim         ★★☆  5/5  Nim and XOR`, the
/// stars a dash while an exercise is unsolved, the title in `lang`.
fn list(progress: &Progress, lang: Lang) -> String {
    let lessons = Course::lessons();
    let id_width = lessons
        .iter()
        .map(|lesson| lesson.id.len())
        .max()
        .unwrap_or(0);
    let number_width = lessons.len().to_string().len();
    let mut text = String::new();
    for lesson in lessons {
        let (solved, stars) = progress.lesson_stars(lesson);
        let stars = stars.map_or_else(|| "-  ".to_owned(), Stars::drawn);
        let count = format!("{solved}/{}", lesson.exercises.len());
        text += &format!(
            "{:>number_width$}  {:<id_width$}  {stars}  {count:<5}  {}\n",
            lesson.number,
            lesson.id,
            lesson.title(lang),
        );
    }
    text
}

/// The learner's progress, kept in the file `hopnim/lessons.json` of the user's data
/// directory (on Linux `$XDG_DATA_HOME` when it is an absolute path, else
/// `~/.local/share`; on macOS `~/Library/Application Support`; on Windows
/// `%APPDATA%`: the `dirs` crate's `data_dir`), as the library's
/// [`Progress`] writes it: `{"lessons":{"nim":{"1":3,"2":2}}}`. A missing file is no
/// progress; the file is written whole or not at all ([`OutputFile`]: beside it, then
/// moved onto it), after every exercise solved.
struct ProgressFile {
    path: PathBuf,
}

impl ProgressFile {
    /// The folder in the data directory, then the file in it.
    const FOLDER: &str = "hopnim";
    const FILE: &str = "lessons.json";
    /// The largest file read: a progress file of every lesson is a few kB.
    const MAX_BYTES: u64 = 1 << 20;

    /// Where the progress is kept.
    fn locate(lang: Lang) -> anyhow::Result<ProgressFile> {
        let Some(data) = dirs::data_dir() else {
            return Err(SaidError {
                lang,
                text: say!(lang, "terminal-learn-no-data-dir"),
            }
            .into());
        };
        Ok(ProgressFile {
            path: data.join(Self::FOLDER).join(Self::FILE),
        })
    }

    /// The file's name as messages write it.
    fn name(&self) -> String {
        Quoted::escaped(&self.path.display().to_string())
    }

    /// The progress kept: none when there is no file yet; an error naming the file
    /// when it cannot be read or holds no progress (said in `lang`).
    fn load(&self, lang: Lang) -> anyhow::Result<Progress> {
        let name = self.name();
        let file = match fs::File::open(&self.path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Progress::default()),
            Err(e) => return Err(e).with_context(|| format!("cannot read {name}")),
        };
        let mut bytes = Vec::new();
        file.take(Self::MAX_BYTES + 1)
            .read_to_end(&mut bytes)
            .with_context(|| format!("cannot read {name}"))?;
        let why = if bytes.len() as u64 > Self::MAX_BYTES {
            say!(
                lang,
                "terminal-learn-progress-too-large",
                bytes = Self::MAX_BYTES
            )
        } else {
            match serde_json::from_slice::<Progress>(&bytes) {
                Ok(progress) => return Ok(progress),
                Err(e) => e.to_string(),
            }
        };
        Err(SaidError {
            lang,
            text: say!(
                lang,
                "terminal-learn-progress-corrupt",
                file = name.as_str(),
                why = why
            ),
        }
        .into())
    }

    /// Writes `progress`, whole or not at all; an error naming the file when it
    /// cannot be written.
    fn save(&self, progress: &Progress) -> anyhow::Result<()> {
        let name = self.name();
        let context = || format!("cannot save the progress to {name}");
        if let Some(folder) = self.path.parent() {
            fs::create_dir_all(folder).with_context(context)?;
        }
        let mut json = serde_json::to_vec(progress).with_context(context)?;
        json.push(b'\n');
        let mut file = OutputFile::create(&self.path).with_context(context)?;
        file.write_all(&json)
            .and_then(|()| file.flush())
            .with_context(context)?;
        file.finish().with_context(context)
    }

    /// Records `stars` for exercise `number` of `lesson` (never lowering what was
    /// earned) in the progress as the file holds it now, and saves it; the progress
    /// saved.
    fn record(
        &self,
        lesson: &Lesson,
        number: usize,
        stars: Stars,
        lang: Lang,
    ) -> anyhow::Result<Progress> {
        let mut progress = self.load(lang)?;
        progress.record(&lesson.id, number, stars);
        self.save(&progress)?;
        Ok(progress)
    }

    /// Clears the progress of `lesson`, or of every lesson; says what was cleared, in
    /// `lang`. Clearing every lesson removes the file (even one that holds no
    /// progress).
    fn reset(&self, lesson: Option<&Lesson>, lang: Lang) -> anyhow::Result<String> {
        match lesson {
            Some(lesson) => {
                let kept = self.load(lang)?;
                let (solved, _) = kept.lesson_stars(lesson);
                let mut progress = kept.clone();
                progress.reset(Some(&lesson.id));
                // Nothing to clear writes nothing.
                if progress != kept {
                    self.save(&progress)?;
                }
                Ok(say!(
                    lang,
                    "terminal-learn-reset-one",
                    number = lesson.number,
                    title = lesson.title(lang),
                    solved = solved
                ))
            }
            None => {
                let solved = self.load(lang).ok().map(|progress| {
                    Course::lessons()
                        .iter()
                        .map(|lesson| progress.lesson_stars(lesson).0)
                        .sum::<usize>()
                });
                match fs::remove_file(&self.path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                    Err(e) => {
                        return Err(e).with_context(|| format!("cannot remove {}", self.name()));
                    }
                }
                Ok(match solved {
                    Some(solved) => say!(lang, "terminal-learn-reset-all", solved = solved),
                    None => say!(lang, "terminal-learn-reset-unread", file = self.name()),
                })
            }
        }
    }
}

/// A fact: the protocol's line `label: text`, its prose on one line, or on the screen
/// `screen`.
fn tell(
    view: View,
    out: &mut impl Write,
    (label, text): (&str, &str),
    screen: impl std::fmt::Display,
) -> anyhow::Result<()> {
    match view {
        View::Lines => writeln!(out, "{label}: {}", one_line(text)),
        View::Screen { .. } => writeln!(out, "{screen}"),
    }
    .context("cannot write to standard output")
}

/// Prose on one line: its line ends (a Fluent message's continued lines) as spaces.
fn one_line(text: &str) -> String {
    text.split(['\n', '\r'])
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// How an exercise ended.
enum Ended {
    Solved,
    /// `quit`, or the end of the input.
    Left,
}

/// What a line of input asks for in an exercise.
enum Line {
    Nothing,
    Hint,
    Help,
    Quit,
    /// An answer to try: a number or a move.
    Answer(String),
}

impl Line {
    fn parse(line: &str) -> Line {
        match line.trim() {
            "" => Line::Nothing,
            "hint" => Line::Hint,
            "help" | "?" => Line::Help,
            "quit" | "q" | "exit" => Line::Quit,
            text => Line::Answer(text.to_owned()),
        }
    }
}

/// A lesson taken on a terminal.
struct Session<W> {
    lesson: &'static Lesson,
    store: ProgressFile,
    /// The progress as last read or saved: the lesson's stars at its end.
    progress: Progress,
    view: View,
    /// The language of the prose, on the screen and in the protocol.
    lang: Lang,
    out: W,
}

impl<W: Write> Session<W> {
    /// The lesson from its exercise of index `first`: its title and teaching text,
    /// each exercise, then the contest problems and the lesson's stars; until `quit`
    /// or the end of the input.
    fn run(&mut self, first: usize, input: &mut impl BufRead) -> anyhow::Result<()> {
        self.open_lesson()?;
        let exercises = &self.lesson.exercises;
        for exercise in &exercises[first..] {
            if let Ended::Left = self.exercise(exercise, input)? {
                return Ok(());
            }
        }
        self.close_lesson()
    }

    fn tell(&mut self, fact: (&str, &str), screen: impl std::fmt::Display) -> anyhow::Result<()> {
        tell(self.view, &mut self.out, fact, screen)
    }

    fn open_lesson(&mut self) -> anyhow::Result<()> {
        let (lesson, lang) = (self.lesson, self.lang);
        let title = lesson.title(lang);
        let intro = lesson.intro(lang);
        match self.view {
            View::Lines => {
                self.tell(("lesson", &lesson.id), "")?;
                self.tell(("title", &title), "")?;
                self.tell(("intro", &intro), "")
            }
            View::Screen { palette, .. } => {
                let heading = say!(
                    lang,
                    "terminal-learn-lesson",
                    number = lesson.number,
                    title = title.as_str()
                );
                writeln!(self.out, "{}", palette.paint(Palette::STRONG, heading))?;
                writeln!(self.out, "{intro}")?;
                writeln!(self.out, "{}", say!(lang, "terminal-learn-how"))?;
                Ok(())
            }
        }
    }

    /// Shows `exercise` and reads answers until it is solved, `quit` or the end of
    /// the input. Each exercise solved is saved at once.
    fn exercise(&mut self, exercise: &Exercise, input: &mut impl BufRead) -> anyhow::Result<Ended> {
        let lang = self.lang;
        self.show_exercise(exercise)?;
        let mut played: Vec<Move> = Vec::new();
        let mut wrong = 0u32;
        let mut hinted = false;
        loop {
            let Some(line) = prompted_command(self.prompt(exercise), input, &mut self.out)? else {
                return Ok(Ended::Left);
            };
            let tried = match Line::parse(&line) {
                Line::Nothing => continue,
                Line::Quit => return Ok(Ended::Left),
                Line::Help => {
                    let help = say!(lang, "terminal-learn-how");
                    self.tell(("help", &help), &help)?;
                    continue;
                }
                Line::Hint => {
                    hinted = true;
                    let hint = exercise.hint(lang);
                    let screen = say!(lang, "terminal-learn-hint", hint = hint.as_str());
                    self.tell(("hint", &hint), screen)?;
                    continue;
                }
                Line::Answer(text) => text,
            };
            // On the screen a move whose number names no cell (`1:0`) is told as
            // `play` tells it; the protocol says why in the learner's language, as it
            // does every try that is no answer.
            if let View::Screen { .. } = self.view
                && !exercise.asks_for_value()
                && let Command::Illegal(text, what) = Command::parse(&tried)
            {
                let (_, screen) = bad_number_told(&text, what);
                writeln!(self.out, "{}", screen(lang))?;
                continue;
            }
            let attempt = match exercise.attempt(&played, &tried, lang) {
                Ok(attempt) => attempt,
                Err(e) => {
                    let why = lang.say(e.phrase());
                    let screen = say!(lang, "terminal-learn-not-an-answer", why = why.as_str());
                    self.tell(("not an answer", &why), screen)?;
                    continue;
                }
            };
            if !attempt.right {
                wrong += 1;
                let screen = say!(lang, "terminal-learn-wrong", says = attempt.says.as_str());
                self.tell(("wrong", &attempt.says), screen)?;
                if attempt.played != played {
                    // A game to win that starts again.
                    played = attempt.played;
                    self.show_board(exercise, &attempt.board, None)?;
                }
                continue;
            }
            played = attempt.played;
            let says = attempt.says.as_str();
            self.tell(("right", says), self.paint(Palette::WIN, says))?;
            if attempt.done {
                let stars = Stars::earned(wrong, hinted);
                self.progress = self
                    .store
                    .record(self.lesson, exercise.number, stars, lang)?;
                let marks = stars.drawn();
                let screen = say!(
                    lang,
                    "terminal-learn-stars",
                    marks = marks.as_str(),
                    stars = stars.get()
                );
                self.tell(("stars", &stars.get().to_string()), screen)?;
                return Ok(Ended::Solved);
            }
            // The protocol's line of the engine's reply (on the screen, what the try
            // says tells it).
            if let (View::Lines, Some(reply)) = (self.view, attempt.reply) {
                self.tell(("reply", &reply.to_string()), "")?;
            }
            self.show_board(exercise, &attempt.board, attempt.reply)?;
        }
    }

    /// `text` in `style` on a screen with colour.
    fn paint(&self, style: anstyle::Style, text: &str) -> String {
        match self.view {
            View::Screen { palette, .. } => palette.paint(style, text).to_string(),
            View::Lines => text.to_owned(),
        }
    }

    /// The exercise's number, kind, goal, game, par and board.
    fn show_exercise(&mut self, exercise: &Exercise) -> anyhow::Result<()> {
        let lang = self.lang;
        let total = self.lesson.exercises.len();
        let goal = exercise.goal(lang);
        match self.view {
            View::Lines => {
                let number = format!("{}/{total}", exercise.number);
                self.tell(("exercise", &number), "")?;
                self.tell(("kind", &exercise.kind.to_string()), "")?;
                self.tell(("goal", &goal), "")?;
                self.tell(("rules", exercise.variant.rules.name()), "")?;
                let misere = if exercise.variant.is_misere() {
                    "true"
                } else {
                    "false"
                };
                self.tell(("misere", misere), "")?;
                if let Some(par) = exercise.par {
                    self.tell(("par", &par.to_string()), "")?;
                }
            }
            View::Screen { palette, .. } => {
                writeln!(self.out)?;
                let kind = exercise.kind.label(lang);
                let heading = match exercise.par {
                    None => say!(
                        lang,
                        "terminal-learn-exercise",
                        number = exercise.number,
                        total = total,
                        kind = kind
                    ),
                    Some(par) => say!(
                        lang,
                        "terminal-learn-exercise-par",
                        number = exercise.number,
                        total = total,
                        kind = kind,
                        par = par
                    ),
                };
                writeln!(self.out, "{}", palette.paint(Palette::STRONG, heading))?;
                writeln!(self.out, "{goal}")?;
                let rules = exercise.variant.rules;
                if !rules.is_default() {
                    let label = lang.say(rules.set().word(Word::Label));
                    let line = say!(lang, "terminal-learn-rules", rules = label);
                    writeln!(self.out, "{line}")?;
                }
                if exercise.variant.is_misere() {
                    writeln!(self.out, "{}", say!(lang, "terminal-play-misere"))?;
                }
            }
        }
        self.show_board(exercise, &exercise.board, None)
    }

    /// The board: its notation in the protocol, drawn as `play` draws it on the
    /// screen, the last move marked.
    fn show_board(
        &mut self,
        exercise: &Exercise,
        board: &Board,
        last: Option<Move>,
    ) -> anyhow::Result<()> {
        match self.view {
            View::Lines => self.tell(("board", &board.to_string()), ""),
            View::Screen { palette, ascii, .. } => {
                let drawing = Drawing {
                    board,
                    variant: exercise.variant,
                    last,
                    values: false,
                    palette,
                    ascii,
                    lang: self.lang,
                };
                write!(self.out, "{drawing}").context("cannot write to standard output")
            }
        }
    }

    /// The prompt, on the screen (with its palette): for a value or for a move.
    fn prompt(&self, exercise: &Exercise) -> Option<(Palette, String)> {
        let View::Screen { palette, .. } = self.view else {
            return None;
        };
        let prompt = if exercise.asks_for_value() {
            say!(self.lang, "terminal-learn-prompt-value")
        } else {
            say!(self.lang, "terminal-play-prompt")
        };
        Some((palette, prompt))
    }

    /// The end of the lesson: the contest problems that use its idea, each with its
    /// hint, then what is solved of the lesson and its stars.
    fn close_lesson(&mut self) -> anyhow::Result<()> {
        let (lesson, lang) = (self.lesson, self.lang);
        if let View::Screen { palette, .. } = self.view {
            writeln!(self.out)?;
            let heading = say!(lang, "terminal-learn-problems");
            writeln!(self.out, "{}", palette.paint(Palette::STRONG, heading))?;
        }
        for (k, problem) in lesson.problems.iter().enumerate() {
            let hint = lesson.problem_hint(k, lang);
            let line = format!("{} ({}): {}", problem.name, problem.title, one_line(&hint));
            let screen = say!(
                lang,
                "terminal-learn-problem",
                name = problem.name.as_str(),
                title = problem.title.as_str(),
                hint = hint.as_str()
            );
            self.tell(("problem", &line), screen)?;
        }
        let (solved, stars) = self.progress.lesson_stars(lesson);
        let total = lesson.exercises.len();
        let count = format!("{solved}/{total}");
        match stars {
            Some(stars) => {
                let marks = stars.drawn();
                let screen = say!(
                    lang,
                    "terminal-learn-lesson-solved",
                    number = lesson.number,
                    marks = marks.as_str()
                );
                self.tell(("lesson solved", &count), &screen)?;
                if let View::Lines = self.view {
                    self.tell(("lesson stars", &stars.get().to_string()), "")?;
                }
            }
            None => {
                let screen = say!(
                    lang,
                    "terminal-learn-lesson-unsolved",
                    number = lesson.number,
                    solved = solved,
                    total = total
                );
                self.tell(("lesson solved", &count), screen)?;
            }
        }
        if let (View::Screen { .. }, Some(next)) = (self.view, Course::lessons().get(lesson.number))
        {
            let line = say!(
                lang,
                "terminal-learn-next",
                id = next.id.as_str(),
                title = next.title(lang)
            );
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }
}
