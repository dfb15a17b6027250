//! Input kinds: the shapes of input a problem reads, declared once in its
//! header as `- input: <kind> <bounds>` (for example `n 1..=9`). A kind holds
//! the statement's constraints, so it can check a fixture against them,
//! generate random inputs inside them for stress mode, shrink a failing input
//! to a simpler one, and tell a placement checker each board's size and the
//! queens the input gives. Adding a problem whose input has a known kind needs
//! no code here.

mod partial;
mod partial_until_eof;
mod queens;
pub mod rng;
mod scan;
mod single_n;
mod t_then_n;

pub use rng::Rng;
pub use scan::Scan;

use std::ops::RangeInclusive;

/// One board a placement problem asks about: its size and, row by row, the
/// 0-based column of a queen the input already gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    pub given: Vec<Option<usize>>,
}

impl Board {
    /// An empty n × n board.
    pub fn empty(n: usize) -> Board {
        Board {
            n,
            given: vec![None; n],
        }
    }
}

/// What a problem's input may be, and what can be done with it.
pub trait InputKind: std::fmt::Debug + Send + Sync {
    /// Checks `text` against the statement's constraints; the error says where
    /// and how it leaves them.
    fn validate(&self, text: &str) -> Result<(), String>;
    /// A random input inside the constraints; `size` in 0.0..=1.0 grows it from
    /// the smallest toward the largest the statement allows.
    fn generate(&self, rng: &mut Rng, size: f64) -> String;
    /// Inputs inside the constraints that are simpler than `text` (fewer cases,
    /// smaller boards, fewer queens or blocked squares), simplest first.
    fn shrink(&self, text: &str) -> Vec<String>;
    /// For placement problems: each board the (valid) input asks about.
    fn boards(&self, _text: &str) -> Option<Vec<Board>> {
        None
    }
}

/// Reads a `- input:` declaration.
pub fn parse(declaration: &str) -> Result<Box<dyn InputKind>, String> {
    let spec = Spec::new(declaration);
    match spec.kind {
        "n" => single_n::SingleN::from_spec(&spec).map(|k| Box::new(k) as Box<dyn InputKind>),
        "t-then-n" => t_then_n::TThenN::from_spec(&spec).map(|k| Box::new(k) as Box<dyn InputKind>),
        "partial" => partial::Partial::from_spec(&spec).map(|k| Box::new(k) as Box<dyn InputKind>),
        "partial-until-eof" => partial_until_eof::PartialUntilEof::from_spec(&spec)
            .map(|k| Box::new(k) as Box<dyn InputKind>),
        other => Err(format!("unknown input kind '{other}' (known: {KNOWN})")),
    }
}

/// The kinds `parse` knows, for its message.
const KNOWN: &str = "n, t-then-n, partial, partial-until-eof";

/// A declaration split into its kind and its words: positional bounds such as
/// `1..=9` or `8`, and keyed ones such as `lines=1..=100`.
pub struct Spec<'a> {
    pub kind: &'a str,
    words: Vec<&'a str>,
    text: &'a str,
}

impl<'a> Spec<'a> {
    fn new(text: &'a str) -> Spec<'a> {
        let mut words = text.split_whitespace();
        Spec {
            kind: words.next().unwrap_or(""),
            words: words.collect(),
            text,
        }
    }

    fn positional(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.words.iter().copied().filter(|w| !is_keyed(w))
    }

    /// The `i`-th positional range (`LO..=HI`, or one number for both ends).
    pub fn range(&self, i: usize) -> Result<RangeInclusive<u64>, String> {
        let word = self
            .positional()
            .nth(i)
            .ok_or_else(|| format!("'{}' needs a range such as 1..=9", self.text))?;
        parse_range(word).ok_or_else(|| format!("'{word}' in '{}' is not LO..=HI", self.text))
    }

    /// The range after `key=`.
    pub fn keyed(&self, key: &str) -> Result<RangeInclusive<u64>, String> {
        let word = self
            .words
            .iter()
            .find_map(|w| w.strip_prefix(key)?.strip_prefix('='))
            .ok_or_else(|| format!("'{}' needs {key}=LO..=HI", self.text))?;
        parse_range(word).ok_or_else(|| format!("'{key}={word}' in '{}' is not LO..=HI", self.text))
    }

    /// Whether the bare word `flag` is present.
    pub fn has(&self, flag: &str) -> bool {
        self.positional().any(|w| w == flag)
    }
}

/// `lines=1..=100` is keyed; `1..=100` is not.
fn is_keyed(word: &str) -> bool {
    word.split_once('=').is_some_and(|(key, _)| {
        !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-')
    })
}

fn parse_range(word: &str) -> Option<RangeInclusive<u64>> {
    let (lo, hi) = word.split_once("..=").unwrap_or((word, word));
    let (lo, hi) = (lo.parse().ok()?, hi.parse().ok()?);
    (lo <= hi).then_some(lo..=hi)
}

/// A value in `range` for a generated input of relative `size`: usually a
/// random value up to the size's share of the range, often one of its edges.
pub fn pick(rng: &mut Rng, range: &RangeInclusive<u64>, size: f64) -> u64 {
    let (lo, hi) = (*range.start(), *range.end());
    let top = lo + ((hi - lo) as f64 * size.clamp(0.0, 1.0)).round() as u64;
    match rng.below(8) {
        0 => lo,
        1 => top,
        _ => rng.range(lo, top),
    }
}

/// Values below `value` down to `lo`, simplest first: `lo`, then halfway
/// steps closing in on `value` (so a shrink loop needs only a few runs a step).
pub fn smaller(value: u64, lo: u64) -> Vec<u64> {
    let mut out = Vec::new();
    if value <= lo {
        return out;
    }
    out.push(lo);
    let mut gap = (value - lo) / 2;
    while gap > 0 {
        let candidate = value - gap;
        if out.last() != Some(&candidate) {
            out.push(candidate);
        }
        gap /= 2;
    }
    if out.last() != Some(&(value - 1)) {
        out.push(value - 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_read_ranges_and_keys() {
        let spec = Spec::new("grids-until-0 3..=15 cases=1..=10 blocked");
        assert_eq!(spec.kind, "grids-until-0");
        assert_eq!(spec.range(0), Ok(3..=15));
        assert_eq!(spec.keyed("cases"), Ok(1..=10));
        assert!(spec.has("blocked"));
        assert!(spec.keyed("lines").is_err());
        assert_eq!(Spec::new("grid 8").range(0), Ok(8..=8));
        assert!(Spec::new("n 9..=1").range(0).is_err());
    }

    #[test]
    fn unknown_kinds_are_named() {
        let error = parse("hexagon 1..=3").unwrap_err();
        assert!(error.contains("unknown input kind 'hexagon'"), "{error}");
    }

    #[test]
    fn smaller_values_start_at_the_bottom_and_close_in() {
        assert_eq!(smaller(20, 1), [1, 11, 16, 18, 19]);
        assert_eq!(smaller(2, 1), [1]);
        assert!(smaller(1, 1).is_empty());
    }
}
