import Testing

@testable import NavGenKit

/// A large spec has a pattern per route, each held by the catalog twice over (its
/// entry and its typed pattern): what most patterns leave out is boxed, so that their
/// room stays small, and a box left at its defaults is dropped, so that two patterns
/// that read the same compare equal.
@Suite struct RoutePatternLayoutTests {
    @Test func aShortHandPatternKeepsOneReferenceForWhatItLeavesOut() {
        #expect(MemoryLayout<RoutePattern>.stride <= 112)
        #expect(MemoryLayout<DeepLinkCatalog.Entry>.stride <= 80)
    }

    @Test func uncommonSettingsReadBackAndTheirDefaultsLeaveNoBox() {
        let plain = RoutePattern(
            route: RouteRef(coordinator: "main", route: "home"), source: Located("/home", at: .start),
            segments: [], query: [], params: [], order: 0)
        var changed = plain
        changed.mode = .onTop
        changed.action = "refresh"
        changed.scope = [1]
        #expect(changed.mode == .onTop)
        #expect(changed.inAppMode == .reset)
        #expect(changed.action == "refresh")
        #expect(changed.scope == [1])
        #expect(changed.fixed.isEmpty && changed.constraints.isEmpty)
        #expect(changed != plain)
        changed.mode = .reset
        changed.action = nil
        changed.scope = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }

    @Test func anEntryKeepsItsActionAndRedirectApart() {
        var entry = DeepLinkCatalog.Entry(
            route: .noRoute, source: Located("/go", at: .start), problems: [])
        #expect(entry.action == nil && entry.redirect == nil && entry.scope == .noRoute)
        entry.action = "refresh"
        entry.redirect = 2
        #expect(entry.action == "refresh" && entry.redirect == 2)
        entry.action = nil
        #expect(entry.action == nil && entry.redirect == 2 && entry.scope == nil)
    }
}
