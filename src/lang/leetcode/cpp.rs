//! C++'s harness: all standard headers and `using namespace std;`, as LeetCode
//! gives them, then the user's code under `#line 1 "<their path>"` (so the
//! compiler and AddressSanitizer name their file and lines), then the harness,
//! which calls the method on a `new Solution()` per case (globals and statics
//! live on, as on LeetCode). Reading and printing are overloads, so any
//! nesting of vectors works. The time is `std::clock()` around the call: the
//! process's CPU time.

use super::{quoted, Signature, Type, UserCode};

const PRELUDE: &str = "#include <bits/stdc++.h>\nusing namespace std;\n";

const DRIVER: &str = r#"#line 1 "<LeetCode harness>"
// Leaks are LeetCode's users' business: its AddressSanitizer does not report them.
// On abort (an uncaught exception), the sanitizer prints where it came from.
extern "C" const char* __asan_default_options() { return "detect_leaks=0:handle_abort=1"; }

namespace leetcode_harness {
// The channel (descriptor 3) and the case being run.
FILE* channel = nullptr;
int current = 0;
void record(const std::string& head, const std::string* payload) {
    std::string text = head;
    if (payload) text += " " + std::to_string(payload->size()) + "\n" + *payload;
    text += '\n';
    std::fwrite(text.data(), 1, text.size(), channel);
    std::fflush(channel);
}
[[noreturn]] void fail(const std::string& message) {
    std::cout.flush();
    std::cerr << "LeetCode harness: " << message << std::endl;
    if (channel) record("error " + std::to_string(current), &message);
    std::exit(1);
}
long peak_kib() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0) return std::atol(line.c_str() + 6);
    return 0;
}
struct Reader {
    const std::string& s;
    size_t i = 0;
    void space() { while (i < s.size() && isspace((unsigned char) s[i])) i++; }
    char peek() { space(); return i < s.size() ? s[i] : '\0'; }
    void expect(char c) { if (peek() != c) fail("unreadable input: " + s); i++; }
};
void get(Reader& r, long long& v) {
    r.space();
    size_t used = 0;
    try { v = std::stoll(r.s.substr(r.i), &used); } catch (...) { fail("unreadable input: " + r.s); }
    r.i += used;
}
void get(Reader& r, int& v) { long long w; get(r, w); v = (int) w; }
void get(Reader& r, bool& v) {
    r.space();
    if (r.s.compare(r.i, 4, "true") == 0) { v = true; r.i += 4; }
    else if (r.s.compare(r.i, 5, "false") == 0) { v = false; r.i += 5; }
    else fail("unreadable input: " + r.s);
}
void get(Reader& r, std::string& v) {
    r.expect('"');
    v.clear();
    while (r.i < r.s.size() && r.s[r.i] != '"') {
        char c = r.s[r.i++];
        if (c == '\\' && r.i < r.s.size()) {
            char e = r.s[r.i++];
            v += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        } else v += c;
    }
    r.i++;
}
template <class T> void get(Reader& r, std::vector<T>& v) {
    r.expect('[');
    v.clear();
    if (r.peek() == ']') { r.i++; return; }
    while (true) {
        T item;
        get(r, item);
        v.push_back(std::move(item));
        if (r.peek() == ',') { r.i++; continue; }
        r.expect(']');
        return;
    }
}
template <class T> void parse(const std::string& line, T& v) { Reader r{line}; get(r, v); }

void put(std::string& out, long long v) { out += std::to_string(v); }
void put(std::string& out, int v) { out += std::to_string(v); }
void put(std::string& out, bool v) { out += v ? "true" : "false"; }
void put(std::string& out, const std::string& v) {
    out += '"';
    for (char c : v) {
        if (c == '"' || c == '\\') { out += '\\'; out += c; }
        else if (c == '\n') out += "\\n";
        else out += c;
    }
    out += '"';
}
template <class T> void put(std::string& out, const std::vector<T>& v) {
    out += '[';
    for (size_t i = 0; i < v.size(); i++) {
        if (i > 0) out += ',';
        put(out, (const T&) v[i]);
    }
    out += ']';
}
}  // namespace leetcode_harness

int main(int argc, char** argv) {
    namespace lh = leetcode_harness;
    lh::channel = fdopen(3, "w");
    if (!lh::channel || argc < 2) { std::fputs("LeetCode harness: no channel or no case count\n", stderr); return 1; }
    int count = std::atoi(argv[argc - 1]);
    // Every case is read before the first call.
    std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    std::vector<std::string> lines;
    std::stringstream lines_in(input);
    for (std::string line; std::getline(lines_in, line);) lines.push_back(line);
    if (lines.size() < (size_t) count * PARAMS) lh::fail("the input has fewer lines than its cases have parameters");
    for (lh::current = 1; lh::current <= count; lh::current++) {
        long long started_ns = (long long) std::clock() * (1000000000 / CLOCKS_PER_SEC);
        lh::record("start " + std::to_string(lh::current) + " " + std::to_string(started_ns), nullptr);
        size_t at = (size_t) (lh::current - 1) * PARAMS;
        (void) at;
CALL
        std::string out;
        lh::put(out, result);
        std::cout.flush();
        std::fflush(stdout);
        lh::record("done " + std::to_string(lh::current) + " " + std::to_string(cpu_ns) + " " + std::to_string(lh::peak_kib()), &out);
    }
    lh::record("end", nullptr);
    std::fclose(lh::channel);
    return 0;
}
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let mut call = String::new();
    let mut names = Vec::new();
    for (i, param) in signature.params.iter().enumerate() {
        call += &format!(
            "        {} a{i};\n        lh::parse(lines[at + {i}], a{i});\n",
            cpp_type(&param.ty)
        );
        names.push(format!("a{i}"));
    }
    // std::clock is the process's CPU time, in microseconds on POSIX systems.
    call += &format!(
        "        std::clock_t before = std::clock();\n        Solution* solution = new Solution();\n        \
         {} result = solution->{}({});\n        \
         long long cpu_ns = (long long) (std::clock() - before) * (1000000000 / CLOCKS_PER_SEC);",
        cpp_type(&signature.returns),
        signature.method,
        names.join(", ")
    );
    let driver = DRIVER
        .replace("CALL", &call)
        .replace("PARAMS", &signature.params.len().to_string())
        .replace("METHOD", &signature.method);
    let main = format!(
        "{PRELUDE}#line 1 {}\n{}\n{driver}",
        quoted(user.shown),
        user.source
    );
    vec![("Main.cc".into(), main)]
}

pub fn signature_line(signature: &Signature) -> String {
    let params: Vec<String> = signature
        .params
        .iter()
        .map(|p| match &p.ty {
            Type::Array(_) | Type::List(_) => {
                format!("{}& {}", cpp_type(&p.ty), p.name)
            }
            ty => format!("{} {}", cpp_type(ty), p.name),
        })
        .collect();
    format!(
        "{} {}({})",
        cpp_type(&signature.returns),
        signature.method,
        params.join(", ")
    )
}

fn cpp_type(ty: &Type) -> String {
    match ty {
        Type::Integer => "int".into(),
        Type::Long => "long long".into(),
        Type::Boolean => "bool".into(),
        Type::String => "string".into(),
        Type::Array(inner) | Type::List(inner) => format!("vector<{}>", cpp_type(inner)),
    }
}
