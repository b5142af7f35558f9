import Crypto
import Foundation

/// A file's SHA-256 taken piece by piece as its bytes are written, so that a streamed export
/// file is hashed for the manifest without being held whole or read again.
public struct ExportDigest {
    private var hasher = SHA256()

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
    }

    /// The digest in lowercase hex; the running hash is left as it was.
    public var hex: String {
        hasher.finalize().map { NumberText.hex($0, width: 2) }.joined()
    }
}
