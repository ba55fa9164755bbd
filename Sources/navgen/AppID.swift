/// An app id as `navgen aasa --app-id` takes it, and as an association file lists it:
/// `TEAMID.BUNDLEID`.
enum AppID {
    /// What is wrong with an app id, or nil: `TEAMID.BUNDLEID`, a team id of exactly 10
    /// upper-case letters and digits as Apple issues them (`ABCDE12345`), a dot, and a
    /// bundle id of letters, digits, `-` and `.` (Apple's glossary). Anything else is no
    /// app Apple knows (a wildcard `*` is a provisioning form, not an app), and a file
    /// listing it would send links to nothing: a typo is better caught here than on a
    /// device.
    static func problem(of text: String) -> String? {
        guard let dot = text.firstIndex(of: ".") else {
            return "there is no dot between a team id and a bundle id"
        }
        let team = text[..<dot]
        let bundle = text[text.index(after: dot)...]
        if team.unicodeScalars.contains(where: { ("a"..."z").contains($0) }),
            team.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            })
        {
            return
                "the team id '\(team)' has lower-case letters; Apple's are upper case (\(team.uppercased()))"
        }
        if let other = team.unicodeScalars.first(where: {
            !(("A"..."Z").contains($0) || ("0"..."9").contains($0))
        }) {
            return
                "the team id has \(Self.describe(other)); a team id is upper-case letters and digits (ABCDE12345)"
        }
        let count = team.unicodeScalars.count
        if count != 10 {
            return
                "the team id '\(team)' has \(count) character\(count == 1 ? "" : "s"); Apple's have 10 (ABCDE12345)"
        }
        if bundle.isEmpty { return "there is no bundle id after the team id" }
        let allowed: (Unicode.Scalar) -> Bool = {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                || $0 == "."
        }
        if let other = bundle.unicodeScalars.first(where: { !allowed($0) }) {
            return "the bundle id has \(Self.describe(other)); a bundle id is letters, digits, '-' and '.'"
        }
        return nil
    }

    /// `'*'`, or `U+001B` for a character that is not printable ASCII.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        guard (0x21...0x7E).contains(scalar.value) else {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }
}
