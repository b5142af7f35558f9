extension TextCatalogue {
    /// Simplified Chinese, for studies run with `--lang zh-Hans` (any tag starting "zh").
    public static let chinese: TextCatalogue = {
        var zh = TextCatalogue(language: "zh")
        zh.ui.joinStudy = "加入研究"
        zh.ui.alreadyTakingPart = "我已经在参加这项研究"
        zh.ui.leave = "离开"
        zh.ui.retry = "重试"
        zh.ui.learnMore = "了解更多"
        zh.ui.enterParticipantID = "请输入您的参与者编号（例如 K7QM-2X9D）"
        zh.ui.unknownParticipant = "在这项研究中找不到编号为 {id} 的参与者。请检查编号后再试。"
        zh.ui.yourParticipantID = "您的参与者编号"
        zh.ui.participantIDExplanation = "请记下这个编号：回来继续时需要用到它。它不是您的姓名，研究团队以外的人无法凭它认出您。"
        zh.ui.questionOf = "第 {n} 题，共 {count} 题"
        zh.ui.minutesLeft = "还需约 {n} 分钟"
        zh.ui.lessThanAMinute = "还需不到一分钟"
        zh.ui.surveyIntro = "共 {count} 题，约需 {minutes} 分钟。"
        zh.ui.surveyIntroOne = "共 1 题，约需 {minutes} 分钟。"
        zh.ui.start = "开始"
        zh.ui.keyContinue = "继续"
        zh.ui.keyBack = "返回"
        zh.ui.keySkip = "跳过"
        zh.ui.keyHelp = "帮助"
        zh.ui.keyPreferNot = "不愿回答"
        zh.ui.keySaveAndLeave = "保存并离开"
        zh.ui.keyMove = "移动"
        zh.ui.keyChoose = "选择"
        zh.ui.keyToggle = "勾选"
        zh.ui.keyScroll = "滚动"
        zh.ui.keyClose = "关闭"
        zh.ui.keyYesNo = "是 / 否"
        zh.ui.typeWord = "输入"
        zh.ui.yes = "是"
        zh.ui.no = "否"
        zh.ui.choosePoint = "请用 ← 和 → 在量表上选择一个点，或输入它的数字。"
        zh.ui.preferNotToAnswer = "不愿回答"
        zh.ui.skipped = "已跳过"
        zh.ui.otherPrompt = "请说明"
        zh.ui.otherRequired = "请说明这个选项指的是什么，或者选择其他选项。"
        zh.ui.answerRequired = "这道题需要回答。"
        zh.ui.chooseFirst = "请先选择其中一项。"
        zh.ui.cannotSkip = "这道题不能跳过。"
        zh.ui.emptyOptionalAnswer = "请输入回答；如果不想回答这道题，请输入“{skip}”。"
        zh.ui.preferNotUnavailable = "这道题没有“不愿回答”选项。"
        zh.ui.saved = "您的回答已保存。再次运行同一条命令即可继续。"
        zh.ui.comeBack = "以后继续时，请运行：{command}"
        zh.ui.confirmLeave = "现在离开吗？到目前为止的回答都已保存。"
        zh.ui.leaveYes = "是的，保存并离开"
        zh.ui.previewConfirmLeave = "现在离开预览吗？预览不会记录任何内容。"
        zh.ui.previewLeaveYes = "是的，离开"
        zh.ui.previewKeyLeave = "离开"
        zh.ui.leaveNo = "不，继续"
        zh.ui.consentSection = "知情同意，第 {n} 部分，共 {count} 部分"
        zh.ui.quizQuestion = "小测验，第 {n} 题，共 {count} 题"
        zh.ui.correctAnswer = "回答正确。"
        zh.ui.wrongAnswer = "不太对。"
        zh.ui.quizPassed = "您答对了 {count} 题中的 {n} 题。谢谢。"
        zh.ui.quizFailed = "您答对了 {count} 题中的 {n} 题；需要答对 {needed} 题才能继续。"
        zh.ui.quizReview = "重新阅读知情同意书"
        zh.ui.quizRetry = "再做一次小测验"
        zh.ui.attemptsLeft = "剩余次数：{n}"
        zh.ui.outOfAttempts = "感谢您的关注。您在允许的次数内没有通过小测验，因此这次无法加入研究。如有疑问，请联系 {contact}。"
        zh.ui.reviewTitle = "核对知情同意书"
        zh.ui.agreeTitle = "您同意参加吗？"
        zh.ui.agree = "我同意"
        zh.ui.disagree = "我不同意"
        zh.ui.declined = "感谢您考虑参加这项研究。您没有加入，我们不会再向您提出任何要求。我们只记录了您不参加的决定。"
        zh.ui.signatureTitle = "签名"
        zh.ui.fullName = "您的全名"
        zh.ui.typedSignature = "请再次输入您的姓名作为签名"
        zh.ui.email = "您的电子邮箱"
        zh.ui.phone = "您的电话号码"
        zh.ui.phoneForm = "请输入 6 到 15 位数字的电话号码，例如 +86 10 1234 5678。"
        zh.ui.signatureMismatch = "签名必须与上面输入的全名一致。"
        zh.ui.signatureCharacters = "姓名不能包含控制字符。请用文字、空格和标点输入。"
        zh.ui.permissionTitle = "授权 {n}，共 {count} 项"
        zh.ui.allow = "允许"
        zh.ui.dontAllow = "不允许"
        zh.ui.requiredPermission = "没有这项授权，研究无法进行。"
        zh.ui.requiredDeclined = "没有这项授权，研究无法继续。您可以允许，或者离开：我们不会再收集任何信息。"
        zh.ui.eligibilityTitle = "先回答几个问题"
        zh.ui.homeTitle = "您的任务"
        zh.ui.statusToDo = "待完成"
        zh.ui.statusInProgress = "已开始，未完成"
        zh.ui.questionsInAll = "共 {count} 题"
        zh.ui.stepOf = "第 {n} 步，共 {count} 步"
        zh.ui.labelSeparator = "："
        zh.ui.listSeparator = "，"
        zh.ui.unitSeparator = "，单位："
        zh.ui.currentAnswer = "当前回答：{answer}"
        zh.ui.typeNumber = "输入 {range}"
        zh.ui.statusDone = "已完成"
        zh.ui.statusNextDue = "下次：{date}"
        zh.ui.minutes = "{n} 分钟"
        zh.ui.activeRunClosed = "上次“{task}”在结束前被中断。已保存的部分会保留并标为已停止；您可以再做一次此任务。"
        zh.ui.runClosed = "您在 {date} 未完成的“{task}”已关闭并保存。现在可以重新开始。"
        zh.ui.taskNotYet = "本版本的研究程序暂不支持这类任务。"
        zh.ui.surveyDone = "问卷已完成"

        zh.task.practice = "练习"
        zh.task.practiceIntro = "先做一轮简短的练习，练习不记录。"
        zh.task.practiceDone = "练习结束。接下来是正式一轮，会被记录。"
        zh.task.countdown = "{n} 秒后开始"
        zh.task.getReady = "准备"
        zh.task.escPause = "Esc：暂停"
        zh.task.startKey = "开始"
        zh.task.backKey = "以后再做"
        zh.task.paused = "已暂停"
        zh.task.pausedWhy = "计时的一轮暂停后无法继续。您可以重新开始这一轮，或停止此任务；已完成的部分会保留，并标为已停止。"
        zh.task.startAgain = "重新开始这一轮"
        zh.task.stopTask = "停止此任务"
        zh.task.finished = "完成"
        zh.task.finishedSaved = "您的结果已保存。谢谢！"
        zh.task.whenToDo = "时间：{when}"
        zh.task.trialOf = "第 {n} 次，共 {count} 次"
        zh.task.needsFullScreen = "此任务测量您按键的时间，需要全屏终端。纯文本模式下无法进行。"
        zh.task.needsColour = "此任务以彩色显示文字，而此处已关闭颜色（纯文本模式或 NO_COLOR）。"
        zh.task.skipTask = "跳过此任务（记为未完成）"
        zh.task.goBack = "返回"
        zh.task.stoppedNote = "任务已停止。已完成的部分已保留并标为已停止；您可以以后再做。"

        zh.wording.moreBelow = "下面还有"
        zh.wording.pageOf = "第 {page} 页，共 {pages} 页"

        zh.consent.title = "已签署的知情同意书"
        zh.consent.study = "研究"
        zh.consent.version = "版本"
        zh.consent.consentVersion = "知情同意书版本"
        zh.consent.participant = "参与者"
        zh.consent.language = "语言"
        zh.consent.shown = "显示时间"
        zh.consent.notShown = "未显示"
        zh.consent.summary = "摘要"
        zh.consent.quiz = "理解小测验"
        zh.consent.passMark = "及格线：{count} 题中答对 {mark} 题；允许次数：{attempts}"
        zh.consent.attempt = "第 {n} 次"
        zh.consent.result = "{count} 题中答对 {correct} 题，{verdict}"
        zh.consent.passed = "通过"
        zh.consent.notPassed = "未通过"
        zh.consent.notFinished = "未完成"
        zh.consent.answer = "回答"
        zh.consent.noAnswer = "未回答"
        zh.consent.correct = "正确"
        zh.consent.notCorrect = "不正确"
        zh.consent.permissions = "授权"
        zh.consent.granted = "允许"
        zh.consent.declined = "不允许"
        zh.consent.notAsked = "尚未询问"
        zh.consent.signature = "签名"
        zh.consent.printedName = "姓名"
        zh.consent.typedSignature = "签名（输入）"
        zh.consent.email = "电子邮箱"
        zh.consent.phone = "电话"
        zh.consent.dateTime = "日期和时间"
        zh.consent.notSigned = "未签署"
        zh.consent.meaning = "签名的含义"
        zh.consent.separator = "："

        zh.task.reactionTime.instructions = ["请看屏幕中央的 +。圆点出现时，尽快按空格键。", "圆点出现之前不要按键。共 {trials} 次。"]
        zh.task.reactionTime.keys = "圆点出现时按空格键"
        zh.task.reactionTime.tooSoon = "太早了。请等圆点出现。这一次重新开始。"
        zh.task.reactionTime.missed = "没有及时按键。"
        zh.task.reactionTime.end = "按键 {hits} 次 · 平均 {mean} · 超时 {timeouts} 次 · 过早 {falseStarts} 次"

        zh.task.psat.instructions = [
            "数字会一个接一个地出现，每 {seconds} 秒一个。把每个数字和它前面的那一个数字相加，输入它们的和。",
            "例如：先出现 3，再出现 5，输入 8。接着出现 2，输入 7（5 + 2），而不是累计的总和。",
            "直接输入数字，不用按回车。10 到 18 的答案以 1 开头。共 {digits} 个数字。",
        ]
        zh.task.psat.status = "第 {n} 个数字，共 {count} 个"
        zh.task.psat.keys = "输入两数之和 · 退格键：修改"
        zh.task.psat.remember = "记住这个数字。"
        zh.task.psat.sum = "和："
        zh.task.psat.end = "{count} 道题中答对 {correct} 道 · 答错 {wrong} 道 · 未答 {missed} 道"

        zh.task.tapping.instructions = [
            "把两只手的食指放在 {first} 和 {second} 上。尽快交替按这两个键：{first}、{second}、{first}、{second}……",
            "第一次按键时开始计时，共 {seconds} 秒。每次都要抬起手指再按，不要按住不放。",
        ]
        zh.task.tapping.secondsLeft = "还剩 {n} 秒"
        zh.task.tapping.keys = "尽快交替按 {first} 和 {second}"
        zh.task.tapping.next = "下一个"
        zh.task.tapping.taps = "已按 {n} 次"
        zh.task.tapping.begin = "按 {first} 或 {second} 开始：第一次按键时开始计时。"
        zh.task.tapping.endOneError = "共按 {taps} 次 · 每秒 {rate} 次 · 同一键连按 1 次"
        zh.task.tapping.end = "共按 {taps} 次 · 每秒 {rate} 次 · 同一键连按 {errors} 次"

        zh.task.timedActivity.instructions = [
            "倒计时结束后，屏幕上开始计时。请离开键盘去做这项活动，时长 {length}。",
            "时间到了，屏幕上会显示出来。回来后请按 Enter 键。如需提前结束，也可以随时按 Enter 键。",
        ]
        zh.task.timedActivity.oneMinute = "1 分钟"
        zh.task.timedActivity.minutes = "{n} 分钟"
        zh.task.timedActivity.seconds = "{n} 秒"
        zh.task.timedActivity.timeUp = "时间到了：停下来后请按 Enter 键。"
        zh.task.timedActivity.keysStopped = "Enter 或空格：我已停下"
        zh.task.timedActivity.keysEndNow = "Enter 或空格：现在结束"
        zh.task.timedActivity.target = "目标 {clock}"
        zh.task.timedActivity.ended = "在 {time} 结束 · 目标 {goal}"
        zh.task.timedActivity.endedEarly = "提前在 {time} 结束 · 目标 {goal}"

        zh.task.stroop.instructions = [
            "屏幕上会出现一个表示颜色的字，字本身有颜色。请按字的颜色对应的键，不要管字的意思。",
            "例如：“红”字显示为蓝色时，按 b。", "{legend}。请又快又准地回答。共 {trials} 个字。",
        ]
        zh.task.stroop.red = "红"
        zh.task.stroop.green = "绿"
        zh.task.stroop.blue = "蓝"
        zh.task.stroop.yellow = "黄"
        zh.task.stroop.wordInCapitals = false
        zh.task.stroop.inkWas = "字的颜色是{colour}"
        zh.task.stroop.tooSlow = "太慢了"
        zh.task.stroop.end = "{count} 个字中答对 {correct} 个 · 平均 {mean} · 超时 {timeouts} 次"

        zh.task.spatialSpan.letters = "字母"
        zh.task.spatialSpan.lettersAndDigits = "字母或数字"
        zh.task.spatialSpan.instructions = [
            "网格中的方格会一个接一个地亮起。请记住它们亮起的顺序。", "然后按同样的顺序输入这些方格上的{labels}。答对了，下一组就多一个方格。",
        ]
        zh.task.spatialSpan.watch = "请看亮起的方格。"
        zh.task.spatialSpan.keysWatch = "请看"
        zh.task.spatialSpan.keysType = "按顺序输入{labels}"
        zh.task.spatialSpan.status = "第 {n} 组 · {span} 个方格"
        zh.task.spatialSpan.yourTurn = "轮到您了：按顺序输入方格上的{labels}。"
        zh.task.spatialSpan.right = "正确。"
        zh.task.spatialSpan.wrong = "不对。正确顺序是：{order}"
        zh.task.spatialSpan.end = "最长记住 {best} 个方格 · 共 {count} 组 · 错 {errors} 组"

        zh.task.trailMaking.partA = "数字散布在屏幕上。请按顺序尽快输入它们：1、2、3，依此类推。"
        zh.task.trailMaking.partB = "数字和字母散布在屏幕上。请按数字、字母轮流的顺序尽快输入：1、A、2、B、3、C，依此类推。"
        zh.task.trailMaking.bothParts = ["共两部分。A 部分：{partA}", "B 部分：{partB}"]
        zh.task.trailMaking.startsOnOne =
            "每部分都从 1 开始（标为 [1]），所以第一个要输入的是它的下一个。10 及以上要输入两位数字。按错了会短暂提示，然后请输入正确的。"
        zh.task.trailMaking.timeLimit = "每部分最多 {time}。"
        zh.task.trailMaking.keys = "输入下一个 · 退格：删除"
        zh.task.trailMaking.typing = "输入：{typed}_"
        zh.task.trailMaking.notNext = "{label} 不是下一个。"
        zh.task.trailMaking.partName = "{part} 部分"
        zh.task.trailMaking.partDone = "{name}完成。"
        zh.task.trailMaking.timeUpPartA = "A 部分时间到。"
        zh.task.trailMaking.timeUpPartB = "B 部分时间到。"
        zh.task.trailMaking.nextNumbersAndLetters = "现在数字和字母轮流："
        zh.task.trailMaking.nextNumbersOnly = "现在只有数字："
        zh.task.trailMaking.startAgainOnOne = "同样从 1 开始。"
        zh.task.trailMaking.keysStart = "回车或空格：开始"
        zh.task.trailMaking.status = "{name} · 已到 {n} / {count} · 最后：{last}"
        zh.task.trailMaking.notFinished = "{name}：未完成（{n} / {count}）"
        zh.task.trailMaking.finishedOneError = "{name}：{seconds} 秒，错 1 次"
        zh.task.trailMaking.finished = "{name}：{seconds} 秒，错 {errors} 次"

        zh.task.towerOfHanoi.instructions = [
            "把整座圆盘塔从第 1 根柱子移到第 3 根柱子。",
            "按柱子的编号（1、2、3，或 a、s、d）拿起它最上面的圆盘，再按要放上去的柱子的编号。再按同一根柱子就放回原处。",
            "每次只移动一个圆盘，大圆盘不能放在小圆盘上。请用尽量少的步数。最多 {time}。",
        ]
        zh.task.towerOfHanoi.keys = "1 2 3（或 a s d）：先拿起，再放下 · 同一根柱子：放回"
        zh.task.towerOfHanoi.moves = "已移动 {n} 步"
        zh.task.towerOfHanoi.solved = "完成！共 {n} 步。"
        zh.task.towerOfHanoi.timeUp = "时间到。"
        zh.task.towerOfHanoi.refused = "圆盘 {disk} 不能放在更小的圆盘 {onto} 上。没有移动。"
        zh.task.towerOfHanoi.emptyPeg = "第 {peg} 根柱子上没有圆盘。"
        zh.task.towerOfHanoi.pickedUp = "已拿起圆盘 {disk}。按要放上去的柱子。"
        zh.task.towerOfHanoi.notSolved = "未完成 · 移动 {moves} 步 · 被拒绝 {refused} 次"
        zh.task.towerOfHanoi.end = "完成：{moves} 步（最少 {fewest} 步）· 被拒绝 {refused} 次 · {seconds} 秒"

        zh.profile = .simplifiedChinese
        zh.answers = ChineseAnswerMessages()
        // Reasons recorded in results files (not shown as sentences): the same in every language.
        zh.keptInEnglish = ["task.reasonNoFullScreen", "task.reasonNoColour"]
        return zh
    }()
}

extension TextTable {
    /// This table in Simplified Chinese.
    public static var chinese: Self { TextCatalogue.chinese[keyPath: inCatalogue] }
}
