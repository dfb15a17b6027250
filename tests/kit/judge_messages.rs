//! What comes from outside the judge (a solution's stderr and output, a
//! compiler's words about the user's file) is shown in its messages with the
//! control characters escaped, so a solution cannot move the cursor or paint a
//! verdict of its own into the report.

use crate::common::*;

/// The judge's report of one problem's case 08 for `solution`, which must
/// hold no control character but newlines (stdout is no terminal, so the
/// judge paints nothing itself).
fn report_without_controls(solution: &[&str]) -> String {
    let mut args = vec!["boj9663", "--case", "08"];
    args.extend_from_slice(solution);
    let out = judge(&args);
    let stdout = text(&out.stdout);
    let raw = stdout.chars().find(|c| c.is_control() && *c != '\n');
    assert_eq!(raw, None, "a raw control character in: {stdout:?}");
    stdout
}

#[test]
fn a_solution_s_escape_sequences_are_shown_escaped_in_every_message() {
    // A fake green AC line over the real one: cursor up, clear, colour.
    let fake = r"\033[1A\033[2K\r\033[32mboj9663  08  AC\033[0m\007";
    let crash = format!("printf '{fake}\\n' >&2; exit 3");
    let shown = r"\x1b[1A\x1b[2K\r\x1b[32mboj9663  08  AC\x1b[0m\x07";
    let stdout = report_without_controls(&["--cmd", &crash]);
    assert!(
        stdout.contains(&format!("exit code 3; stderr: {shown}")),
        "{stdout}"
    );
    // A checker quoting the output.
    let stdout = report_without_controls(&["--cmd", r"printf '\033[32m92\n'"]);
    assert!(stdout.contains(r#"got "\x1b[32m92""#), "{stdout}");
    // A compiler quoting the source: gcc echoes an #error line as it is.
    if on_path("gcc") {
        let dir = scratch_dir("escapes");
        let source = dir.join("esc.c");
        std::fs::write(&source, "#error \"\x1b[32mAC\x07\"\nint main(void) {}\n").unwrap();
        let stdout = report_without_controls(&[source.to_str().unwrap()]);
        assert!(stdout.contains(r#"#error "\x1b[32mAC\x07""#), "{stdout}");
        std::fs::remove_dir_all(dir).unwrap();
    } else {
        eprintln!("no gcc here: the compiler's part is skipped");
    }
}
