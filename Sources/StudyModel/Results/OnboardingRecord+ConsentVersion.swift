import Foundation

extension OnboardingRecord {
    /// The `consentVersion` an `onboarding.json`'s bytes name, nil when they name none or are
    /// not a JSON object. The export asks this of every participant whose journal predates
    /// signed versions, so it reads the file the quick way (`LineTokens`, its top level
    /// only), with Foundation's reader for a file `LineTokens` gives up on.
    public static func consentVersion(in data: Data) -> String? {
        if let version: String? = LineTokens.readingTopLevel(data, { .some($0["consentVersion"]?.string) }) {
            return version
        }
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["consentVersion"] as? String
    }
}
