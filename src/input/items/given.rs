//! Queens already on the board. `given-queens 8` (AOJ ALDS1_13_A): k, then k
//! lines `r c` (0-based), which the statement guarantees to complete in exactly
//! one way. `fixed-queen 8` (UVa 750): one queen, `row col`, 1-based.

use super::super::framed::Item;
use super::super::{completion, queens, Board, Rng, Scan};

#[derive(Debug)]
pub struct GivenQueens {
    pub n: usize,
}

impl GivenQueens {
    fn board(&self, placed: &[(usize, usize)]) -> Vec<Option<usize>> {
        let mut given = vec![None; self.n];
        placed.iter().for_each(|&(r, c)| given[r] = Some(c));
        given
    }
}

impl Item for GivenQueens {
    type Value = Vec<(usize, usize)>;

    fn read(&self, scan: &mut Scan) -> Result<Self::Value, String> {
        let n = self.n as i64;
        let k = scan.int("k", 0..=n)?;
        let mut placed = Vec::new();
        for _ in 0..k {
            let line = scan.line();
            let r = scan.int("r", 0..=n - 1)? as usize;
            let c = scan.int("c", 0..=n - 1)? as usize;
            if placed.iter().any(|&(r2, _)| r2 == r) {
                return Err(format!("line {line}: two queens in row {r}"));
            }
            placed.push((r, c));
        }
        match queens::completions(&self.board(&placed), 2) {
            1 => Ok(placed),
            0 => Err("the given queens have no completion; the statement promises one".into()),
            _ => Err(
                "the given queens complete in more than one way; the statement promises one".into(),
            ),
        }
    }

    fn write(&self, placed: &Self::Value, out: &mut String) {
        *out += &format!("{}\n", placed.len());
        for (r, c) in placed {
            *out += &format!("{r} {c}\n");
        }
    }

    fn generate(&self, rng: &mut Rng, _size: f64) -> Self::Value {
        let solution = completion::random_placement(rng, self.n).expect("n has a solution");
        let mut rows: Vec<usize> = (0..self.n).collect();
        rng.shuffle(&mut rows);
        // Reveal queens until the completion is unique.
        let mut placed: Vec<(usize, usize)> = Vec::new();
        for r in rows {
            if queens::completions(&self.board(&placed), 2) == 1 {
                break;
            }
            placed.push((r, solution[r]));
        }
        placed
    }

    fn shrink(&self, placed: &Self::Value) -> Vec<Self::Value> {
        // Each queen removed (the loop keeps only those that stay unique).
        (0..placed.len())
            .map(|i| {
                let mut fewer = placed.clone();
                fewer.remove(i);
                fewer
            })
            .collect()
    }

    fn board(&self, placed: &Self::Value) -> Option<Board> {
        Some(Board {
            n: self.n,
            given: self.board(placed),
        })
    }
}

#[derive(Debug)]
pub struct FixedQueen {
    pub n: usize,
}

impl Item for FixedQueen {
    type Value = (usize, usize);

    fn read(&self, scan: &mut Scan) -> Result<(usize, usize), String> {
        let n = self.n as i64;
        let row = scan.int("row", 1..=n)? as usize;
        let col = scan.int("col", 1..=n)? as usize;
        Ok((row, col))
    }

    fn write(&self, &(row, col): &(usize, usize), out: &mut String) {
        *out += &format!("{row} {col}\n");
    }

    fn generate(&self, rng: &mut Rng, _size: f64) -> (usize, usize) {
        // Corners and the centre are where wrong solutions tend to slip.
        match rng.below(4) {
            0 => (1, 1),
            1 => (self.n, self.n),
            _ => (1 + rng.below(self.n), 1 + rng.below(self.n)),
        }
    }

    fn shrink(&self, &(row, col): &(usize, usize)) -> Vec<(usize, usize)> {
        [(1, 1), (1, col), (row, 1)]
            .into_iter()
            .filter(|&p| p < (row, col))
            .collect()
    }
}
