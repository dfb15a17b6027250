//! JavaScript's harness: LeetCode's template is a plain function
//! (`var solveNQueens = function(n) {...}`). The harness reads every case,
//! runs the user's file as a script under its own path (so errors name it and
//! its lines), then calls the function once per case, in the same process as
//! LeetCode does (module-level variables live on), and hands each answer back
//! on the channel (see `channel.rs`). The time is `process.cpuUsage()` around
//! the call: the process's CPU time, in microseconds.

use super::{quoted, Signature, Type, UserCode};

const DRIVER: &str = r#"'use strict';
const fs = require('fs');
const vm = require('vm');

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

// The channel leaves descriptor 3 for one of its own, so the user's code cannot stumble on it.
const channel = fs.openSync('/proc/self/fd/3', 'a');
fs.closeSync(3);
let current = 0;

function record(head, payload) {
  const text = payload === undefined ? head + '\n' : head + ' ' + Buffer.byteLength(payload) + '\n' + payload + '\n';
  fs.writeSync(channel, text);
}

function fail(message) {
  process.stderr.write('LeetCode harness: ' + message + '\n');
  record('error ' + current, message);
  process.exit(1);
}

// Every case is read before the user's code runs.
const count = Number(process.argv[process.argv.length - 1]);
const lines = fs.readFileSync(0, 'utf8').split('\n');
if (lines.length < count * PARAMS) fail('the input has ' + lines.length + ' lines for ' + count + ' cases of ' + PARAMS + ' parameters');
// What LeetCode's JavaScript may use besides the language itself.
globalThis.require = require;
vm.runInThisContext(fs.readFileSync(__dirname + '/solution.js', 'utf8'), { filename: SHOWN });
for (current = 1; current <= count; current++) {
  const started = process.cpuUsage();
  record('start ' + current + ' ' + (started.user + started.system) * 1000);
  const args = lines.slice((current - 1) * PARAMS, current * PARAMS).map((line) => JSON.parse(line));
  const before = process.cpuUsage();
  const result = CALL;
  const used = process.cpuUsage(before);
  const answer = dump(result, RETURNS, METHOD + "'s result");
  record('done ' + current + ' ' + (used.user + used.system) * 1000 + ' ' + process.resourceUsage().maxRSS, answer);
}
record('end');
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
