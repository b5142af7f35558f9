import Foundation
import StudyModel

/// The study's encouragement on the home screen, never a screen of its own: last week's
/// summary with the study's weekly line on the first start of a new week, and the study's
/// daily line as a notice right after the last task due today.
extension JourneyScreens {
    /// "Last week (week 2), you did 5 of the 7 sessions due." and the study's weekly line;
    /// nothing when the study writes no weekly line or there is nothing to sum up.
    func weekGreeting(_ summary: WeekSummary?) -> [String] {
        guard let summary, let weekly = study.encouragement.weekly else { return [] }
        let words = resultsText
        let values = [
            "week": "\(summary.week)", "done": "\(summary.done)", "count": "\(summary.due)",
            "encouragement": text(weekly),
        ]
        return [words.fill(words.weekSummary, values)]
    }

    /// The study's daily line, as a notice under the menu; nil when it writes none.
    var dayDoneNotice: Notice? {
        study.encouragement.daily.map { .success(text($0)) }
    }
}
