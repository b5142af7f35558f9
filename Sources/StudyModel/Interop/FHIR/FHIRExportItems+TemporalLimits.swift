/// The `min` and `max` of a date, time or date-time question as the `minValue` and
/// `maxValue` extensions. A fixed day is a `valueDate`, a time a `valueTime`. A limit relative
/// to today or now is SDC's dynamic limit: a `valueDate` (or `valueDateTime`) with no value
/// whose `cqf-calculatedValue` extension holds the FHIRPath that works it out when the form
/// is filled in (`today() - 18 years`, `now() - 90 days`). What FHIR cannot say is listed.
extension FHIRExportItems {
    func dateLimits(_ options: DateOptions) -> FHIRJSON? {
        let entries = [(FHIRExtension.minValue, options.min), (FHIRExtension.maxValue, options.max)].compactMap {
            url, bound in bound.map { Self.dateLimit(url, $0.value) }
        }
        return entries.isEmpty ? nil : .array(entries)
    }

    static func dateLimit(_ url: String, _ bound: DateBound) -> FHIRJSON {
        switch bound {
        case let .day(day):
            return .object([("url", .string(url)), ("valueDate", .string(day.iso))])
        case let .relativeToToday(amount, unit):
            let name: String
            switch unit {
            case .days: name = "day"
            case .weeks: name = "week"
            case .months: name = "month"
            case .years: name = "year"
            }
            return calculated(url, "valueDate", origin: "today()", amount, name)
        }
    }

    /// A range that wraps past midnight (21:00 to 03:00) has no minValue/maxValue form.
    mutating func timeLimits(_ options: TimeOptions, place: String) -> FHIRJSON? {
        if let low = options.min?.value, let high = options.max?.value, low > high {
            notes.append(
                FHIRImportNote(
                    .notConverted, place + ".min",
                    "the time range \(AnswerFormatting.clock(low)) to \(AnswerFormatting.clock(high)) wraps past midnight, which minValue and maxValue cannot say; both limits are left out"
                ))
            return nil
        }
        let entries = [(FHIRExtension.minValue, options.min), (FHIRExtension.maxValue, options.max)].compactMap {
            url, bound in
            bound.map {
                FHIRJSON.object([
                    ("url", .string(url)), ("valueTime", .string(AnswerFormatting.clock($0.value) + ":00")),
                ])
            }
        }
        return entries.isEmpty ? nil : .array(entries)
    }

    /// A fixed date-time limit is on the participant's own clock; FHIR's dateTime has a UTC
    /// offset as soon as it has a time, so it is listed and left out.
    mutating func dateTimeLimits(_ options: DateTimeOptions, place: String) -> FHIRJSON? {
        var entries: [FHIRJSON] = []
        for (url, name, bound) in [
            (FHIRExtension.minValue, "min", options.min), (FHIRExtension.maxValue, "max", options.max),
        ] {
            switch bound?.value {
            case nil: continue
            case .moment?:
                notes.append(
                    FHIRImportNote(
                        .notConverted, place + "." + name,
                        "a fixed date-time limit is a time on the participant's own clock, which FHIR's dateTime (with an offset as soon as it has a time) cannot say; it is left out"
                    ))
            case let .relativeToNow(seconds)?:
                let (size, unit) =
                    [(604_800, "week"), (86400, "day"), (3600, "hour"), (60, "minute")].first {
                        seconds % $0.0 == 0
                    } ?? (1, "second")
                entries.append(Self.calculated(url, "valueDateTime", origin: "now()", seconds / size, unit))
            }
        }
        return entries.isEmpty ? nil : .array(entries)
    }

    /// `today()`, or `today() - 18 years`: FHIRPath's calendar durations, which count whole
    /// months and years as the study does (a month back from 31 March is 28 or 29 February).
    private static func calculated(_ url: String, _ key: String, origin: String, _ amount: Int, _ unit: String)
        -> FHIRJSON
    {
        let size = amount.magnitude
        let path = amount == 0 ? origin : "\(origin) \(amount < 0 ? "-" : "+") \(size) \(unit)\(size == 1 ? "" : "s")"
        let extensions = FHIRJSON.array([
            .object([("url", .string(FHIRExtension.calculatedValue)), ("valueString", .string(path))])
        ])
        return .object([("url", .string(url)), ("_" + key, .object([("extension", extensions)]))])
    }
}
