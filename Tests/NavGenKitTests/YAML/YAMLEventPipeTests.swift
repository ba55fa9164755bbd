import Testing

@testable import NavGenKit

/// Parsing on a second thread must give exactly what parsing on the calling thread
/// gives, whatever the batches, including when the builder stops early.
@Suite struct YAMLEventPipeTests {
    private func load(_ text: String, piped: Bool, batchSize: Int = 1, batches: Int = 2) -> YAMLLoader.Result
    {
        var loader = YAMLLoader(limits: YAMLLimits(maxAliasExpansion: 50, maxDepth: 20))
        loader.pipeThreshold = piped ? 0 : .max
        loader.pipeBatchSize = batchSize
        loader.pipeBatches = batches
        var keep = KeepEverything()
        return loader.load(.bytes(Array(text.utf8)), file: "t.yaml", consumer: &keep)
    }

    private func texts(of result: YAMLLoader.Result) -> [String] {
        guard let document = result.document else { return [] }
        return (0..<document.nodeCount).map { document[NodeID($0)].text }
    }

    private static let samples = [
        "a: 1\nb: [x, y, { z: 2 }]\n",
        specExample,
        "a: [1, 2\nb: 3\n",
        "a: 1\n---\nb: 2\n",
        "a: 1\na: 2\nc: *nope\n",
        "l0: &l0 [x, x, x, x, x, x, x, x]\nl1: &l1 [*l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0]\nl2: [*l1]\nafter: 1\n",
        String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
        "",
        "a: b\n\u{1}c: d\n",
    ]

    @Test(arguments: samples)
    func pipedLoadsMatchPlainLoads(text: String) {
        let plain = load(text, piped: false)
        for (batchSize, batches) in [(1, 2), (2, 3), (7, 2), (1024, 3)] {
            let piped = load(text, piped: true, batchSize: batchSize, batches: batches)
            #expect(piped.findings == plain.findings)
            #expect((piped.document == nil) == (plain.document == nil))
            #expect(texts(of: piped) == texts(of: plain))
        }
    }

    @Test func aLargeSpecLoadsTheSameThroughThePipe() {
        let text = specExample + (0..<500).map { "x\($0): [a, b, { c: \($0) }]\n" }.joined()
        let plain = load(text, piped: false)
        let piped = load(text, piped: true, batchSize: 64, batches: 3)
        #expect(piped.findings == plain.findings)
        #expect(texts(of: piped) == texts(of: plain))
    }
}
