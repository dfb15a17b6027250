//! Java's harness: the user's `class Solution` stays in a file of its own,
//! `Solution.java`, with LeetCode's usual imports written on its first line
//! (so its line numbers are the user's); `Main.java` reads the cases, calls the
//! method on a `new Solution()` for each and hands back the results. Types are
//! checked by javac: a method whose types differ from LeetCode's fails to
//! compile in the harness.

use super::{quoted, Signature, Type, UserCode};
use std::collections::BTreeMap;

/// What a LeetCode Java solution may use without importing it.
const IMPORTS: &str = "import java.util.*; import java.util.function.*; \
                       import java.util.stream.*; import java.math.*; import java.io.*; ";

/// The driver reads every case before the user's class is loaded, then calls
/// the method on a `new Solution()` per case and hands each answer back on the
/// channel (see `channel.rs`), reopened through `/proc` since Java cannot take
/// a descriptor by number. The time is the calling thread's CPU time
/// (`ThreadMXBean`, in nanoseconds): the JVM's compiler and collector threads
/// are not billed, and the process clock Java offers counts only in 10 ms steps.
const DRIVER: &str = r#"import java.nio.charset.StandardCharsets;
import java.util.*;

@SuppressWarnings("unchecked")
public class Main {
    static java.io.OutputStream channel;
    static int current = 0;

    public static void main(String[] args) throws Exception {
        channel = new java.io.FileOutputStream("/proc/self/fd/3", true);
        int count = Integer.parseInt(args[args.length - 1]);
        String[] lines = new String(System.in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
        if (lines.length < count * PARAMS) fail("the input has " + lines.length + " lines for " + count + " cases of PARAMS parameters");
        java.lang.management.ThreadMXBean clock = java.lang.management.ManagementFactory.getThreadMXBean();
        for (current = 1; current <= count; current++) {
            record("start " + current + " " + clock.getCurrentThreadCpuTime(), null);
            int at = (current - 1) * PARAMS;
CALL
            StringBuilder out = new StringBuilder();
            put(out, result);
            System.out.flush();
            record("done " + current + " " + cpu + " " + peakKib(), out.toString().getBytes(StandardCharsets.UTF_8));
        }
        record("end", null);
    }

    static void record(String head, byte[] payload) {
        try {
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
            b.write(head.getBytes(StandardCharsets.UTF_8));
            if (payload != null) {
                b.write((" " + payload.length + "\n").getBytes(StandardCharsets.UTF_8));
                b.write(payload);
            }
            b.write('\n');
            channel.write(b.toByteArray());
        } catch (java.io.IOException e) {
            System.err.println("LeetCode harness: cannot write its results: " + e);
            System.exit(1);
        }
    }

    static long peakKib() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Paths.get("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (Exception e) {
            // No /proc: the launcher's figure stands alone.
        }
        return 0;
    }

    static void fail(String message) {
        System.out.flush();
        System.err.println("LeetCode harness: " + message);
        if (channel != null) record("error " + current, message.getBytes(StandardCharsets.UTF_8));
        System.exit(1);
    }

    static void put(StringBuilder b, Object v) {
        if (v == null) { b.append("null"); return; }
        if (v instanceof String) { string(b, (String) v); return; }
        if (v instanceof int[]) { int[] a = (int[]) v; b.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) b.append(','); b.append(a[i]); } b.append(']'); return; }
        if (v instanceof long[]) { long[] a = (long[]) v; b.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) b.append(','); b.append(a[i]); } b.append(']'); return; }
        if (v instanceof boolean[]) { boolean[] a = (boolean[]) v; b.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) b.append(','); b.append(a[i]); } b.append(']'); return; }
        if (v instanceof Object[]) { v = Arrays.asList((Object[]) v); }
        if (v instanceof Iterable) {
            b.append('[');
            boolean first = true;
            for (Object e : (Iterable<?>) v) { if (!first) b.append(','); first = false; put(b, e); }
            b.append(']');
            return;
        }
        b.append(v);
    }

    static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\n') b.append("\\n");
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        b.append('"');
    }

    static int c_i(Object v) { return (int) (long) (Long) v; }
    static long c_l(Object v) { return (Long) v; }
    static boolean c_b(Object v) { return (Boolean) v; }
    static String c_s(Object v) { return (String) v; }
HELPERS
    /** LeetCode's testcase values: JSON numbers, strings, booleans and arrays. */
    static final class Json {
        private final String s;
        private int i;
        Json(String s) { this.s = s; }
        static Object parse(String line) { Json j = new Json(line); Object v = j.value(); j.space(); if (j.i != j.s.length()) fail("unreadable input: " + line); return v; }
        void space() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            space();
            if (i >= s.length()) fail("an input line is empty");
            char c = s.charAt(i);
            if (c == '[') {
                i++;
                List<Object> list = new ArrayList<>();
                space();
                if (i < s.length() && s.charAt(i) == ']') { i++; return list; }
                while (true) {
                    list.add(value());
                    space();
                    if (i < s.length() && s.charAt(i) == ',') { i++; continue; }
                    if (i < s.length() && s.charAt(i) == ']') { i++; return list; }
                    fail("unreadable input: " + s);
                }
            }
            if (c == '"') {
                StringBuilder b = new StringBuilder();
                i++;
                while (i < s.length() && s.charAt(i) != '"') {
                    char d = s.charAt(i++);
                    if (d == '\\' && i < s.length()) {
                        char e = s.charAt(i++);
                        if (e == 'n') b.append('\n');
                        else if (e == 't') b.append('\t');
                        else if (e == 'u') { b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                        else b.append(e);
                    } else b.append(d);
                }
                i++;
                return b.toString();
            }
            if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
            if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
            int start = i;
            if (c == '-') i++;
            while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
            return Long.parseLong(s.substring(start, i));
        }
    }
}
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let mut helpers = BTreeMap::new();
    let mut call = String::new();
    let mut names = Vec::new();
    for (i, param) in signature.params.iter().enumerate() {
        let convert = converter(&param.ty, &mut helpers);
        call += &format!(
            "            {} a{i} = {convert}(Json.parse(lines[at + {i}]));\n",
            java_type(&param.ty, false)
        );
        names.push(format!("a{i}"));
    }
    call += &format!(
        "            long before = clock.getCurrentThreadCpuTime();\n            \
         {} result = new Solution().{}({});\n            \
         long cpu = clock.getCurrentThreadCpuTime() - before;",
        java_type(&signature.returns, false),
        signature.method,
        names.join(", ")
    );
    let driver = DRIVER
        .replace("CALL", &call)
        .replace("HELPERS", &helpers.into_values().collect::<String>())
        .replace("PARAMS", &signature.params.len().to_string())
        .replace("METHOD", &quoted(&signature.method));
    vec![
        ("Solution.java".into(), format!("{IMPORTS}{}", user.source)),
        ("Main.java".into(), driver),
    ]
}

pub fn signature_line(signature: &Signature) -> String {
    let params: Vec<String> = signature
        .params
        .iter()
        .map(|p| format!("{} {}", java_type(&p.ty, false), p.name))
        .collect();
    format!(
        "public {} {}({})",
        java_type(&signature.returns, false),
        signature.method,
        params.join(", ")
    )
}

/// The Java type LeetCode's template uses; `boxed` inside generics.
fn java_type(ty: &Type, boxed: bool) -> String {
    match (ty, boxed) {
        (Type::Integer, false) => "int".into(),
        (Type::Integer, true) => "Integer".into(),
        (Type::Long, false) => "long".into(),
        (Type::Long, true) => "Long".into(),
        (Type::Boolean, false) => "boolean".into(),
        (Type::Boolean, true) => "Boolean".into(),
        (Type::String, _) => "String".into(),
        (Type::Array(inner), _) => format!("{}[]", java_type(inner, false)),
        (Type::List(inner), _) => format!("List<{}>", java_type(inner, true)),
    }
}

/// The name of a static method turning a parsed JSON value into `ty`,
/// generating it (and those it needs) into `helpers`.
fn converter(ty: &Type, helpers: &mut BTreeMap<String, String>) -> String {
    let (name, inner) = match ty {
        Type::Integer => return "c_i".into(),
        Type::Long => return "c_l".into(),
        Type::Boolean => return "c_b".into(),
        Type::String => return "c_s".into(),
        Type::Array(inner) => (format!("c_a{}", mangle(inner)), inner),
        Type::List(inner) => (format!("c_L{}", mangle(inner)), inner),
    };
    let element = converter(inner, helpers);
    let java = java_type(ty, false);
    let body = match ty {
        Type::Array(_) => {
            // `new int[n][]`: the first dimension sized, the element type erased.
            let (dims, base) = array_dims(ty);
            let erased = java_type(base, false);
            let erased = erased.split('<').next().unwrap_or("Object");
            format!(
                "List<?> l = (List<?>) v; {java} r = ({java}) new {erased}[l.size()]{}; \
                 for (int i = 0; i < r.length; i++) r[i] = {element}(l.get(i)); return r;",
                "[]".repeat(dims - 1)
            )
        }
        _ => format!(
            "{java} r = new ArrayList<>(); for (Object e : (List<?>) v) r.add({element}(e)); return r;"
        ),
    };
    helpers.insert(
        name.clone(),
        format!("    static {java} {name}(Object v) {{ {body} }}\n"),
    );
    name
}

fn array_dims(ty: &Type) -> (usize, &Type) {
    match ty {
        Type::Array(inner) => {
            let (dims, base) = array_dims(inner);
            (dims + 1, base)
        }
        other => (0, other),
    }
}

fn mangle(ty: &Type) -> String {
    match ty {
        Type::Integer => "i".into(),
        Type::Long => "l".into(),
        Type::Boolean => "b".into(),
        Type::String => "s".into(),
        Type::Array(inner) => format!("a{}", mangle(inner)),
        Type::List(inner) => format!("L{}", mangle(inner)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converters_are_generated_for_nested_types() {
        let mut helpers = BTreeMap::new();
        let ty = Type::parse("list<integer[][]>").unwrap();
        assert_eq!(converter(&ty, &mut helpers), "c_Laai");
        assert_eq!(helpers.len(), 3);
        assert!(
            helpers["c_aai"].contains("new int[l.size()][]"),
            "{helpers:?}"
        );
        assert_eq!(java_type(&ty, false), "List<int[][]>");
    }
}
