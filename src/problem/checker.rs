//! The `- checker:` line of a problem's header: which checker judges its output,
//! and for the placement checker, how its answers are written:
//!
//! ```text
//! //! - checker: placement base=1 none=empty        (Baekjoon 3344, 21133)
//! //! - checker: placement base=0 echo-n none=empty (Baekjoon 9175)
//! //! - checker: placement base=1 none=-1           (Baekjoon 30242, 30243)
//! ```

/// How a case's output is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckerKind {
    /// Whitespace-insensitive token compare with the expected file.
    Tokens,
    /// LeetCode's printed list of boards, in any order.
    Boards,
    /// Any valid placement (or completion of the input's queens), written as
    /// the options say.
    Placement(PlacementOptions),
}

/// How a placement problem writes its answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacementOptions {
    /// The number of the first column: 0 or 1.
    pub base: usize,
    /// Each case's answer starts with N itself (Baekjoon 9175).
    pub echo_n: bool,
    /// What a case without any placement prints.
    pub none: NoneMarker,
}

/// What a case prints when no placement exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoneMarker {
    /// Nothing at all (Baekjoon 3344 for N = 2 and 3).
    Empty,
    /// The single token `-1` (Baekjoon 30242/30243).
    MinusOne,
}

/// The placement checker's syntax, for messages.
pub const PLACEMENT_SYNTAX: &str = "placement base=0|1 [echo-n] none=empty|-1";

/// Reads the value of `- checker:`.
pub fn parse(text: &str) -> Result<CheckerKind, String> {
    let (name, options) = text.split_once(' ').unwrap_or((text, ""));
    match (name, options.trim()) {
        ("tokens", "") => Ok(CheckerKind::Tokens),
        ("boards", "") => Ok(CheckerKind::Boards),
        ("placement", options) => PlacementOptions::parse(options)
            .map(CheckerKind::Placement)
            .map_err(|m| format!("checker '{text}': {m}")),
        _ => Err(format!(
            "unknown checker '{text}' (tokens, boards, or {PLACEMENT_SYNTAX})"
        )),
    }
}

impl PlacementOptions {
    /// Reads the words after `placement`; `base=` and `none=` are required so
    /// that every header says how its answers look.
    pub fn parse(words: &str) -> Result<PlacementOptions, String> {
        let (mut base, mut echo_n, mut none) = (None, false, None);
        for word in words.split_whitespace() {
            let repeated = match word.split_once('=') {
                Some(("base", value)) => {
                    let value = match value {
                        "0" => 0,
                        "1" => 1,
                        _ => return Err(format!("'{word}': columns start at base=0 or base=1")),
                    };
                    base.replace(value).is_some()
                }
                Some(("none", value)) => {
                    let value = match value {
                        "empty" => NoneMarker::Empty,
                        "-1" => NoneMarker::MinusOne,
                        _ => {
                            return Err(format!(
                                "'{word}': a case without a placement prints none=empty or none=-1"
                            ))
                        }
                    };
                    none.replace(value).is_some()
                }
                None if word == "echo-n" => std::mem::replace(&mut echo_n, true),
                Some(("layout", _)) => {
                    return Err(format!(
                        "'{word}' is not an option: output is read token by token, \
                         so any layout is accepted (options: {PLACEMENT_SYNTAX})"
                    ))
                }
                _ => {
                    return Err(format!(
                        "unknown option '{word}' (expected {PLACEMENT_SYNTAX})"
                    ))
                }
            };
            if repeated {
                return Err(format!("'{word}' is given twice"));
            }
        }
        let missing = |what: &str| format!("needs {what} (expected {PLACEMENT_SYNTAX})");
        Ok(PlacementOptions {
            base: base.ok_or_else(|| missing("base=0 or base=1"))?,
            echo_n,
            none: none.ok_or_else(|| missing("none=empty or none=-1"))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placement(base: usize, echo_n: bool, none: NoneMarker) -> CheckerKind {
        CheckerKind::Placement(PlacementOptions { base, echo_n, none })
    }

    #[test]
    fn checkers_and_placement_options_are_read() {
        assert_eq!(parse("tokens"), Ok(CheckerKind::Tokens));
        assert_eq!(parse("boards"), Ok(CheckerKind::Boards));
        assert_eq!(
            parse("placement base=1 none=empty"),
            Ok(placement(1, false, NoneMarker::Empty))
        );
        assert_eq!(
            parse("placement  none=-1 echo-n base=0"),
            Ok(placement(0, true, NoneMarker::MinusOne))
        );
    }

    #[test]
    fn unknown_missing_or_repeated_options_are_named() {
        let error = |text| parse(text).unwrap_err();
        assert!(error("placement").contains("needs base=0 or base=1"));
        assert!(error("placement base=1").contains("needs none=empty or none=-1"));
        assert!(error("placement base=2 none=empty").contains("'base=2'"));
        assert!(error("placement base=1 none=0").contains("'none=0'"));
        assert!(error("placement base=1 none=empty base=1").contains("given twice"));
        assert!(error("placement base=1 echo-n echo-n none=-1").contains("given twice"));
        let layout = error("placement base=1 layout=lines none=empty");
        assert!(
            layout.contains("'layout=lines' is not an option"),
            "{layout}"
        );
        let unknown = error("placement base=1 none=empty strict");
        assert!(unknown.contains("unknown option 'strict'"), "{unknown}");
        assert!(unknown.contains(PLACEMENT_SYNTAX), "{unknown}");
        assert!(error("tokens please").contains("unknown checker 'tokens please'"));
    }
}
