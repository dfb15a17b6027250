//! JavaScript's harness: LeetCode's template is a plain function
//! (`var solveNQueens = function(n) {...}`). The user's file is run as a script
//! under its own path (so errors name it and its lines), then the harness
//! calls the function and prints the result as LeetCode does.

use super::{quoted, Signature, Type, UserCode};

const DRIVER: &str = r#"'use strict';
const fs = require('fs');
const vm = require('vm');

function fail(message) {
  process.stderr.write('LeetCode harness: ' + message + '\n');
  process.exit(1);
}

function dump(value, kind, what) {
  if (Array.isArray(kind)) {
    if (!Array.isArray(value)) fail(what + ' is ' + typeof value + ', not the ' + name(kind) + ' LeetCode expects');
    return '[' + value.map((v) => dump(v, kind[1], what + ' item')).join(',') + ']';
  }
  if (kind === 'boolean') {
    if (typeof value !== 'boolean') fail(what + ' is ' + typeof value + ', not a boolean');
    return value ? 'true' : 'false';
  }
  if (kind === 'string') {
    if (typeof value !== 'string') fail(what + ' is ' + typeof value + ', not a string');
    return JSON.stringify(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (!Number.isInteger(value)) fail(what + ' is ' + value + ', not an integer');
  return String(value);
}

function name(kind) {
  return Array.isArray(kind) ? 'list<' + name(kind[1]) + '>' : kind;
}

// What LeetCode's JavaScript may use besides the language itself.
globalThis.require = require;
// LeetCode shows what the solution prints apart from its answer: here, on stderr.
console.log = console.info = console.debug = console.error;
vm.runInThisContext(fs.readFileSync(__dirname + '/solution.js', 'utf8'), { filename: SHOWN });
const lines = fs.readFileSync(0, 'utf8').split('\n');
if (lines.length < PARAMS) fail('the case has ' + lines.length + ' lines; ' + METHOD + ' takes ' + PARAMS + ' parameters');
const args = lines.slice(0, PARAMS).map((line) => JSON.parse(line));
const result = CALL;
process.stdout.write(dump(result, RETURNS, METHOD + "'s result") + '\n');
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let method = &signature.method;
    // A `typeof` test first: an undeclared name is then a clear message, not a ReferenceError.
    let call = format!(
        "(typeof {method} === 'function' ? {method} : fail('no function {method} in ' + SHOWN))(...args)"
    );
    let driver = DRIVER
        .replace("CALL", &call)
        .replace("SHOWN", &quoted(user.shown))
        .replace("PARAMS", &signature.params.len().to_string())
        .replace("METHOD", &quoted(method))
        .replace("RETURNS", &kind_literal(&signature.returns));
    vec![
        ("solution.js".into(), user.source.to_string()),
        ("Main.js".into(), driver),
    ]
}

pub fn signature_line(signature: &Signature) -> String {
    let params: Vec<&str> = signature.params.iter().map(|p| p.name.as_str()).collect();
    format!("var {} = function({})", signature.method, params.join(", "))
}

/// The type as `dump` reads it: `'integer'` or `['list', inner]`.
fn kind_literal(ty: &Type) -> String {
    match ty.element() {
        Some(inner) => format!("['list', {}]", kind_literal(inner)),
        None => quoted(&ty.to_string()),
    }
}
