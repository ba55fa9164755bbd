import Foundation
import NavGenKit

/// Every spec the graph and schema tests run on: the contract's example, the
/// starter, specs made for these tests, and each `examples/*/navgen.yaml` in the
/// repository, found on disk so that a new example is covered without a test change.
enum SpecCorpus {
    struct Entry: CustomStringConvertible {
        var name: String
        var text: String
        /// Where its `include:` entries are read from: an example's folder.
        var includes: any SpecSources = SpecLoader.noIncludes
        var description: String { name }
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The repository's example specs, sorted by folder.
    static var examples: [Entry] {
        let folder = repositoryRoot.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name).appendingPathComponent("navgen.yaml")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return Entry(
                name: "examples/\(name)/navgen.yaml", text: text,
                includes: FolderSpecSources(folder: url.deletingLastPathComponent()))
        }
    }

    static var all: [Entry] {
        [
            Entry(name: "the format's example", text: specExample),
            Entry(name: "navgen init starter", text: StarterSpec.text),
            Entry(name: "minimal", text: minimalSpec),
            Entry(name: "kitchen sink", text: kitchenSink),
        ] + examples + openModes + conditions + redirects + replace
    }

    /// The code-generation fixtures with `replace` in transitions, `then`, `otherwise` and `via`.
    static var replace: [Entry] {
        ["replace", "replace-guarded"].compactMap { name in
            let path = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/\(name).yaml"
            let url = repositoryRoot.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return Entry(name: "CodeGen/Fixtures/specs/\(name).yaml", text: text)
        }
    }

    /// The code-generation fixture with redirects of every kind beside routes and actions.
    static var redirects: [Entry] {
        let url = repositoryRoot.appendingPathComponent(
            "Tests/NavGenKitTests/CodeGen/Fixtures/specs/redirects.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return [Entry(name: "CodeGen/Fixtures/specs/redirects.yaml", text: text)]
    }

    /// The conditions fixture: every key of "Conditions that resume".
    static var conditions: [Entry] {
        let url = repositoryRoot.appendingPathComponent(
            "Tests/NavGenKitTests/Fixtures/Conditions/navgen.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return [Entry(name: "Fixtures/Conditions/navgen.yaml", text: text)]
    }

    /// The code-generation fixture with open modes, `via` and entry routes.
    static var openModes: [Entry] {
        let url = repositoryRoot.appendingPathComponent(
            "Tests/NavGenKitTests/CodeGen/Fixtures/specs/opening.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return [Entry(name: "CodeGen/Fixtures/specs/opening.yaml", text: text)]
    }

    /// Every kind of transition and `then` action, `as: push`, a stack that starts a
    /// tabs coordinator, coordinators named like Mermaid keywords (`class`, `end`),
    /// and deep links with `?`, `&` and `{}`.
    static let kitchenSink = """
        navgen: 1
        app: Shop
        root: session
        deeplinks:
          schemes: [shop]
          hosts: [shop.example.com]
        generate:
          output: Sources/Navigation
          ui: uikit
          access: public
        rules:
          no-exit: off
        coordinators:
          session:
            root: login
            children: [main]
            routes:
              login:
                transitions:
                  - start: main
                    as: cover
          main:
            kind: tabs
            children: [class, end]
            initial: end
          class:
            root: list
            children: [checkout]
            routes:
              list:
                deeplink: [/products, /products/all]
                transitions:
                  - push: product
                  - cover: promo
                  - start: checkout
                    as: push
                    then:
                      paid: { push: receipt }
                      cancelled: pop
                      failed: { sheet: help }
              product:
                params:
                  id: UUID
                  ref: String?
                deeplink: /products/{id}?ref={ref}
                transitions: [{ tab: end }, popToRoot]
              receipt:
                params:
                  total: Double?
                transitions: [popToRoot]
              promo:
                transitions: [dismiss]
              help:
                transitions: [dismiss]
          end:
            root: search
            routes:
              search:
                params:
                  query: String?
                  page: Int?
                deeplink: /search?q={query}&page={page}
          checkout:
            root: cart
            outcomes: [paid, cancelled, failed]
            routes:
              cart:
                transitions: [{ push: payment }, { finish: cancelled }]
              payment:
                transitions: [{ finish: paid }, { finish: failed }]
        """

    /// Loads a spec that must decode; traps in the test otherwise, with the findings.
    static func spec(_ text: String, includes: any SpecSources = SpecLoader.noIncludes) -> NavigationSpec {
        let loaded = SpecLoader.load(Array(text.utf8), file: "navgen.yaml", includes: includes)
        guard let spec = loaded.spec, !loaded.findings.hasErrors else {
            fatalError("test spec does not decode: \(loaded.findings.map(\.message))")
        }
        return spec
    }

    static func diagram(_ text: String, highlights: GraphHighlights = .none) -> Diagram {
        DiagramBuilder(spec: spec(text), highlights: highlights).build()
    }

    static func diagram(_ entry: Entry) -> Diagram {
        DiagramBuilder(spec: spec(entry.text, includes: entry.includes), highlights: .none).build()
    }
}
