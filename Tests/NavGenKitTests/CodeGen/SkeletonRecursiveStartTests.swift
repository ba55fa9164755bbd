import Foundation
import NavGenKit
import Testing

/// A flow that starts itself, in the skeletons against the simulator, on the Wikipedia
/// example: an article pushes an article, which pushes a page of its own and another
/// article. Each sequence of moves is made once by `navgen simulate --do` and once by
/// calling the skeleton's methods in a compiled program (``SkeletonProgram``), which
/// prints the state on screen (`currentNode`) as the generated state encodes it; each
/// instance must keep its own screens, and a `go` from the innermost one must close them all.
@Suite(.serialized) struct SkeletonRecursiveStartTests {
    typealias Sequence = SkeletonSequences.Sequence

    /// The article flow `depth` levels down the Explore tab, as an optional chain.
    static func article(_ depth: Int) -> String {
        "app.explore" + String(repeating: ".articleFlow?", count: depth)
    }

    static let sequences = [
        // One article, then an article it links to: two instances of one flow.
        Sequence(
            actions: [#"start article(title: "A")"#, #"start article(title: "B")"#],
            calls: [#"\#(article(0)).startArticle(title: "A")"#, #"\#(article(1)).startArticle(title: "B")"#]),
        // The outer instance keeps its talk page under the inner one.
        Sequence(
            actions: [
                #"start article(title: "A")"#, #"push talkPage(title: "A")"#, #"start article(title: "B")"#,
                #"push pageHistory(title: "B")"#,
            ],
            calls: [
                #"\#(article(0)).startArticle(title: "A")"#, #"\#(article(1)).showTalkPage(title: "A")"#,
                #"\#(article(1)).startArticle(title: "B")"#, #"\#(article(2)).showPageHistory(title: "B")"#,
            ]),
        // Three deep.
        Sequence(
            actions: [
                #"start article(title: "A")"#, #"start article(title: "B")"#, #"start article(title: "C")"#,
                #"push talkPage(title: "C")"#,
            ],
            calls: [
                #"\#(article(0)).startArticle(title: "A")"#, #"\#(article(1)).startArticle(title: "B")"#,
                #"\#(article(2)).startArticle(title: "C")"#, #"\#(article(3)).showTalkPage(title: "C")"#,
            ]),
        // A go from the innermost article selects Places; the Explore tab keeps its articles.
        Sequence(
            actions: [
                #"start article(title: "A")"#, #"start article(title: "B")"#, "go places.map",
            ],
            calls: [
                #"\#(article(0)).startArticle(title: "A")"#, #"\#(article(1)).startArticle(title: "B")"#,
                #"\#(article(2)).goToPlacesMap(lat: nil, lng: nil)"#,
            ]),
        // A tapped link to an article opens on top of the innermost one.
        Sequence(
            actions: [
                #"start article(title: "A")"#, #"start article(title: "B")"#,
                "open wikipedia://en.wikipedia.org/wiki/C",
            ],
            calls: [
                #"\#(article(0)).startArticle(title: "A")"#, #"\#(article(1)).startArticle(title: "B")"#,
                #"app.open(URL(string: "wikipedia://en.wikipedia.org/wiki/C")!)"#,
            ]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsStartAFlowInsideItselfAsTheSimulatorDoes(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("wikipedia"), ui: ui, module: "Wikipedia", root: "MainCoordinator",
            state: "WikipediaNavigationState(root: app.currentNode, conditions: app.conditions)",
            sequences: Self.sequences.map { ($0.actions, $0.calls) }, withConditions: true)
    }
}
