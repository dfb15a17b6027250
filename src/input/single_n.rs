//! `n LO..=HI`: one integer n, the board size (LeetCode 51/52, Baekjoon 9663,
//! 3344, 21133, Luogu 1219).

use super::{pick, smaller, Board, InputKind, Rng, Scan, Spec};
use std::ops::RangeInclusive;

#[derive(Debug)]
pub struct SingleN {
    n: RangeInclusive<u64>,
}

impl SingleN {
    pub fn from_spec(spec: &Spec) -> Result<SingleN, String> {
        Ok(SingleN { n: spec.range(0)? })
    }

    fn read(&self, text: &str) -> Result<u64, String> {
        let mut scan = Scan::new(text);
        let (lo, hi) = (*self.n.start() as i64, *self.n.end() as i64);
        let n = scan.int("n", lo..=hi)?;
        scan.end()?;
        Ok(n as u64)
    }
}

impl InputKind for SingleN {
    fn validate(&self, text: &str) -> Result<(), String> {
        self.read(text).map(|_| ())
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> String {
        format!("{}\n", pick(rng, &self.n, size))
    }

    fn shrink(&self, text: &str) -> Vec<String> {
        let Ok(n) = self.read(text) else {
            return Vec::new();
        };
        smaller(n, *self.n.start())
            .into_iter()
            .map(|m| format!("{m}\n"))
            .collect()
    }

    fn boards(&self, text: &str) -> Option<Vec<Board>> {
        Some(vec![Board::empty(self.read(text).ok()? as usize)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind() -> SingleN {
        SingleN { n: 1..=9 }
    }

    #[test]
    fn validates_one_integer_inside_the_range() {
        assert!(kind().validate("9\n").is_ok());
        assert!(kind().validate(" 1 ").is_ok());
        assert_eq!(
            kind().validate("10\n"),
            Err("line 1: n = 10 is outside 1..=9".into())
        );
        assert!(kind().validate("4 4").is_err());
        assert!(kind().validate("").is_err());
    }

    #[test]
    fn generated_inputs_are_valid_and_shrink_toward_the_smallest() {
        let mut rng = Rng::new(1);
        for i in 0..100 {
            let text = kind().generate(&mut rng, i as f64 / 100.0);
            assert!(kind().validate(&text).is_ok(), "{text:?}");
        }
        assert_eq!(kind().shrink("9\n"), ["1\n", "5\n", "7\n", "8\n"]);
        assert_eq!(kind().boards("4\n"), Some(vec![Board::empty(4)]));
    }
}
