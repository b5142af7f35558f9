/// Keeps a value alive until the process ends. A command that exits as soon as its report is
/// printed (`study validate`) gains nothing from freeing a large tree of values piece by
/// piece first: the exit gives all of its memory back at once (compilers skip that freeing
/// the same way). Only for values the caller knows are dropped right before the exit; a
/// long-running process (the runner, the tests) never asks for it.
public enum LeftToExit {
    private final class Holder<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Takes one more reference to `value` that is never given back.
    public static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
