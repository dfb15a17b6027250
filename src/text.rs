//! Text from outside the judge (a run's stderr, a compiler's output, a line
//! of the user's file, a solution's stdout shown in stress mode) made safe to
//! print: control characters are shown escaped, as JSON shows them, so that a
//! solution cannot move the cursor, clear the screen, ring the bell or paint
//! a fake verdict in the judge's report. Newlines and tabs, which lay the
//! text out, stay as they are.

use std::fmt::Write;

/// `text` with every control character but newline and tab escaped: ESC as
/// `\x1b`, CR as `\r`, C1 controls and the bidirectional overrides (which can
/// reorder what a line seems to say) as `\u{202e}`. A CR before a newline is
/// dropped, so CRLF lines read as lines. Escaping twice changes nothing.
pub fn printable(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' | '\t' => shown.push(c),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\r' => shown.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(shown, "\\x{:02x}", c as u32);
            }
            c if c.is_control() || is_bidi_control(c) => {
                let _ = write!(shown, "\\u{{{:x}}}", c as u32);
            }
            c => shown.push(c),
        }
    }
    shown
}

/// The invisible characters that change the order text is displayed in.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_cursor_moves_are_shown_not_obeyed() {
        let fake = "\x1b[2K\r\x1b[1A\x1b[32mAC\x1b[0m\x07";
        assert_eq!(
            printable(fake),
            "\\x1b[2K\\r\\x1b[1A\\x1b[32mAC\\x1b[0m\\x07"
        );
        assert_eq!(
            printable("a\u{9b}b\u{202e}c\u{7f}"),
            "a\\u{9b}b\\u{202e}c\\x7f"
        );
    }

    #[test]
    fn layout_stays_and_escaping_twice_changes_nothing() {
        let text = "Traceback:\r\n\tline 3\nIndexError: é";
        assert_eq!(printable(text), "Traceback:\n\tline 3\nIndexError: é");
        let once = printable("\x1b[31mred\r");
        assert_eq!(printable(&once), once);
    }
}
