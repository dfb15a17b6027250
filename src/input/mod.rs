//! Input kinds: the shapes of input a problem reads, declared once in its
//! header as `- input: <kind> <bounds>` (for example `n 1..=9`). A kind holds
//! the statement's constraints, so it can check a fixture against them,
//! generate random inputs inside them for stress mode, shrink a failing input
//! to a simpler one, and tell a placement checker each board's size and the
//! queens the input gives. Adding a problem whose input has a known kind needs
//! no code here.

mod completion;
mod framed;
mod items;
mod partial;
mod partial_until_eof;
mod queens;
pub mod rng;
mod scan;
mod t_then_n;

use framed::{Framed, Framing};
use items::{coords::Coords, given, grid, int::Int, numbers};

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

/// Queens an input itself places, for problems that ask whether they attack
/// (Kattis 8queens, queens): squares as (row from the top, column), 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedQueens {
    pub n: usize,
    pub squares: Vec<(usize, usize)>,
    /// Whether the input gives `x y` coordinates with y upwards (else rows from 1).
    pub coordinates: bool,
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
    /// For inputs that are a board of queens: where the (valid) input puts them.
    fn placed_queens(&self, _text: &str) -> Option<PlacedQueens> {
        None
    }
}

/// Reads a `- input:` declaration (the catalogue is in README, "Adding a problem").
pub fn parse(declaration: &str) -> Result<Box<dyn InputKind>, String> {
    let spec = Spec::new(declaration);
    fn framed<I: framed::Item + 'static>(item: I, framing: Framing) -> Box<dyn InputKind> {
        Box::new(Framed { item, framing })
    }
    let size = || spec.range(0).map(|r| *r.start() as usize);
    Ok(match spec.kind {
        "n" => framed(
            Int {
                range: spec.range(0)?,
            },
            Framing::One,
        ),
        "t-then-n" => Box::new(t_then_n::TThenN::from_spec(&spec)?),
        "partial" => Box::new(partial::Partial::from_spec(&spec)?),
        "partial-until-eof" => Box::new(partial_until_eof::PartialUntilEof::from_spec(&spec)?),
        "n-until-0" => framed(
            Int {
                range: spec.range(0)?,
            },
            Framing::UntilZero {
                count: spec.keyed("lines")?,
            },
        ),
        "grid" => {
            let marks = match (spec.has("blocked"), spec.has("queens")) {
                (true, false) => grid::Marks::Blocked,
                (false, true) => grid::Marks::Queens,
                _ => return Err(format!("'{declaration}' needs 'blocked' or 'queens'")),
            };
            let size = spec.range(0)?;
            framed(
                grid::Grid {
                    size,
                    sized: false,
                    marks,
                },
                Framing::One,
            )
        }
        "grids-until-0" => framed(
            grid::Grid {
                size: spec.range(0)?,
                sized: true,
                marks: grid::Marks::Blocked,
            },
            Framing::UntilZero {
                count: spec.keyed("cases")?,
            },
        ),
        "given-queens" => framed(given::GivenQueens { n: size()? }, Framing::One),
        "fixed-queen" => framed(
            given::FixedQueen { n: size()? },
            Framing::CountFirst {
                count: spec.keyed("datasets")?,
                blank_lines: true,
            },
        ),
        "weight-boards" => framed(
            numbers::WeightBoard {
                n: size()?,
                weights: spec.keyed("weights")?,
            },
            Framing::CountFirst {
                count: spec.keyed("boards")?,
                blank_lines: false,
            },
        ),
        "rows-until-eof" => framed(
            numbers::QueenRows { n: size()? },
            Framing::UntilEof {
                count: spec.keyed("lines")?,
            },
        ),
        "queen-coords" => framed(Coords { n: spec.range(0)? }, Framing::One),
        other => return Err(format!("unknown input kind '{other}' (known: {KNOWN})")),
    })
}

/// The kinds `parse` knows, for its message.
const KNOWN: &str = "n, n-until-0, t-then-n, grid, grids-until-0, given-queens, fixed-queen, \
                     weight-boards, rows-until-eof, queen-coords, partial, partial-until-eof";

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
mod tests;
