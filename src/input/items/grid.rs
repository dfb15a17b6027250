//! A square board of `.` and `*`, alone (`grid 8 blocked`, `grid 8 queens`) or
//! after its size (`grids-until-0 3..=15`). `*` is a blocked square or a queen,
//! as the problem says; generators lean on the edges of each reading.

use super::super::framed::Item;
use super::super::{completion, pick, smaller, PlacedQueens, Rng, Scan};
use std::ops::RangeInclusive;

/// What a `*` means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// A square that cannot hold a queen (CSES 1624, UVa 11195).
    Blocked,
    /// A queen (Kattis 8queens).
    Queens,
}

#[derive(Debug)]
pub struct Grid {
    pub size: RangeInclusive<u64>,
    /// Whether the board is preceded by its size on a line of its own.
    pub sized: bool,
    pub marks: Marks,
}

/// `rows[r][c]`: whether square (r, c) holds a `*`.
pub type Squares = Vec<Vec<bool>>;

impl Item for Grid {
    type Value = Squares;

    fn read(&self, scan: &mut Scan) -> Result<Squares, String> {
        let n = match self.sized {
            true => {
                let (lo, hi) = (*self.size.start() as i64, *self.size.end() as i64);
                scan.int("n", lo..=hi)? as usize
            }
            false => *self.size.start() as usize,
        };
        let mut rows = Vec::with_capacity(n);
        for r in 0..n {
            let line = scan.line();
            let row = scan
                .token()
                .ok_or_else(|| format!("line {line}: the input ends at row {} of {n}", r + 1))?;
            if row.len() != n || row.bytes().any(|b| b != b'.' && b != b'*') {
                return Err(format!(
                    "line {line}: row {} should be {n} characters of '.' and '*', found {:?}",
                    r + 1,
                    row.chars().take(20).collect::<String>()
                ));
            }
            rows.push(row.bytes().map(|b| b == b'*').collect());
        }
        Ok(rows)
    }

    fn write(&self, rows: &Squares, out: &mut String) {
        if self.sized {
            *out += &format!("{}\n", rows.len());
        }
        for row in rows {
            out.extend(row.iter().map(|&marked| if marked { '*' } else { '.' }));
            out.push('\n');
        }
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> Squares {
        let n = pick(rng, &self.size, size) as usize;
        match self.marks {
            Marks::Blocked => blocked(rng, n),
            Marks::Queens => queens_board(rng, n),
        }
    }

    fn shrink(&self, rows: &Squares) -> Vec<Squares> {
        let n = rows.len();
        let mut out = Vec::new();
        if self.sized {
            // Smaller boards cut from each corner.
            for m in smaller(n as u64, *self.size.start()) {
                let m = m as usize;
                for (dr, dc) in [(0, 0), (n - m, n - m), (0, n - m), (n - m, 0)] {
                    out.push((0..m).map(|r| rows[r + dr][dc..dc + m].to_vec()).collect());
                }
            }
        }
        // Fewer marks: all, then half of them, then one at a time.
        let marked: Vec<(usize, usize)> = (0..n)
            .flat_map(|r| (0..n).map(move |c| (r, c)))
            .filter(|&(r, c)| rows[r][c])
            .collect();
        let without = |gone: &[(usize, usize)]| {
            let mut fewer = rows.clone();
            gone.iter().for_each(|&(r, c)| fewer[r][c] = false);
            fewer
        };
        if marked.len() > 1 {
            out.push(without(&marked));
            let (first, second) = marked.split_at(marked.len() / 2);
            out.push(without(first));
            out.push(without(second));
        }
        out.extend(marked.iter().map(|&square| without(&[square])));
        out
    }

    fn placed_queens(&self, rows: &Squares) -> Option<PlacedQueens> {
        let n = rows.len();
        let squares = (0..n)
            .flat_map(|r| (0..n).map(move |c| (r, c)))
            .filter(|&(r, c)| rows[r][c]);
        (self.marks == Marks::Queens).then(|| PlacedQueens {
            n,
            squares: squares.collect(),
            coordinates: false,
        })
    }
}

/// Random blocked squares: none, a few, many, a symmetric pattern, or a full row.
fn blocked(rng: &mut Rng, n: usize) -> Squares {
    let density = [0.0, 0.05, 0.2, 0.5, 0.8][rng.below(5)];
    let mut rows: Squares = (0..n)
        .map(|_| (0..n).map(|_| rng.chance(density)).collect())
        .collect();
    match rng.below(6) {
        // Mirrored left to right: a symmetry a fast path may use.
        0 => {
            for row in &mut rows {
                for c in 0..n / 2 {
                    row[n - 1 - c] = row[c];
                }
            }
        }
        // Invariant under a half turn.
        1 => {
            for r in 0..n {
                for c in 0..n {
                    if (r, c) > (n - 1 - r, n - 1 - c) {
                        rows[r][c] = rows[n - 1 - r][n - 1 - c];
                    }
                }
            }
        }
        // A row with no free square: no placement at all.
        2 if n > 0 => {
            let r = rng.below(n);
            rows[r].iter_mut().for_each(|s| *s = true);
        }
        _ => {}
    }
    rows
}

/// Queens on a board: a valid placement, the same with one queen moved,
/// added or removed, or queens at random.
fn queens_board(rng: &mut Rng, n: usize) -> Squares {
    let mut rows = vec![vec![false; n]; n];
    if rng.below(4) == 0 {
        let k = rng.below(n + 1);
        for _ in 0..k {
            let (r, c) = (rng.below(n), rng.below(n));
            rows[r][c] = true;
        }
        return rows;
    }
    let Some(cols) = completion::random_placement(rng, n) else {
        return rows;
    };
    cols.iter()
        .enumerate()
        .for_each(|(r, &c)| rows[r][c] = true);
    let r = rng.below(n);
    match rng.below(4) {
        0 => {
            rows[r][cols[r]] = false;
            rows[r][rng.below(n)] = true;
        }
        1 => rows[rng.below(n)][rng.below(n)] = true,
        2 => rows[r][cols[r]] = false,
        _ => {}
    }
    rows
}
