//! Queens on partial boards, for the input kinds that give some: whether two
//! given queens attack each other, and a completion search (to check a
//! statement's promise that one exists, and to generate boards from random
//! placements). Boards are at most 64 wide, so a row's squares fit in a `u64`.

use super::{pick, Rng};
use std::ops::RangeInclusive;

/// The widest board the partial kinds accept.
pub const MAX_N: u64 = 64;

/// The first pair of rows (0-based, in reading order) whose given queens attack each other.
pub fn first_attack(given: &[Option<usize>]) -> Option<(usize, usize)> {
    let queens: Vec<(usize, usize)> = given
        .iter()
        .enumerate()
        .filter_map(|(r, c)| Some((r, (*c)?)))
        .collect();
    for (j, &(r2, c2)) in queens.iter().enumerate() {
        for &(r1, c1) in &queens[..j] {
            if c1 == c2 || r2 - r1 == c1.abs_diff(c2) {
                return Some((r1, r2));
            }
        }
    }
    None
}

/// What a completion search found.
#[derive(Debug, PartialEq, Eq)]
pub enum Completion {
    /// Every row's column (0-based), the given queens kept.
    Found(Vec<usize>),
    /// No completion exists: the search was exhaustive.
    Impossible,
    /// The step budget ran out first.
    GaveUp,
}

/// Searches for a completion of `given` (which must not attack itself), trying
/// the row with the fewest free squares first; with `rng`, in random order, so
/// that an empty board gives a random placement. At most `budget` queens are tried.
pub fn complete(given: &[Option<usize>], rng: Option<&mut Rng>, budget: u64) -> Completion {
    let n = given.len();
    assert!(n as u64 <= MAX_N, "boards are at most {MAX_N} wide");
    if n == 0 {
        return Completion::Found(Vec::new());
    }
    let mut search = Search {
        n,
        full: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        columns: 0,
        sums: 0,
        diffs: 0,
        placed: given.to_vec(),
        rng,
        budget,
    };
    for (r, c) in given.iter().enumerate() {
        if let Some(c) = *c {
            search.set(r, c);
        }
    }
    match search.go() {
        Some(true) => Completion::Found(search.placed.iter().map(|c| c.expect("placed")).collect()),
        Some(false) => Completion::Impossible,
        None => Completion::GaveUp,
    }
}

/// A random placement of n queens, if one exists (n is 2 or 3 otherwise).
pub fn random_placement(rng: &mut Rng, n: usize) -> Option<Vec<usize>> {
    match complete(&vec![None; n], Some(rng), u64::MAX) {
        Completion::Found(columns) => Some(columns),
        _ => None,
    }
}

/// A board size for a generated input: like `pick`, but now and then one
/// without any placement (2 or 3) when the range holds one.
pub fn pick_size(rng: &mut Rng, range: &RangeInclusive<u64>, size: f64) -> u64 {
    let unsolvable: Vec<u64> = [2, 3].into_iter().filter(|n| range.contains(n)).collect();
    if !unsolvable.is_empty() && rng.below(8) == 0 {
        return unsolvable[rng.below(unsolvable.len())];
    }
    pick(rng, range, size)
}

struct Search<'a> {
    n: usize,
    full: u64,
    /// Taken columns, and taken diagonals by r + c and by r - c + n - 1.
    columns: u64,
    sums: u128,
    diffs: u128,
    placed: Vec<Option<usize>>,
    rng: Option<&'a mut Rng>,
    budget: u64,
}

impl Search<'_> {
    fn set(&mut self, r: usize, c: usize) {
        self.columns ^= 1 << c;
        self.sums ^= 1 << (r + c);
        self.diffs ^= 1 << (r + self.n - 1 - c);
    }

    /// The columns still free in row r.
    fn free(&self, r: usize) -> u64 {
        let sums = (self.sums >> r) as u64;
        let diffs = (self.diffs >> r) as u64;
        // Column c's anti-diagonal bit is r + n - 1 - c: reverse the n bits.
        let diffs = diffs.reverse_bits() >> (64 - self.n);
        self.full & !self.columns & !sums & !diffs
    }

    /// `Some(found)`, or `None` when the budget ran out.
    fn go(&mut self) -> Option<bool> {
        let mut best: Option<(usize, u64)> = None;
        for r in (0..self.n).filter(|&r| self.placed[r].is_none()) {
            let free = self.free(r);
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((r, free));
            }
        }
        let Some((r, free)) = best else {
            return Some(true);
        };
        let mut columns: Vec<usize> = (0..self.n).filter(|&c| free >> c & 1 == 1).collect();
        if let Some(rng) = self.rng.as_deref_mut() {
            rng.shuffle(&mut columns);
        }
        for c in columns {
            self.budget = self.budget.checked_sub(1)?;
            self.set(r, c);
            self.placed[r] = Some(c);
            let found = self.go();
            if found != Some(false) {
                return found;
            }
            self.placed[r] = None;
            self.set(r, c);
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The columns as 1-based input, 0 for no queen.
    fn board(columns: &[usize]) -> Vec<Option<usize>> {
        columns.iter().map(|&c| c.checked_sub(1)).collect()
    }

    fn valid(n: usize, columns: &[usize]) -> bool {
        let given: Vec<Option<usize>> = columns.iter().map(|&c| Some(c)).collect();
        columns.len() == n && columns.iter().all(|&c| c < n) && first_attack(&given).is_none()
    }

    #[test]
    fn attacks_between_given_queens_are_found() {
        assert_eq!(first_attack(&board(&[2, 0, 0, 4, 0])), None);
        assert_eq!(first_attack(&board(&[2, 0, 2, 0])), Some((0, 2)));
        assert_eq!(first_attack(&board(&[0, 1, 0, 3])), Some((1, 3)));
        assert_eq!(first_attack(&board(&[0, 3, 2, 0])), Some((1, 2)));
    }

    #[test]
    fn completions_keep_the_given_queens_or_are_proved_impossible() {
        for n in [1, 4, 5, 8, 13, 31, 50, 64] {
            let columns = random_placement(&mut Rng::new(n as u64), n).unwrap();
            assert!(valid(n, &columns), "n = {n}: {columns:?}");
        }
        assert_eq!(random_placement(&mut Rng::new(1), 2), None);
        assert_eq!(random_placement(&mut Rng::new(1), 3), None);
        // Baekjoon 30242's samples: 3 1 4 2 is the only completion of the third.
        assert_eq!(
            complete(&board(&[3, 0, 0, 0]), None, 100),
            Completion::Found(vec![2, 0, 3, 1])
        );
        assert_eq!(
            complete(&board(&[0, 0, 0, 1]), None, 100),
            Completion::Impossible
        );
        let given = board(&[2, 0, 0, 0, 4, 0, 0, 0]);
        let Completion::Found(columns) = complete(&given, None, 1000) else {
            panic!("SPOJ NQUEEN's second sample has a completion");
        };
        assert!(valid(8, &columns) && columns[0] == 1 && columns[4] == 3);
        assert_eq!(complete(&vec![None; 30], None, 3), Completion::GaveUp);
    }
}
