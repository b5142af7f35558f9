import Foundation

extension ParticipantSummary.ScoreObservation {
    /// The scores a task result's JSON holds, or nil when it is not a task result. `study
    /// status` reads every completed run's results file, so the usual shape is read the quick
    /// way (`LineTokens`); anything else (an odd value, JSON the quick reader gives up on) is
    /// left to Foundation's reader, whose answer it has always been.
    public static func inResult(_ data: Data) -> [Self]? {
        if let scores = LineTokens.reading(data, quick) { return scores }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return (object["scores"] as? [[String: Any]] ?? []).compactMap { score in
            guard let id = score["id"] as? String else { return nil }
            return .init(id: id, value: (score["value"] as? NSNumber)?.doubleValue, band: score["band"] as? String)
        }
    }

    /// The scores of a result object whose scores are all an id with a number (or null) and
    /// a band (or null); nil for anything else.
    private static func quick(_ json: LineTokens.Value) -> [Self]? {
        guard json.isObject else { return nil }
        guard let member = json["scores"], !member.isNull else { return [] }
        guard let elements = member.elements else { return nil }
        var scores: [Self] = []
        for element in elements {
            guard element.isObject, let id = element["id"]?.string,
                let band = element.optionalString("band")
            else { return nil }
            var value: Double?
            if let written = element["value"], !written.isNull {
                guard let number = written.double else { return nil }
                value = number
            }
            scores.append(.init(id: id, value: value, band: band))
        }
        return scores
    }
}
