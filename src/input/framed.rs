//! Most inputs are a list of items in a frame: one item alone, a count and
//! then that many items, items until a lone `0`, or items until the end of the
//! file. `Framed` is an input kind built from any `Item` and a `Framing`, so a
//! new shape is usually one small item type.

use super::{pick, Board, InputKind, PlacedQueens, Rng, Scan};
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// One unit of an input: a board, a line of numbers, a pair of coordinates.
pub trait Item: Debug + Send + Sync {
    type Value: Clone + Debug;
    /// Reads one item, checking it against the statement's constraints.
    fn read(&self, scan: &mut Scan) -> Result<Self::Value, String>;
    /// Appends the item's text, ending with a newline.
    fn write(&self, value: &Self::Value, out: &mut String);
    fn generate(&self, rng: &mut Rng, size: f64) -> Self::Value;
    /// Simpler items than `value`, simplest first.
    fn shrink(&self, value: &Self::Value) -> Vec<Self::Value>;
    /// The board a placement checker judges for this item, if any.
    fn board(&self, _value: &Self::Value) -> Option<Board> {
        None
    }
    /// The queens the item itself places, if it is a board of queens.
    fn placed_queens(&self, _value: &Self::Value) -> Option<PlacedQueens> {
        None
    }
}

/// How the items of an input follow each other.
#[derive(Clone, Debug)]
pub enum Framing {
    /// Exactly one item.
    One,
    /// A count on its own line, then that many items (optionally separated by blank lines).
    CountFirst {
        count: RangeInclusive<u64>,
        blank_lines: bool,
    },
    /// Items until a lone `0` where the next item would start.
    UntilZero { count: RangeInclusive<u64> },
    /// Items until the end of the file.
    UntilEof { count: RangeInclusive<u64> },
}

#[derive(Debug)]
pub struct Framed<I: Item> {
    pub item: I,
    pub framing: Framing,
}

impl<I: Item> Framed<I> {
    fn read(&self, text: &str) -> Result<Vec<I::Value>, String> {
        let mut scan = Scan::new(text);
        let mut items = Vec::new();
        match &self.framing {
            Framing::One => items.push(self.item.read(&mut scan)?),
            Framing::CountFirst { count, .. } => {
                let (lo, hi) = (*count.start() as i64, *count.end() as i64);
                let k = scan.int("the number of cases", lo..=hi)?;
                for _ in 0..k {
                    items.push(self.item.read(&mut scan)?);
                }
            }
            Framing::UntilZero { count } => loop {
                if scan.peek() == Some("0") {
                    scan.token();
                    break;
                }
                if scan.at_end() {
                    return Err(format!(
                        "line {}: the input ends without its closing 0",
                        scan.line()
                    ));
                }
                items.push(self.item.read(&mut scan)?);
                check_count(items.len(), count, scan.line())?;
            },
            Framing::UntilEof { count } => {
                while !scan.at_end() {
                    items.push(self.item.read(&mut scan)?);
                    check_count(items.len(), count, scan.line())?;
                }
            }
        }
        scan.end()?;
        let lo = match &self.framing {
            Framing::One | Framing::CountFirst { .. } => 0,
            Framing::UntilZero { count } | Framing::UntilEof { count } => *count.start(),
        };
        if (items.len() as u64) < lo {
            return Err(format!(
                "{} cases; the statement asks for at least {lo}",
                items.len()
            ));
        }
        Ok(items)
    }

    fn write(&self, items: &[I::Value]) -> String {
        let mut out = String::new();
        if let Framing::CountFirst { .. } = self.framing {
            out += &format!("{}\n", items.len());
        }
        for item in items {
            // UVa 750: a blank line before each dataset.
            if let Framing::CountFirst {
                blank_lines: true, ..
            } = self.framing
            {
                out.push('\n');
            }
            self.item.write(item, &mut out);
        }
        if let Framing::UntilZero { .. } = self.framing {
            out += "0\n";
        }
        out
    }

    /// The allowed number of items.
    fn count(&self) -> RangeInclusive<u64> {
        match &self.framing {
            Framing::One => 1..=1,
            Framing::CountFirst { count, .. }
            | Framing::UntilZero { count }
            | Framing::UntilEof { count } => count.clone(),
        }
    }
}

fn check_count(len: usize, count: &RangeInclusive<u64>, line: usize) -> Result<(), String> {
    match len as u64 > *count.end() {
        true => Err(format!(
            "line {line}: more than {} cases, the statement's most",
            count.end()
        )),
        false => Ok(()),
    }
}

impl<I: Item> InputKind for Framed<I> {
    fn validate(&self, text: &str) -> Result<(), String> {
        self.read(text).map(|_| ())
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> String {
        // A fixed count draws nothing, so one-item inputs depend on the item alone.
        let count = self.count();
        let k = match count.start() == count.end() {
            true => *count.start() as usize,
            false => pick(rng, &count, size) as usize,
        };
        let items: Vec<I::Value> = (0..k).map(|_| self.item.generate(rng, size)).collect();
        self.write(&items)
    }

    fn shrink(&self, text: &str) -> Vec<String> {
        let Ok(items) = self.read(text) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let count = self.count();
        let fits = |len: usize| count.contains(&(len as u64));
        // Fewer cases first: each case alone, then each half.
        if items.len() > 1 && fits(1) {
            out.extend(
                items
                    .iter()
                    .map(|item| self.write(std::slice::from_ref(item))),
            );
        }
        let half = items.len() / 2;
        if half > 1 && fits(half) {
            out.push(self.write(&items[..half]));
            out.push(self.write(&items[half..]));
        }
        // Short lists: each case removed, then each case made simpler in place
        // (on long ones that would be thousands of candidates; halving comes first).
        if !items.is_empty() && items.len() <= 16 {
            if fits(items.len() - 1) {
                for i in 0..items.len() {
                    let mut fewer = items.clone();
                    fewer.remove(i);
                    out.push(self.write(&fewer));
                }
            }
            for (i, item) in items.iter().enumerate() {
                for simpler in self.item.shrink(item) {
                    let mut changed = items.clone();
                    changed[i] = simpler;
                    out.push(self.write(&changed));
                }
            }
        }
        out.dedup();
        out.retain(|simpler| simpler != text);
        out
    }

    fn boards(&self, text: &str) -> Option<Vec<Board>> {
        let items = self.read(text).ok()?;
        items.iter().map(|item| self.item.board(item)).collect()
    }

    fn placed_queens(&self, text: &str) -> Option<PlacedQueens> {
        match self.read(text).ok()?.as_slice() {
            [only] => self.item.placed_queens(only),
            _ => None,
        }
    }
}
