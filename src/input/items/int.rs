//! One integer (a board size n) as an item: `n` (the item alone), `n-until-0`.

use super::super::framed::Item;
use super::super::{pick, smaller, Board, Rng, Scan};
use std::ops::RangeInclusive;

#[derive(Debug)]
pub struct Int {
    pub range: RangeInclusive<u64>,
}

impl Item for Int {
    type Value = u64;

    fn read(&self, scan: &mut Scan) -> Result<u64, String> {
        let (lo, hi) = (*self.range.start() as i64, *self.range.end() as i64);
        Ok(scan.int("n", lo..=hi)? as u64)
    }

    fn write(&self, value: &u64, out: &mut String) {
        *out += &format!("{value}\n");
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> u64 {
        pick(rng, &self.range, size)
    }

    fn shrink(&self, value: &u64) -> Vec<u64> {
        smaller(*value, *self.range.start())
    }

    fn board(&self, value: &u64) -> Option<Board> {
        Some(Board::empty(*value as usize))
    }
}
