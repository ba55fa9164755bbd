import Foundation
import Testing

@testable import NavGenKit

/// Reading Swift for names the way a person does: switch cases, declared
/// functions and the names in code; never what comments and strings say.
struct SkeletonOutlineTests {
    private func cases(_ text: String) -> [Set<String>] { SkeletonOutline(text).switches.map(\.cases) }

    @Test func theTopLevelNamesOfASwitchsLabelsAreItsCases() {
        let text = """
            switch route {
            case .a, .b(let id): break
            case let .c(value): print(value)
            case .d(.nested), .e(x: .alsoNested)?: break
            case (.f, _), (_, .g): break
            case Route.h: break
            case .i where value == .notACase: break
            default: break
            }
            """
        #expect(cases(text) == [["a", "b", "c", "d", "e", "f", "g", "h", "i"]])
    }

    @Test func conditionsAndEnumDeclarationsAreNotSwitchCases() {
        let text = """
            enum Presentation { case route(Route), flow }
            if case .notInASwitch = value {}
            switch value {
            case .inner:
                if case .alsoNot = other, case .norThis = more {}
                guard case .nor = x else { return }
                for case .never in list {}
                enum Local { case declared }
            }
            """
        #expect(cases(text) == [["inner"]])
    }

    @Test func nestedSwitchesKeepTheirOwnCases() {
        let text = """
            switch a {
            case .outer:
                switch b {
                case .inner: break
                }
            case .second: break
            }
            """
        #expect(cases(text) == [["outer", "second"], ["inner"]])
        #expect(SkeletonOutline(text).switches.map(\.line) == [1, 3])
    }

    @Test func functionsAndNamesComeFromCodeOnly() {
        let text = """
            // func commented() {}
            /* func blocked() { /* nested */ func stillBlocked() } */
            let text = "func quoted() \\(interpolated) \\("nested \\(deeper)") after"
            let raw = #"func rawQuoted() \\(notInterpolated) \\#(rawInterpolated)"#
            let multi = \"\"\"
                func multiline()
                \"\"\"
            func real(_ x: Int) {}
            func `escaped`() {}
            """
        let outline = SkeletonOutline(text)
        #expect(outline.functions == ["real": 8, "escaped": 9])
        #expect(outline.names.contains("interpolated"))
        #expect(outline.names.contains("deeper"))
        #expect(outline.names.contains("rawInterpolated"))
        let hidden = [
            "commented", "blocked", "stillBlocked", "quoted", "nested", "rawQuoted", "notInterpolated",
            "multiline",
        ]
        for name in hidden {
            #expect(!outline.names.contains(name), "\(name)")
        }
    }

    /// A quote left open ends with its line; a comment left open ends the file.
    @Test func unterminatedLiteralsDoNotHideTheRest() {
        let outline = SkeletonOutline("let a = \"open\nfunc after() {}\n/* open comment\nfunc hidden() {}")
        #expect(outline.functions == ["after": 2])
    }

    /// Nesting as deep as the input makes it: no recursion, so no crash, and time
    /// linear in the input.
    @Test func deepNestingIsReadWithoutRecursion() {
        let depth = 50_000
        let interpolations =
            String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        let brackets =
            "switch v { case " + String(repeating: "(", count: depth) + ".deep"
            + String(repeating: ")", count: depth) + ": break }"
        let text = interpolations + "\n" + comments + "\nfunc last() {}\n" + brackets
        let outline = SkeletonOutline(text)
        #expect(outline.names.contains("x"))
        #expect(outline.functions["last"] == 3)
        #expect(outline.switches.map(\.cases) == [["deep"]])
    }

    @Test func linearTime() {
        func seconds(_ count: Int) -> Double {
            let text = String(repeating: "switch v { case .a(.b), (.c, .d): \"\\(e)\" } // f\n", count: count)
            let start = Date()
            _ = SkeletonOutline(text)
            return Date().timeIntervalSince(start)
        }
        _ = seconds(1_000)
        let small = seconds(20_000)
        let large = seconds(80_000)
        // Four times the input: well under sixteen times the time.
        #expect(large < max(small, 0.01) * 10, "\(small)s for 20k lines, \(large)s for 80k")
    }
}
