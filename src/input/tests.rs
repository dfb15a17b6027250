//! Tests of the declarations and of every kind together.

use super::*;

#[test]
fn declarations_read_ranges_and_keys() {
    let spec = Spec::new("grids-until-0 3..=15 cases=1..=10 blocked");
    assert_eq!(spec.kind, "grids-until-0");
    assert_eq!(spec.range(0), Ok(3..=15));
    assert_eq!(spec.keyed("cases"), Ok(1..=10));
    assert!(spec.has("blocked"));
    assert!(spec.keyed("lines").is_err());
    assert_eq!(Spec::new("grid 8").range(0), Ok(8..=8));
    assert!(Spec::new("n 9..=1").range(0).is_err());
}

#[test]
fn unknown_kinds_are_named() {
    let error = parse("hexagon 1..=3").unwrap_err();
    assert!(error.contains("unknown input kind 'hexagon'"), "{error}");
}

/// One declaration of every kind, with the bounds of the problem that uses it.
const EVERY_KIND: [&str; 9] = [
    "n 1..=9",
    "n-until-0 1..=10 lines=1..=20",
    "grid 8 blocked",
    "grid 8 queens",
    "grids-until-0 3..=15 cases=1..=10",
    "given-queens 8",
    "fixed-queen 8 datasets=1..=5",
    "weight-boards 8 boards=1..=20 weights=1..=99",
    "rows-until-eof 8 lines=1..=999",
];

#[test]
fn every_kind_generates_valid_inputs_at_every_size_and_shrinks_them() {
    let more = [
        "queen-coords 1..=5000",
        "partial 1..=12",
        "partial-until-eof 1..=12 lines=1..=4",
        "t-then-n 4..=30 t=1..=4",
    ];
    for declaration in EVERY_KIND.iter().chain(&more) {
        let kind = parse(declaration).unwrap();
        let mut rng = Rng::new(11);
        for i in 0..60 {
            let text = kind.generate(&mut rng, i as f64 / 59.0);
            kind.validate(&text)
                .unwrap_or_else(|e| panic!("{declaration}: {e}\n{text}"));
            // Down a whole chain of shrinks (always the last candidate, the
            // smallest step), as the shrink loop walks it.
            let mut current = text;
            for _ in 0..if i % 6 == 0 { 25 } else { 1 } {
                let candidates = kind.shrink(&current);
                for simpler in &candidates {
                    assert!(simpler.len() <= current.len() + 4, "{declaration}: grew");
                    assert_ne!(
                        simpler, &current,
                        "{declaration}: a shrink must change something"
                    );
                }
                match candidates
                    .into_iter()
                    .rev()
                    .find(|c| kind.validate(c).is_ok())
                {
                    Some(next) => current = next,
                    None => break,
                }
            }
        }
    }
}

#[test]
fn kinds_reject_inputs_outside_their_shape() {
    let rejects = [
        ("n-until-0 1..=10 lines=1..=20", "3\n4\n"),
        ("n-until-0 1..=10 lines=1..=20", "3\n11\n0\n"),
        ("grid 8 blocked", "........\n"),
        (
            "grid 8 blocked",
            &"........\n".repeat(7).replace(".\n", "x\n"),
        ),
        ("grids-until-0 3..=15 cases=1..=10", "3\n...\n...\n...\n"),
        ("given-queens 8", "1\n0 0\n"),
        ("given-queens 8", "2\n0 0\n1 1\n"),
        ("fixed-queen 8 datasets=1..=5", "1\n\n9 1\n"),
        ("weight-boards 8 boards=1..=20 weights=1..=99", "1\n0\n"),
        ("rows-until-eof 8 lines=1..=999", "1 2 3 4 5 6 7\n"),
        ("queen-coords 1..=5000", "2\n0 0\n2 1\n"),
    ];
    for (declaration, text) in rejects {
        assert!(
            parse(declaration).unwrap().validate(text).is_err(),
            "{declaration} took {text:?}"
        );
    }
    let grid = parse("grids-until-0 3..=15 cases=1..=10").unwrap();
    assert!(grid.validate("3\n..*\n...\n*..\n0\n").is_ok());
}

#[test]
fn smaller_values_start_at_the_bottom_and_close_in() {
    assert_eq!(smaller(20, 1), [1, 11, 16, 18, 19]);
    assert_eq!(smaller(2, 1), [1]);
    assert!(smaller(1, 1).is_empty());
}

/// The one-integer kind of LeetCode 51/52 and Baekjoon 9663/3344.
fn one_n() -> Box<dyn InputKind> {
    parse("n 1..=9").unwrap()
}

#[test]
fn one_n_validates_one_integer_inside_the_range() {
    assert!(one_n().validate("9\n").is_ok());
    assert!(one_n().validate(" 1 ").is_ok());
    assert_eq!(
        one_n().validate("10\n"),
        Err("line 1: n = 10 is outside 1..=9".into())
    );
    assert!(one_n().validate("4 4").is_err());
    assert!(one_n().validate("").is_err());
}

#[test]
fn one_n_generates_valid_inputs_and_shrinks_toward_the_smallest() {
    let mut rng = Rng::new(1);
    for i in 0..100 {
        let text = one_n().generate(&mut rng, i as f64 / 100.0);
        assert!(one_n().validate(&text).is_ok(), "{text:?}");
    }
    assert_eq!(one_n().shrink("9\n"), ["1\n", "5\n", "7\n", "8\n"]);
    assert_eq!(one_n().boards("4\n"), Some(vec![Board::empty(4)]));
}
