/// A name for messages ("step 'q1'", "the answer of step 'q1'"), put into words only when
/// a message interpolates it: almost every step of a large study has no message, and
/// building each one's name up front cost about 2% of validating it.
struct LazyDescription: CustomStringConvertible {
    private let make: () -> String

    init(_ make: @autoclosure @escaping () -> String) {
        self.make = make
    }

    /// From a closure already made (an escaping autoclosure passed on): wrapping it again
    /// would allocate a second closure for every map of the file.
    init(lazy make: @escaping () -> String) {
        self.make = make
    }

    var description: String { make() }
}
