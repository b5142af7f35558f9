/// What an id names, for "'x' is a question of task 'weekly'" and "jumps to 'x', which is
/// a step of task 'daily'". Kept as its parts and put into words only for a diagnostic.
struct IDDescription: CustomStringConvertible {
    var kind: String
    var task: String?

    init(kind: String, task: String? = nil) {
        self.kind = kind
        self.task = task
    }

    var description: String {
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(kind)" + (task.map { " of task '\($0)'" } ?? "")
    }
}
