//! The one-line notices of a run, said once each: that the judge would refuse
//! the language (it is judged anyway, for practice), where the judge's
//! toolchain differs from the one here in a way that changes what compiles,
//! the language's own limits, and how a JVM's memory is billed.

use super::{local, published, rules, Extras, Published, Version};
use crate::lang::{Kind, Language};
use crate::problem::{Judge, Problem};
use crate::units::{format_kib, format_limit};

/// The notices for judging a file in `language` on `problem`.
pub fn notices(problem: &Problem, language: &Language) -> Vec<String> {
    let judge = problem.judge;
    let mut lines: Vec<String> = acceptance(judge, language).into_iter().collect();
    lines.extend(extras(problem, language));
    if let Some(judged) = published(judge, language.names[0]) {
        let here = local::installed(language.names[0], judged.version);
        lines.extend(drift(rules(judge).name, language, judged, here));
    }
    lines
}

/// How a JVM's memory is billed: all of it where the judge says so, else
/// what the solution holds above `baseline_kib` (an idle JVM with `flags`).
pub fn jvm_notice(judge: Judge, baseline_kib: u64, flags: &str) -> String {
    let rules = rules(judge);
    let billed = match rules.jvm_billed {
        true => format!(
            "{} counts the whole JVM against the limit ({})",
            rules.name,
            rules.extras_source.cite()
        ),
        false if baseline_kib == 0 => "an idle JVM could not be measured here, so all of it is billed".into(),
        false => format!(
            "an idle JVM with the same flags holds {} here, not billed to the solution (how {} bills \
             Java is not published)",
            format_kib(baseline_kib),
            rules.name
        ),
    };
    format!(
        "memory: {billed}; JVM flags {flags} ({})",
        rules.jvm_source.cite()
    )
}

/// The language's own limits, where the judge gives it other figures.
fn extras(problem: &Problem, language: &Language) -> Option<String> {
    let rules = rules(problem.judge);
    let source = rules.extras_source.cite();
    match &rules.extras {
        Extras::Formula(_) if !problem.language_extras => Some(format!(
            "limits: {} gives every language the same limits on this problem (its header's \
             `language extras: none`)",
            rules.name
        )),
        Extras::Formula(formulas) => {
            let (_, f) = formulas
                .iter()
                .find(|(name, _)| *name == language.names[0])?;
            let plus = |extra: String| {
                if extra.starts_with('0') {
                    String::new()
                } else {
                    format!("+{extra}")
                }
            };
            Some(format!(
                "limits: {} gives {} time ×{}{} and memory ×{}{} ({source})",
                rules.name,
                language.name,
                f.time_factor,
                plus(format_limit(f.time_extra)),
                f.memory_factor,
                plus(format_kib(f.memory_extra_kib)),
            ))
        }
        Extras::JavaPair if language.kind == Kind::Java && problem.java != Default::default() => {
            let java = super::limits(problem, Some(language));
            Some(format!(
                "limits: {} gives Java {} and {} on this problem, the others {} and {} ({source})",
                rules.name,
                format_limit(java.time),
                format_kib(java.memory_kib),
                format_limit(problem.limits.time),
                format_kib(problem.limits.memory_kib),
            ))
        }
        _ => None,
    }
}

/// Whether the judge takes the language: a line when it does not, or when
/// that could not be confirmed (the only note a problem's own Rust file gets).
pub fn acceptance(judge: Judge, language: &Language) -> Option<String> {
    let rules = rules(judge);
    let (name, languages) = (language.names[0], &rules.languages);
    let source = languages.source.cite();
    if languages.refused.contains(&name) {
        return Some(format!(
            "{} would refuse {}: it takes {} ({source}); judged here for practice only",
            rules.name, language.name, languages.its_list
        ));
    }
    (!languages.accepted.contains(&name)).then(|| {
        format!(
            "not confirmed that {} takes {} (its list: {}); judged here for practice",
            rules.name, language.name, languages.its_list
        )
    })
}

/// The drift line for one published toolchain against what is installed.
fn drift(
    judge: &str,
    language: &Language,
    judged: &Published,
    here: Option<Version>,
) -> Option<String> {
    let there = format!("{judge} uses {}, per {}", judged.shown, judged.source);
    let line = |what: String| Some(format!("toolchain: {there}; {what}"));
    match (judged.version, here?) {
        (Version::Jdk(j), Version::Jdk(h)) if h < j => line(format!(
            "this machine has JDK {h}, so Java {} to {j} features get CE here",
            h + 1
        )),
        (Version::Python(j), Version::Python(h)) if h != j => line(format!(
            "{} here speaks Python 3.{h}, so what only one of 3.{j} and 3.{h} has fails on the other",
            language.name
        )),
        (Version::Node(j), Version::Node(h)) if h < j => line(format!(
            "this machine has Node.js {h}: what is newer than {h} throws here"
        )),
        (Version::Rust { minor: j, edition }, Version::Rust { minor: h, edition: newest }) => {
            if newest < edition {
                line(format!(
                    "this rustc 1.{h} knows at most edition {newest}, so it compiles with that"
                ))
            } else if h < j {
                line(format!("this machine has rustc 1.{h}: what is newer than 1.{h} gets CE here"))
            } else if h > j {
                line(format!(
                    "this machine has rustc 1.{h}: std APIs newer than 1.{j} compile here but get CE on {judge}"
                ))
            } else {
                None
            }
        }
        (Version::Gcc(j), Version::Gcc(h)) if h < j => line(format!(
            "this machine has g++ {h}: library parts newer than GCC {h} get CE here"
        )),
        (Version::Clang { clang, libstdcxx }, Version::Gcc(h)) => line(format!(
            "clang++ is not installed, so g++ {h} stands in for clang {clang}{}",
            older_library(h, libstdcxx)
        )),
        (Version::Clang { libstdcxx, .. }, Version::Clang { clang, libstdcxx: h }) if h < libstdcxx => {
            line(format!("clang++ {clang} here uses GCC {h}'s libstdc++{}", older_library(h, libstdcxx)))
        }
        _ => None,
    }
}

fn older_library(here: u32, judged: u32) -> String {
    match here < judged {
        true => format!(
            ": library parts newer than GCC {here}'s (std::ranges::to, <print>) get CE here"
        ),
        false => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::by_name;

    fn drift_of(judge: Judge, lang: &str, here: Version) -> Option<String> {
        let language = by_name(lang).unwrap();
        let judged = published(judge, lang).unwrap();
        drift(rules(judge).name, language, judged, Some(here))
    }

    #[test]
    fn hdu_would_refuse_javascript_and_take_java() {
        let js = acceptance(Judge::Hdu, by_name("js").unwrap()).unwrap();
        assert!(
            js.starts_with(
                "HDU would refuse JavaScript (Node.js): it takes C, C++, Pascal and Java"
            ),
            "{js}"
        );
        assert!(js.contains("acm.hdu.edu.cn/faq.php"), "{js}");
        assert_eq!(acceptance(Judge::Hdu, by_name("java").unwrap()), None);
        assert_eq!(acceptance(Judge::Baekjoon, by_name("pypy3").unwrap()), None);
        assert!(acceptance(Judge::LeetCode, by_name("pypy3").unwrap())
            .unwrap()
            .contains("refuse PyPy3"));
        let unconfirmed = acceptance(Judge::Spoj, by_name("js").unwrap()).unwrap();
        assert!(
            unconfirmed.starts_with("not confirmed that SPOJ takes"),
            "{unconfirmed}"
        );
    }

    #[test]
    fn an_older_jdk_or_library_and_another_rustc_are_said() {
        let jdk = drift_of(Judge::LeetCode, "java", Version::Jdk(17)).unwrap();
        assert!(
            jdk.contains("LeetCode uses JDK 21")
                && jdk.contains("JDK 17, so Java 18 to 21 features get CE here"),
            "{jdk}"
        );
        assert_eq!(drift_of(Judge::LeetCode, "java", Version::Jdk(21)), None);
        let gpp = drift_of(Judge::LeetCode, "cpp", Version::Gcc(12)).unwrap();
        assert!(
            gpp.contains("clang++ is not installed, so g++ 12 stands in for clang 19"),
            "{gpp}"
        );
        assert!(gpp.contains("std::ranges::to"), "{gpp}");
        let clang = Version::Clang {
            clang: 19,
            libstdcxx: 14,
        };
        assert_eq!(drift_of(Judge::LeetCode, "cpp", clang), None);
        let rust = drift_of(
            Judge::Cses,
            "rust",
            Version::Rust {
                minor: 95,
                edition: 2024,
            },
        )
        .unwrap();
        assert!(
            rust.contains("std APIs newer than 1.75 compile here but get CE on CSES"),
            "{rust}"
        );
        let old = drift_of(
            Judge::Luogu,
            "rust",
            Version::Rust {
                minor: 80,
                edition: 2021,
            },
        )
        .unwrap();
        assert!(old.contains("knows at most edition 2021"), "{old}");
        assert_eq!(drift_of(Judge::Cses, "cpp", Version::Gcc(13)), None);
        assert!(drift_of(Judge::Cses, "python3", Version::Python(11)).is_some());
    }
}
