#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a typed line with libedit, in the terminal's original settings, then back to
/// whatever mode the terminal was in. In full-screen mode the line is edited where the
/// cursor was left, on the alternate screen, with the cursor shown meanwhile.
extension PosixTerminal {
    func readLine(prompt: String, initial: String) throws -> String? {
        let typedAhead = decoder.takeBufferedBytes()
        // A Ctrl-C pressed while the screen was drawn (raw mode, between two edits of the
        // line, e.g. the redraw after a resize) arrives as a byte, not as SIGINT: libedit
        // would take it as an editing key, so no "Leave now?" came and the next keys edited
        // the line away (seen under load in Tests/e2e/fullscreen_journey.py). It is the
        // interrupt it was meant to be; what was typed before it stays on the line.
        if let interrupt = typedAhead.firstIndex(of: 0x03) {
            let before = String(decoding: typedAhead[..<interrupt], as: UTF8.self)
            let plain = before.unicodeScalars.allSatisfy { !KeyDecoder.isControl($0) }
            throw TerminalInterrupted(signal: .interrupt, partialLine: plain ? initial + before : initial)
        }
        let wasRaw = isRaw
        if isFullScreen { writer.append(ScreenModeSequences.beginLineEditing) }
        writer.flush()
        try writer.checkOutput()
        setRaw(false)
        // libedit changes the settings while editing: restore the originals if we die.
        TerminalRestorer.arm(descriptor: input, attributes: originalAttributes, output: output)
        defer {
            try? TerminalAttributes.apply(originalAttributes, to: input)
            if isFullScreen {
                writer.append(ScreenModeSequences.endLineEditing)
                writer.flush()
            }
            if wasRaw || isFullScreen { setRaw(true) } else { TerminalRestorer.disarm() }
        }

        arrivals.removeAll()
        let outcome = try lineEditor.readLine(
            prompt: prompt, initial: initial, typedAhead: typedAhead, channel: channel
        ) { [unowned self] signal, editingAttributes in
            respondWhileEditing(to: signal, editingAttributes: editingAttributes)
        }
        switch outcome {
        case .line(let line): return line
        case .endOfInput: return nil
        case let .stopped(signal, partial): throw TerminalInterrupted(signal: signal, partialLine: partial)
        }
    }

    private func respondWhileEditing(to signal: TerminalSignal, editingAttributes: termios) -> LineEditor.SignalResponse
    {
        switch signal {
        case .interrupt, .terminate, .hangup:
            return .stop(signal)
        case .resize:
            // Full screen: the whole screen must be laid out again, so the line ends here
            // (its text kept) and the runner redraws and edits it again.
            if isFullScreen { return .stop(.resize) }
            if !pendingEvents.contains(.resize) { pendingEvents.append(.resize) }
            return .resized
        case .suspend:
            writer.append("\n")
            let meanwhile = suspendNow(insideLineEditor: editingAttributes)
            if let stop = meanwhile.first(where: \.endsTheRun) { return .stop(stop) }
            pendingSignals += meanwhile
            // Full screen: the alternate screen comes back empty, and libedit can redraw only
            // its line. Was a bug: after Ctrl-Z and `fg` the question was gone until the
            // answer was sent. The line ends here (its text kept) and the runner redraws.
            return isFullScreen ? .stop(.resume) : .redisplay
        case .resume:
            reenterAfterContinue(editingAttributes: editingAttributes)
            return isFullScreen ? .stop(.resume) : .redisplay
        }
    }
}
