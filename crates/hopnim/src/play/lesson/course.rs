//! The course read from its data: lessons, their exercises and problems, the words
//! each names, and the export of every exercise.

use std::fmt;
use std::io;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::game::notation::NotationError;
use crate::game::{Board, BoardError, Move, Rules, Variant};
use crate::lang::{Lang, plain_message};
use crate::phrase;
use crate::phrase::{Phrase, Quoted};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// What an exercise asks of the learner.
///
/// ```
/// use hopnim::play::lesson::Kind;
/// assert_eq!("winning-move".parse::<Kind>()?, Kind::WinningMove);
/// assert_eq!(Kind::Longest.to_string(), "longest");
/// # Ok::<(), hopnim::play::lesson::LessonError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Say the board's SG value (a number).
    Value,
    /// Play a winning move: any move that leaves the opponent lost.
    WinningMove,
    /// Play the fastest win: a move that leaves remoteness one less than the start's.
    Fastest,
    /// From a lost position, hold out longest: a move that leaves remoteness one less.
    Longest,
    /// Win a won position against the perfect engine within the par of your moves.
    Win,
}

impl Kind {
    /// Every kind, in the order of this list.
    pub const ALL: [Kind; 5] = [
        Kind::Value,
        Kind::WinningMove,
        Kind::Fastest,
        Kind::Longest,
        Kind::Win,
    ];

    /// Its name in the data and the export: `value`, `winning-move`, `fastest`,
    /// `longest`, `win`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Value => "value",
            Kind::WinningMove => "winning-move",
            Kind::Fastest => "fastest",
            Kind::Longest => "longest",
            Kind::Win => "win",
        }
    }

    /// Its short label for a learner, in `lang`.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::lesson::Kind};
    /// assert_eq!(Kind::Value.label(Lang::En), "SG value");
    /// assert_eq!(Kind::Win.label(Lang::ZhCn), "战胜引擎");
    /// ```
    pub fn label(self, lang: Lang) -> String {
        lang.say(match self {
            Kind::Value => phrase!("learn-kind-value"),
            Kind::WinningMove => phrase!("learn-kind-winning-move"),
            Kind::Fastest => phrase!("learn-kind-fastest"),
            Kind::Longest => phrase!("learn-kind-longest"),
            Kind::Win => phrase!("learn-kind-win"),
        })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kind {
    type Err = LessonError;

    fn from_str(text: &str) -> Result<Kind, LessonError> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| LessonError::UnknownKind {
                kind: Quoted::new(text),
            })
    }
}

/// An exercise's answer, as its data gives it (and the tests hold to the library).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// A [`Kind::Value`]'s: the board's SG value.
    Value(u32),
    /// A [`Kind::WinningMove`]'s, [`Kind::Fastest`]'s or [`Kind::Longest`]'s: every
    /// accepted move, in the order the library lists moves.
    Moves(Vec<Move>),
    /// A [`Kind::Win`] has none: the game against the engine is the check.
    None,
}

impl Answer {
    /// The first accepted answer as a learner types it (`3`, `1:4->5`), if there is one.
    pub fn first_text(&self) -> Option<String> {
        match self {
            Answer::Value(value) => Some(value.to_string()),
            Answer::Moves(moves) => moves.first().map(Move::to_string),
            Answer::None => None,
        }
    }

    /// The answer as the export writes it: a number, a list of moves, or `null`.
    fn to_json(&self) -> serde_json::Value {
        match self {
            Answer::Value(value) => (*value).into(),
            Answer::Moves(moves) => moves.iter().map(Move::to_string).collect(),
            Answer::None => serde_json::Value::Null,
        }
    }
}

/// A contest problem that uses a lesson's idea.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Problem {
    /// The judge and the problem's number: `POJ 1704`, `Luogu P3480`.
    pub name: String,
    /// Its title, as the judge gives it: `Georgia and Bob`.
    pub title: String,
}

/// One exercise of a lesson.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Exercise {
    /// The lesson's id.
    pub lesson: String,
    /// Its number in the lesson, from 1.
    pub number: usize,
    /// What it asks.
    pub kind: Kind,
    /// The board it starts from.
    pub board: Board,
    /// The game: rule set and convention.
    pub variant: Variant,
    /// What is accepted.
    pub answer: Answer,
    /// For a [`Kind::Win`]: the most moves of the learner's own the win may take.
    pub par: Option<u32>,
}

impl Exercise {
    /// Its goal, in `lang`: what the learner is to do.
    pub fn goal(&self, lang: Lang) -> String {
        plain_message(lang, &self.word_id("goal"))
    }

    /// Its hint, in `lang`: a help that does not give the answer away.
    pub fn hint(&self, lang: Lang) -> String {
        plain_message(lang, &self.word_id("hint"))
    }

    /// The catalogue's id of its words `part` (`goal`, `hint`): `lesson-nim-2-goal`.
    fn word_id(&self, part: &str) -> String {
        format!("lesson-{}-{}-{part}", self.lesson, self.number)
    }

    /// Whether the learner answers with a number ([`Kind::Value`]), not a move.
    pub fn asks_for_value(&self) -> bool {
        self.kind == Kind::Value
    }
}

/// One lesson: its exercises, in order, and the contest problems that use its idea.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Lesson {
    /// Its id: lowercase letters and `-` (`staircase`).
    pub id: String,
    /// Its place in the course, from 1.
    pub number: usize,
    /// The contest problems it names, last.
    pub problems: Vec<Problem>,
    /// Its exercises.
    pub exercises: Vec<Exercise>,
}

impl Lesson {
    /// Its title, in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        plain_message(lang, &self.word_id("title"))
    }

    /// Its teaching text, in `lang`.
    pub fn intro(&self, lang: Lang) -> String {
        plain_message(lang, &self.word_id("intro"))
    }

    /// The one-line hint of its problem `index` (from 0), in `lang`.
    pub fn problem_hint(&self, index: usize, lang: Lang) -> String {
        plain_message(lang, &self.word_id(&format!("problem-{}", index + 1)))
    }

    /// Every id of the catalogue its words need: title, intro, each exercise's goal
    /// and hint, each problem's hint (the tests hold them to both languages).
    pub fn word_ids(&self) -> Vec<String> {
        let mut ids = vec![self.word_id("title"), self.word_id("intro")];
        for exercise in &self.exercises {
            ids.push(exercise.word_id("goal"));
            ids.push(exercise.word_id("hint"));
        }
        ids.extend((1..=self.problems.len()).map(|k| self.word_id(&format!("problem-{k}"))));
        ids
    }

    /// The catalogue's id of its words `part` (`title`, `intro`, `problem-1`):
    /// `lesson-nim-title`.
    fn word_id(&self, part: &str) -> String {
        format!("lesson-{}-{part}", self.id)
    }
}

/// The course: every lesson, in order.
pub struct Course;

impl Course {
    /// Every lesson, in the order of their files, read once.
    pub fn lessons() -> &'static [Lesson] {
        static LESSONS: OnceLock<Vec<Lesson>> = OnceLock::new();
        LESSONS.get_or_init(|| {
            Course::read()
                .into_iter()
                .filter_map(|lesson| {
                    lesson
                        .inspect_err(|error| debug_assert!(false, "a lesson is wrong: {error}"))
                        .ok()
                })
                .collect()
        })
    }

    /// Every lesson file read, or why it is wrong: the tests ask this, so that a wrong
    /// file fails them by name (`lessons` leaves it out).
    pub fn read() -> Vec<Result<Lesson, LessonError>> {
        LESSON_FILES
            .iter()
            .enumerate()
            .map(|(index, (file, text))| read_lesson(file, text, index + 1))
            .collect()
    }

    /// The lesson named `key`: its id (`nim`) or its number (`2`).
    ///
    /// ```
    /// use hopnim::play::lesson::Course;
    /// assert_eq!(Course::lesson("1")?.id, Course::lessons()[0].id);
    /// assert_eq!(
    ///     Course::lesson("chess").unwrap_err().to_string(),
    ///     format!("there is no lesson \"chess\": the lessons are 1 to {}", Course::lessons().len())
    /// );
    /// # Ok::<(), hopnim::play::lesson::LessonError>(())
    /// ```
    pub fn lesson(key: &str) -> Result<&'static Lesson, LessonError> {
        let lessons = Course::lessons();
        lessons
            .iter()
            .find(|lesson| lesson.id == key || key.parse() == Ok(lesson.number))
            .ok_or_else(|| LessonError::NoSuchLesson {
                key: Quoted::new(key),
                count: lessons.len(),
            })
    }

    /// The exercise `number` (from 1) of the lesson named `key`.
    pub fn exercise(key: &str, number: usize) -> Result<&'static Exercise, LessonError> {
        let lesson = Course::lesson(key)?;
        lesson
            .exercises
            .get(number.wrapping_sub(1))
            .ok_or_else(|| LessonError::NoSuchExercise {
                lesson: lesson.id.clone(),
                number,
                count: lesson.exercises.len(),
            })
    }

    /// Every exercise as JSON Lines, the same in every language: `lesson`, `exercise`,
    /// `kind`, `board`, `rules`, `misere`, `answer` (a value, every accepted move, or
    /// `null`), `par` (a `win`'s, else `null`) and `problems` (the lesson's problems'
    /// names), one object a line.
    ///
    /// ```
    /// use hopnim::play::lesson::Course;
    /// let mut out = Vec::new();
    /// Course::write_export(&mut out)?;
    /// let first: serde_json::Value = serde_json::from_slice(out.split(|&b| b == b'\n').next().unwrap())?;
    /// assert_eq!(first["exercise"], 1);
    /// assert!(first["problems"].is_array());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write_export(out: &mut impl io::Write) -> io::Result<()> {
        for lesson in Course::lessons() {
            let problems: Vec<&str> = lesson.problems.iter().map(|p| p.name.as_str()).collect();
            for exercise in &lesson.exercises {
                let line = ExportLine {
                    lesson: &lesson.id,
                    exercise: exercise.number,
                    kind: exercise.kind,
                    board: exercise.board.to_string(),
                    rules: exercise.variant.rules.name(),
                    misere: exercise.variant.is_misere(),
                    answer: exercise.answer.to_json(),
                    par: exercise.par,
                    problems: &problems,
                };
                serde_json::to_writer(&mut *out, &line)?;
                out.write_all(b"\n")?;
            }
        }
        Ok(())
    }
}

/// One line of [`Course::write_export`], its fields in the documented order.
#[derive(Serialize)]
struct ExportLine<'a> {
    lesson: &'a str,
    exercise: usize,
    kind: Kind,
    board: String,
    rules: &'static str,
    misere: bool,
    answer: serde_json::Value,
    par: Option<u32>,
    problems: &'a [&'a str],
}

/// A lesson's file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonData {
    id: String,
    problems: Vec<Problem>,
    exercises: Vec<ExerciseData>,
}

/// An exercise as written in a lesson's file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExerciseData {
    kind: Kind,
    board: String,
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    misere: bool,
    #[serde(default)]
    answer: Option<serde_json::Value>,
    #[serde(default)]
    par: Option<u32>,
}

/// The lesson of file `file` (its text `text`), number `number` of the course.
fn read_lesson(file: &str, text: &str, number: usize) -> Result<Lesson, LessonError> {
    let wrong = |why: String| LessonError::BadFile {
        file: file.into(),
        why,
    };
    let data: LessonData = serde_json::from_str(text).map_err(|e| wrong(e.to_string()))?;
    let expected = format!("{number:02}-{}.json", data.id);
    if file != expected {
        return Err(wrong(format!(
            "lesson {number} with id {:?} must be named {expected}",
            data.id
        )));
    }
    let exercises = data
        .exercises
        .into_iter()
        .enumerate()
        .map(|(index, exercise)| {
            read_exercise(&data.id, index + 1, exercise)
                .map_err(|why| wrong(format!("exercise {}: {why}", index + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Lesson {
        id: data.id,
        number,
        problems: data.problems,
        exercises,
    })
}

/// The exercise `number` of lesson `lesson` as written, or why it is wrong.
fn read_exercise(lesson: &str, number: usize, data: ExerciseData) -> Result<Exercise, String> {
    let board: Board = data.board.parse().map_err(|e| format!("board: {e}"))?;
    let rules: Rules = match &data.rules {
        Some(name) => name.parse().map_err(|e| format!("rules: {e}"))?,
        None => Rules::default(),
    };
    let variant = Variant::new(rules, data.misere);
    let answer = match (data.kind, data.answer) {
        (Kind::Value, _) if data.misere => {
            return Err("a value is not asked in misère play".into());
        }
        (Kind::Value, Some(serde_json::Value::Number(value))) => Answer::Value(
            value
                .as_u64()
                .and_then(|value| u32::try_from(value).ok())
                .ok_or("the value must be a whole number")?,
        ),
        (
            Kind::WinningMove | Kind::Fastest | Kind::Longest,
            Some(serde_json::Value::Array(moves)),
        ) => Answer::Moves(
            moves
                .iter()
                .map(|mv| {
                    mv.as_str()
                        .ok_or("a move is a string".to_owned())
                        .and_then(|text| text.parse::<Move>().map_err(|e| format!("{text}: {e}")))
                })
                .collect::<Result<_, _>>()?,
        ),
        (Kind::Win, None) => Answer::None,
        (kind, _) => return Err(format!("the answer does not fit a {kind} exercise")),
    };
    if (data.kind == Kind::Win) != data.par.is_some() {
        return Err("a par is given for a win exercise, and only for one".into());
    }
    Ok(Exercise {
        lesson: lesson.into(),
        number,
        kind: data.kind,
        board,
        variant,
        answer,
        par: data.par,
    })
}

/// Why a lesson, an exercise or a try is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    /// No lesson has this id or number.
    #[error("{}", phrase(self))]
    NoSuchLesson {
        /// What was asked for.
        key: Quoted,
        /// How many lessons there are.
        count: usize,
    },
    /// The lesson has no exercise of this number.
    #[error("{}", phrase(self))]
    NoSuchExercise {
        /// The lesson's id.
        lesson: String,
        /// The number asked for.
        number: usize,
        /// How many exercises it has.
        count: usize,
    },
    /// No kind of exercise has this name.
    #[error("{}", phrase(self))]
    UnknownKind {
        /// The name given.
        kind: Quoted,
    },
    /// A value was asked for, and the try is no whole number.
    #[error("{}", phrase(self))]
    NotANumber {
        /// The try.
        text: Quoted,
    },
    /// A move was asked for, and the try is not written as one.
    #[error("{}", phrase(self))]
    BadMove {
        /// The try.
        text: Quoted,
        /// Where its notation goes wrong.
        error: NotationError,
    },
    /// The move cannot be played on the board.
    #[error("{}", phrase(self))]
    IllegalMove(BoardError),
    /// The moves said to be played already are not a game of the exercise: a move
    /// that cannot be played, or a game that is over.
    #[error("{}", phrase(self))]
    BadGame {
        /// The 1-based number of the move at fault.
        number: usize,
    },
    /// A lesson's file is wrong (a bug the tests catch).
    #[error("{}", phrase(self))]
    BadFile {
        /// The file's name.
        file: String,
        /// What is wrong.
        why: String,
    },
}

/// [`LessonError::phrase`], for `Display` (in English).
fn phrase(error: &LessonError) -> Phrase<'_> {
    error.phrase()
}

impl LessonError {
    /// What is wrong, to be said in any language.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::lesson::Course};
    /// let exercise = &Course::lesson("1")?.exercises[0];
    /// let error = exercise.attempt(&[], "seven", Lang::ZhCn).unwrap_err();
    /// assert!(!Lang::ZhCn.say(error.phrase()).is_empty());
    /// # Ok::<(), hopnim::play::lesson::LessonError>(())
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            LessonError::NoSuchLesson { key, count } => {
                phrase!("lesson-no-such-lesson", key = key, count = *count)
            }
            LessonError::NoSuchExercise {
                lesson,
                number,
                count,
            } => phrase!(
                "lesson-no-such-exercise",
                lesson = lesson.as_str(),
                number = *number,
                count = *count
            ),
            LessonError::UnknownKind { kind } => phrase!("lesson-unknown-kind", kind = kind),
            LessonError::NotANumber { text } => phrase!("lesson-not-a-number", text = text),
            LessonError::BadMove { text, error } => {
                phrase!("lesson-bad-move", text = text, error = error.phrase())
            }
            LessonError::IllegalMove(error) => error.phrase(),
            LessonError::BadGame { number } => phrase!("lesson-bad-game", number = *number),
            LessonError::BadFile { file, why } => {
                phrase!("lesson-bad-file", file = file.as_str(), why = why.as_str())
            }
        }
    }
}
