import Foundation

extension Recorder {
    /// The results folder the participant's folder is in (`Output/`), whose files are the
    /// study's; nil when nothing is kept on disk (a preview).
    var resultsFolder: String? {
        guard let folder = store?.folder else { return nil }
        let study = (URL(fileURLWithPath: folder).standardizedFileURL.path as NSString).deletingLastPathComponent
        return (study as NSString).deletingLastPathComponent
    }

    /// Whether a file the participant keeps for themselves would land in the results folder.
    func isInResultsFolder(_ path: String) -> Bool {
        resultsFolder.map { ResultsFolderPlace.isInside(path, resultsFolder: $0) } ?? false
    }
}
