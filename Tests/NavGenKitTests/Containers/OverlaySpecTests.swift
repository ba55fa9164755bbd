import Testing

@testable import NavGenKit

/// `as: overlay` on a `start` item and on a `root` entry, as the decoder, the model
/// and the rules read them, and the refusal that keeps overlays out of `simulate` and
/// `generate` until those build them.
@Suite struct OverlaySpecTests {
    /// A route that starts a call flow as an overlay.
    static let call = spec(
        """
          main:
            root: home
            children: [call]
            routes:
              home:
                transitions: [{ start: call, as: overlay }]
          call:
            root: callScreen
            routes:
              callScreen:
                transitions: [dismiss]
        """)

    /// An app lock shown above the root while `locked` holds.
    static let appLock = """
        navgen: 1
        app: Demo
        conditions:
          locked: { setByApp: true }
        root: [{ appLock: { requires: [locked], as: overlay } }, main]
        coordinators:
          main:
            root: home
            routes:
              home:
          appLock:
            root: lockScreen
            routes:
              lockScreen:
        """

    @Test func anOverlayStartIsDecodedAndReadAsACoverForNow() throws {
        let loaded = SpecLoader.load(Array(Self.call.utf8), file: "navgen.yaml")
        #expect(loaded.findings.isEmpty)
        let start = try #require(loaded.spec?.coordinator(named: "main")?.routes.first?.transitions.first)
        #expect(start.overlay == SourceLocation(line: 10, column: 42))
        #expect(start.style(in: .compact) == .cover)
        let model = NavigationModel(try #require(loaded.spec))
        let call = try #require(model.coordinator(named: "call"))
        #expect(model.edges.map(\.kind) == [.start(call, style: .cover), .dismiss])
    }

    @Test func anOverlayStartIsRefusedAloneUntilBuilt() {
        let report = validate(Self.call)
        #expect(report.findings.spots == [Spot(.wrongType, 10, 42)])
        #expect(report.findings.first?.message.contains("cannot simulate or generate overlays yet") == true)
    }

    @Test func anOverlayWithoutAWayOutIsNoExit() {
        let yaml = Self.call.replacingOccurrences(of: "\n        transitions: [dismiss]", with: "")
        #expect(validate(yaml).findings.spots == [Spot(.wrongType, 10, 42), Spot(.noExit, 11, 3)])
    }

    @Test func onlyAStartShowsAnOverlay() {
        let yaml = Self.call.replacingOccurrences(
            of: "{ start: call, as: overlay }", with: "{ sheet: call, as: overlay }")
        let found = decodeFindings(yaml)
        #expect(found.spots == [Spot(.wrongType, 10, 42)])
        #expect(
            found.first?.help == "only a flow shows as an overlay: start a coordinator with `as: overlay`")
    }

    @Test func aRootOverlayIsNoRootChoice() throws {
        let loaded = SpecLoader.load(Array(Self.appLock.utf8), file: "navgen.yaml")
        #expect(loaded.findings.isEmpty)
        let spec = try #require(loaded.spec)
        #expect(spec.root.value == "main")
        #expect(spec.rootEntries.map { $0.overlay != nil } == [true, false])
        let model = NavigationModel(spec)
        #expect(model.rootOverlays.map(\.id.value) == ["appLock"])
        #expect(model.rootEntries.map(\.id.value) == ["main"])
        #expect(model.rootCoordinator == model.coordinator(named: "main"))
        #expect(Reachability(model).isReachable(try #require(model.coordinator(named: "appLock"))))
    }

    @Test func aRootOverlayIsRefusedAloneUntilBuilt() {
        let report = validate(Self.appLock)
        #expect(report.findings.spots == [Spot(.wrongType, 5, 45)])
        #expect(
            report.findings.first?.message.contains("cannot simulate or generate root overlays yet") == true)
    }

    @Test func aRootOverlayNeedsRequiresAndNothingElse() {
        let yaml = Self.appLock.replacingOccurrences(
            of: "requires: [locked], as: overlay", with: "as: overlay")
        let found = decodeFindings(yaml)
        #expect(found.spots == [Spot(.missingField, 5, 10)])
        #expect(found.first?.message == "root overlay 'appLock' is missing the required key 'requires'")
    }

    @Test func aRootEntrysAsIsOnlyOverlay() {
        let yaml = Self.appLock.replacingOccurrences(of: "as: overlay", with: "as: cover")
        #expect(decodeFindings(yaml).spots == [Spot(.wrongType, 5, 45)])
    }

    @Test func aRootOverlayIsNotTheLastEntry() {
        let yaml = Self.appLock.replacingOccurrences(
            of: "root: [{ appLock: { requires: [locked], as: overlay } }, main]",
            with:
                "root: [{ main: { requires: ['!locked'] } }, { appLock: { requires: [locked], as: overlay } }]"
        )
        let found = decodeFindings(yaml)
        #expect(found.spots == [Spot(.wrongType, 5, 82)])
        #expect(
            found.first?.message
                == "root entry 'appLock' is an overlay, so it cannot be the last entry of root")
    }

    @Test func guardNoRootIgnoresARootOverlay() {
        // At launch the overlay's requires hold and main's do not: no root is shown.
        let yaml = Self.appLock
            .replacingOccurrences(
                of: "locked: { setByApp: true }", with: "locked: { initially: true, setByApp: true }"
            )
            .replacingOccurrences(of: "}, main]", with: "}, { main: { requires: ['!locked'] } }]")
        #expect(validate(yaml).findings.spots == [Spot(.guardNoRoot, 5, 7), Spot(.wrongType, 5, 45)])
    }
}
