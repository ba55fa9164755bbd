import Testing

@testable import NavGenKit

@Suite struct SpecKeywordTests {
    @Test func spellingsAreDistinctAndAsWritten() {
        let spellings = SpecKeyword.allCases.map(\.spelling)
        #expect(Set(spellings).count == spellings.count)
        #expect(SpecKeyword.popToRoot.spelling == "popToRoot")
        #expect(SpecKeyword.as.spelling == "as")
    }

    @Test func predefinedTableMatchesALookupInALoadedDocument() throws {
        var consumer = SpecRouteConsumer(file: "navgen.yaml")
        let loaded = YAMLLoader().load(.bytes(Array("push: x\n".utf8)), file: "", consumer: &consumer)
        let document = try #require(loaded.document)
        let looked = SpecKeywords(document.symbols)
        for keyword in SpecKeyword.allCases {
            #expect(looked.keyword(keyword.rawValue) == keyword)
            #expect(SpecKeywords.predefined.keyword(keyword.rawValue) == keyword)
        }
    }

    @Test func aDocumentWithoutPredefinedWordsKnowsOnlyTheOnesItHas() throws {
        let document = try #require(YAMLLoader().load(Array("routes: { push: 1 }\n".utf8)).document)
        let keywords = SpecKeywords(document.symbols)
        let routes = try #require(document.symbols.lookup("routes"))
        let one = try #require(document.symbols.lookup("1"))
        #expect(keywords.keyword(routes) == .routes)
        #expect(keywords.keyword(one) == nil)
    }

    /// A mapping's entries live in a fixed-size buffer: every list of allowed keys must
    /// fit it, or a spec that writes them all would stop navgen at a precondition.
    @Test func everyListOfAllowedKeysFitsKnownEntries() {
        let lists: [[SpecKeyword]] = [
            SpecDecoder.topLevelKeys, SpecDecoder.tabsKeys, SpecDecoder.stackKeys, SpecDecoder.routeKeys,
            SpecDecoder.routeSetKeys, SpecDecoder.alertKeys, SpecDecoder.deepLinkFormKeys,
            SpecDecoder.redirectKeys,
            SpecDecoder.deepLinkSettingsKeys,
            SpecDecoder.conditionKeys, SpecDecoder.satisfyingFlowKeys, SpecDecoder.tabEntryKeys,
            SpecDecoder.generateKeys, SpecDecoder.includedFileKeys,
        ]
        for list in lists {
            #expect(list.count <= KnownEntries.capacity, "\(list.map(\.spelling))")
        }
    }

    @Test func knownEntriesFindTheirKeywords() {
        var entries = KnownEntries()
        entries.add(.params, key: NodeID(1), value: NodeID(2))
        entries.add(.allow, key: NodeID(3), value: NodeID(4))
        #expect(entries[.allow]?.value == NodeID(4))
        #expect(entries[.params]?.key == NodeID(1))
        #expect(entries[.deeplink] == nil)
    }

    @Test func negativeSymbolsAreNoKeywords() {
        #expect(SpecKeywords.predefined.keyword(-1) == nil)
        #expect(SpecKeywords.predefined.keyword(-7) == nil)
    }
}
