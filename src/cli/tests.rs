//! Tests of `cli`.

use super::*;
use crate::lang::prepare::Submission;
use crate::modes::custom::InputSource;
use crate::view::paint::ColorChoice;

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

#[test]
fn input_list_and_watch_parse_into_their_own_modes() {
    match parse_words("lc52 mine.py --input 5 --color never") {
        Ok(Command::Custom(o)) => {
            assert_eq!(o.problem, "lc52");
            assert_eq!(o.input, InputSource::Text("5".into()));
            assert_eq!(o.color, ColorChoice::Never);
            assert!(o.submission.is_some());
        }
        other => panic!("{other:?}"),
    }
    match parse_words("lc52 --input-file -") {
        Ok(Command::Custom(o)) => {
            assert_eq!(o.input, InputSource::File("-".into()));
            assert_eq!(o.submission, None, "the kit's answer alone");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(parse_words("--list"), Ok(Command::List(o)) if o.problems.is_empty()));
    match parse_words("boj9663 mine.py --watch --case 1? -x --verbose") {
        Ok(Command::Watch(o)) => {
            assert_eq!(o.file, std::path::Path::new("mine.py"));
            assert!(o.judge.fail_fast && o.judge.verbose);
            assert_eq!(o.judge.cases, ["1?"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_file_may_come_first_and_a_mistyped_id_is_named_with_its_nearest() {
    assert_eq!(
        options("mine.py boj9663").submission,
        Some(Submission::File {
            path: "mine.py".into(),
            lang: None
        })
    );
    let message = |words: &str| parse_words(words).unwrap_err().to_string();
    assert_eq!(
        message("boj9633 mine.py"),
        "no problem boj9633; did you mean boj9663?"
    );
    assert_eq!(message("lc15"), "no problem lc15; did you mean lc51?");
    assert!(message("/tmp/x.py nope")
        .starts_with("no problem 'nope' (no problems/nope.rs); known ids: "));
    // `ID NAME` with a NAME near no id is a file without an extension.
    assert_eq!(
        options("boj9663 mysolution").submission,
        Some(Submission::File {
            path: "mysolution".into(),
            lang: None
        })
    );
}

#[test]
fn modes_that_do_not_combine_are_refused() {
    for (words, wanted) in [
        ("lc52 mine.py --input 5 --stress", "are two modes"),
        ("lc52 --list --watch", "are two modes"),
        ("lc52 --input 5 --case 1", "--case picks fixtures to judge"),
        ("lc52 --cmd true --watch", "--watch follows a solution file"),
        ("lc52 lc51 --input 5", "--input runs one problem"),
        ("lc52 mine.py --stress --runs 0", "from 1 to 1000000"),
        (
            "lc52 --color sometimes",
            "--color takes auto, always or never",
        ),
        ("lc52 --input 1 --input 2", "one --input"),
    ] {
        let message = parse_words(words).unwrap_err().to_string();
        assert!(message.contains(wanted), "{words}: {message}");
    }
}
