import Foundation

/// The labels of the signed consent document in the participant's language. The hash line
/// stays in English in every language: tools find it by its exact words.
struct SignedConsentWording: Sendable {
    var title = "Signed consent"
    var study = "Study"
    var version = "version"
    var consentVersion = "Consent version"
    var participant = "Participant"
    var language = "Language"
    var shown = "Shown"
    var notShown = "not shown"
    var summary = "Summary"
    var quiz = "Comprehension quiz"
    var passMark = "Pass mark: {mark} of {count}; attempts allowed: {attempts}"
    var attempt = "Attempt {n}"
    var result = "{correct} of {count} correct, {verdict}"
    var passed = "passed"
    var notPassed = "not passed"
    var notFinished = "not finished"
    var answer = "Answer"
    var noAnswer = "no answer"
    var correct = "correct"
    var notCorrect = "not correct"
    var permissions = "Permissions"
    var granted = "granted"
    var declined = "declined"
    var notAsked = "not asked yet"
    var signature = "Signature"
    var printedName = "Printed name"
    var typedSignature = "Typed signature"
    var email = "Email"
    var phone = "Phone"
    var dateTime = "Date and time"
    var notSigned = "not signed"
    var meaning = "Meaning of the signature"
    var separator = ": "

    static func forLanguage(_ language: String) -> SignedConsentWording {
        guard language.hasPrefix("zh") else { return SignedConsentWording() }
        var w = SignedConsentWording()
        w.title = "已签署的知情同意书"
        w.study = "研究"
        w.version = "版本"
        w.consentVersion = "知情同意书版本"
        w.participant = "参与者"
        w.language = "语言"
        w.shown = "显示时间"
        w.notShown = "未显示"
        w.summary = "摘要"
        w.quiz = "理解小测验"
        w.passMark = "及格线：{count} 题中答对 {mark} 题；允许次数：{attempts}"
        w.attempt = "第 {n} 次"
        w.result = "{count} 题中答对 {correct} 题，{verdict}"
        w.passed = "通过"
        w.notPassed = "未通过"
        w.notFinished = "未完成"
        w.answer = "回答"
        w.noAnswer = "未回答"
        w.correct = "正确"
        w.notCorrect = "不正确"
        w.permissions = "授权"
        w.granted = "允许"
        w.declined = "不允许"
        w.notAsked = "尚未询问"
        w.signature = "签名"
        w.printedName = "姓名"
        w.typedSignature = "签名（输入）"
        w.email = "电子邮箱"
        w.phone = "电话"
        w.dateTime = "日期和时间"
        w.notSigned = "未签署"
        w.meaning = "签名的含义"
        w.separator = "："
        return w
    }

    func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
