//! `partial LO..=HI`: N, then the columns Q_1 … Q_N of the queens already on
//! the board, 1-based, 0 for a row without one (Baekjoon 30242/30243). As those
//! statements say, the given queens never attack each other and never fill the
//! whole board; whether a completion exists is the question, so both kinds occur.
//! The board helpers here serve `partial-until-eof` too.

use super::completion::{self, first_attack, pick_size, Completion, MAX_N};
use super::{smaller, Board, InputKind, Rng, Scan, Spec};
use std::ops::RangeInclusive;

/// Row by row, the 0-based column of a given queen.
pub type Given = Vec<Option<usize>>;

#[derive(Debug)]
pub struct Partial {
    n: RangeInclusive<u64>,
}

impl Partial {
    pub fn from_spec(spec: &Spec) -> Result<Partial, String> {
        Ok(Partial {
            n: board_sizes(spec)?,
        })
    }

    fn read(&self, text: &str) -> Result<Given, String> {
        let mut scan = Scan::new(text);
        let (lo, hi) = (*self.n.start() as i64, *self.n.end() as i64);
        let n = scan.int("N", lo..=hi)?;
        let mut given = Vec::new();
        for row in 1..=n {
            let q = scan.int(&format!("Q_{row}"), 0..=n)?;
            given.push((q as usize).checked_sub(1));
        }
        let line = scan.line();
        scan.end()?;
        if let Some(attack) = attack_message(&given) {
            return Err(format!("line {line}: {attack}"));
        }
        if given.iter().all(Option::is_some) {
            return Err(format!(
                "line {line}: all N = {n} queens are given (the statement always leaves a row empty)"
            ));
        }
        Ok(given)
    }
}

impl InputKind for Partial {
    fn validate(&self, text: &str) -> Result<(), String> {
        self.read(text).map(|_| ())
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> String {
        let n = pick_size(rng, &self.n, size) as usize;
        let mut given = random_board(rng, n, false);
        // The statement never gives a full board.
        if given.iter().all(Option::is_some) {
            given[rng.below(n)] = None;
        }
        format!("{n}\n{}\n", columns_line(&given))
    }

    fn shrink(&self, text: &str) -> Vec<String> {
        let Ok(given) = self.read(text) else {
            return Vec::new();
        };
        simpler_boards(&given, *self.n.start())
            .into_iter()
            .map(|g| format!("{}\n{}\n", g.len(), columns_line(&g)))
            .filter(|candidate| self.validate(candidate).is_ok())
            .collect()
    }

    fn boards(&self, text: &str) -> Option<Vec<Board>> {
        let given = self.read(text).ok()?;
        Some(vec![Board {
            n: given.len(),
            given,
        }])
    }
}

/// The board-size range of a partial kind, which the completion search caps.
pub fn board_sizes(spec: &Spec) -> Result<RangeInclusive<u64>, String> {
    let n = spec.range(0)?;
    match *n.end() <= MAX_N {
        true => Ok(n),
        false => Err(format!(
            "partial boards are at most {MAX_N} wide, not {}",
            n.end()
        )),
    }
}

/// Names two given queens that attack each other, if any.
pub fn attack_message(given: &[Option<usize>]) -> Option<String> {
    let (r1, r2) = first_attack(given)?;
    Some(format!(
        "the given queens of rows {} and {} attack each other (the statement gives none that do)",
        r1 + 1,
        r2 + 1
    ))
}

/// The columns as the input writes them: 1-based, 0 for no queen.
pub fn columns_line(given: &[Option<usize>]) -> String {
    let words: Vec<String> = given
        .iter()
        .map(|c| c.map_or(0, |c| c + 1).to_string())
        .collect();
    words.join(" ")
}

/// A random n × n board with some queens given: none, some or all of a random
/// placement's (so it can be completed), or, unless `completable`, queens
/// dropped at random until none fits, often leaving a board nothing completes.
pub fn random_board(rng: &mut Rng, n: usize, completable: bool) -> Given {
    let placement = completion::random_placement(rng, n);
    let mode = rng.below(if completable { 3 } else { 5 });
    match (mode, placement) {
        (0, _) | (_, None) => vec![None; n],
        (1, Some(columns)) => {
            let keep = rng.range(0, 100) as f64 / 100.0;
            columns
                .into_iter()
                .map(|c| Some(c).filter(|_| rng.chance(keep)))
                .collect()
        }
        (2, Some(columns)) if rng.chance(0.5) => columns.into_iter().map(Some).collect(),
        (2, Some(columns)) => {
            // All but one queen: the last row is forced.
            let mut given: Given = columns.into_iter().map(Some).collect();
            given[rng.below(n)] = None;
            given
        }
        _ => stuck_board(rng, n),
    }
}

/// Queens dropped on random free squares, a random number of them; of a few
/// tries, the first board that provably has no completion, else the last.
fn stuck_board(rng: &mut Rng, n: usize) -> Given {
    let mut given = vec![None; n];
    for _ in 0..8 {
        given = vec![None; n];
        let count = rng.range(1, (n as u64 / 2).max(1));
        for _ in 0..count {
            let r = rng.below(n);
            let c = rng.below(n);
            given[r].get_or_insert(c);
            if first_attack(&given).is_some() {
                given[r] = None;
            }
        }
        if completion::complete(&given, None, 20_000) == Completion::Impossible {
            break;
        }
    }
    given
}

/// Simpler boards than `given`, simplest first: the top-left corner of a
/// smaller board (down to `lo`), then the same board with fewer given queens.
/// Some may break a statement's rule; callers keep the ones that validate.
pub fn simpler_boards(given: &[Option<usize>], lo: u64) -> Vec<Given> {
    let n = given.len();
    let mut out = Vec::new();
    for m in smaller(n as u64, lo) {
        let m = m as usize;
        out.push(given[..m].iter().map(|c| c.filter(|&c| c < m)).collect());
    }
    let rows: Vec<usize> = (0..n).filter(|&r| given[r].is_some()).collect();
    if !rows.is_empty() {
        out.push(vec![None; n]);
        // Half the queens, where that is not all of them or none.
        if rows.len() >= 2 {
            let mut half = given.to_vec();
            rows[..rows.len() / 2].iter().for_each(|&r| half[r] = None);
            out.push(half);
        }
        for &r in &rows {
            let mut fewer = given.to_vec();
            fewer[r] = None;
            out.push(fewer);
        }
    }
    out.dedup();
    out.retain(|candidate| candidate.as_slice() != given);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Baekjoon 30242's constraints.
    fn kind() -> Partial {
        Partial { n: 1..=20 }
    }

    #[test]
    fn validates_the_statements_rules() {
        // Baekjoon 30242's samples 1, 3, 4 and 6.
        for sample in [
            "3\n0 0 0\n",
            "4\n3 0 0 0\n",
            "4\n0 0 0 1\n",
            "19\n0 0 2 0 0 0 0 0 0 0 0 7 0 0 0 0 0 0 10\n",
        ] {
            assert!(kind().validate(sample).is_ok(), "{sample:?}");
        }
        assert_eq!(
            kind().validate("4\n0 5 0 0\n"),
            Err("line 2: Q_2 = 5 is outside 0..=4".into())
        );
        assert_eq!(
            kind().validate("4\n1 0 3 0\n"),
            Err("line 2: the given queens of rows 1 and 3 attack each other (the statement gives none that do)".into())
        );
        assert_eq!(
            kind().validate("4\n2 4 1 3\n"),
            Err(
                "line 2: all N = 4 queens are given (the statement always leaves a row empty)"
                    .into()
            )
        );
        assert!(kind().validate("4\n0 0 0\n").is_err());
        assert!(kind().validate("4\n0 0 0 0 0\n").is_err());
        assert!(kind().validate("21\n").is_err());
        assert!(Partial::from_spec(&Spec::new("partial 1..=65")).is_err());
    }

    #[test]
    fn generated_boards_are_valid_and_include_stuck_ones_and_unsolvable_sizes() {
        let mut rng = Rng::new(30242);
        let (mut stuck, mut solvable, mut tiny) = (0, 0, 0);
        for i in 0..300 {
            let text = kind().generate(&mut rng, i as f64 / 300.0);
            let given = kind()
                .read(&text)
                .unwrap_or_else(|e| panic!("{text:?}: {e}"));
            tiny += usize::from(given.len() == 2 || given.len() == 3);
            match completion::complete(&given, None, 1_000_000) {
                Completion::Found(_) => solvable += 1,
                Completion::Impossible => stuck += 1,
                Completion::GaveUp => panic!("{text:?} took too long"),
            }
        }
        assert!(
            stuck > 30 && solvable > 30 && tiny > 10,
            "{stuck} {solvable} {tiny}"
        );
    }

    #[test]
    fn shrinking_gives_smaller_boards_and_fewer_queens_inside_the_rules() {
        let candidates = kind().shrink("6\n0 3 0 0 2 0\n");
        assert_eq!(candidates[0], "1\n0\n");
        assert!(candidates.contains(&"6\n0 0 0 0 0 0\n".to_string()));
        assert!(candidates.contains(&"6\n0 3 0 0 0 0\n".to_string()));
        assert!(candidates.contains(&"5\n0 3 0 0 2\n".to_string()));
        assert!(candidates.iter().all(|c| kind().validate(c).is_ok()));
    }

    #[test]
    fn a_board_with_one_queen_never_shrinks_to_itself() {
        // "Half the queens" of one queen was the board itself: the shrink loop
        // went round on it until its 400-trial cap.
        let candidates = kind().shrink("4\n0 0 0 4\n");
        assert!(
            !candidates.contains(&"4\n0 0 0 4\n".to_string()),
            "{candidates:?}"
        );
        assert!(
            candidates.contains(&"4\n0 0 0 0\n".to_string()),
            "{candidates:?}"
        );
    }

    #[test]
    fn the_board_carries_the_given_queens_0_based() {
        assert_eq!(
            kind().boards("4\n3 0 0 0\n"),
            Some(vec![Board {
                n: 4,
                given: vec![Some(2), None, None, None]
            }])
        );
    }
}
