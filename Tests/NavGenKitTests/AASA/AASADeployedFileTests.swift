import NavGenKit
import Testing

/// A deployed association file is read strictly: what a device could read
/// otherwise than navgen is refused at its line and column.
@Suite struct AASADeployedFileTests {
    private static func refusal(_ text: String) -> String? {
        do {
            _ = try AASADeployedFile(json: Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    /// A file of one `details` entry with `components` (JSON text).
    private static func file(_ components: String, entry: String = "", applinks: String = "") -> String {
        #"{"applinks": {\#(applinks)"details": [{"appIDs": ["ABCDE12345.com.example.app"], \#(entry)"components": [\#(components)]}]}}"#
    }

    /// The second `details` sends every URL to the app: browsers' `JSON.parse` and
    /// CDNs keep it, Foundation's decoder kept the first, which agreed with the spec.
    @Test func aSecondDetailsIsRefusedNotSkipped() {
        let text = """
            {
              "applinks": {
                "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/recipes/?*"}]}],
                "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "*"}]}]
              }
            }
            """
        #expect(
            Self.refusal(text)
                == "4:5: not an apple-app-site-association file: applinks.details is given twice (first at 3:5); "
                + "JSON readers differ on which one counts, so navgen reads neither")
        #expect(
            Self.refusal(Self.file(#"{"/": "/a", "/": "*"}"#))?.hasSuffix(
                #"applinks.details[0].components[0]["/"] is given twice (first at 1:86); JSON readers differ on "#
                    + "which one counts, so navgen reads neither") == true)
    }

    @Test(arguments: [
        (
            #"{"applink": {"details": []}}"#,
            #"1:2: not an apple-app-site-association file: unknown key "applink" (expected 'applinks', "#
                + #"'webcredentials', 'appclips', 'activitycontinuation'); did you mean 'applinks'?"#
        ),
        (
            #"{"applinks": {"detail": [], "details": []}}"#,
            #"1:15: not an apple-app-site-association file: applinks: unknown key "detail" (expected 'apps', "#
                + #"'details', 'defaults', 'substitutionVariables'); did you mean 'details'?"#
        ),
        (
            file("", entry: #""component": [], "#),
            #"1:70: not an apple-app-site-association file: applinks.details[0]: unknown key "component" "#
                + #"(expected 'appID', 'appIDs', 'paths', 'components', 'defaults'); did you mean 'components'?"#
        ),
        (
            file(#"{"/": "/a", "exlude": true}"#),
            #"1:97: not an apple-app-site-association file: applinks.details[0].components[0]: unknown key "#
                + #""exlude" (expected '/', '?', '#', 'exclude', 'comment', 'caseSensitive', 'percentEncoded'); "#
                + "did you mean 'exclude'?"
        ),
        (
            file(#"{"/": "/a", "exclude": "true"}"#),
            #"1:108: not an apple-app-site-association file: applinks.details[0].components[0].exclude: "#
                + #"expected true or false, found "true""#
        ),
        (
            file(#"{"/": "/a", "?": ["q"]}"#),
            #"1:102: not an apple-app-site-association file: applinks.details[0].components[0]["?"]: "#
                + "expected a pattern or an object of patterns, found an array"
        ),
        (
            file(#"{"/": "/a", "?": {"q": 1}}"#),
            #"1:108: not an apple-app-site-association file: applinks.details[0].components[0]["?"].q: "#
                + "expected a string, found 1"
        ),
        (
            file(#"{"/": "/a"}"#, applinks: #""defaults": {"caseSensitiv": false}, "#),
            #"1:28: not an apple-app-site-association file: applinks.defaults: unknown key "caseSensitiv" "#
                + #"(expected '/', '?', '#', 'exclude', 'comment', 'caseSensitive', 'percentEncoded'); "#
                + "did you mean 'caseSensitive'?"
        ),
        (
            #"{"applinks": {"details": {}}}"#,
            "1:26: not an apple-app-site-association file: applinks.details: expected an array, found an object"
        ),
        (
            #"{"webcredentials": {"apps": []}}"#,
            "1:1: the file has no 'applinks.details'"
        ),
        (
            file(#"{"/": "/$(lang)/a"}"#),
            #"1:85: applinks.details[0].components[0]: "/$(lang)/a" uses a substitution variable, "#
                + "which is not checked yet"
        ),
        (
            file(#"{"/": "/a"}"#, entry: #""defaults": {"percentEncoded": false}, "#),
            "1:124: applinks.details[0].components[0]: percentEncoded false is not checked yet "
                + "(from applinks.details[0].defaults.percentEncoded)"
        ),
    ])
    func whatADeviceCouldReadOtherwiseIsRefused(_ text: String, _ message: String) {
        #expect(Self.refusal(text) == message)
    }

    /// Every key Apple documents at the levels navgen reads is read.
    @Test func applesDocumentedKeysAreRead() throws {
        let text = """
            {
              "applinks": {
                "apps": [],
                "substitutionVariables": {"food": ["pizza"]},
                "defaults": {"caseSensitive": true},
                "details": [{
                  "appID": "ABCDE12345.com.example.app",
                  "defaults": {"percentEncoded": true},
                  "components": [
                    {"#": "no_universal_links", "exclude": true, "comment": "fragment"},
                    {"/": "/buy/*", "?": {"ref": "?*"}, "caseSensitive": false, "percentEncoded": true}
                  ]
                }]
              },
              "webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
              "appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]},
              "activitycontinuation": {"apps": ["ABCDE12345.com.example.app"]}
            }
            """
        let file = try AASADeployedFile(json: Array(text.utf8))
        #expect(file.details.map(\.appIDs) == [["ABCDE12345.com.example.app"]])
        #expect(
            file.details[0].components == [
                AASAComponent(path: "*", fragment: "no_universal_links", exclude: true, comment: "fragment"),
                AASAComponent(
                    path: "/buy/*", query: [.init(key: "ref", value: "?*")], caseSensitive: false, comment: ""
                ),
            ])
    }

    /// What a component leaves out comes from its entry's `defaults`, then from
    /// `applinks.defaults`; what it writes wins.
    @Test func defaultsFillWhatAComponentLeavesOut() throws {
        let text = Self.file(
            #"{"/": "/a"}, {"/": "/b", "caseSensitive": true}, {"/": "/c", "exclude": false}"#,
            entry: #""defaults": {"exclude": true}, "#,
            applinks: #""defaults": {"caseSensitive": false, "exclude": false}, "#)
        let components = try AASADeployedFile(json: Array(text.utf8)).details[0].components
        #expect(components.map(\.caseSensitive) == [false, true, false])
        #expect(components.map(\.exclude) == [true, true, false])
    }
}
