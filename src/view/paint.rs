//! Colour: only on a terminal, never when `NO_COLOR` is set (no-color.org),
//! never in JSON; `--color always|never|auto` overrides the terminal test, so
//! a test (or a pager that understands colour) can ask for it.

/// What `--color` asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    /// Colour when stdout is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Reads `--color`'s value.
    pub fn parse(word: &str) -> Option<ColorChoice> {
        match word {
            "auto" => Some(ColorChoice::Auto),
            "always" => Some(ColorChoice::Always),
            "never" => Some(ColorChoice::Never),
            _ => None,
        }
    }

    /// Whether to colour, given where the output goes. `NO_COLOR` (any
    /// non-empty value) wins over `auto` but not over an explicit `always`.
    pub fn resolve(self, json: bool, terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        let no_color = no_color.is_some_and(|v| !v.is_empty());
        match self {
            _ if json => false,
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && !no_color,
        }
    }

    /// [`resolve`](Self::resolve) for this process's stdout and environment.
    pub fn for_stdout(self, json: bool) -> Paint {
        use std::io::IsTerminal;
        let terminal = std::io::stdout().is_terminal();
        Paint {
            colour: self.resolve(json, terminal, std::env::var_os("NO_COLOR").as_deref()),
        }
    }
}

/// Wraps text in ANSI colours, or leaves it plain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Paint {
    pub colour: bool,
}

/// SGR codes the kit uses, named for what they mean.
pub mod tint {
    pub const BOLD: &str = "1";
    pub const DIM: &str = "2";
    pub const GOOD: &str = "32";
    pub const WARN: &str = "33";
    pub const BAD: &str = "31";
    pub const LIMIT: &str = "35";
    pub const FAULT: &str = "1;31";
}

impl Paint {
    pub const PLAIN: Paint = Paint { colour: false };

    pub fn paint(&self, code: &str, text: &str) -> String {
        match self.colour {
            true => format!("\x1b[{code}m{text}\x1b[0m"),
            false => text.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn colour_follows_the_terminal_unless_no_color_or_json_or_an_explicit_choice() {
        let set = Some(OsStr::new("1"));
        let empty = Some(OsStr::new(""));
        assert!(ColorChoice::Auto.resolve(false, true, None));
        assert!(
            ColorChoice::Auto.resolve(false, true, empty),
            "empty NO_COLOR is unset"
        );
        assert!(!ColorChoice::Auto.resolve(false, true, set));
        assert!(!ColorChoice::Auto.resolve(false, false, None));
        assert!(ColorChoice::Always.resolve(false, false, set));
        assert!(!ColorChoice::Never.resolve(false, true, None));
        assert!(
            !ColorChoice::Always.resolve(true, true, None),
            "JSON is plain"
        );
        assert_eq!(ColorChoice::parse("always"), Some(ColorChoice::Always));
        assert_eq!(ColorChoice::parse("yes"), None);
        assert_eq!(
            Paint { colour: true }.paint("31", "RE"),
            "\x1b[31mRE\x1b[0m"
        );
        assert_eq!(Paint::PLAIN.paint("31", "RE"), "RE");
    }
}
