//! The players of a game against the engine: you and the engine.

/// A side of the game: `you` or `engine` in JSON.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The person playing.
    You,
    /// The opponent, [`engine`](crate::play::engine).
    Engine,
}

impl Player {
    /// The other side.
    pub const fn other(self) -> Player {
        match self {
            Player::You => Player::Engine,
            Player::Engine => Player::You,
        }
    }

    /// `you` or `engine`.
    pub const fn name(self) -> &'static str {
        match self {
            Player::You => "you",
            Player::Engine => "engine",
        }
    }
}
