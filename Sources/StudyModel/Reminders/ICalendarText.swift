import Foundation

/// The text rules of iCalendar (RFC 5545, section 3.1 and 3.3.11) that every calendar
/// file needs: TEXT values escaped, content lines folded at 75 octets, lines ended by CRLF,
/// and moments written in UTC so the file needs no time-zone definitions.
public enum ICalendarText {
    /// A TEXT value: `\`, `;` and `,` escaped with a backslash, every line break written as
    /// `\n`, and other control characters (which TEXT may not hold) left out.
    public static func escaped(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                // CRLF is one line break, not two.
                if pending == "\n" { pending = scalars.next() }
                result += "\\n"
            case "\n", "\u{2028}", "\u{2029}", "\u{85}": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.properties.generalCategory == .control: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One content line folded so that no physical line is longer than 75 octets: each
    /// continuation starts with a space (which counts in its 75), and no UTF-8 sequence
    /// is split between two lines. The lines are joined by CRLF, without a final one.
    public static func folded(_ line: String) -> String {
        var lines: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                lines.append(current)
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// A whole file from its content lines: each folded, each ended by CRLF.
    public static func file(_ lines: [String]) -> String {
        lines.map { folded($0) + "\r\n" }.joined()
    }

    /// A moment as an iCalendar DATE-TIME in UTC, `20261125T090000Z`.
    public static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = [parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1]
        let time = [parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0]
        return NumberText.padded(day[0], width: 4) + day.dropFirst().map { NumberText.padded($0, width: 2) }.joined()
            + "T" + time.map { NumberText.padded($0, width: 2) }.joined() + "Z"
    }
}
