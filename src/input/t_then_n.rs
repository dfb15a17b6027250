//! `t-then-n LO..=HI t=LO..=HI`: a count T, then T board sizes N, one a line
//! (Baekjoon 9175: "a single integer … the number of problem specifications …
//! Exactly that many lines follow, each giving the value of N").

use super::completion::pick_size;
use super::{pick, smaller, Board, InputKind, Rng, Scan, Spec};
use std::ops::RangeInclusive;

#[derive(Debug)]
pub struct TThenN {
    n: RangeInclusive<u64>,
    t: RangeInclusive<u64>,
}

impl TThenN {
    pub fn from_spec(spec: &Spec) -> Result<TThenN, String> {
        Ok(TThenN {
            n: spec.range(0)?,
            t: spec.keyed("t")?,
        })
    }

    fn read(&self, text: &str) -> Result<Vec<u64>, String> {
        let mut scan = Scan::new(text);
        let signed = |r: &RangeInclusive<u64>| *r.start() as i64..=*r.end() as i64;
        let t = scan.int("T", signed(&self.t))?;
        let mut sizes = Vec::new();
        for case in 1..=t {
            sizes.push(scan.int(&format!("N of case {case}"), signed(&self.n))? as u64);
        }
        scan.end()?;
        Ok(sizes)
    }

    fn write(sizes: &[u64]) -> String {
        let mut text = format!("{}\n", sizes.len());
        for n in sizes {
            text += &format!("{n}\n");
        }
        text
    }
}

impl InputKind for TThenN {
    fn validate(&self, text: &str) -> Result<(), String> {
        self.read(text).map(|_| ())
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> String {
        let t = pick(rng, &self.t, size);
        let sizes: Vec<u64> = (0..t).map(|_| pick_size(rng, &self.n, size)).collect();
        TThenN::write(&sizes)
    }

    fn shrink(&self, text: &str) -> Vec<String> {
        let Ok(sizes) = self.read(text) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // Fewer cases: a prefix, then the whole list less one case.
        for len in smaller(sizes.len() as u64, *self.t.start()) {
            out.push(TThenN::write(&sizes[..len as usize]));
        }
        if sizes.len() as u64 > *self.t.start() {
            for skip in 0..sizes.len() {
                let rest: Vec<u64> = [&sizes[..skip], &sizes[skip + 1..]].concat();
                out.push(TThenN::write(&rest));
            }
        }
        // Smaller boards, one case at a time.
        for (i, &n) in sizes.iter().enumerate() {
            for m in smaller(n, *self.n.start()) {
                let mut fewer = sizes.clone();
                fewer[i] = m;
                out.push(TThenN::write(&fewer));
            }
        }
        out.dedup();
        out
    }

    fn boards(&self, text: &str) -> Option<Vec<Board>> {
        let sizes = self.read(text).ok()?;
        Some(sizes.iter().map(|&n| Board::empty(n as usize)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Baekjoon 9175's constraints (T is not bounded by the statement).
    fn kind() -> TThenN {
        TThenN {
            n: 4..=300,
            t: 1..=100,
        }
    }

    #[test]
    fn validates_the_count_and_every_size() {
        assert!(kind().validate("4\n4\n8\n25\n50\n").is_ok());
        assert!(kind().validate("1\n300").is_ok());
        assert_eq!(
            kind().validate("2\n4\n301\n"),
            Err("line 3: N of case 2 = 301 is outside 4..=300".into())
        );
        assert_eq!(
            kind().validate("3\n4\n5\n"),
            Err("line 4: the input ends where N of case 3 should be".into())
        );
        assert_eq!(
            kind().validate("1\n4\n5\n"),
            Err("line 3: unexpected \"5\" after the end of the input".into())
        );
        assert!(kind().validate("0\n").is_err());
        assert!(kind().validate("101\n").is_err());
    }

    #[test]
    fn generated_inputs_are_valid_and_reach_the_edges() {
        let mut rng = Rng::new(9175);
        let mut seen = Vec::new();
        for i in 0..200 {
            let text = kind().generate(&mut rng, (i % 10) as f64 / 9.0);
            let sizes = kind()
                .read(&text)
                .unwrap_or_else(|e| panic!("{text:?}: {e}"));
            seen.extend(sizes);
        }
        assert!(seen.contains(&4) && seen.contains(&300));
        // With 2 and 3 inside the range, sizes without a placement come up too.
        let small = TThenN {
            n: 1..=10,
            t: 1..=5,
        };
        let sizes: Vec<u64> = (0..100)
            .flat_map(|_| small.read(&small.generate(&mut rng, 1.0)).unwrap())
            .collect();
        assert!(sizes.contains(&2) && sizes.contains(&3));
    }

    #[test]
    fn shrinking_gives_fewer_cases_and_smaller_boards_inside_the_constraints() {
        let candidates = kind().shrink("3\n300\n8\n4\n");
        assert_eq!(candidates[0], "1\n300\n");
        assert!(candidates.contains(&"2\n8\n4\n".to_string()));
        assert!(candidates.contains(&"3\n4\n8\n4\n".to_string()));
        assert!(candidates.iter().all(|c| kind().validate(c).is_ok()));
        assert!(kind().shrink("1\n4\n").is_empty());
    }

    #[test]
    fn each_case_is_an_empty_board() {
        assert_eq!(
            kind().boards("2\n4\n8\n"),
            Some(vec![Board::empty(4), Board::empty(8)])
        );
        assert_eq!(kind().boards("2\n4\n"), None);
    }
}
