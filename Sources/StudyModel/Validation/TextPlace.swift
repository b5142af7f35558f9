/// What a text is, as a diagnostic names it ("the label of choice 'a' of step 'q1'"). Kept
/// as its parts and put into words only when a diagnostic needs it: a study has several
/// texts per question and almost all of them are fine.
struct TextPlace: CustomStringConvertible {
    /// A thing and, for something with an id, its id: "the question", "step 'q1'".
    struct Part: CustomStringConvertible {
        var words: String
        var id: String?

        init(_ words: String, id: String? = nil) {
            self.words = words
            self.id = id
        }

        var description: String { id.map { "\(words) '\($0)'" } ?? words }
    }

    var part: Part
    /// Whose `part` it is, if anyone's: "the title" of "task 't1'".
    var owner: Part?

    init(_ part: Part, of owner: Part? = nil) {
        self.part = part
        self.owner = owner
    }

    init(_ words: String, of owner: Part? = nil) {
        self.init(Part(words), of: owner)
    }

    var description: String { owner.map { "\(part) of \($0)" } ?? part.description }
}
