import NavGenKit
import Testing

/// The top-level `root` as a list: its entries, their `requires`, and the findings
/// about them.
@Suite struct RootListDecodingTests {
    private static func spec(root: String, conditions: String = "  signedIn:") -> String {
        """
        navgen: 1
        app: Demo
        conditions:
        \(conditions)
        root: \(root)
        coordinators:
          login:
            root: welcome
            routes:
              welcome:
          main:
            root: home
            routes:
              home:

        """
    }

    @Test func entriesKeepTheirOrderAndRequirements() throws {
        let report = validate(Self.spec(root: "[{ login: { requires: ['!signedIn'] } }, main]"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let spec = try #require(report.spec)
        #expect(spec.rootEntries.map(\.id.value) == ["login", "main"])
        #expect(spec.rootEntries.map { $0.requires.map(\.spelling) } == [["!signedIn"], []])
        #expect(spec.root.value == "login")
        let model = NavigationModel(spec)
        #expect(model.rootEntries.map(\.position) == [0, 1])
        #expect(model.launchRootEntry?.id.value == "login")
        #expect(model.rootEntry { _ in true }?.id.value == "main")
        // Both entries are reachable: nothing is reported unreachable.
        #expect(!report.findings.contains { $0.rule == .unreachableCoordinator })
    }

    @Test func aSingleRootIsOneEntryWithoutRequirements() throws {
        let spec = try #require(validate(Self.spec(root: "main")).spec)
        #expect(spec.rootList == nil)
        #expect(spec.rootEntries.map(\.id.value) == ["main"])
        #expect(NavigationModel(spec).rootEntries.count == 1)
    }

    @Test func anEntryAfterOneWithoutRequiresIsWrongType() {
        let marked = MarkedSpec(Self.spec(root: "[main, ↓login]"))
        #expect(validate(marked.text).findings.spots == marked.spots(.wrongType))
        #expect(
            validate(marked.text).findings.first?.message
                == "root entry 'login' follows 'main', which has no requires, so it is never shown")
    }

    @Test func anEmptyListAndATwoKeyEntryAreWrongType() {
        let empty = MarkedSpec(Self.spec(root: "↓[]"))
        #expect(validate(empty.text).findings.spots == empty.spots(.wrongType))
        let twoKeys = MarkedSpec(Self.spec(root: "[↓{ login: ~, main: ~ }, main]"))
        #expect(validate(twoKeys.text).findings.spots == twoKeys.spots(.wrongType))
    }

    @Test func unknownCoordinatorsAndConditionsAreUnknownReferences() {
        let marked = MarkedSpec(Self.spec(root: "[{ ↓lgoin: { requires: [↓singedIn] } }, main]"))
        #expect(validate(marked.text).findings.spots == marked.spots(.unknownReference))
    }

    @Test func guardNoRootIsConfigurableAndNamesWhatHidesEachEntry() {
        let text = Self.spec(root: "[{ main: { requires: [signedIn] } }]")
        let findings = validate(text).findings.filter { $0.rule == .guardNoRoot }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(
            findings.first?.notes.first?.hasPrefix("'main' is not shown while 'signedIn' is false") == true)
        let relaxed = text.replacingOccurrences(
            of: "coordinators:", with: "rules: { guard-no-root: warning }\ncoordinators:")
        #expect(validate(relaxed).findings.filter { $0.rule == .guardNoRoot }.map(\.severity) == [.warning])
    }
}
