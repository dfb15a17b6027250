//! Reading an input file the way a validator does: token by token or line by
//! line, with messages that say where the input leaves the statement's shape.

use std::ops::RangeInclusive;

/// A cursor over an input's text.
pub struct Scan<'a> {
    text: &'a str,
    pos: usize,
    /// Newlines before `pos`, kept as the cursor moves (a validator reads
    /// inputs of thousands of lines, so it must not recount them).
    newlines: usize,
}

impl<'a> Scan<'a> {
    pub fn new(text: &'a str) -> Scan<'a> {
        Scan {
            text,
            pos: 0,
            newlines: 0,
        }
    }

    /// The 1-based line of the cursor.
    pub fn line(&self) -> usize {
        1 + self.newlines
    }

    /// Moves the cursor to `pos`, counting the newlines passed.
    fn advance_to(&mut self, pos: usize) {
        self.newlines += self.text[self.pos..pos].matches('\n').count();
        self.pos = pos;
    }

    fn skip_space(&mut self) {
        let rest = &self.text[self.pos..];
        self.advance_to(self.pos + rest.len() - rest.trim_start().len());
    }

    /// The next whitespace-separated token, if any.
    pub fn token(&mut self) -> Option<&'a str> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.advance_to(self.pos + len);
        (len > 0).then(|| &rest[..len])
    }

    /// The next token, without moving past it.
    pub fn peek(&mut self) -> Option<&'a str> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        (len > 0).then(|| &rest[..len])
    }

    /// The next token as an integer inside `range`; `what` names it in messages.
    pub fn int(&mut self, what: &str, range: RangeInclusive<i64>) -> Result<i64, String> {
        let line = {
            self.skip_space();
            self.line()
        };
        let token = self
            .token()
            .ok_or_else(|| format!("line {line}: the input ends where {what} should be"))?;
        let value: i64 = token
            .parse()
            .map_err(|_| format!("line {line}: {what} should be an integer, found {token:?}"))?;
        if !range.contains(&value) {
            return Err(format!(
                "line {line}: {what} = {value} is outside {}..={}",
                range.start(),
                range.end()
            ));
        }
        Ok(value)
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.text.len()
    }

    /// Succeeds when only whitespace is left; otherwise names the extra text.
    pub fn end(&mut self) -> Result<(), String> {
        let line = {
            self.skip_space();
            self.line()
        };
        match self.token() {
            None => Ok(()),
            Some(extra) => Err(format!(
                "line {line}: unexpected {:?} after the end of the input",
                extra.chars().take(20).collect::<String>()
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_read_with_their_line_and_range() {
        let mut scan = Scan::new("3\n 7 x\n");
        assert_eq!(scan.int("n", 1..=9), Ok(3));
        assert_eq!(
            scan.int("n", 1..=5),
            Err("line 2: n = 7 is outside 1..=5".into())
        );
        assert_eq!(
            scan.int("a column", 0..=9),
            Err("line 2: a column should be an integer, found \"x\"".into())
        );
        assert_eq!(
            scan.int("n", 1..=9),
            Err("line 3: the input ends where n should be".into())
        );
    }

    #[test]
    fn trailing_text_is_named() {
        let mut scan = Scan::new("4\n\n5");
        scan.int("n", 1..=9).unwrap();
        assert_eq!(
            scan.end(),
            Err("line 3: unexpected \"5\" after the end of the input".into())
        );
        assert!(Scan::new(" \n").end().is_ok());
    }
}
