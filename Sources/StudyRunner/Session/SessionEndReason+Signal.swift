import StudyModel

extension SessionEndReason {
    /// The reason a signal that ends the run is journalled under; nil for the signals that
    /// never end it (suspend, resume, resize).
    init?(signal: TerminalSignal) {
        switch signal {
        case .interrupt: self = .signalInterrupt
        case .terminate: self = .signalTerminate
        case .hangup: self = .signalHangup
        case .suspend, .resume, .resize: return nil
        }
    }
}
