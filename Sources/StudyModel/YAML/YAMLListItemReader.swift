/// Takes the items of one list of a file's top-level map, each as soon as it is composed,
/// while libyaml is still parsing the rest of the file on its own thread: a study's tasks are
/// read in the time the composer would otherwise spend waiting for libyaml's events
/// (`StudyParser.EarlyTasks`, thirteenth round in BENCHMARKS.md).
protocol YAMLListItemReader: AnyObject {
    /// The top-level key whose list's items are read.
    var key: String { get }
    /// One item of the list, in order. Called on the thread that composes.
    func read(_ item: YAMLNode)
}
