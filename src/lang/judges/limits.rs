//! A problem's limits for one language, by its judge's rule: Baekjoon's
//! formula (unless the header says `language extras: none`), the Java figures
//! a header gives beside everyone's (HDU's "Java/Others"), or the problem's own.

use super::{rules, Extras, Formula};
use crate::lang::{Kind, Language};
use crate::problem::{Limits, Problem};

/// The limits a solution in `language` runs under (`None`: the kit's own
/// binary or a command, which get the problem's figures). Time is unscaled.
pub fn limits(problem: &Problem, language: Option<&Language>) -> Limits {
    let mut limits = problem.limits;
    let Some(language) = language else {
        return limits;
    };
    if language.kind == Kind::Java && problem.java != Default::default() {
        limits.time = problem.java.time.unwrap_or(limits.time);
        limits.memory_kib = problem.java.memory_kib.unwrap_or(limits.memory_kib);
        return limits;
    }
    if let (Extras::Formula(formulas), true) =
        (&rules(problem.judge).extras, problem.language_extras)
    {
        if let Some((_, formula)) = formulas.iter().find(|(name, _)| *name == language.names[0]) {
            apply(formula, &mut limits);
        }
    }
    limits
}

fn apply(formula: &Formula, limits: &mut Limits) {
    limits.time = limits.time * formula.time_factor + formula.time_extra;
    limits.memory_kib = limits.memory_kib * formula.memory_factor + formula.memory_extra_kib;
}

/// The JVM heap cap for a memory limit: whole MiB, rounded up.
pub fn jvm_heap_mib(limits: &Limits) -> u64 {
    limits.memory_kib.div_ceil(1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{by_extension, by_name};
    use std::path::Path;
    use std::time::Duration;

    fn load(id: &str) -> Problem {
        Problem::load(Path::new(env!("CARGO_MANIFEST_DIR")), id).unwrap()
    }

    #[test]
    fn baekjoon_gives_python_pypy_java_and_node_extra_time_and_memory() {
        let boj = load("boj3344");
        let of = |lang| {
            let l = limits(&boj, by_name(lang));
            (l.time, l.memory_kib)
        };
        let mib = |m: u64| m * 1024;
        assert_eq!(of("python3"), (Duration::from_secs(5), mib(128 * 2 + 32)));
        assert_eq!(of("pypy3"), (Duration::from_secs(5), mib(128 * 2 + 128)));
        assert_eq!(of("java"), (Duration::from_secs(3), mib(128 * 2 + 16)));
        assert_eq!(of("javascript"), (Duration::from_secs(5), mib(128 * 2)));
        for native in ["c", "cpp", "rust"] {
            assert_eq!(of(native), (Duration::from_secs(1), mib(128)), "{native}");
        }
        assert_eq!(limits(&boj, None), boj.limits);
    }

    #[test]
    fn a_header_can_turn_baekjoons_extras_off() {
        let boj = load("boj21133");
        assert_eq!(limits(&boj, by_extension("py")), boj.limits);
    }

    #[test]
    fn hdu_gives_java_the_problems_java_figures_and_everyone_else_the_others() {
        let hdu = load("hdu2553");
        let java = limits(&hdu, by_extension("java"));
        assert_eq!(
            (java.time, java.memory_kib),
            (Duration::from_secs(2), 32 * 1024)
        );
        let c = limits(&hdu, by_extension("c"));
        assert_eq!((c.time, c.memory_kib), (Duration::from_secs(1), 32 * 1024));
        assert_eq!(jvm_heap_mib(&java), 32);
    }

    #[test]
    fn other_judges_give_no_language_extras() {
        for id in ["cses1624", "luogu1219", "uva11195", "kattis_queens"] {
            let p = load(id);
            assert_eq!(limits(&p, by_extension("py")), p.limits, "{id}");
        }
    }
}
