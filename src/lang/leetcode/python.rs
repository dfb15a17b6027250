//! Python 3's harness. LeetCode runs the user's class with much of the standard
//! library already imported; the prelude below reproduces the globals a
//! LeetCode Python 3 solution sees (`List`, `Optional` and the rest of
//! `typing`, `deque`, `Counter`, `heappush`, `bisect_left`, `inf`, `lru_cache`,
//! `ascii_lowercase`, ... and the modules themselves), in an order that gives
//! the same winner where two modules export one name (`pow` is the builtin,
//! `sub` is `operator.sub`, `Counter` is `typing.Counter`). The user's source
//! is compiled under the user's own path, so tracebacks name their file and line.

use super::{Signature, Type, UserCode};

/// LeetCode's wildcard imports, then the modules by name.
const PRELUDE: &str = "\
from string import *
from re import *
from datetime import *
from collections import *
from heapq import *
from bisect import *
from copy import *
from math import *
from random import *
from statistics import *
from itertools import *
from functools import *
from operator import *
from io import *
from sys import *
from json import *
from builtins import *
from typing import *
import string, re, datetime, collections, heapq, bisect, copy, math, random
import statistics, itertools, functools, operator, io, sys, json, os
";

/// The driver: everything it defines stays out of the user's namespace. It
/// reads every case before the user's code is loaded, then calls the method
/// on a fresh `Solution()` per case, as LeetCode's own driver does, and hands
/// each answer back on the channel (see `channel.rs`). The time is
/// `time.process_time_ns()` around the call: the process's CPU time.
/// Python's recursion limit stays CPython's default (see the README).
const DRIVER: &str = r#"import json as _json, linecache as _linecache, os as _os, sys as _sys, time as _time

_channel = None
_case = 0


def _record(head, payload=None):
    if payload is None:
        _channel.write(head.encode() + b'\n')
    else:
        _channel.write(b'%s %d\n%s\n' % (head.encode(), len(payload), payload))


def _fail(message):
    _sys.stdout.flush()
    _sys.stderr.write('LeetCode harness: ' + message + '\n')
    _sys.stderr.flush()
    if _channel is not None:
        _record('error %d' % _case, message.encode())
    _sys.exit(1)


def _dump(value, kind, what):
    if isinstance(kind, list):
        if not isinstance(value, (list, tuple)):
            _fail('%s is a %s, not the %s LeetCode expects' % (what, type(value).__name__, _name(kind)))
        return '[' + ','.join(_dump(v, kind[1], what + ' item') for v in value) + ']'
    if kind == 'boolean':
        if not isinstance(value, bool):
            _fail('%s is a %s, not a boolean' % (what, type(value).__name__))
        return 'true' if value else 'false'
    if kind == 'string':
        if not isinstance(value, str):
            _fail('%s is a %s, not a string' % (what, type(value).__name__))
        return _json.dumps(value, ensure_ascii=False)
    if isinstance(value, bool) or not isinstance(value, int):
        _fail('%s is a %s, not an integer' % (what, type(value).__name__))
    return str(value)


def _name(kind):
    return 'list<%s>' % _name(kind[1]) if isinstance(kind, list) else kind


def _peak_kib():
    try:
        with open('/proc/self/status', 'rb') as status:
            for line in status:
                if line.startswith(b'VmHWM:'):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _main():
    global _channel, _case
    # The channel moves off descriptor 3 (a duplicate is not inherited), so the
    # user's code cannot stumble on it.
    _channel = _os.fdopen(_os.dup(3), 'wb', 0)
    _os.close(3)
    count = int(_sys.argv[-1])
    lines = _sys.stdin.buffer.read().decode('utf-8', 'replace').split('\n')
    if len(lines) < count * len(PARAMS):
        _fail('the input has %d lines for %d cases of %d parameters' % (len(lines), count, len(PARAMS)))
    with open('solution.py', 'rb') as f:
        source = f.read()
    text = source.decode('utf-8', 'replace')
    _linecache.cache[SHOWN] = (len(text), None, text.splitlines(True), SHOWN)
    scope = {'__name__': 'solution', '__builtins__': __builtins__}
    exec(compile(PRELUDE, '<LeetCode harness>', 'exec'), scope)
    code = compile(source, SHOWN, 'exec')
    exec(code, scope)
    if 'Solution' not in scope:
        _fail('no class Solution in ' + SHOWN)
    for _case in range(1, count + 1):
        _record('start %d %d' % (_case, _time.process_time_ns()))
        first = (_case - 1) * len(PARAMS)
        args = [_json.loads(lines[first + i]) for i in range(len(PARAMS))]
        before = _time.process_time_ns()
        result = getattr(scope['Solution'](), METHOD)(*args)
        cpu = _time.process_time_ns() - before
        answer = _dump(result, RETURNS, METHOD + "'s result").encode()
        _sys.stdout.flush()
        _record('done %d %d %d' % (_case, cpu, _peak_kib()), answer)
    _record('end')


try:
    _main()
except Exception:
    # The traceback module reads the user's lines from linecache; the default hook would not.
    import traceback as _traceback
    _traceback.print_exc()
    _sys.exit(1)
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let params: Vec<String> = signature.params.iter().map(|p| py_str(&p.name)).collect();
    let header = format!(
        "SHOWN = {}\nMETHOD = {}\nPARAMS = [{}]\nRETURNS = {}\nPRELUDE = {}\n",
        py_str(user.shown),
        py_str(&signature.method),
        params.join(", "),
        kind_literal(&signature.returns),
        py_str(PRELUDE),
    );
    // The driver's imports and globals come first, then its constants.
    let (imports, rest) = DRIVER
        .split_once("\n\n\n")
        .expect("the driver has sections");
    vec![
        ("solution.py".into(), user.source.to_string()),
        ("Main.py".into(), format!("{imports}\n\n{header}\n\n{rest}")),
    ]
}

pub fn signature_line(signature: &Signature) -> String {
    let params: Vec<String> = signature
        .params
        .iter()
        .map(|p| format!(", {}: {}", p.name, type_name(&p.ty)))
        .collect();
    format!(
        "def {}(self{}) -> {}",
        signature.method,
        params.concat(),
        type_name(&signature.returns)
    )
}

fn type_name(ty: &Type) -> String {
    match ty {
        Type::Integer | Type::Long => "int".into(),
        Type::Boolean => "bool".into(),
        Type::String => "str".into(),
        Type::Array(inner) | Type::List(inner) => format!("List[{}]", type_name(inner)),
    }
}

/// The type as the driver's `_dump` reads it: `'integer'` or `['list', inner]`.
fn kind_literal(ty: &Type) -> String {
    match ty.element() {
        Some(inner) => format!("['list', {}]", kind_literal(inner)),
        None => py_str(&ty.to_string()),
    }
}

/// A Python string literal for any text (non-ASCII written as escapes).
fn py_str(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            ' '..='~' => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('\'');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_literals_survive_any_path() {
        assert_eq!(py_str("it's\\é\n"), "'it\\'s\\\\\\u00e9\\u000a'");
        assert_eq!(
            kind_literal(&Type::parse("list<list<string>>").unwrap()),
            "['list', ['list', 'string']]"
        );
    }
}
