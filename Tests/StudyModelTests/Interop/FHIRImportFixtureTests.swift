import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Every public Questionnaire fixture imports into a study that validates.
final class FHIRImportFixtureTests: XCTestCase {
    private typealias X = FHIRImportFixtures

    func testEveryFixtureImportsIntoAValidStudy() throws {
        for name in X.all {
            let result = try X.imported(name)
            _ = try X.study(name)
            print("== \(name)\n" + result.notes.map(\.description).joined(separator: "\n"))
        }
    }
}
