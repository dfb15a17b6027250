//! Rows of numbers: a board of weights (`weight-boards 8`, UVa 167) and a line
//! of queen rows, one per column (`rows-until-eof 8`, UVa 11085).

use super::super::framed::Item;
use super::super::{completion, Rng, Scan};
use std::ops::RangeInclusive;

#[derive(Debug)]
pub struct WeightBoard {
    pub n: usize,
    pub weights: RangeInclusive<u64>,
}

impl Item for WeightBoard {
    type Value = Vec<Vec<u64>>;

    fn read(&self, scan: &mut Scan) -> Result<Self::Value, String> {
        let (lo, hi) = (*self.weights.start() as i64, *self.weights.end() as i64);
        (0..self.n)
            .map(|_| {
                (0..self.n)
                    .map(|_| Ok(scan.int("a weight", lo..=hi)? as u64))
                    .collect()
            })
            .collect()
    }

    fn write(&self, board: &Self::Value, out: &mut String) {
        for row in board {
            let words: Vec<String> = row.iter().map(|w| format!("{w:>4}")).collect();
            *out += &words.concat();
            out.push('\n');
        }
    }

    fn generate(&self, rng: &mut Rng, _size: f64) -> Self::Value {
        let (lo, hi) = (*self.weights.start(), *self.weights.end());
        let flat = rng.below(5) == 0;
        let base = rng.range(lo, hi);
        (0..self.n)
            .map(|_| {
                (0..self.n)
                    .map(|_| if flat { base } else { rng.range(lo, hi) })
                    .collect()
            })
            .collect()
    }

    fn shrink(&self, board: &Self::Value) -> Vec<Self::Value> {
        let lo = *self.weights.start();
        let flat = vec![vec![lo; self.n]; self.n];
        let mut out = Vec::new();
        if *board != flat {
            out.push(flat);
        }
        // Each row flattened to the smallest weight.
        for r in 0..self.n {
            if board[r].iter().any(|&w| w != lo) {
                let mut flatter = board.clone();
                flatter[r] = vec![lo; self.n];
                out.push(flatter);
            }
        }
        out
    }
}

#[derive(Debug)]
pub struct QueenRows {
    pub n: usize,
}

impl Item for QueenRows {
    type Value = Vec<usize>;

    fn read(&self, scan: &mut Scan) -> Result<Vec<usize>, String> {
        let n = self.n as i64;
        (0..self.n)
            .map(|_| Ok(scan.int("a row", 1..=n)? as usize))
            .collect()
    }

    fn write(&self, rows: &Vec<usize>, out: &mut String) {
        let words: Vec<String> = rows.iter().map(usize::to_string).collect();
        *out += &words.join(" ");
        out.push('\n');
    }

    fn generate(&self, rng: &mut Rng, _size: f64) -> Vec<usize> {
        // Already a solution, one or two queens off, or anything.
        let mut rows: Vec<usize> = match completion::random_placement(rng, self.n) {
            Some(solution) if rng.below(3) > 0 => solution.iter().map(|c| c + 1).collect(),
            _ => (0..self.n).map(|_| 1 + rng.below(self.n)).collect(),
        };
        for _ in 0..rng.below(3) {
            let i = rng.below(self.n);
            rows[i] = 1 + rng.below(self.n);
        }
        rows
    }

    fn shrink(&self, _rows: &Vec<usize>) -> Vec<Vec<usize>> {
        Vec::new()
    }
}
