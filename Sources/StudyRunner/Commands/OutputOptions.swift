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
            // The terminal first, and `getenv` rather than `ProcessInfo.environment`, which
            // copies the whole environment into a dictionary (0.3 % of validating a
            // 1,000-question study, ninth round).
            guard isatty(handle.fileDescriptor) != 0 else { return false }
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
            return true
        }
    }
}

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
