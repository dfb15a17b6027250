//! A strict little parser for the judge's `--json` lines: one flat object whose
//! values are strings, numbers or lists of strings. Anything else is an error,
//! so a malformed line fails the test that reads it.

use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number(f64),
    List(Vec<String>),
}

impl Value {
    pub fn text(&self) -> &str {
        match self {
            Value::Text(t) => t,
            other => panic!("{other:?} is not a string"),
        }
    }

    pub fn number(&self) -> f64 {
        match self {
            Value::Number(n) => *n,
            other => panic!("{other:?} is not a number"),
        }
    }

    pub fn list(&self) -> &[String] {
        match self {
            Value::List(items) => items,
            other => panic!("{other:?} is not a list"),
        }
    }
}

/// Parses one line holding exactly one JSON object.
pub fn parse_object(line: &str) -> Result<BTreeMap<String, Value>, String> {
    let mut chars = line.trim().chars().peekable();
    let mut object = BTreeMap::new();
    let expect = |chars: &mut std::iter::Peekable<std::str::Chars>, c: char| match chars.next() {
        Some(got) if got == c => Ok(()),
        got => Err(format!("expected {c:?}, got {got:?} in {line}")),
    };
    expect(&mut chars, '{')?;
    loop {
        let key = string(&mut chars)?;
        expect(&mut chars, ':')?;
        let value = match chars.peek() {
            Some('"') => Value::Text(string(&mut chars)?),
            Some('[') => {
                chars.next();
                let mut items = Vec::new();
                while chars.peek() != Some(&']') {
                    items.push(string(&mut chars)?);
                    if chars.peek() == Some(&',') {
                        chars.next();
                    }
                }
                chars.next();
                Value::List(items)
            }
            _ => {
                let mut digits = String::new();
                while let Some(&c) = chars
                    .peek()
                    .filter(|c| c.is_ascii_digit() || "-+.eE".contains(**c))
                {
                    digits.push(c);
                    chars.next();
                }
                Value::Number(
                    digits
                        .parse()
                        .map_err(|_| format!("bad number {digits:?} in {line}"))?,
                )
            }
        };
        if object.insert(key.clone(), value).is_some() {
            return Err(format!("duplicate key {key} in {line}"));
        }
        match chars.next() {
            Some(',') => continue,
            Some('}') if chars.next().is_none() => return Ok(object),
            other => {
                return Err(format!(
                    "expected ',' or a final '}}', got {other:?} in {line}"
                ))
            }
        }
    }
}

fn string(chars: &mut std::iter::Peekable<std::str::Chars>) -> Result<String, String> {
    if chars.next() != Some('"') {
        return Err("expected a string".into());
    }
    let mut out = String::new();
    loop {
        match chars.next().ok_or("unterminated string")? {
            '"' => return Ok(out),
            '\\' => match chars.next().ok_or("unterminated escape")? {
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                '/' => out.push('/'),
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'b' => out.push('\u{8}'),
                'f' => out.push('\u{c}'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    let code =
                        u32::from_str_radix(&hex, 16).map_err(|_| format!("bad \\u{hex}"))?;
                    out.push(
                        char::from_u32(code).ok_or("surrogate escapes are not expected here")?,
                    );
                }
                other => return Err(format!("bad escape \\{other}")),
            },
            c if (c as u32) < 0x20 => {
                return Err(format!("raw control character {c:?} in a string"))
            }
            c => out.push(c),
        }
    }
}
