//! C's harness, with LeetCode's C conventions: an array parameter comes with
//! its size (`int* nums, int numsSize`), an array result is returned with its
//! size through `int* returnSize` (and a 2-D one with the rows' sizes through
//! `int** returnColumnSizes`), all of it malloc'ed by the user and freed by the
//! caller. The user's code sits under `#line 1 "<their path>"` after the
//! standard headers, the harness after it; the harness calls the function
//! once per case and resets nothing, as LeetCode's does, so globals live on.
//! The time is the C library's `clock()` around the call: the process's CPU
//! time, in microseconds.

use super::{quoted, Signature, Type, UserCode};

const PRELUDE: &str = "#include <assert.h>\n#include <ctype.h>\n#include <float.h>\n#include <limits.h>\n\
#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\
#include <stdlib.h>\n#include <string.h>\n";

const DRIVER: &str = r#"#line 1 "<LeetCode harness>"
/* Leaks are LeetCode's users' business: its AddressSanitizer does not report them.
   On abort (a failed assert), the sanitizer prints where it came from. */
const char* __asan_default_options(void) { return "detect_leaks=0:handle_abort=1"; }

/* Declared here rather than through <time.h>, which would claim names such as `time`
   from the user's code: clock_t is a long on the 64-bit C libraries, and
   CLOCKS_PER_SEC a million. */
extern long clock(void);
static const char* lc_s;
/* The channel (descriptor 3), and where the answer of the running case is written. */
static FILE* lc_channel;
static FILE* lc_out;
static int lc_case;
static void lc_fail(const char* message) {
    fflush(stdout);
    fprintf(stderr, "LeetCode harness: %s\n", message);
    fprintf(lc_channel, "error %d %zu\n%s\n", lc_case, strlen(message), message);
    fflush(lc_channel);
    exit(1);
}
static long lc_peak_kib(void) {
    FILE* status = fopen("/proc/self/status", "r");
    char line[256];
    long kib = 0;
    while (status && fgets(line, sizeof line, status))
        if (!strncmp(line, "VmHWM:", 6)) kib = strtol(line + 6, NULL, 10);
    if (status) fclose(status);
    return kib;
}
"#;

/// The harness's `main`: every case read first, then one call per case.
const MAIN: &str = r#"int main(int argc, char** argv) {
    lc_channel = fdopen(3, "w");
    if (!lc_channel || argc < 2) { fputs("LeetCode harness: no channel or no case count\n", stderr); return 1; }
    int cases = atoi(argv[argc - 1]);
    /* Every case is read before the first call. */
    size_t size = 0, cap = 1 << 16;
    char* input = malloc(cap);
    for (size_t got; (got = fread(input + size, 1, cap - size - 1, stdin)) > 0;) {
        size += got;
        if (size + 1 == cap) input = realloc(input, cap *= 2);
    }
    input[size] = 0;
    size_t count = 0, room = 16;
    char** all_lines = malloc(room * sizeof *all_lines);
    for (char* p = input; p; count++) {
        if (count == room) all_lines = realloc(all_lines, (room *= 2) * sizeof *all_lines);
        all_lines[count] = p;
        p = strchr(p, '\n');
        if (p) *p++ = 0;
    }
    if (count < (size_t) cases * PARAMS) lc_fail("the input has fewer lines than its cases have parameters");
    for (lc_case = 1; lc_case <= cases; lc_case++) {
        fprintf(lc_channel, "start %d %lld\n", lc_case, (long long) clock() * 1000);
        fflush(lc_channel);
        char** lines = all_lines + (size_t) (lc_case - 1) * PARAMS;
        (void) lines;
        char* answer = NULL;
        size_t answer_size = 0;
        lc_out = open_memstream(&answer, &answer_size);
CALL
        fclose(lc_out);
        fflush(stdout);
        fprintf(lc_channel, "done %d %lld %ld %zu\n", lc_case, (long long) cpu_us * 1000, lc_peak_kib(), answer_size);
        fwrite(answer, 1, answer_size, lc_channel);
        fputc('\n', lc_channel);
        fflush(lc_channel);
        free(answer);
    }
    fputs("end\n", lc_channel);
    fclose(lc_channel);
    return 0;
}
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Result<Vec<(String, String)>, String> {
    let mut call = String::new();
    let mut args = Vec::new();
    for (i, param) in signature.params.iter().enumerate() {
        let (depth, scalar) = param.ty.depth();
        let (ty, read) = (c_type(scalar), read(scalar));
        match depth {
            0 => call += &format!("    lc_s = lines[{i}];\n    {ty} a{i} = {read};\n"),
            1 => {
                call += &format!(
                    "    lc_s = lines[{i}];\n    int a{i}Size = 0, a{i}Cap = 16;\n    {ty}* a{i} = malloc(a{i}Cap * sizeof *a{i});\n    \
                     if (lc_open()) do {{ if (a{i}Size == a{i}Cap) a{i} = realloc(a{i}, (a{i}Cap *= 2) * sizeof *a{i}); a{i}[a{i}Size++] = {read}; }} while (lc_next());\n"
                );
                args.push(format!("a{i}Size"));
            }
            _ => return Err(unsupported(&param.ty)),
        }
        args.insert(args.len() - depth, format!("a{i}"));
    }
    let (depth, scalar) = signature.returns.depth();
    let put = |v: &str| put(scalar, v);
    let method = &signature.method;
    let mut show = String::new();
    match depth {
        0 => {
            call += &format!(
                "    long before = clock();\n    {} result = {method}({});\n    long cpu_us = clock() - before;\n",
                c_type(scalar),
                args.join(", ")
            );
            show += &format!("    {};\n", put("result"));
            if scalar == &Type::String {
                show += "    free(result);\n";
            }
        }
        1 | 2 => {
            args.push("&returnSize".into());
            if depth == 2 {
                args.push("&returnColumnSizes".into());
            }
            let stars = "*".repeat(depth);
            call += &format!(
                "    int returnSize = -1;\n    int* returnColumnSizes = NULL;\n    long before = clock();\n    \
                 {}{stars} result = {method}({});\n    long cpu_us = clock() - before;\n    \
                 if (returnSize < 0 || (returnSize > 0 && !result)) lc_fail(\"{method} must set *returnSize and return an array of that size\");\n",
                c_type(scalar),
                args.join(", ")
            );
            let free_item = |v: &str| match scalar {
                Type::String => format!(" free({v});"),
                _ => String::new(),
            };
            if depth == 1 {
                show += &format!(
                    "    fputc('[', lc_out);\n    for (int i = 0; i < returnSize; i++) {{ if (i) fputc(',', lc_out); {};{} }}\n    fputc(']', lc_out);\n",
                    put("result[i]"),
                    free_item("result[i]")
                );
            } else {
                show += &format!(
                    "    if (returnSize > 0 && !returnColumnSizes) lc_fail(\"{method} must set *returnColumnSizes\");\n    fputc('[', lc_out);\n    \
                     for (int i = 0; i < returnSize; i++) {{\n        if (i) fputc(',', lc_out);\n        fputc('[', lc_out);\n        \
                     for (int j = 0; j < returnColumnSizes[i]; j++) {{ if (j) fputc(',', lc_out); {};{} }}\n        fputc(']', lc_out);\n        free(result[i]);\n    }}\n    \
                     fputc(']', lc_out);\n    free(returnColumnSizes);\n",
                    put("result[i][j]"),
                    free_item("result[i][j]")
                );
            }
            show += "    free(result);\n";
        }
        _ => return Err(unsupported(&signature.returns)),
    }
    let driver = format!("{DRIVER}{}{MAIN}", super::c_library::LIBRARY)
        .replace("CALL", &format!("{call}{show}"))
        .replace("PARAMS", &signature.params.len().to_string())
        .replace("METHOD", method);
    let main = format!(
        "{PRELUDE}#line 1 {}\n{}\n{driver}",
        quoted(user.shown),
        user.source
    );
    Ok(vec![("Main.c".into(), main)])
}

pub fn signature_line(signature: &Signature) -> Result<String, String> {
    let mut params = Vec::new();
    for p in &signature.params {
        match p.ty.depth() {
            (0, scalar) => params.push(format!("{} {}", c_type(scalar), p.name)),
            (1, scalar) => {
                params.push(format!("{}* {}", c_type(scalar), p.name));
                params.push(format!("int {}Size", p.name));
            }
            _ => return Err(unsupported(&p.ty)),
        }
    }
    let (depth, scalar) = signature.returns.depth();
    match depth {
        0 => {}
        1 => params.push("int* returnSize".into()),
        2 => params.extend(["int* returnSize".into(), "int** returnColumnSizes".into()]),
        _ => return Err(unsupported(&signature.returns)),
    }
    Ok(format!(
        "{}{} {}({})",
        c_type(scalar),
        "*".repeat(depth),
        signature.method,
        params.join(", ")
    ))
}

fn unsupported(ty: &Type) -> String {
    format!("the C harness does not take the type {ty} yet")
}

fn c_type(scalar: &Type) -> &'static str {
    match scalar {
        Type::Long => "long long",
        Type::Boolean => "bool",
        Type::String => "char*",
        _ => "int",
    }
}

fn read(scalar: &Type) -> &'static str {
    match scalar {
        Type::Long => "lc_int()",
        Type::Boolean => "lc_bool()",
        Type::String => "lc_str()",
        _ => "(int) lc_int()",
    }
}

fn put(scalar: &Type, value: &str) -> String {
    match scalar {
        Type::Long => format!("fprintf(lc_out, \"%lld\", {value})"),
        Type::Boolean => format!("fputs({value} ? \"true\" : \"false\", lc_out)"),
        Type::String => format!("lc_put_string({value})"),
        _ => format!("fprintf(lc_out, \"%d\", {value})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_parameters_come_with_their_sizes() {
        let sig =
            Signature::parse("twoSum(nums: integer[], target: integer) -> integer[]").unwrap();
        assert_eq!(
            signature_line(&sig).unwrap(),
            "int* twoSum(int* nums, int numsSize, int target, int* returnSize)"
        );
        let deep = Signature::parse("f(g: integer[][]) -> integer").unwrap();
        assert!(signature_line(&deep).unwrap_err().contains("integer[][]"));
    }
}
