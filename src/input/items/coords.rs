//! `queen-coords LO..=HI` (Kattis queens): N, then N lines `x y`, a queen's
//! coordinates (0-based, below N). Generators start from valid placements and
//! break them in the ways a verifier must notice.

use super::super::framed::Item;
use super::super::{pick, queens, PlacedQueens, Rng, Scan};
use std::ops::RangeInclusive;

#[derive(Debug)]
pub struct Coords {
    pub n: RangeInclusive<u64>,
}

impl Item for Coords {
    type Value = Vec<(usize, usize)>;

    fn read(&self, scan: &mut Scan) -> Result<Self::Value, String> {
        let (lo, hi) = (*self.n.start() as i64, *self.n.end() as i64);
        let n = scan.int("N", lo..=hi)?;
        (0..n)
            .map(|_| {
                let x = scan.int("x", 0..=n - 1)? as usize;
                let y = scan.int("y", 0..=n - 1)? as usize;
                Ok((x, y))
            })
            .collect()
    }

    fn write(&self, queens: &Self::Value, out: &mut String) {
        *out += &format!("{}\n", queens.len());
        for (x, y) in queens {
            *out += &format!("{x} {y}\n");
        }
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> Self::Value {
        let mut n = pick(rng, &self.n, size) as usize;
        if n == 2 || n == 3 {
            n = 4;
        }
        let n = n.min(*self.n.end() as usize);
        let cols = queens::construction(n);
        // Turned or mirrored, so a verifier cannot assume one orientation.
        let turn = rng.below(4);
        let mut placed: Vec<(usize, usize)> = cols
            .iter()
            .enumerate()
            .map(|(r, &c)| match turn {
                0 => (r, c),
                1 => (c, r),
                2 => (r, n - 1 - c),
                _ => (n - 1 - r, c),
            })
            .collect();
        rng.shuffle(&mut placed);
        if n > 1 {
            match rng.below(4) {
                0 => placed[0] = placed[1],
                1 => placed[0].0 = (placed[0].0 + 1) % n,
                2 => {
                    let (i, j) = (rng.below(n), rng.below(n));
                    let (a, b) = (placed[i], placed[j]);
                    placed[i] = (a.0, b.1);
                    placed[j] = (b.0, a.1);
                }
                _ => {}
            }
        }
        placed
    }

    fn shrink(&self, _queens: &Self::Value) -> Vec<Self::Value> {
        Vec::new()
    }

    fn placed_queens(&self, queens: &Self::Value) -> Option<PlacedQueens> {
        let n = queens.len();
        Some(PlacedQueens {
            n,
            // y grows upwards: the top row of a drawing is y = N - 1.
            squares: queens.iter().map(|&(x, y)| (n - 1 - y, x)).collect(),
            coordinates: true,
        })
    }
}
