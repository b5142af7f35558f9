#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the C library's character functions speak UTF-8, which libedit relies on to
/// read, measure (`wcwidth`) and show non-ASCII text: without it, Chinese typed through an
/// input method or "é" are taken apart into bytes and shown as `\351`.
///
/// Only LC_CTYPE is set, on purpose: LC_ALL would also switch LC_NUMERIC, and C code that
/// formats numbers (`printf("%f")`) would start writing decimal commas into result files
/// in some locales. The user's LC_CTYPE is taken if it is UTF-8; otherwise C.UTF-8, which
/// every glibc since 2.35 has built in, then the older spellings.
enum UTF8Locale {
    /// Call before libedit is initialised. Returns whether a UTF-8 locale is in effect.
    @discardableResult
    static func ensure() -> Bool {
        setlocale(LC_CTYPE, "")
        if isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
