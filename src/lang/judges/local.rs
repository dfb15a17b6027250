//! The toolchain versions installed here, read once per run and only for the
//! language being judged: the JDK from its `release` file (no JVM started),
//! the others from one quick `--version`.

use super::Version;
use crate::lang::tools;
use std::path::Path;
use std::process::Command;

/// The installed counterpart of a judge's published version for `language`
/// (the same variant, except that g++ stands for a clang++ not installed), if
/// the tool is there and says its version.
pub fn installed(language: &str, like: Version) -> Option<Version> {
    match like {
        Version::Jdk(_) => jdk_major().map(Version::Jdk),
        Version::Python(_) => python_minor(if language == "pypy3" {
            "pypy3"
        } else {
            "python3"
        })
        .map(Version::Python),
        Version::Node(_) => node_major(&output("node", &["--version"])?).map(Version::Node),
        Version::Rust { .. } => {
            rustc_minor(&output("rustc", &["--version"])?).map(|minor| Version::Rust {
                minor,
                edition: newest_edition(minor),
            })
        }
        Version::Gcc(_) => gcc_major().map(Version::Gcc),
        Version::Clang { .. } => match clang_major() {
            Some(clang) => Some(Version::Clang {
                clang,
                libstdcxx: gcc_major().unwrap_or(0),
            }),
            None => gcc_major().map(Version::Gcc),
        },
    }
}

/// Python 3's minor version as `interpreter` speaks it (PyPy's language level).
fn python_minor(interpreter: &str) -> Option<u32> {
    let out = output(
        interpreter,
        &["-c", "import sys; print(sys.version_info[1])"],
    )?;
    out.trim().parse().ok()
}

/// The installed clang++'s major version, if there is one.
pub fn clang_major() -> Option<u32> {
    let out = output("clang++", &["--version"])?;
    clang_version(&out)
}

/// g++'s major version, which is also that of the libstdc++ clang++ uses here.
fn gcc_major() -> Option<u32> {
    leading_number(output("g++", &["-dumpversion"])?.trim())
}

fn jdk_major() -> Option<u32> {
    let javac = std::fs::canonicalize(tools::find("javac")?).ok()?;
    let release = javac.parent()?.parent()?.join("release");
    jdk_release_major(&std::fs::read_to_string(release).ok()?)
}

fn output(tool: &str, args: &[&str]) -> Option<String> {
    let program = tools::find(tool)?;
    let out = Command::new(Path::new(&program)).args(args).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    out.status.success().then_some(text)
}

/// The newest edition a rustc of that minor version knows.
fn newest_edition(minor: u32) -> u32 {
    match minor {
        85.. => 2024,
        56.. => 2021,
        _ => 2018,
    }
}

fn leading_number(text: &str) -> Option<u32> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// `JAVA_VERSION="17.0.15"` → 17; `JAVA_VERSION="1.8.0_442"` → 8.
fn jdk_release_major(release: &str) -> Option<u32> {
    let line = release
        .lines()
        .find_map(|l| l.strip_prefix("JAVA_VERSION="))?;
    let version = line.trim().trim_matches('"');
    let version = version.strip_prefix("1.").unwrap_or(version);
    leading_number(version)
}

/// `v20.19.2` → 20.
fn node_major(text: &str) -> Option<u32> {
    leading_number(text.trim().strip_prefix('v')?)
}

/// `rustc 1.95.0 (…)` → 95.
fn rustc_minor(text: &str) -> Option<u32> {
    leading_number(text.trim().strip_prefix("rustc 1.")?)
}

/// `Debian clang version 14.0.6` → 14.
fn clang_version(text: &str) -> Option<u32> {
    let first = text.lines().next()?;
    let at = first.find("clang version ")? + "clang version ".len();
    leading_number(&first[at..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_read_from_what_each_tool_prints() {
        assert_eq!(
            jdk_release_major("IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"17.0.15\"\n"),
            Some(17)
        );
        assert_eq!(jdk_release_major("JAVA_VERSION=\"1.8.0_442\""), Some(8));
        assert_eq!(jdk_release_major("JAVA_VERSION=\"21\""), Some(21));
        assert_eq!(node_major("v20.19.2\n"), Some(20));
        assert_eq!(
            rustc_minor("rustc 1.95.0 (59807616e 2026-04-14)\n"),
            Some(95)
        );
        assert_eq!(
            clang_version("Debian clang version 14.0.6\nTarget: x86_64"),
            Some(14)
        );
        assert_eq!(
            clang_version("Ubuntu clang version 19.1.1 (1ubuntu1)"),
            Some(19)
        );
        assert_eq!(newest_edition(84), 2021);
        assert_eq!(newest_edition(85), 2024);
        assert_eq!(leading_number("12"), Some(12));
        assert_eq!(leading_number("x"), None);
    }
}
