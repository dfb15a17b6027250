//! A run's output read token by token as it comes: the output may be as large
//! as its limit (16 MiB for Baekjoon 3344, 8 million tokens), and a checker
//! holds one token at a time, never the output, so the judge's memory follows
//! the board, not the output.

use std::io::{BufRead, Read, Seek, SeekFrom};

/// Bytes of one token kept by default: a longer token is kept as its first
/// bytes and a byte that is never text, so it can equal no expected token nor
/// parse as a number.
pub const MAX_TOKEN_BYTES: usize = 4096;

/// Not valid UTF-8 anywhere, so a cut token never passes for a whole one.
const CUT: u8 = 0xff;

/// Where a token stands in the output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// 1-based line number.
    pub line: usize,
    /// Byte offsets of its line and of the token itself.
    pub line_start: u64,
    pub start: u64,
}

/// Whitespace-separated tokens of a reader, one at a time, with a one-token lookahead.
pub struct TokenStream<R> {
    reader: R,
    cap: usize,
    /// The current token (the one `peek` shows), if read.
    token: Vec<u8>,
    place: Place,
    ready: bool,
    /// The reader's position, line and line start, after what was read.
    offset: u64,
    line: usize,
    line_start: u64,
}

impl<R: BufRead> TokenStream<R> {
    pub fn new(reader: R) -> TokenStream<R> {
        TokenStream::with_cap(reader, MAX_TOKEN_BYTES)
    }

    /// Keeps at most `cap` bytes of a token (see [`MAX_TOKEN_BYTES`]).
    pub fn with_cap(reader: R, cap: usize) -> TokenStream<R> {
        TokenStream {
            reader,
            cap,
            token: Vec::new(),
            place: Place::default(),
            ready: false,
            offset: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// The next token, without taking it.
    pub fn peek(&mut self) -> Option<&[u8]> {
        if !self.ready {
            self.ready = self.read_token();
        }
        self.ready.then_some(self.token.as_slice())
    }

    /// Takes the next token.
    #[allow(clippy::should_implement_trait)] // it lends its buffer: no Iterator
    pub fn next(&mut self) -> Option<&[u8]> {
        self.peek()?;
        self.ready = false;
        Some(self.token.as_slice())
    }

    /// Where the token last peeked or taken stands.
    pub fn place(&self) -> Place {
        self.place
    }

    /// Reads the next token into `self.token`; false at the end (a read error
    /// counts as the end: the output is a local file the judge just wrote).
    fn read_token(&mut self) -> bool {
        self.token.clear();
        let mut started = false;
        loop {
            let Ok(buffer) = self.reader.fill_buf() else {
                return started;
            };
            if buffer.is_empty() {
                return started;
            }
            let mut used = 0;
            let mut ended = false;
            for &b in buffer {
                if b.is_ascii_whitespace() {
                    if started {
                        ended = true;
                        break;
                    }
                    used += 1;
                    if b == b'\n' {
                        self.line += 1;
                        self.line_start = self.offset + used as u64;
                    }
                    continue;
                }
                if !started {
                    started = true;
                    self.place = Place {
                        line: self.line,
                        line_start: self.line_start,
                        start: self.offset + used as u64,
                    };
                }
                match self.token.len() {
                    n if n < self.cap => self.token.push(b),
                    n if n == self.cap => self.token.push(CUT),
                    _ => {}
                }
                used += 1;
            }
            self.reader.consume(used);
            self.offset += used as u64;
            if ended {
                return true;
            }
        }
    }
}

impl<R: BufRead + Seek> TokenStream<R> {
    /// Up to `len` bytes of the output from offset `from` (to show a line
    /// around a token), leaving the stream where it was.
    pub fn bytes_at(&mut self, from: u64, len: usize) -> Vec<u8> {
        let mut bytes = Vec::new();
        let back = self.reader.stream_position();
        if self.reader.seek(SeekFrom::Start(from)).is_ok() {
            let _ = (&mut self.reader).take(len as u64).read_to_end(&mut bytes);
        }
        if let Ok(back) = back {
            let _ = self.reader.seek(SeekFrom::Start(back));
        }
        bytes
    }

    /// Starts over from the first token.
    pub fn rewind(&mut self) {
        let _ = self.reader.seek(SeekFrom::Start(0));
        (self.offset, self.line, self.line_start) = (0, 1, 0);
        self.ready = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn tokens_come_one_at_a_time_with_their_places() {
        let mut tokens = TokenStream::new(Cursor::new(&b"  12 ab\n\n x\t9"[..]));
        assert_eq!(tokens.peek(), Some(&b"12"[..]));
        assert_eq!(tokens.next(), Some(&b"12"[..]));
        assert_eq!(tokens.next(), Some(&b"ab"[..]));
        assert_eq!(tokens.next(), Some(&b"x"[..]));
        let place = tokens.place();
        assert_eq!((place.line, place.line_start, place.start), (3, 9, 10));
        assert_eq!(tokens.bytes_at(place.line_start, 3), b" x\t");
        assert_eq!(
            tokens.next(),
            Some(&b"9"[..]),
            "reading resumes after a look back"
        );
        assert_eq!(tokens.next(), None);
        tokens.rewind();
        assert_eq!(tokens.next(), Some(&b"12"[..]));
    }

    #[test]
    fn a_token_over_the_cap_is_cut_and_never_text() {
        let long = "1".repeat(50);
        let mut tokens = TokenStream::with_cap(Cursor::new(format!("{long} 2")), 8);
        let cut = tokens.next().unwrap().to_vec();
        assert_eq!(cut.len(), 9);
        assert!(std::str::from_utf8(&cut).is_err());
        assert_eq!(tokens.next(), Some(&b"2"[..]));
    }
}
