import Foundation

/// Where a consent document named in a study file may be, and whether the name is safe.
/// Names stay inside a `Consent/` folder: no absolute paths, no `..`.
public enum ConsentDocumentPaths {
    /// Why `name` may not be used, or nil when it is a plain relative name.
    public static func problem(with name: String) -> String? {
        if name.hasPrefix("/") || name.hasPrefix("~") {
            return "must be a file name inside the Consent folder, not an absolute path"
        }
        if name.split(separator: "/").contains("..") {
            return "may not contain '..': consent documents stay inside the Consent folder"
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) {
            return "contains characters a file name may not have"
        }
        return nil
    }

    /// `Consent/<name>` beside the study file, then in the folder above the study's folder
    /// (so `Studies/x.study` finds `Consent/x.md` at the project's top).
    public static func candidates(for name: String, studyPath: String) -> [String] {
        let studyFolder = parent(of: studyPath)
        let above = parent(of: studyFolder)
        return [join(studyFolder, "Consent", name), join(above, "Consent", name)]
    }

    static func parent(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count <= 1 { return path == ".." ? "../.." : (path.isEmpty || path == "." ? ".." : ".") }
        if parts.last == ".." { return path + "/.." }
        parts.removeLast()
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty && $0 != "." }.joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }
}
