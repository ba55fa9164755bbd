import Testing

@testable import NavGenKit

/// A large spec has an edge or more per route: what most edges lack is boxed, so that
/// their room stays small, and a box left empty is dropped, so that two edges that
/// read the same compare equal.
@Suite struct EdgeLayoutTests {
    @Test func anEdgeKeepsOneReferenceForWhatItLacks() {
        #expect(MemoryLayout<Edge>.stride <= 64)
    }

    @Test func uncommonPartsReadBackAndAnEmptyBoxIsDropped() {
        let plain = Edge(source: RouteIndex(0), kind: .show(RouteIndex(1), .push), location: .start)
        #expect(plain.handler == nil && plain.adaptiveStyle == nil && plain.flowStart == nil)
        var changed = plain
        changed.goArgs = [SetValue(name: Located("id", at: .start), text: Located("1", at: .start))]
        changed.adaptiveStyle = AdaptiveStyle(compact: .sheet, regular: .popover)
        #expect(changed.goArgs.count == 1)
        #expect(changed.adaptiveStyle?.regular == .popover)
        #expect(changed != plain)
        changed.goArgs = []
        changed.adaptiveStyle = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }
}
