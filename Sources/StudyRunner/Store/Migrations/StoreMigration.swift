/// One step of the store's schema, applied once, in order, and recorded in
/// `study_store.schema_migrations`. A released migration is never edited: a change is a new
/// one. They live in Swift files (constant SQL) so the one `study` binary carries them,
/// with no resource folder to ship beside it.
struct StoreMigration {
    var version: Int
    var name: String
    var sql: StaticString

    /// Every migration, oldest first; `StoreSchema.migrate` applies the ones not yet recorded.
    static let all: [StoreMigration] = [
        .eventsAndRoles, .leases, .deletions, .outcomeRecords, .fasterAppend, .participantFiles, .fileConflicts,
        .fileConflictDigests, .newParticipantsTogether, .lineDigestsOnRead, .genericPlans, .newParticipantsInOneInsert,
    ]
}
