//! A learner's progress: the stars each solved exercise earned, never lowered.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::course::Lesson;

/// The stars a solved exercise earns: 3 when solved at the first try without the
/// hint, 2 after one wrong try or with the hint, 1 otherwise.
///
/// ```
/// use hopnim::play::lesson::Stars;
/// assert_eq!(Stars::earned(0, false).get(), 3);
/// assert_eq!(Stars::earned(1, false).get(), 2);
/// assert_eq!(Stars::earned(0, true).get(), 2);
/// assert_eq!(Stars::earned(1, true).get(), 1);
/// assert_eq!(Stars::earned(9, false).get(), 1);
/// assert_eq!(Stars::try_from(4).unwrap_err().to_string(), "4 stars: an exercise earns 1 to 3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Stars(u8);

impl Stars {
    /// The most an exercise earns.
    pub const MAX: Stars = Stars(3);

    /// What solving earns after `wrong` wrong tries, `hinted` or not.
    pub fn earned(wrong: u32, hinted: bool) -> Stars {
        let slips = wrong.saturating_add(u32::from(hinted));
        Stars(match slips {
            0 => 3,
            1 => 2,
            _ => 1,
        })
    }

    /// How many: 1 to 3.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Drawn as `★★☆`: as many full stars as earned, out of three.
    ///
    /// ```
    /// use hopnim::play::lesson::Stars;
    /// assert_eq!(Stars::earned(1, false).drawn(), "★★☆");
    /// ```
    pub fn drawn(self) -> String {
        (0..Stars::MAX.0)
            .map(|star| if star < self.0 { '★' } else { '☆' })
            .collect()
    }
}

/// A number of stars no exercise earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} stars: an exercise earns 1 to 3")]
pub struct StarsError(u8);

impl TryFrom<u8> for Stars {
    type Error = StarsError;

    fn try_from(stars: u8) -> Result<Stars, StarsError> {
        if (1..=Stars::MAX.0).contains(&stars) {
            Ok(Stars(stars))
        } else {
            Err(StarsError(stars))
        }
    }
}

impl From<Stars> for u8 {
    fn from(stars: Stars) -> u8 {
        stars.0
    }
}

/// The stars of every solved exercise, by lesson id and exercise number; as JSON
/// `{"lessons":{"nim":{"1":3,"2":2}}}`. Recording never lowers what is kept.
///
/// ```
/// use hopnim::play::lesson::{Course, Progress, Stars};
/// let mut progress = Progress::default();
/// progress.record("nim", 1, Stars::earned(0, false));
/// progress.record("nim", 1, Stars::earned(5, true));
/// assert_eq!(progress.stars("nim", 1), Some(Stars::MAX));
/// let json = serde_json::to_string(&progress)?;
/// assert_eq!(json, r#"{"lessons":{"nim":{"1":3}}}"#);
/// assert_eq!(serde_json::from_str::<Progress>(&json)?, progress);
/// progress.reset(Some("nim"));
/// assert_eq!(progress, Progress::default());
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    lessons: BTreeMap<String, BTreeMap<usize, Stars>>,
}

impl Progress {
    /// Keeps `stars` for exercise `exercise` of lesson `lesson`, unless more are kept.
    pub fn record(&mut self, lesson: &str, exercise: usize, stars: Stars) {
        let kept = self
            .lessons
            .entry(lesson.to_owned())
            .or_default()
            .entry(exercise)
            .or_insert(stars);
        *kept = (*kept).max(stars);
    }

    /// The stars kept for an exercise, if it was solved.
    pub fn stars(&self, lesson: &str, exercise: usize) -> Option<Stars> {
        self.lessons.get(lesson)?.get(&exercise).copied()
    }

    /// How many of `lesson`'s exercises are solved, and the lesson's stars when all
    /// are: the fewest any of them earned.
    pub fn lesson_stars(&self, lesson: &Lesson) -> (usize, Option<Stars>) {
        let kept: Vec<Stars> = lesson
            .exercises
            .iter()
            .filter_map(|exercise| self.stars(&lesson.id, exercise.number))
            .collect();
        let all = kept.len() == lesson.exercises.len();
        (kept.len(), kept.iter().min().copied().filter(|_| all))
    }

    /// Forgets one lesson's stars, or every lesson's.
    pub fn reset(&mut self, lesson: Option<&str>) {
        match lesson {
            Some(lesson) => {
                self.lessons.remove(lesson);
            }
            None => self.lessons.clear(),
        }
    }
}
