/// What the study says to keep participants going, in its own words (translatable like every
/// study text): a line when the day's tasks are all done, and a line with the summary of the
/// past week on the first start of a new week. Neither is a reminder: both are shown only
/// when the participant is already there, and only if the study writes them.
public struct Encouragement: Sendable {
    /// `daily-encouragement`: shown on the home screen right after the last task due today.
    public var daily: LocalizedText?
    /// `weekly-encouragement`: shown under last week's summary on the first start of a week.
    public var weekly: LocalizedText?

    public init(daily: LocalizedText? = nil, weekly: LocalizedText? = nil) {
        self.daily = daily
        self.weekly = weekly
    }
}
