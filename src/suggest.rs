//! "Did you mean …?": the known names nearest a mistyped one, by edit distance
//! (insertions, deletions, substitutions and swaps of two neighbours), so
//! `boj9633` finds `boj9663` and `lc15` finds `lc51`.

/// The names of `known` nearest `word`, when near enough to be what was meant:
/// at most two edits, and fewer than half the word's length (so a short word is
/// not "near" everything). Ties all come back, in `known`'s order.
pub fn nearest<'a>(word: &str, known: &'a [String]) -> Vec<&'a str> {
    let word = word.to_lowercase();
    let limit = 2.min(word.chars().count().saturating_sub(1) / 2);
    let scored: Vec<(usize, &str)> = known
        .iter()
        .map(|k| (distance(&word, &k.to_lowercase()), k.as_str()))
        .filter(|&(d, _)| d <= limit)
        .collect();
    let best = scored.iter().map(|&(d, _)| d).min();
    scored
        .into_iter()
        .filter(|&(d, _)| Some(d) == best)
        .map(|(_, k)| k)
        .collect()
}

/// Optimal string alignment distance between `a` and `b`, over characters.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // d[i][j]: the distance between a[..i] and b[..j].
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids() -> Vec<String> {
        [
            "boj9663", "boj3344", "boj30242", "boj30243", "lc51", "lc52", "uva750",
        ]
        .map(String::from)
        .to_vec()
    }

    #[test]
    fn a_typo_of_one_or_two_edits_finds_the_id() {
        let ids = ids();
        assert_eq!(nearest("boj9633", &ids), ["boj9663"]);
        assert_eq!(nearest("BOJ9663", &ids), ["boj9663"]);
        assert_eq!(nearest("bjo9663", &ids), ["boj9663"], "a swap is one edit");
        assert_eq!(nearest("boj966", &ids), ["boj9663"]);
        assert_eq!(nearest("lc15", &ids), ["lc51"]);
        assert_eq!(nearest("boj3024", &ids), ["boj30242", "boj30243"]);
    }

    #[test]
    fn a_word_far_from_every_id_finds_nothing() {
        let ids = ids();
        assert!(nearest("mine.py", &ids).is_empty());
        assert!(nearest("lc", &ids).is_empty(), "too short to guess from");
        assert!(nearest("boj1000", &ids).is_empty());
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
    }
}
