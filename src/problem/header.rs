//! The `## Judge` list of a problem file's header, where everything that
//! varies by problem is declared once:
//!
//! ```text
//! //! ## Judge
//! //! - judge: baekjoon
//! //! - time limit: 10 s
//! //! - memory limit: 128 MiB
//! //! - output limit: 1 MiB
//! //! - checker: tokens
//! //! - input: n 1..=14
//! ```
//!
//! A limit that could not be confirmed from the judge ends in `(practice)`. A
//! judge that gives Java its own limits on each problem page (HDU's
//! "Java/Others") has them beside the others': `- time limit: 1 s (Java 2 s)`.

use std::time::Duration;

/// The value of `//! - key: value` inside the `//! ## Judge` section.
pub fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let section = text
        .lines()
        .skip_while(|l| l.trim() != "//! ## Judge")
        .skip(1);
    let items = section.take_while(|l| l.starts_with("//!") && !l.starts_with("//! ##"));
    items
        .filter_map(|l| l.strip_prefix("//! - ")?.split_once(':'))
        .find(|(k, _)| k.trim() == key)
        .map(|(_, v)| v.trim())
}

/// Splits a trailing `(practice)` off a limit: the value, and whether it is a
/// practice limit rather than the judge's published figure.
pub fn practice(value: &str) -> (&str, bool) {
    match value.strip_suffix("(practice)") {
        Some(rest) => (rest.trim_end(), true),
        None => (value, false),
    }
}

/// Splits a trailing `(Java …)` off a limit: everyone's figure, and Java's.
pub fn java_pair(value: &str) -> (&str, Option<&str>) {
    let Some(open) = value.rfind("(Java ") else {
        return (value, None);
    };
    match value[open..]
        .strip_prefix("(Java ")
        .and_then(|v| v.strip_suffix(')'))
    {
        Some(java) => (value[..open].trim_end(), Some(java.trim())),
        None => (value, None),
    }
}

/// Parses `10 s`, `1.5 s` or `500 ms`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let (number, unit) = split_number(text)?;
    let seconds = match unit {
        "s" => number,
        "ms" => number / 1000.0,
        _ => return Err(format!("time '{text}' needs a unit: s or ms")),
    };
    Ok(Duration::from_secs_f64(seconds))
}

/// Parses `128 MiB`, `64 KiB`, `1 GiB` or `1024 B`; Baekjoon's `MB` means MiB.
pub fn parse_size_bytes(text: &str) -> Result<u64, String> {
    let (number, unit) = split_number(text)?;
    let scale = match unit {
        "B" => 1.0,
        "KiB" | "KB" => 1024.0,
        "MiB" | "MB" => 1024.0 * 1024.0,
        "GiB" | "GB" => 1024.0 * 1024.0 * 1024.0,
        _ => return Err(format!("size '{text}' needs a unit: B, KiB, MiB or GiB")),
    };
    Ok((number * scale) as u64)
}

fn split_number(text: &str) -> Result<(f64, &str), String> {
    let (number, unit) = text
        .trim()
        .split_once(' ')
        .ok_or(format!("'{text}' is not '<number> <unit>'"))?;
    match number.parse::<f64>() {
        Ok(value) if value > 0.0 && value.is_finite() => Ok((value, unit.trim())),
        _ => Err(format!("'{number}' in '{text}' is not a positive number")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str =
        "//! # T\n//!\n//! ## Judge\n//! - judge: baekjoon\n//! - time limit: 10 s\n\
                          //! - checker: tokens\n//!\n//! ## Input\n//! - checker: boards\n";

    #[test]
    fn fields_come_from_the_judge_section_only() {
        assert_eq!(field(HEADER, "judge"), Some("baekjoon"));
        assert_eq!(field(HEADER, "checker"), Some("tokens"));
        assert_eq!(field(HEADER, "memory limit"), None);
    }

    #[test]
    fn durations_and_sizes_read_their_units() {
        assert_eq!(parse_duration("10 s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("500 ms"), Ok(Duration::from_millis(500)));
        assert!(parse_duration("10").is_err());
        assert!(parse_duration("-1 s").is_err());
        assert_eq!(parse_size_bytes("128 MiB"), Ok(128 << 20));
        assert_eq!(parse_size_bytes("128 MB"), Ok(128 << 20));
        assert_eq!(parse_size_bytes("64 KiB"), Ok(64 << 10));
        assert!(parse_size_bytes("12 parsecs").is_err());
    }

    #[test]
    fn a_java_limit_stands_beside_everyone_elses() {
        assert_eq!(java_pair("1 s (Java 2 s)"), ("1 s", Some("2 s")));
        assert_eq!(java_pair("32 MiB"), ("32 MiB", None));
        assert_eq!(java_pair("1 s (Java 2 s"), ("1 s (Java 2 s", None));
    }

    #[test]
    fn practice_limits_are_marked() {
        assert_eq!(practice("3 s (practice)"), ("3 s", true));
        assert_eq!(practice("3 s"), ("3 s", false));
    }
}
