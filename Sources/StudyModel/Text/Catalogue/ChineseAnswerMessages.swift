/// The messages of answer entry in Simplified Chinese. They address the participant as 您,
/// use full-width punctuation, put a range before its noun ("0 到 120 之间的整数"), and put
/// a space between Chinese and Latin letters or digits ("请输入 0 到 120 之间的整数。").
public struct ChineseAnswerMessages: AnswerMessages {
    public init() {}

    public var language: String { "zh" }

    public var yes: String { "是" }
    public var no: String { "否" }
    public var noneChosen: String { "未选择" }
    public var today: String { "今天" }
    public var now: String { "现在" }

    public func enter(_ form: String) -> String { SentenceParts.glued("请输入", form, "。") }

    public func range(from low: String?, to high: String?) -> String {
        switch (low, high) {
        case let (low?, high?): return SentenceParts.glued(low, "到", high, "之间的")
        case let (low?, nil): return SentenceParts.glued("不小于", low, "的")
        case let (nil, high?): return SentenceParts.glued("不大于", high, "的")
        case (nil, nil): return ""
        }
    }

    public var or: String { " 或 " }

    public var yesNoForm: String { "是或否" }

    public func choiceForm(count: Int) -> String { "1 到 \(count) 之间的数字，或按显示的文字输入选项" }

    public func choicesForm(count: Int, example: String) -> String { "1 到 \(count) 之间的数字，用逗号分隔，例如 \(example)" }

    public func textScaleForm(labels: [String]) -> String {
        "1 到 \(labels.count) 之间的数字，或以下之一：" + labels.joined(separator: "、")
    }

    public func otherTextNeeded(example: String) -> String { "请在冒号后写明您的具体内容，例如 \(example): 您的回答。" }

    public func otherTextEmpty(label: String) -> String { "请写明您所说的“\(label)”具体指什么。" }

    public func exclusive(label: String) -> String { "“\(label)”不能与其他答案同时选择。" }

    public func selectionCount(minimum: Int?, maximum: Int?) -> String {
        let low = minimum ?? 1
        switch maximum {
        case let high? where high == low: return "请选择 \(high) 项。"
        case let high? where low <= 0: return "请最多选择 \(high) 项。"
        case let high?: return "请选择 \(low) 到 \(high) 项。"
        case nil: return "请至少选择 \(max(low, 1)) 项。"
        }
    }

    public func wholeNumberForm(range: String, step: String?) -> String {
        SentenceParts.glued(range, "整数") + (step.map { "，间隔为 \($0)" } ?? "")
    }

    public func numberForm(range: String, step: String?, places: Int?) -> String {
        SentenceParts.glued(range, "数字") + (step.map { "，间隔为 \($0)" } ?? "") + (places.map { "，最多 \($0) 位小数" } ?? "")
    }

    public var emptyText: String { "请输入您的回答。" }
    public var patternFallback: String { "请检查您的回答的写法，然后重试。" }

    public func tooLong(maximum: Int, typed: Int) -> String { "请不要超过 \(maximum) 个字符（您输入了 \(typed) 个）。" }

    public func textForm(maximum: Int?) -> String { maximum.map { "不超过 \($0) 个字符" } ?? "文字" }

    public var emailRule: String { "请输入电子邮件地址，例如 name@example.org。" }

    public var aDate: String { "日期" }
    public var aTime: String { "时间" }
    public var aDateAndTime: String { "日期和时间" }

    public func temporalRule(
        _ what: String, form: String, example: String?, earliest: String?, latest: String?
    ) -> String {
        let asForm = SentenceParts.glued("请按", form, "格式输入", what)
        switch (earliest, latest) {
        case let (low?, high?): return SentenceParts.glued("请输入", low, "到", high, "之间的", what, "。")
        case let (low?, nil): return SentenceParts.glued(asForm, "，不早于", low, "。")
        case let (nil, high?): return SentenceParts.glued(asForm, "，不晚于", high, "。")
        case (nil, nil): return asForm + (example.map { "，例如 \($0)" } ?? "") + "。"
        }
    }

    public var durationForm: String { "例如 1h 30m" }

    public func durationRule(range: String) -> String { SentenceParts.glued("请输入", range, "时长，例如 45m 或 1h 30m。") }

    public func heightRule(form: String, range: String) -> String {
        range.isEmpty
            ? SentenceParts.glued("请输入您的身高，例如", form, "。") : SentenceParts.glued("请输入", range, "身高。")
    }

    public func weightRule(form: String, range: String) -> String {
        range.isEmpty
            ? SentenceParts.glued("请输入您的体重，例如", form, "。") : SentenceParts.glued("请输入", range, "体重。")
    }

    public var unanswerable: String { "此问题无法作答；请跳过此问题，或联系研究团队。" }
}
