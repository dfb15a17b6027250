//! Tests of `cli`.

use super::*;
use crate::lang::prepare::Submission;

fn parse_words(words: &str) -> Result<Command, Error> {
    let root = env!("CARGO_MANIFEST_DIR");
    parse(
        ["--root", root]
            .into_iter()
            .chain(words.split_whitespace())
            .map(OsString::from),
    )
}

fn options(words: &str) -> judge::Options {
    match parse_words(words) {
        Ok(Command::Judge(options)) => options,
        other => panic!("{words}: {other:?}"),
    }
}

#[test]
fn no_arguments_judge_every_problems_own_binary() {
    let o = options("");
    assert!(o.problems.is_empty());
    assert_eq!(o.submission, None);
    assert_eq!(o.output, Output::Table);
    assert_eq!(o.time_scale, 1.0);
}

#[test]
fn ids_files_and_commands_are_told_apart() {
    assert_eq!(options("lc51 boj9663").problems, ["lc51", "boj9663"]);
    assert_eq!(
        options("boj9663 sol.py").submission,
        Some(Submission::File {
            path: "sol.py".into(),
            lang: None
        })
    );
    assert_eq!(
        options("boj9663 sol.py --lang PyPy").submission,
        Some(Submission::File {
            path: "sol.py".into(),
            lang: Some("pypy3")
        })
    );
    let o = options("boj9663 --cmd true --case 0? --case 14 --time-scale 0.5 --json");
    assert_eq!(o.submission, Some(Submission::Command("true".into())));
    assert_eq!(o.cases, ["0?", "14"]);
    assert_eq!(o.time_scale, 0.5);
    assert_eq!(o.output, Output::JsonLines);
    assert!(!o.fail_fast);
    assert!(options("boj9663 -x").fail_fast && options("lc51 --fail-fast").fail_fast);
    assert_eq!(parse_words("--help").unwrap(), Command::Help);
}

#[test]
fn stress_and_build_parse_into_their_own_modes() {
    match parse_words("boj9663 sol.py --stress --seed 7 --runs 20 --json") {
        Ok(Command::Stress(o)) => {
            assert_eq!(o.problem, "boj9663");
            assert_eq!(o.seed, Some(7));
            assert_eq!((o.runs, o.output), (20, Output::JsonLines));
            assert_eq!(o.time_budget, std::time::Duration::from_secs(10));
        }
        other => panic!("{other:?}"),
    }
    match parse_words("build lc51") {
        Ok(Command::Build(o)) => assert_eq!(o.problems, ["lc51"]),
        other => panic!("{other:?}"),
    }
    for words in [
        "boj9663 --stress",
        "lc51 lc52 --cmd true --stress",
        "boj9663 --seed 3",
    ] {
        assert!(parse_words(words).is_err(), "{words}");
    }
}

#[test]
fn file_mistakes_get_a_message_each() {
    let message = |args: &[&str]| {
        let root = env!("CARGO_MANIFEST_DIR");
        let all = ["--root", root].into_iter().chain(args.iter().copied());
        let all = all.map(OsString::from);
        parse(all).unwrap_err().to_string()
    };
    assert!(message(&["boj9663", "--cmd", " "]).starts_with("--cmd needs a command"));
    assert!(message(&["boj9663", "a.py", "b.py"])
        .starts_with("two solution files given (a.py and b.py)"));
    assert!(message(&["mine.py"]).starts_with("which problem is mine.py for?"));
    assert!(message(&["boj9663", "src"]).starts_with("src is a directory"));
}

#[test]
fn mistakes_are_usage_errors() {
    for words in [
        "nope",
        "boj9663 a.py b.py",
        "--cmd true",
        "lc51 lc52 --cmd true",
        "--time-scale 0",
        "--time-scale x",
        "--frobnicate",
        "--case",
        "boj9663 src",
        "boj9663 sol.py --lang kotlin",
        "boj9663 --lang pypy3",
        "boj9663 sol.py --lang",
    ] {
        assert!(parse_words(words).is_err(), "{words}");
    }
}
