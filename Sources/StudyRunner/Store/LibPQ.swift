import CLibPQ

#if canImport(Glibc)
    import Glibc
#endif

/// libpq's functions, looked up in the shared library the first time the central store is
/// used. Not linked into `study`: a linked libpq is loaded by every process before `main`,
/// with the twenty libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP), which cost about
/// 10 million instructions (4.5 ms of CPU) at the start of every command, `study validate`
/// and `study run` included, though only the store's commands talk to PostgreSQL. The
/// header (`CLibPQ`) still gives the types and constants.
struct LibPQ {
    typealias CStrings = UnsafePointer<UnsafePointer<CChar>?>
    let connectdbParams: @convention(c) (CStrings?, CStrings?, Int32) -> OpaquePointer?
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let setNoticeProcessor:
        @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let finish: @convention(c) (OpaquePointer?) -> Void
    let execParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, CStrings?, UnsafePointer<Int32>?,
            UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    let exec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let clear: @convention(c) (OpaquePointer?) -> Void
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let conninfoParse:
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
            UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Each function the store calls, looked up by its C name; the names of those the library
    /// lacks are added to `missing`, and such a library is refused whole.
    private init(library: UnsafeMutableRawPointer, missing: inout [String]) {
        func function<Function>(_ symbol: String) -> Function {
            if let address = dlsym(library, symbol) { return unsafeBitCast(address, to: Function.self) }
            missing.append(symbol)
            // Never called: a library that lacks a function is refused before any use.
            return unsafeBitCast(UnsafeMutableRawPointer(bitPattern: 1)!, to: Function.self)
        }
        connectdbParams = function("PQconnectdbParams")
        status = function("PQstatus")
        errorMessage = function("PQerrorMessage")
        setNoticeProcessor = function("PQsetNoticeProcessor")
        finish = function("PQfinish")
        execParams = function("PQexecParams")
        exec = function("PQexec")
        clear = function("PQclear")
        resultStatus = function("PQresultStatus")
        ntuples = function("PQntuples")
        nfields = function("PQnfields")
        getisnull = function("PQgetisnull")
        getvalue = function("PQgetvalue")
        resultErrorField = function("PQresultErrorField")
        conninfoParse = function("PQconninfoParse")
        conninfoFree = function("PQconninfoFree")
        freemem = function("PQfreemem")
    }

    /// Why libpq could not be used, in words that say what to install.
    struct Unavailable: Error {
        var message: String
    }

    /// The file name of libpq 5 (every PostgreSQL client since 8.0), as Debian's libpq5 installs it.
    static let libraryName = "libpq.so.5"

    /// Opened once per process, on first use, and kept open.
    static let shared: Result<LibPQ, Unavailable> = load(libraryName)

    /// The functions of the library `name`, or why it cannot be used.
    static func load(_ name: String) -> Result<LibPQ, Unavailable> {
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(
                Unavailable(
                    message: "the central store needs libpq, PostgreSQL's client library, which could not be "
                        + "loaded (\(reason)). Install it (Debian and Ubuntu: apt-get install libpq5)"))
        }
        var missing: [String] = []
        let functions = LibPQ(library: library, missing: &missing)
        guard missing.isEmpty else {
            dlclose(library)
            return .failure(
                Unavailable(
                    message: "the libpq found (\(name)) lacks \(missing.joined(separator: ", ")); "
                        + "the central store needs a newer one"))
        }
        return .success(functions)
    }
}
