//! Colour for people at a terminal: on when asked for, or by default when standard
//! output is a terminal and `NO_COLOR` is not set (<https://no-color.org>).

use std::fmt;
use std::io::IsTerminal;

use anstyle::{AnsiColor, Effects, Style};
use clap::ValueEnum;
use hopnim::play::table::{Mark, Marker};

/// The `--color` flag.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    /// The palette for standard output under this choice.
    pub fn for_stdout(self) -> Palette {
        let enabled = match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
            }
        };
        Palette { enabled }
    }
}

/// Paints text in a few fixed styles, or leaves it plain when colour is off.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Palette {
    enabled: bool,
}

impl Palette {
    /// A winning side or move.
    pub const WIN: Style = AnsiColor::Green.on_default().effects(Effects::BOLD);
    /// A losing side or move.
    pub const LOSE: Style = AnsiColor::Red.on_default();
    /// What counts: an odd stair, a heading.
    pub const STRONG: Style = Style::new().effects(Effects::BOLD);
    /// What does not count: an even stair, a remark.
    pub const FAINT: Style = Style::new().effects(Effects::DIMMED);

    /// `text` in `style` when colour is on.
    pub fn paint<T: fmt::Display>(self, style: Style, text: T) -> Painted<T> {
        Painted {
            style: if self.enabled { style } else { Style::new() },
            text,
        }
    }
}

/// Text with a style, written with the style's codes around it. Made by
/// [`Palette::paint`].
pub struct Painted<T> {
    style: Style,
    text: T,
}

impl<T: fmt::Display> fmt::Display for Painted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = self.style;
        write!(f, "{style}{}{style:#}", self.text)
    }
}

/// The analysis table's marks, in the palette's styles.
impl Marker for Palette {
    fn mark(&self, mark: Mark, text: &dyn fmt::Display) -> String {
        let style = match mark {
            Mark::Strong => Palette::STRONG,
            Mark::Win => Palette::WIN,
            Mark::Lose => Palette::LOSE,
            Mark::Faint => Palette::FAINT,
        };
        self.paint(style, text).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_has_no_escape_codes() {
        assert_eq!(
            Palette { enabled: false }
                .paint(Palette::WIN, "wins")
                .to_string(),
            "wins"
        );
        let coloured = Palette { enabled: true }
            .paint(Palette::WIN, "wins")
            .to_string();
        assert!(coloured.starts_with('\u{1b}') && coloured.contains("wins"));
    }
}
