import ArgumentParser
import Foundation

/// `--color auto|always|never`; auto means colour on a terminal unless NO_COLOR is set or TERM is dumb.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Colour forced on or off, or nil to decide by the terminal (auto).
    var forced: Bool? {
        switch self {
        case .auto: return nil
        case .always: return true
        case .never: return false
        }
    }

    func isEnabled(for handle: FileHandle) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(handle.fileDescriptor) != 0
        }
    }
}

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
