/// The few words the drawing primitives show themselves: one table of the `TextCatalogue`,
/// with the English texts. `{page}` and `{pages}` are replaced by numbers.
public struct Wording: TextTable, Hashable {
    public static var inCatalogue: KeyPath<TextCatalogue, Wording> { \.wording }

    public init() {}

    public var moreBelow = "more below"
    public var pageOf = "page {page} of {pages}"

    public func page(_ page: Int, of pages: Int) -> String {
        fill(pageOf, ["page": String(page), "pages": String(pages)])
    }
}
