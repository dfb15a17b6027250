//! `partial-until-eof LO..=HI lines=LO..=HI`: lines up to the end of the file,
//! each N and then N columns, 1-based, 0 for a row without a queen (SPOJ
//! NQUEEN). That statement promises every line a completion, so the given
//! queens never attack each other and a search must find one; a full board is
//! not ruled out.

use super::completion::{self, pick_size, Completion};
use super::partial::{
    attack_message, board_sizes, columns_line, random_board, simpler_boards, Given,
};
use super::{pick, smaller, Board, InputKind, Rng, Spec};
use std::ops::RangeInclusive;

/// Queens the search may try before a line is reported as unconfirmed.
const BUDGET: u64 = 2_000_000;

#[derive(Debug)]
pub struct PartialUntilEof {
    n: RangeInclusive<u64>,
    lines: RangeInclusive<u64>,
}

impl PartialUntilEof {
    pub fn from_spec(spec: &Spec) -> Result<PartialUntilEof, String> {
        Ok(PartialUntilEof {
            n: board_sizes(spec)?,
            lines: spec.keyed("lines")?,
        })
    }

    fn read(&self, text: &str) -> Result<Vec<Given>, String> {
        let mut boards = Vec::new();
        let lines: Vec<&str> = text.lines().collect();
        let last = lines
            .iter()
            .rposition(|l| !l.trim().is_empty())
            .map_or(0, |i| i + 1);
        for (i, line) in lines[..last].iter().enumerate() {
            if line.trim().is_empty() {
                return Err(format!(
                    "line {} is blank; every line up to the end holds a case",
                    i + 1
                ));
            }
            let given = self
                .read_line(line)
                .map_err(|m| format!("line {}: {m}", i + 1))?;
            boards.push(given);
        }
        if !self.lines.contains(&(boards.len() as u64)) {
            return Err(format!(
                "{} lines of cases; the statement allows {}..={}",
                boards.len(),
                self.lines.start(),
                self.lines.end()
            ));
        }
        Ok(boards)
    }

    fn read_line(&self, line: &str) -> Result<Given, String> {
        let mut words = line.split_whitespace();
        let mut int = |what: &str, range: RangeInclusive<u64>| -> Result<u64, String> {
            let word = words
                .next()
                .ok_or_else(|| format!("the line ends where {what} should be"))?;
            let value: u64 = word
                .parse()
                .map_err(|_| format!("{what} should be an integer, found {word:?}"))?;
            match range.contains(&value) {
                true => Ok(value),
                false => Err(format!(
                    "{what} = {value} is outside {}..={}",
                    range.start(),
                    range.end()
                )),
            }
        };
        let n = int("N", self.n.clone())?;
        let mut given = Vec::new();
        for row in 1..=n {
            given.push((int(&format!("the column of row {row}"), 0..=n)? as usize).checked_sub(1));
        }
        if let Some(extra) = words.next() {
            return Err(format!("unexpected {extra:?} after the N = {n} columns"));
        }
        if let Some(attack) = attack_message(&given) {
            return Err(attack);
        }
        match completion::complete(&given, None, BUDGET) {
            Completion::Found(_) => Ok(given),
            Completion::Impossible => {
                Err("no completion of the given queens exists (the statement promises one)".into())
            }
            Completion::GaveUp => Err(format!(
                "no completion found within {BUDGET} steps, and the statement promises one"
            )),
        }
    }

    fn write(boards: &[Given]) -> String {
        boards
            .iter()
            .map(|g| format!("{} {}\n", g.len(), columns_line(g)))
            .collect()
    }
}

impl InputKind for PartialUntilEof {
    fn validate(&self, text: &str) -> Result<(), String> {
        self.read(text).map(|_| ())
    }

    fn generate(&self, rng: &mut Rng, size: f64) -> String {
        let count = pick(rng, &self.lines, size);
        let boards: Vec<Given> = (0..count)
            .map(|_| {
                let mut n = pick_size(rng, &self.n, size);
                // Every line has a completion: a size without a placement becomes the largest.
                if n == 2 || n == 3 {
                    n = *self.n.end();
                }
                random_board(rng, n as usize, true)
            })
            .collect();
        PartialUntilEof::write(&boards)
    }

    fn shrink(&self, text: &str) -> Vec<String> {
        let Ok(boards) = self.read(text) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for len in smaller(boards.len() as u64, *self.lines.start()) {
            out.push(PartialUntilEof::write(&boards[..len as usize]));
        }
        if boards.len() as u64 > *self.lines.start() {
            for skip in 0..boards.len() {
                out.push(PartialUntilEof::write(
                    &[&boards[..skip], &boards[skip + 1..]].concat(),
                ));
            }
        }
        for (i, given) in boards.iter().enumerate() {
            for simpler in simpler_boards(given, *self.n.start()) {
                let mut fewer = boards.clone();
                fewer[i] = simpler;
                out.push(PartialUntilEof::write(&fewer));
            }
        }
        out.retain(|candidate| self.validate(candidate).is_ok());
        out.dedup();
        out
    }

    fn boards(&self, text: &str) -> Option<Vec<Board>> {
        let boards = self.read(text).ok()?;
        Some(
            boards
                .into_iter()
                .map(|given| Board {
                    n: given.len(),
                    given,
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SPOJ NQUEEN's constraints (the number of lines is not bounded there).
    fn kind() -> PartialUntilEof {
        PartialUntilEof {
            n: 1..=50,
            lines: 1..=100,
        }
    }

    const SAMPLE: &str = "4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n";

    #[test]
    fn validates_each_line_and_the_promise_of_a_completion() {
        assert!(kind().validate(SAMPLE).is_ok());
        assert!(kind().validate("1 1\n4 2 4 1 3\n\n").is_ok());
        assert_eq!(
            kind().validate("4 0 0 0 0\n\n4 0 0 0 0\n"),
            Err("line 2 is blank; every line up to the end holds a case".into())
        );
        assert_eq!(
            kind().validate("4 0 0 0\n"),
            Err("line 1: the line ends where the column of row 4 should be".into())
        );
        assert_eq!(
            kind().validate("4 0 0 0 0 0\n"),
            Err("line 1: unexpected \"0\" after the N = 4 columns".into())
        );
        assert_eq!(
            kind().validate("4 0 0 0 0\n3 0 0 0\n"),
            Err(
                "line 2: no completion of the given queens exists (the statement promises one)"
                    .into()
            )
        );
        assert!(kind()
            .validate("4 1 2 0 0\n")
            .unwrap_err()
            .contains("attack each other"));
        assert!(kind()
            .validate("51 0\n")
            .unwrap_err()
            .contains("N = 51 is outside 1..=50"));
        assert!(kind()
            .validate("")
            .unwrap_err()
            .contains("0 lines of cases"));
    }

    #[test]
    fn generated_inputs_are_valid_and_reach_the_edges() {
        let mut rng = Rng::new(1771);
        let mut sizes = Vec::new();
        for i in 0..40 {
            let text = kind().generate(&mut rng, (i % 10) as f64 / 9.0);
            let boards = kind()
                .read(&text)
                .unwrap_or_else(|e| panic!("{text:?}: {e}"));
            sizes.extend(boards.iter().map(Vec::len));
        }
        assert!(sizes.contains(&1) && sizes.contains(&50));
    }

    #[test]
    fn shrinking_gives_fewer_lines_and_simpler_boards_that_still_have_completions() {
        let candidates = kind().shrink(SAMPLE);
        assert_eq!(candidates[0], "4 0 0 0 0\n");
        assert!(candidates.contains(&"8 2 0 0 0 4 0 0 0\n".to_string()));
        assert!(candidates.contains(&"4 0 0 0 0\n8 0 0 0 0 4 0 0 0\n".to_string()));
        assert!(candidates.iter().all(|c| kind().validate(c).is_ok()));
    }

    #[test]
    fn each_line_is_a_board_with_its_queens_0_based() {
        let boards = kind().boards(SAMPLE).unwrap();
        assert_eq!(boards[0], Board::empty(4));
        assert_eq!(
            boards[1].given,
            [Some(1), None, None, None, Some(3), None, None, None]
        );
    }
}
