import ArgumentParser
import Foundation
import StudyModel

/// `study store …`: looking after the central PostgreSQL store (docs/central-store.md).
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Set up the central PostgreSQL store that study machines sync to.",
        subcommands: [StoreInitCommand.self]
    )
}

struct StoreInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create or update the store's schema and roles in an existing database.",
        discussion: """
            ADDRESS is a postgresql:// URL or libpq settings; what it leaves out comes from the \
            PG* variables and ~/.pgpass, as for psql (a password in ADDRESS is refused). Without \
            ADDRESS, \(StoreAddress.environmentVariable) is used. Safe to run again: only \
            migrations not yet recorded in the database are applied. Creates the roles \
            study_collector (for study machines) and study_reader (for the study team). \
            Exit status: 0 done, 2 usage, 6 the store could not be reached or refused.
            """
    )

    @Argument(help: "The store, e.g. postgresql://owner@db.example.org/study.")
    var address: String?

    func run() throws {
        let store = try StoreOptions.address(address, command: "store init")
        do throws(StoreError) {
            let connection = try PostgresConnection(address: store)
            let outcome = try StoreSchema.migrate(connection)
            let total = outcome.applied.count + outcome.alreadyThere.count
            if outcome.applied.isEmpty {
                print("The store's schema is up to date (\(total) migrations).")
            } else {
                let versions = outcome.applied.map(String.init).joined(separator: ", ")
                print("Applied migration \(versions); the store's schema is up to date (\(total) migrations).")
            }
        } catch {
            printError("study store init: " + TerminalSafe.inert(error.message))
            throw ExitCode(ExitStatus.storeUnavailable)
        }
    }
}

/// The `--store` address of a command, or the environment's, with a usage error when there
/// is none or it cannot be used.
enum StoreOptions {
    static func address(_ option: String?, command: String) throws -> StoreAddress {
        do throws(StoreAddress.Problem) {
            let environment = ProcessInfo.processInfo.environment
            if let address = try StoreAddress.resolve(option: option, environment: environment) { return address }
            printError(
                "study \(command): name the store, e.g. postgresql://collector@db.example.org/study, "
                    + "or set \(StoreAddress.environmentVariable)")
        } catch {
            printError("study \(command): \(error)")
        }
        throw ExitCode(ExitStatus.usage)
    }
}
