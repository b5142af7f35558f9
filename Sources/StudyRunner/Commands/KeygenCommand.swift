import ArgumentParser
import Crypto
import Foundation
import StudyModel

/// `study keygen --to DIR`: the study team's X25519 key pair, for sealing identities
/// (docs/data-safety.md). The public half goes into the study file; the private half opens
/// the records (`study export --identities`) and never goes onto a collecting machine.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make the study team's key pair for encrypting participants' identities.",
        discussion: """
            Writes study-team.pub (the public key, PEM SubjectPublicKeyInfo) and \
            study-team.key (the private key, PEM PKCS#8, readable by you alone) into the folder. \
            Paste the public key into the study file as 'identity-key:'; keep the private key \
            off the machines that collect data (see docs/data-safety.md). Existing files are \
            never replaced.
            """
    )

    @Option(name: .customLong("to"), help: "The folder to write the two key files into (made if missing).")
    var folder: String

    static let publicName = "study-team.pub"
    static let privateName = "study-team.key"

    func run() throws {
        let publicPath = (folder as NSString).appendingPathComponent(Self.publicName)
        let privatePath = (folder as NSString).appendingPathComponent(Self.privateName)
        for path in [publicPath, privatePath] where FileManager.default.fileExists(atPath: path) {
            throw failure(
                "\(path) already exists; keys are never replaced: choose another folder, or move the old pair away")
        }
        let key = Curve25519.KeyAgreement.PrivateKey()
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(Data(StudyTeamKey.pem(key).utf8), to: privatePath, mode: 0o600)
            try AtomicFile.write(Data(StudyTeamKey.pem(key.publicKey).utf8), to: publicPath, mode: 0o644)
        } catch let error as StorageError {
            throw failure("\(error.description); check that the folder can be written to")
        } catch {
            throw failure("cannot make the folder \(folder): \(error.localizedDescription)")
        }
        print(Self.instructions(publicPath: publicPath, privatePath: privatePath, key: key.publicKey))
    }

    static func instructions(publicPath: String, privatePath: String, key: Curve25519.KeyAgreement.PublicKey)
        -> String
    {
        let indented = StudyTeamKey.pem(key).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        return """
            Public key (fingerprint \(StudyTeamKey.fingerprint(key))): \(publicPath)
              Put it into the study file, at the top level:

            identity-key: |
            \(indented)

            Private key: \(privatePath) (mode 0600)
              Keep it with the study team, off the machines that collect data; it opens the
              identity records: study export RESULTS --to DIR --identities \(privatePath)
              Keep a backup: without it no name, signature or email can ever be read.
            """
    }

    /// Says what is wrong on standard error; the error to throw exits with the usage status.
    private func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("study keygen: \(message).\n".utf8))
        return ExitCode(ExitStatus.usage)
    }
}
