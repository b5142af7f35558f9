/// "1 error", "3 warnings": a count with its noun, for messages that total things up.
/// Only for nouns whose plural adds "s" (error, file, text, folder).
public func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
