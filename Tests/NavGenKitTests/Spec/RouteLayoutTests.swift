import Testing

@testable import NavGenKit

/// A large spec has a hundred thousand routes and more transitions: what most of them
/// lack is boxed, so that their room stays small, and a box left empty is dropped, so
/// that two that read the same compare equal.
@Suite struct RouteLayoutTests {
    @Test func routesAndTransitionsKeepOneReferenceForWhatTheyLack() {
        #expect(MemoryLayout<Route>.stride <= 56)
        #expect(MemoryLayout<Transition>.stride <= 48)
    }

    @Test func aRoutesUncommonPartsReadBackAndAnEmptyBoxIsDropped() {
        let plain = Route(id: Located("home", at: .start))
        var changed = plain
        changed.allow = [Located(.pushCycle, at: .start)]
        changed.entry = Located(true, at: .start)
        #expect(changed.allow.map(\.value) == [.pushCycle])
        #expect(changed.isEntry)
        #expect(changed.requires.isEmpty && changed.otherwise == nil && changed.deepLinkForms.isEmpty)
        #expect(changed != plain)
        changed.allow = []
        changed.entry = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }

    @Test func aTransitionsUncommonPartsReadBackAndAnEmptyBoxIsDropped() {
        let plain = Transition(.pop, at: .start)
        var changed = plain
        changed.overlay = .start
        #expect(changed.overlay == .start && changed.on == nil && changed.adaptiveStyle == nil)
        #expect(changed != plain)
        changed.overlay = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }
}
