import CLibPQ
import Foundation

/// One connection to PostgreSQL through libpq. Every statement with a value in it is sent
/// with bound parameters (`execute(_:_:)`); only the repository's own constant SQL (the
/// migrations) goes through `runScript`. Connect and statement timeouts are always set, so
/// a hanging server or network can make a call fail but never wait forever.
final class PostgresConnection {
    private let handle: OpaquePointer
    private let pq: LibPQ

    /// How long libpq waits to connect, and the server for one statement.
    static let connectTimeoutSeconds = 10
    static let statementTimeoutMilliseconds = 15_000

    init(address: StoreAddress) throws(StoreError) {
        // A libpq that cannot be loaded will not appear by retrying: not transient.
        let pq: LibPQ
        switch LibPQ.shared {
        case let .success(functions): pq = functions
        case let .failure(problem): throw StoreError(message: problem.message, sqlState: nil, isTransient: false)
        }
        self.pq = pq
        // The address comes last: what the operator wrote there wins over these defaults.
        // `tcp_user_timeout` ends a connection whose packets go unanswered (a cut cable).
        let settings: [(String, String)] = [
            ("connect_timeout", String(Self.connectTimeoutSeconds)),
            ("tcp_user_timeout", String(Self.statementTimeoutMilliseconds)),
            ("application_name", "study"),
            ("client_encoding", "UTF8"),
            ("dbname", address.connectionString),
        ]
        let keywords = settings.map { strdup($0.0) }
        let values = settings.map { strdup($0.1) }
        defer { for copy in keywords + values { free(copy) } }
        let connection = (keywords.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { keywordList in
            (values.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { valueList in
                pq.connectdbParams(keywordList.baseAddress, valueList.baseAddress, 1)
            }
        }
        guard let connection else { throw StoreError(message: "out of memory", sqlState: nil, isTransient: true) }
        handle = connection
        // A failed connection is still released once, by deinit (the object is whole by now).
        guard pq.status(handle) == CONNECTION_OK else {
            let message = Self.message(pq.errorMessage(handle))
            throw StoreError(message: "could not connect to the store: " + message, sqlState: nil, isTransient: true)
        }
        // The server's notices ("already exists, skipping") are for people at psql, not here.
        _ = pq.setNoticeProcessor(handle, { _, _ in }, nil)
        try execute("SELECT set_config('statement_timeout', $1, false)", [String(Self.statementTimeoutMilliseconds)])
    }

    deinit { pq.finish(handle) }

    /// Runs one statement with its values bound as text parameters ($1, $2, …) and returns
    /// the rows as text (nil for NULL). A value can never change the statement itself.
    @discardableResult
    func execute(_ sql: String, _ parameters: [String?] = []) throws(StoreError) -> [[String?]] {
        try execute(sql, parameters: parameters.map { .text($0) })
    }

    /// The same with parameters that may also be sent in binary form (a `text[]` of many
    /// journal lines, `PostgresParameter.textArray` and `.binary`). Binary values are handed
    /// to libpq where they lie, not copied first.
    @discardableResult
    func execute(_ sql: String, parameters: [PostgresParameter]) throws(StoreError) -> [[String?]] {
        var copies: [UnsafeMutablePointer<CChar>?] = []
        var binaries: [PostgresBinary] = []
        var values: [UnsafePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        defer { for copy in copies { free(copy) } }
        for parameter in parameters {
            let binary: PostgresBinary
            switch parameter {
            case let .text(value):
                let copy = value.map { strdup($0) } ?? nil
                copies.append(copy)
                values.append(UnsafePointer(copy))
                lengths.append(0)
                formats.append(0)
                continue
            case let .textArray(elements): binary = PostgresArray.binaryText(elements)
            case let .binary(bytes): binary = bytes
            }
            binaries.append(binary)
            values.append(UnsafePointer(binary.bytes.baseAddress?.assumingMemoryBound(to: CChar.self)))
            lengths.append(Int32(binary.count))
            formats.append(1)
        }
        let result = withExtendedLifetime(binaries) {
            values.withUnsafeBufferPointer { values in
                lengths.withUnsafeBufferPointer { lengths in
                    formats.withUnsafeBufferPointer { formats in
                        pq.execParams(
                            handle, sql, Int32(parameters.count), nil, values.baseAddress, lengths.baseAddress,
                            formats.baseAddress, 0)
                    }
                }
            }
        }
        return try rows(of: result)
    }

    /// Runs constant SQL that may hold several statements: only the repository's own
    /// migration files come here, never text with a value from outside in it.
    func runScript(_ sql: StaticString) throws(StoreError) {
        let text = sql.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        try rows(of: pq.exec(handle, text))
    }

    @discardableResult
    private func rows(of result: OpaquePointer?) throws(StoreError) -> [[String?]] {
        defer { pq.clear(result) }
        let status = result.map { pq.resultStatus($0) } ?? PGRES_FATAL_ERROR
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK, let result else {
            throw failure(of: result)
        }
        return (0..<pq.ntuples(result)).map { row in
            (0..<pq.nfields(result)).map { column in
                pq.getisnull(result, row, column) == 1 ? nil : Self.text(pq.getvalue(result, row, column))
            }
        }
    }

    private func failure(of result: OpaquePointer?) -> StoreError {
        let sqlState = result.flatMap { pq.resultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { Self.text($0) }
        let primary = result.flatMap { pq.resultErrorField($0, Int32(UInt8(ascii: "M"))) }.map { Self.message($0) }
        let message = primary ?? Self.message(pq.errorMessage(handle))
        // A connection that broke mid-statement has no SQLSTATE from the server.
        let lost = pq.status(handle) != CONNECTION_OK
        return StoreError(
            message: message, sqlState: sqlState,
            isTransient: lost || StoreError.isTransient(sqlState: sqlState))
    }

    /// A value exactly as the server sent it.
    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }

    /// A message of libpq's or the server's, without the line break it ends with.
    /// libpq's message on one line: it breaks a message into lines ("Connection refused\n\t
    /// Is the server running…"), which the terminal-safe rendering would show as "^J".
    static func message(_ pointer: UnsafePointer<CChar>?) -> String {
        oneLine(text(pointer))
    }

    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}

/// A value bound to a statement's `$n`.
enum PostgresParameter {
    /// Sent in text form, as the server reads the type it is cast to (nil: NULL).
    case text(String?)
    /// A `text[]` without NULLs, sent in binary form (`PostgresArray.binaryText`): the
    /// statement casts its `$n` to `text[]`.
    case textArray([String])
    /// Bytes already in a type's binary form (`PostgresArray.binaryText` of journal lines):
    /// the statement casts its `$n` to that type.
    case binary(PostgresBinary)
}
