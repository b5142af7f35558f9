import Foundation

/// A failure talking to the central store, in libpq's or the server's words. `isTransient`
/// says whether trying again later can help (the server is down, restarting, slow), as
/// opposed to a refusal that needs a person (a wrong secret, missing rights, a bad URL).
struct StoreError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The server's SQLSTATE, when it answered at all.
    var sqlState: String?
    var isTransient: Bool

    var description: String { message }

    /// Lost or never made connections, and statements the server cut short (a timeout,
    /// a shutdown, a deadlock) are worth retrying; everything else is a refusal.
    static func isTransient(sqlState: String?) -> Bool {
        guard let sqlState else { return true }
        let transient = ["57014", "57P01", "57P02", "57P03", "40001", "40P01", "53300", "55P03"]
        return sqlState.hasPrefix("08") || transient.contains(sqlState)
    }

    /// The store's own refusals (migration 1 raises them): a participant id already taken
    /// under another secret, or events sent out of order.
    static let participantTaken = "SS403"
    static let outOfOrder = "SS409"
    /// PostgreSQL's undefined_function: a store whose schema predates a function asked for.
    static let undefinedFunction = "42883"
    /// PostgreSQL's undefined_column: a store whose schema predates a column asked for.
    static let undefinedColumn = "42703"
}
