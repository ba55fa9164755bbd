import Testing

@testable import NavGenKit

/// `as: { compact: ..., regular: ... }` on `start`, `satisfiedBy` and presented
/// routes: what the decoder reads, and every finding it gives at its place.
@Suite struct AdaptiveStyleDecodingTests {
    @Test func realUsesDecodeWithTheirWordAndAStylePerSizeClass() throws {
        let report = validate(AdaptiveSpecs.social)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let spec = try #require(report.spec)
        let timeline = spec.coordinators[0].routes[0].transitions
        #expect(timeline[0].action.move == "start accountList")
        #expect(timeline[0].adaptiveStyle?.value == AdaptiveStyle(compact: .sheet, regular: .popover))
        #expect(timeline[1].style(in: .compact) == .cover && timeline[1].style(in: .regular) == .sheet)
        // A class left out takes the item's own style.
        #expect(timeline[2].action.move == "sheet share")
        #expect(timeline[2].adaptiveStyle?.value == AdaptiveStyle(compact: .sheet, regular: .popover))
        let drafts = spec.coordinators[0].routes[1].transitions[0]
        #expect(drafts.action.move == "popover drafts")
        #expect(drafts.style(in: .compact) == .sheet && drafts.style(in: .regular) == .popover)
        // Items without a mapping show in their one style in both classes.
        #expect(timeline[3].adaptiveStyle == nil && timeline[3].style(in: .regular) == .push)
        let flow = try #require(spec.conditions[0].satisfiedBy)
        #expect(flow.style(in: .compact) == .cover && flow.style(in: .regular) == .sheet)
        let model = NavigationModel(spec)
        let compose = try #require(model.edges.first { $0.location == timeline[1].location })
        let child = try #require(compose.targetCoordinator)
        #expect(compose.kind(in: .compact) == Edge.Kind.start(child, style: .cover))
        #expect(compose.canShow(as: .cover) && compose.canShow(as: .sheet) && !compose.canShow(as: .push))
    }

    @Test func aStartMayBeShownAsAPopover() throws {
        let report = validate(
            AdaptiveSpecs.timeline("          - { start: compose, as: popover }\n          - sheet: share"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let transition = try #require(report.spec?.coordinators[0].routes[0].transitions.first)
        #expect(transition.style(in: .regular) == .popover && transition.adaptiveStyle == nil)
    }

    @Test func aStyleWordOnARouteItemIsWrongTypeWithTheKeyToWrite() throws {
        let findings = decodeFindings(AdaptiveSpecs.timeline("          - { sheet: share, as: cover }"))
        #expect(findings.spots == [Spot(.wrongType, 11, 33)])
        #expect(findings.first?.help == "write `cover: share`")
    }

    @Test func unknownClassesAndStylesThatCannotAdaptAreReportedAtTheirPlace() throws {
        let findings = decodeFindings(
            AdaptiveSpecs.timeline(
                """
                          - { sheet: share, as: { compactt: cover } }
                          - { start: compose, as: { compact: push } }
                          - { start: compose, as: { regular: modal } }
                          - { push: share, as: { regular: sheet } }
                """))
        #expect(
            findings.spots == [
                Spot(.unknownKey, 11, 35), Spot(.wrongType, 12, 46), Spot(.wrongType, 13, 46),
                Spot(.unknownKey, 14, 28),
            ])
        #expect(findings[0].help?.contains("compact") == true)
        #expect(findings[1].message == "a push cannot adapt to the size class")
        #expect(findings[2].message.contains("sheet, cover, popover"))
    }
}
