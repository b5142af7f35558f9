import Foundation

/// The words every active task shares (countdown, practice, pause, end), in English and
/// Simplified Chinese. Each kind's own words live beside its runner.
struct TaskWords: Sendable {
    var isChinese = false
    /// The session's language code ("en", "zh-Hans", "fr"), for the study's own texts that
    /// a kind shows during a round (a timed activity's `activity`).
    var language = "en"
    var practice = "Practice"
    var practiceIntro = "First a short practice round. It is not recorded."
    var practiceDone = "Practice done. Next is the real round: it is recorded."
    var countdown = "Starting in {n}"
    var getReady = "Get ready"
    var escPause = "Esc: pause"
    var startKey = "Start"
    var backKey = "Not now"
    var paused = "Paused"
    var pausedWhy = "A timed round cannot go on after a pause. You can start this round again, or stop the task; what you did so far is kept, marked as stopped."
    var startAgain = "Start this round again"
    var stopTask = "Stop the task"
    var finished = "Finished"
    var finishedSaved = "Your results are saved. Thank you."
    var whenToDo = "When: {when}"
    var trialOf = "Trial {n} of {count}"
    var needsFullScreen = "This task measures the timing of your key presses, which needs the full-screen terminal. In plain mode it cannot be done."
    var needsColour = "This task shows words in colour, and colour is turned off here (plain mode or NO_COLOR)."
    var skipTask = "Skip this task (recorded as not done)"
    var goBack = "Go back"
    var stoppedNote = "The task was stopped. What you did is kept, marked as stopped; you can do it again later."
    var reasonNoFullScreen = "needs the full-screen terminal"
    var reasonNoColour = "needs colour"

    static let english = TaskWords()

    static let chinese: TaskWords = {
        var w = TaskWords()
        w.isChinese = true
        w.practice = "练习"
        w.practiceIntro = "先做一轮简短的练习，练习不记录。"
        w.practiceDone = "练习结束。接下来是正式一轮，会被记录。"
        w.countdown = "{n} 秒后开始"
        w.getReady = "准备"
        w.escPause = "Esc：暂停"
        w.startKey = "开始"
        w.backKey = "以后再做"
        w.paused = "已暂停"
        w.pausedWhy = "计时的一轮暂停后无法继续。您可以重新开始这一轮，或停止此任务；已完成的部分会保留，并标为已停止。"
        w.startAgain = "重新开始这一轮"
        w.stopTask = "停止此任务"
        w.finished = "完成"
        w.finishedSaved = "您的结果已保存。谢谢！"
        w.whenToDo = "时间：{when}"
        w.trialOf = "第 {n} 次，共 {count} 次"
        w.needsFullScreen = "此任务测量您按键的时间，需要全屏终端。纯文本模式下无法进行。"
        w.needsColour = "此任务以彩色显示文字，而此处已关闭颜色（纯文本模式或 NO_COLOR）。"
        w.skipTask = "跳过此任务（记为未完成）"
        w.goBack = "返回"
        w.stoppedNote = "任务已停止。已完成的部分已保留并标为已停止；您可以以后再做。"
        return w
    }()

    static func forLanguage(_ language: String) -> TaskWords {
        var words = language.lowercased().hasPrefix("zh") ? TaskWords.chinese : TaskWords.english
        words.language = language
        return words
    }

    /// Fills `{name}` placeholders.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
