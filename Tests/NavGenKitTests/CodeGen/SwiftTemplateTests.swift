import Foundation
import Testing

@testable import NavGenKit

/// The Swift that navgen keeps as text is Swift: each template type-checks as it
/// stands (every block kept, stand-ins in its holes) under Swift 6 with warnings as
/// errors, so a slip in it fails here rather than in an app. Its instantiations
/// compile in ``NavigationFileCompileTests``.
@Suite struct SwiftTemplateTests {
    @Test func theDeepLinkReaderTemplateTypechecks() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let source = folder.appendingPathComponent("DeepLinkReader.swift")
        try Data(("import Foundation\n\n" + DeepLinkReaderTemplate.template.text + "\n").utf8).write(
            to: source)
        let outcome = try SwiftCompiler.typecheck([source])
        #expect(outcome.succeeded, "\(outcome.excerpt)")
    }

    /// The UIKit skeleton's presenting helpers, against the UIKit stand-in.
    @Test func theUIKitPresentTemplateTypechecks() throws {
        try expectTypechecksWithStandIns(UIKitPresentTemplate.template, breaking: "presentedViewController")
    }

    /// A UIKit stack's controllers, initializer, `start()` and route notes, against the
    /// UIKit stand-in.
    @Test func theUIKitStackTemplateTypechecks() throws {
        try expectTypechecksWithStandIns(UIKitStackTemplate.template, breaking: "setViewControllers")
    }

    /// `template` type-checks against the stand-in frameworks, and a copy that
    /// calls what does not exist in place of `name` does not.
    private func expectTypechecksWithStandIns(_ template: SwiftTemplate, breaking name: String) throws {
        let standIns = try StandInModules.folder.get()
        let source = try CodeGenFixtures.temporaryFolder().appendingPathComponent("Template.swift")
        try Data((template.text + "\n").utf8).write(to: source)
        let outcome = try SwiftCompiler.typecheck([source], flags: ["-I", standIns.path])
        #expect(outcome.succeeded, "\(outcome.excerpt)")
        let broken = template.text.replacingOccurrences(of: name, with: name + "ThatDoesNotExist")
        #expect(broken != template.text)
        try Data((broken + "\n").utf8).write(to: source)
        #expect(try !SwiftCompiler.typecheck([source], flags: ["-I", standIns.path]).succeeded)
    }

    /// The check is real: a template that calls what does not exist fails.
    @Test func aBrokenTemplateDoesNotTypecheck() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let source = folder.appendingPathComponent("Broken.swift")
        let broken = DeepLinkReaderTemplate.template.text.replacingOccurrences(
            of: "removingPercentEncoding", with: "removingPercentEncodingThatDoesNotExist")
        try Data(("import Foundation\n\n" + broken + "\n").utf8).write(to: source)
        #expect(try !SwiftCompiler.typecheck([source]).succeeded)
    }

    /// Every block of the template is one the builder can keep, and the builder
    /// asks for no block the template lacks.
    @Test func theBuilderAndTheTemplateNameTheSameBlocks() throws {
        let template = DeepLinkReaderTemplate.template.text
        let named = Set(
            template.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix(SwiftTemplate.ifMarker) else { return nil }
                return String(trimmed.dropFirst(SwiftTemplate.ifMarker.count))
            })
        // Exact literals; under caseInsensitive; first-segment literals equal but for case.
        var groups: [[LinkPattern]] = []
        for names in [
            ["types", "rest-and-literals", "fragments", "redirects", "constrained"],
            ["letter-case", "constrained-case"], ["letter-case-host"],
        ] {
            var patterns: [LinkPattern] = []
            for name in names {
                let plans = try #require(
                    DeepLinkPlans(model: NavigationModel(try CodeGenFixtures.spec(name))))
                patterns += plans.entries.map(\.pattern)
            }
            groups.append(patterns)
        }
        var asked: Set<String> = []
        let forms: [([SchemeEntry], [HostPattern])] = [
            ([SchemeEntry(scheme: "a")], [.exact("b")]), ([SchemeEntry(scheme: "a")], []),
            ([], [.exact("b")]),
            ([SchemeEntry(scheme: "a", host: "h")], []), ([], [.anySubdomain(of: "b")]),
        ]
        for patterns in groups {
            for (schemes, hosts) in forms {
                asked.formUnion(
                    DeepLinkReaderBuilder(patterns: patterns, schemes: schemes, hosts: hosts).conditions)
            }
            // `https` a bare scheme beside hosts, and patterns with a scope.
            asked.formUnion(
                DeepLinkReaderBuilder(
                    patterns: patterns, schemes: [SchemeEntry(scheme: "https")], hosts: [.exact("b")],
                    origins: DeepLinkOrigins(schemes: ["https"], hosts: ["b"])
                ).conditions)
            // Without variants, a host compares without case and nothing more.
            let unvaried = patterns.filter {
                $0.source.value != "/settings" && !$0.source.value.hasPrefix("/SETTINGS")
            }
            asked.formUnion(
                DeepLinkReaderBuilder(patterns: unvaried, schemes: [SchemeEntry(scheme: "a")], hosts: [])
                    .conditions)
            // A spec whose guards hand links back to the browser reads the web URL too.
            var handingBack = DeepLinkReaderBuilder(
                patterns: patterns, schemes: [SchemeEntry(scheme: "a")], hosts: [.exact("b")])
            handingBack.handsBackToBrowser = true
            asked.formUnion(handingBack.conditions)
        }
        #expect(asked == named, "\(asked.symmetricDifference(named))")
        let parsers: Set<String> = [
            "int", "double", "bool", "uuid", "string", "int-range", "enumeration",
            "enumeration-ignoring-case",
            "web-url",
        ]
        let shapes: Set<String> = [
            "schemes", "hosts", "schemes-and-hosts", "schemes-only", "hosts-only", "literal-segments",
            "param-segments", "query", "required-query", "optional-query", "host-patterns", "rest-segments",
            "literal-query", "exact-keys", "ignores-case", "case-helpers", "host-case", "host-variants",
            "literal-segments-ignoring-case", "literal-query-ignoring-case", "fragment", "required-fragment",
            "optional-fragment", "host-patterns-read", "web-scheme", "scopes", "redirects", "web-fallback",
        ]
        #expect(named == parsers.union(shapes))
    }

    @Test func blocksAreKeptOrDroppedAndHolesFilled() {
        let template = SwiftTemplate(
            """
            struct A {
                // navgen:if one
                let one = 1
                // navgen:end
                // navgen:if two
                let two = 2
                // navgen:end
                static let names: [String] = []  // navgen:insert names
            }
            """)
        let hole = SwiftDeclaration.mark("names")
        #expect(
            template.lines(where: ["two"], inserting: ["names": hole]) == [
                .text("struct A {"), .text("    let two = 2"), .declaration(depth: 1, hole), .text("}"),
            ])
        #expect(template.lines(where: []) == [.text("struct A {"), .text("}")])
        let named = SwiftTemplate("let a: __Name__? = nil")
        #expect(named.lines(where: [], naming: ["Name": "Route"]) == [.text("let a: Route? = nil")])
        let body = SwiftTemplate("func f() {\n    _ = 0  // navgen:insert body\n}")
        let steps: [SwiftStatement] = [.return(nil)]
        #expect(
            body.lines(where: [], filling: ["body": steps]) == [
                .text("func f() {"), .statements(depth: 1, steps), .text("}"),
            ])
    }
}
