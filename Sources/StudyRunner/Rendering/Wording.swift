import Foundation

/// The few words the primitives draw themselves, so a study in Chinese can give them in
/// Chinese. `{page}` and `{pages}` are replaced by numbers.
struct Wording: Sendable, Hashable {
    var moreBelow = "more below"
    var pageOf = "page {page} of {pages}"

    static let english = Wording()
    static let chinese = Wording(moreBelow: "下面还有", pageOf: "第 {page} 页，共 {pages} 页")

    func page(_ page: Int, of pages: Int) -> String {
        pageOf.replacingOccurrences(of: "{page}", with: String(page))
            .replacingOccurrences(of: "{pages}", with: String(pages))
    }
}
