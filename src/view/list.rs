//! `--list`: every problem of the kit on one line each, with its judge, limits,
//! number of fixtures and title, so a new user finds the ids without reading
//! an error message. The title comes last: it may hold wide characters
//! (`N皇后问题`) that would break the alignment of any column after it.

use crate::problem::{Judge, Limits, Practice};
use crate::units::{format_kib, format_limit};

/// One problem, as listed.
#[derive(Clone, Debug)]
pub struct Entry {
    pub id: String,
    pub judge: Judge,
    pub title: String,
    pub limits: Limits,
    /// Which of the time and the memory limit are the kit's practice choice.
    pub practice: Practice,
    pub fixtures: usize,
}

/// The table, a header line and one line per problem, each ending in a newline.
pub fn table(entries: &[Entry]) -> String {
    // A practice limit is marked after the figure, so the figures stay aligned.
    let mark = |practice: bool| if practice { "*" } else { " " };
    let rows: Vec<[String; 6]> = entries
        .iter()
        .map(|e| {
            [
                e.id.clone(),
                e.judge.name().to_string(),
                format!("{}{}", format_limit(e.limits.time), mark(e.practice.time)),
                format!(
                    "{}{}",
                    format_kib(e.limits.memory_kib),
                    mark(e.practice.memory)
                ),
                e.fixtures.to_string(),
                e.title.clone(),
            ]
        })
        .collect();
    let header = ["id", "judge", "time ", "memory ", "cases", "title"].map(String::from);
    let mut widths = [0; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        let [id, judge, time, memory, cases, title] = row;
        let [w0, w1, w2, w3, w4] = widths;
        out += &format!(
            "{id:<w0$}  {judge:<w1$}  {time:>w2$}  {memory:>w3$}  {cases:>w4$}  {title}\n"
        );
    }
    if entries.iter().any(|e| e.practice.time || e.practice.memory) {
        out += "* a practice limit: the judge publishes none we could confirm (see README)\n";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_list_aligns_its_columns_and_marks_practice_limits() {
        let entry = |id: &str, judge, ms, mib: u64, practice, fixtures, title: &str| Entry {
            id: id.into(),
            judge,
            title: title.into(),
            limits: Limits {
                time: Duration::from_millis(ms),
                memory_kib: mib * 1024,
                output_bytes: 1 << 20,
            },
            practice,
            fixtures,
        };
        let table = table(&[
            entry(
                "boj9663",
                Judge::Baekjoon,
                10_000,
                128,
                Practice::default(),
                14,
                "N-Queen",
            ),
            entry(
                "lc51",
                Judge::LeetCode,
                1000,
                256,
                Practice {
                    time: true,
                    memory: true,
                },
                9,
                "N-Queens",
            ),
            entry(
                "hdu2553",
                Judge::Hdu,
                1000,
                32,
                Practice::default(),
                5,
                "N皇后问题",
            ),
        ]);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines[0], "id       judge     time    memory   cases  title");
        assert_eq!(
            lines[1],
            "boj9663  Baekjoon  10 s   128 MiB      14  N-Queen"
        );
        assert_eq!(
            lines[2],
            "lc51     LeetCode   1 s*  256 MiB*      9  N-Queens"
        );
        assert_eq!(
            lines[3],
            "hdu2553  HDU        1 s    32 MiB       5  N皇后问题"
        );
        assert!(lines[4].starts_with("* a practice limit"));
    }
}
