//! A LeetCode problem's method, declared once in its problem file's `## Judge`
//! list, from which every language's harness is generated:
//!
//! ```text
//! //! - leetcode method: solveNQueens(n: integer) -> list<list<string>>
//! //! - leetcode method: twoSum(nums: integer[], target: integer) -> integer[]
//! ```
//!
//! The notation is LeetCode's own: the method and parameter names as LeetCode's
//! Python, Java, C++, C and JavaScript templates spell them (camelCase; Rust's
//! template uses the snake_case form), and the type names of LeetCode's problem
//! metadata:
//!
//! | type | Python | Java | C++ | C | JavaScript | Rust |
//! | --- | --- | --- | --- | --- | --- | --- |
//! | `integer` | `int` | `int` | `int` | `int` | number | `i32` |
//! | `long` | `int` | `long` | `long long` | `long long` | number | `i64` |
//! | `boolean` | `bool` | `boolean` | `bool` | `bool` | boolean | `bool` |
//! | `string` | `str` | `String` | `string` | `char*` | string | `String` |
//! | `T[]` | `List[T]` | `T[]` | `vector<T>` | `T*` + size | array | `Vec<T>` |
//! | `list<T>` | `List[T]` | `List<T>` | `vector<T>` | `T*` + size | array | `Vec<T>` |
//!
//! A case's input is LeetCode's testcase format: one parameter a line, as JSON
//! (`4`, `"abc"`, `[1,2]`, `true`); the harness prints the returned value the way
//! LeetCode shows it: JSON without spaces (`[["..Q.","Q..."]]`, `2`, `true`).

use std::fmt;

/// A parameter or return type, in LeetCode's metadata notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Type {
    Integer,
    Long,
    Boolean,
    String,
    /// `T[]`: a fixed array in Java (`int[]`), a vector elsewhere.
    Array(Box<Type>),
    /// `list<T>`: a `List<T>` in Java, a vector elsewhere.
    List(Box<Type>),
}

/// One parameter of the method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    pub ty: Type,
}

/// The method a LeetCode problem asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// camelCase, as LeetCode's templates spell it (`solveNQueens`).
    pub method: String,
    pub params: Vec<Param>,
    pub returns: Type,
}

impl Signature {
    /// Parses `name(param: type, ...) -> type`.
    pub fn parse(text: &str) -> Result<Signature, String> {
        let bad = |why: &str| {
            format!("'leetcode method: {text}' {why}; write it as 'solveNQueens(n: integer) -> list<list<string>>'")
        };
        let (call, returns) = text
            .split_once("->")
            .ok_or_else(|| bad("has no '-> type'"))?;
        let (method, params) = call
            .trim()
            .strip_suffix(')')
            .and_then(|c| c.split_once('('))
            .ok_or_else(|| bad("has no '(parameters)'"))?;
        let method = method.trim();
        if !is_identifier(method) {
            return Err(bad("does not start with a method name"));
        }
        let mut parsed = Vec::new();
        for param in split_top_level(params)
            .into_iter()
            .filter(|p| !p.is_empty())
        {
            let (name, ty) = param
                .split_once(':')
                .ok_or_else(|| bad(&format!("has a parameter '{param}' without ': type'")))?;
            let name = name.trim();
            if !is_identifier(name) {
                return Err(bad(&format!("has a parameter name '{name}'")));
            }
            let ty = Type::parse(ty.trim()).map_err(|e| bad(&e))?;
            parsed.push(Param {
                name: name.to_string(),
                ty,
            });
        }
        Ok(Signature {
            method: method.to_string(),
            params: parsed,
            returns: Type::parse(returns.trim()).map_err(|e| bad(&e))?,
        })
    }
}

impl Type {
    /// Parses one type: `integer`, `long`, `boolean`, `string`, `T[]` or `list<T>`.
    pub fn parse(text: &str) -> Result<Type, String> {
        if let Some(inner) = text.strip_suffix("[]") {
            return Ok(Type::Array(Box::new(Type::parse(inner.trim())?)));
        }
        if let Some(inner) = text.strip_prefix("list<").and_then(|t| t.strip_suffix('>')) {
            return Ok(Type::List(Box::new(Type::parse(inner.trim())?)));
        }
        match text {
            "integer" => Ok(Type::Integer),
            "long" => Ok(Type::Long),
            "boolean" => Ok(Type::Boolean),
            "string" => Ok(Type::String),
            other => Err(format!(
                "uses the type '{other}' (known: integer, long, boolean, string, T[], list<T>)"
            )),
        }
    }

    /// The element type of an array or list.
    pub fn element(&self) -> Option<&Type> {
        match self {
            Type::Array(inner) | Type::List(inner) => Some(inner),
            _ => None,
        }
    }

    /// How many arrays or lists deep the type is, and the scalar inside them.
    pub fn depth(&self) -> (usize, &Type) {
        match self.element() {
            Some(inner) => {
                let (depth, scalar) = inner.depth();
                (depth + 1, scalar)
            }
            None => (0, self),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Integer => write!(f, "integer"),
            Type::Long => write!(f, "long"),
            Type::Boolean => write!(f, "boolean"),
            Type::String => write!(f, "string"),
            Type::Array(inner) => write!(f, "{inner}[]"),
            Type::List(inner) => write!(f, "list<{inner}>"),
        }
    }
}

/// `solveNQueens` → `solve_n_queens`: how LeetCode's Rust template names a method.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Splits on commas outside `<...>`.
fn split_top_level(text: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kits_declarations_parse() {
        let lc51 = Signature::parse("solveNQueens(n: integer) -> list<list<string>>").unwrap();
        assert_eq!(lc51.method, "solveNQueens");
        assert_eq!(
            lc51.params,
            [Param {
                name: "n".into(),
                ty: Type::Integer
            }]
        );
        assert_eq!(lc51.returns.to_string(), "list<list<string>>");
        assert_eq!(lc51.returns.depth(), (2, &Type::String));
        let lc52 = Signature::parse("totalNQueens(n: integer) -> integer").unwrap();
        assert_eq!(lc52.returns, Type::Integer);
    }

    #[test]
    fn arrays_lists_and_several_parameters_parse() {
        let sig =
            Signature::parse("f(a: list<integer[]>, b: string, c: long) -> boolean[][]").unwrap();
        assert_eq!(sig.params.len(), 3);
        assert_eq!(
            sig.params[0].ty,
            Type::List(Box::new(Type::Array(Box::new(Type::Integer))))
        );
        assert_eq!(sig.params[0].ty.to_string(), "list<integer[]>");
        assert_eq!(sig.returns.to_string(), "boolean[][]");
        assert!(Signature::parse("f() -> integer")
            .unwrap()
            .params
            .is_empty());
    }

    #[test]
    fn mistakes_name_what_is_wrong() {
        for (text, says) in [
            ("solveNQueens(n: integer)", "-> type"),
            ("solveNQueens -> integer", "(parameters)"),
            ("(n: integer) -> integer", "method name"),
            ("f(n) -> integer", "without ': type'"),
            ("f(n: int) -> integer", "'int'"),
            ("f(n: integer) -> list<double>", "'double'"),
        ] {
            let error = Signature::parse(text).unwrap_err();
            assert!(error.contains(says), "{text}: {error}");
        }
    }

    #[test]
    fn rust_names_are_snake_case() {
        assert_eq!(snake_case("solveNQueens"), "solve_n_queens");
        assert_eq!(snake_case("totalNQueens"), "total_n_queens");
        assert_eq!(snake_case("n"), "n");
    }
}
