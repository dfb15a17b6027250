//! Small queen helpers for the generators: a valid placement of any size and
//! completion counting for uniqueness checks (random placements and completion
//! search are in `completion.rs`). They build inputs only; no problem's answer
//! comes from here.

/// A valid placement of `n` queens (0-based column per row) for n = 1 or n ≥ 4:
/// even columns then odd ones, patched when n mod 6 is 2 or 3.
pub fn construction(n: usize) -> Vec<usize> {
    let evens = (2..=n).step_by(2);
    let odds = (1..=n).step_by(2);
    let columns: Vec<usize> = match n % 6 {
        2 => evens
            .chain([3, 1])
            .chain(odds.filter(|&c| c > 5))
            .chain(if n >= 5 { vec![5] } else { vec![] })
            .collect(),
        3 => evens
            .filter(|&c| c != 2)
            .chain([2])
            .chain(odds.filter(|&c| c > 3))
            .chain([1, 3])
            .collect(),
        _ => evens.chain(odds).collect(),
    };
    columns.into_iter().map(|c| c - 1).collect()
}

/// Completions of `given` (a column or `None` per row), up to `limit`.
pub fn completions(given: &[Option<usize>], limit: u64) -> u64 {
    fn go(given: &[Option<usize>], row: usize, cols: u64, d1: u64, d2: u64, limit: u64) -> u64 {
        let n = given.len();
        if row == n {
            return 1;
        }
        let mut total = 0;
        for c in 0..n {
            let (a, b) = (row + c, row + n - c);
            if cols >> c & 1 == 1 || d1 >> a & 1 == 1 || d2 >> b & 1 == 1 {
                continue;
            }
            if given[row].is_some_and(|g| g != c) {
                continue;
            }
            total += go(
                given,
                row + 1,
                cols | 1 << c,
                d1 | 1 << a,
                d2 | 1 << b,
                limit - total,
            );
            if total >= limit {
                break;
            }
        }
        total
    }
    go(given, 0, 0, 0, 0, limit.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `cols` (a column per row) places its queens without an attack.
    fn is_valid(cols: &[usize]) -> bool {
        cols.iter().enumerate().all(|(r, &c)| {
            cols[..r]
                .iter()
                .enumerate()
                .all(|(r2, &c2)| c2 != c && c2.abs_diff(c) != r - r2)
        })
    }

    #[test]
    fn the_construction_is_valid_for_every_size_that_has_a_solution() {
        for n in (1..=60).filter(|&n| n != 2 && n != 3) {
            let cols = construction(n);
            let mut sorted = cols.clone();
            sorted.sort();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "n = {n}");
            assert!(is_valid(&cols), "n = {n}: {cols:?}");
        }
    }

    #[test]
    fn completions_count_and_random_solutions_are_valid() {
        assert_eq!(completions(&[None; 8], u64::MAX), 92);
        assert_eq!(completions(&[None; 3], u64::MAX), 0);
        let eight = construction(8);
        let given: Vec<Option<usize>> = eight.iter().map(|&c| Some(c)).collect();
        assert_eq!(completions(&given, 5), 1);
    }
}
