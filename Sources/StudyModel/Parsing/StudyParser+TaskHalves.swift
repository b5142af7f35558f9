extension StudyParser {
    /// The tasks of the file, in order. A large file's tasks are read in two halves, the later
    /// on a second thread (`TwoThreads`, twelfth round in BENCHMARKS.md): reading a task needs
    /// only its node and a reader to report to, so each half has a reader of its own, and their
    /// diagnostics join `reader`'s in file order, as one reader would have made them.
    static func readTaskList(_ nodes: [YAMLNode], _ reader: StudyReader) -> [StudyTask] {
        let source = reader.source
        guard source.text.utf8.count >= TwoThreads.worthItFromBytes, nodes.count >= 2 else {
            return nodes.compactMap { readTask($0, reader) }
        }
        let later = Array(nodes[middle(of: nodes)...])
        let earlier = nodes[..<middle(of: nodes)]
        guard
            let halves = TwoThreads.run(
                here: { readHalf(earlier, of: source) }, beside: { readHalf(later, of: source) })
        else {
            return nodes.compactMap { readTask($0, reader) }
        }
        for diagnostic in halves.0.diagnostics + halves.1.diagnostics { reader.report(diagnostic) }
        return halves.0.tasks + halves.1.tasks
    }

    private static func readHalf(
        _ nodes: some Collection<YAMLNode>, of source: SourceFile
    ) -> (tasks: [StudyTask], diagnostics: [Diagnostic]) {
        let reader = StudyReader(source: source)
        return (nodes.compactMap { readTask($0, reader) }, reader.diagnostics)
    }

    /// The first task of the later half: the one nearest the middle line between the first
    /// task and the last, so that the halves hold about as many lines each.
    private static func middle(of nodes: [YAMLNode]) -> Int {
        let first = nodes[0].mark.line
        let halfway = first + (nodes[nodes.count - 1].mark.line - first) / 2
        let found = nodes.firstIndex { $0.mark.line >= halfway } ?? nodes.count / 2
        return min(max(found, 1), nodes.count - 1)
    }
}
