import Testing

@testable import NavGenKit

/// `kind: split` as the decoder, the model and the rules read it: its columns, and what
/// each may be.
@Suite struct SplitSpecTests {
    /// A tab bar whose first tab is a split of three columns.
    static let chats = spec(
        """
          main:
            kind: tabs
            children: [chats, settings]
          chats:
            kind: split
            sidebar: chatList
            content: roomList
            detail: chatDetail
          chatList:
            root: home
            routes:
              home:
          roomList:
            root: rooms
            routes:
              rooms:
          chatDetail:
            root: noRoom
            routes:
              noRoom:
          settings:
            root: settingsMain
            routes:
              settingsMain:
        """)

    private func findings(_ yaml: String) -> [Finding] {
        validate(yaml).findings
    }

    @Test func theColumnsAreDecodedInScreenOrder() throws {
        let loaded = SpecLoader.load(Array(Self.chats.utf8), file: "navgen.yaml")
        let split = try #require(loaded.spec?.coordinator(named: "chats"))
        #expect(split.kind == .split)
        #expect(split.columns.map(\.value) == ["chatList", "roomList", "chatDetail"])
        #expect(split.columnRoles == [.sidebar, .content, .detail])
        #expect(split.columns[0].location == SourceLocation(line: 10, column: 14))
        #expect(split.children.isEmpty)
    }

    @Test func withoutContentTheSecondColumnIsTheDetail() throws {
        let yaml = Self.chats.replacingOccurrences(of: "    content: roomList\n", with: "")
        let split = try #require(
            SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml").spec?.coordinator(named: "chats"))
        #expect(split.columns.map(\.value) == ["chatList", "chatDetail"])
        #expect(split.columnRoles == [.sidebar, .detail])
    }

    @Test func aMissingDetailIsMissingFieldAndKeepsNoColumns() throws {
        let yaml = Self.chats.replacingOccurrences(of: "    detail: chatDetail\n", with: "")
        let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        let missing = loaded.findings.filter { $0.rule == .missingField }
        #expect(missing.spots == [Spot(.missingField, 8, 3)])
        #expect(missing.first?.message.contains("'detail'") == true)
        #expect(loaded.spec?.coordinator(named: "chats")?.columns == [])
    }

    @Test func aStackKeyInASplitIsUnknownKeyWithHelp() {
        let yaml = Self.chats.replacingOccurrences(
            of: "    detail: chatDetail\n", with: "    detail: chatDetail\n    children: [x]\n")
        let unknown = decodeFindings(yaml).filter { $0.rule == .unknownKey }
        #expect(unknown.spots == [Spot(.unknownKey, 13, 5)])
        #expect(unknown.first?.help?.contains("sidebar: list") == true)
    }

    @Test func aSplitIsValid() {
        #expect(validate(Self.chats).findings.isEmpty)
    }

    @Test func aSplitAtTheRootIsValidAndItsColumnsAreReachable() {
        // The launch state is the split's: its sidebar's root, and each column's, reachable.
        let yaml = spec(
            """
              chats:
                kind: split
                sidebar: chatList
                detail: chatDetail
              chatList:
                root: home
                routes:
                  home:
              chatDetail:
                root: noRoom
                routes:
                  noRoom:
            """
        ).replacingOccurrences(of: "root: main", with: "root: chats")
        #expect(validate(yaml).findings.isEmpty)
    }

    @Test func theModelResolvesColumnsAndTheirSplit() throws {
        let loaded = SpecLoader.load(Array(Self.chats.utf8), file: "navgen.yaml")
        let model = NavigationModel(try #require(loaded.spec))
        let chats = try #require(model.coordinator(named: "chats"))
        let names = model[chats].resolvedColumns.map { model[$0].id.value }
        #expect(names == ["chatList", "roomList", "chatDetail"])
        let detail = try #require(model.coordinator(named: "chatDetail"))
        #expect(model[detail].splits == [chats])
        #expect(model.unresolved.isEmpty)
        // Columns are shown with their split: nothing is unreachable.
        let reachability = Reachability(model)
        #expect(reachability.isReachable(detail))
    }

    @Test func aColumnThatNamesNothingIsUnknownReference() {
        let yaml = Self.chats.replacingOccurrences(of: "sidebar: chatList", with: "sidebar: chatLst")
        let found = findings(yaml).filter { $0.rule == .unknownReference }
        #expect(found.spots == [Spot(.unknownReference, 10, 14)])
        #expect(found.first?.message == "the sidebar of 'chats' names no coordinator 'chatLst'")
        #expect(found.first?.help == "did you mean 'chatList'?")
    }

    @Test func aColumnMustBeAStackOfItsOwn() {
        // The content column names the tab bar, the detail repeats the sidebar, and a
        // tab of the tab bar is a column.
        let yaml = Self.chats
            .replacingOccurrences(of: "content: roomList", with: "content: main")
            .replacingOccurrences(of: "detail: chatDetail", with: "detail: chatList")
            .replacingOccurrences(
                of: "children: [chats, settings]", with: "children: [chats, settings, chatDetail]")
        let wrong = findings(yaml).filter { $0.rule == .wrongType }
        #expect(wrong.spots == [Spot(.wrongType, 11, 14), Spot(.wrongType, 12, 13)])
        #expect(wrong.first?.message.hasSuffix("but 'main' is a tab bar, not a stack") == true)
        #expect(wrong.last?.message.hasSuffix("but 'chatList' is already its sidebar") == true)

        let tab = Self.chats.replacingOccurrences(
            of: "children: [chats, settings]", with: "children: [chats, settings, chatDetail]")
        let asTab = findings(tab).filter { $0.rule == .wrongType }
        #expect(asTab.spots == [Spot(.wrongType, 12, 13)])
        #expect(asTab.first?.message.hasSuffix("but 'chatDetail' is a tab of 'main'") == true)
    }

    @Test func aColumnOfTwoSplitsIsWrongTypeAtTheLater() {
        let yaml =
            Self.chats + """

                  more:
                    kind: split
                    sidebar: settings
                    detail: chatDetail
                """
        let wrong = findings(yaml).filter { $0.rule == .wrongType }
        #expect(wrong.contains { $0.message.hasSuffix("but 'chatDetail' is already a column of 'chats'") })
        #expect(!wrong.contains { $0.message.contains("the detail of 'chats'") })
    }

    @Test func startingASplitIsWrongType() {
        let yaml = Self.chats.replacingOccurrences(
            of: "    root: settingsMain\n", with: "    root: settingsMain\n    children: [chats]\n")
        let wrong = findings(yaml).filter { $0.rule == .wrongType }
        #expect(wrong.spots == [Spot(.wrongType, 27, 16)])
        #expect(wrong.first?.message == "'settings' cannot start 'chats': a split view is shown, not started")
    }

    @Test func aColumnsRootIsShownWithoutArguments() {
        let yaml = Self.chats.replacingOccurrences(
            of: "      noRoom:\n", with: "      noRoom:\n        params: { id: Int }\n")
        let found = findings(yaml).filter { $0.rule == .rootParams }
        #expect(found.spots == [Spot(.rootParams, 22, 11)])
        #expect(
            found.first?.notes.first
                == "'chatDetail' is a column of 'chats': nothing passes its root arguments")
    }
}
