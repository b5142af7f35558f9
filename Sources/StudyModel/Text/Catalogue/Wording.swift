/// The few words the drawing primitives show themselves: one table of the `TextCatalogue`,
/// texts under `wording:` in `Catalogues/*.yaml`. `{page}` and `{pages}` are replaced by numbers.
public struct Wording: TextTable, Hashable {
    public static var inCatalogue: KeyPath<TextCatalogue, Wording> { \.wording }

    init() {}

    public var moreBelow = ""
    public var pageOf = ""

    public func page(_ page: Int, of pages: Int) -> String {
        fill(pageOf, ["page": String(page), "pages": String(pages)])
    }
}
