import CLibPQ
import Foundation

/// Where the central store is: a `postgresql://` URL or libpq `key=value` settings, from
/// `--store` or `STUDY_STORE_URL`. Everything it leaves out comes from where every
/// PostgreSQL tool takes it (`PG*` variables, `~/.pgpass`, `PGSSLMODE` and the other TLS
/// settings). A password written into it is refused: it would sit in the shell's history
/// and in every process listing.
struct StoreAddress: Equatable {
    var connectionString: String

    static let environmentVariable = "STUDY_STORE_URL"

    /// Why an address cannot be used, in words that say what to do.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The option's value, else the environment's; nil when neither names a store.
    static func resolve(option: String?, environment: [String: String]) throws(Problem) -> StoreAddress? {
        guard let text = option ?? environment[environmentVariable] else { return nil }
        return try StoreAddress(text)
    }

    init(_ text: String) throws(Problem) {
        let pq: LibPQ
        switch LibPQ.shared {
        case let .success(functions): pq = functions
        case let .failure(problem): throw Problem(description: problem.message)
        }
        var error: UnsafeMutablePointer<CChar>?
        guard let options = pq.conninfoParse(text, &error) else {
            let reason = error.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            pq.freemem(error)
            throw Problem(
                description: "the store address cannot be read (\(reason ?? "out of memory")). "
                    + "Write it as postgresql://user@host/database")
        }
        defer { pq.conninfoFree(options) }
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "password", let value = option.pointee.val, value.pointee != 0 {
                throw Problem(
                    description: "the store address holds a password, which would be visible to anyone who "
                        + "lists processes or reads the shell history. Remove it and put it in ~/.pgpass "
                        + "(or PGPASSFILE), as for psql")
            }
            option += 1
        }
        connectionString = text
    }
}
