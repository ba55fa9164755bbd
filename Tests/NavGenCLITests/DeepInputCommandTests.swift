import Foundation
import Testing

/// Every command on specs whose size sets a depth the YAML nesting limit does not
/// bound: a clear result or finding, no crash, in a few seconds.
@Suite struct DeepInputCommandTests {
    private static let header = "navgen: 1\napp: Deep\nroot: main\ndeeplinks:\n  schemes: [deep]\n"

    private func write(_ text: String, _ name: String = "navgen.yaml") throws -> URL {
        let url = try NavGenProcess.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A guard against a hang, not a speed test (the benchmark measures speed): the
    /// debug build `routes` takes about 20 s of CPU on the 2,000-flow chain, which a
    /// busy machine can stretch past a minute.
    private func run(_ arguments: [String]) throws -> NavGenProcess.Outcome {
        try NavGenProcess.run(arguments, timeout: 240)
    }

    private func sheetChain(_ count: Int, rules: String = "") -> String {
        var text = Self.header + rules + "coordinators:\n  main:\n    root: r0\n    routes:\n"
        for index in 0..<count {
            text += "      r\(index):\n"
            if index == count - 1 { text += "        deeplink: /last\n" }
            text += index + 1 < count ? "        transitions: [{ sheet: r\(index + 1) }]\n" : ""
        }
        return text
    }

    @Test func aHundredThousandSegmentPattern() throws {
        let segments = 100_000
        // A line of `--urls` holds at most 64 KiB: the URLs walk 30,000 segments deep.
        let urlSegments = 30_000
        let spec = try write(
            Self.header + "coordinators:\n  main:\n    root: home\n    routes:\n"
                + "      home:\n        transitions: [{ push: item }, { push: near }]\n"
                + "      item:\n        params: { id: Int }\n"
                + "        deeplink: /" + String(repeating: "x/", count: segments) + "{id}\n"
                + "      near:\n        params: { id: Int }\n"
                + "        deeplink: /" + String(repeating: "x/", count: urlSegments) + "{id}\n")
        for command in [["validate"], ["routes"], ["graph"], ["graph", "--format", "dot"]] {
            let outcome = try run(command + [spec.path])
            #expect(outcome.status == 0, "\(command): \(outcome.stderr.prefix(300))")
        }
        let urls = try write(
            "deep://" + String(repeating: "x/", count: urlSegments) + "7\n" + "deep://"
                + String(repeating: "x/", count: urlSegments) + "y\n", "urls.txt")
        let opened = try run(["simulate", spec.path, "--urls", urls.path])
        #expect(opened.status == 1, "\(opened.stderr.prefix(300))")
        #expect(opened.stdout.hasSuffix("1 matched, 1 unmatched\n"))
        let output = try NavGenProcess.temporaryDirectory()
        let generated = try run(["generate", spec.path, "--output", output.path])
        #expect(generated.status == 0, "\(generated.stderr.prefix(300))")
    }

    @Test func twentyThousandSheetsEachPresentingTheNext() throws {
        let spec = try write(sheetChain(20_000))
        let validated = try run(["validate", spec.path])
        #expect(validated.status == 1)
        #expect(validated.stdout.contains("with at most 50 modals presented one above the other"))
        let allowed = try write(sheetChain(20_000, rules: "rules: { deeplink-unbuildable: off }\n"))
        for command in [
            ["routes"], ["routes", "--format", "json"], ["graph"], ["graph", "--format", "json"],
        ] {
            let outcome = try run(command + [allowed.path])
            #expect(outcome.status == 0, "\(command): \(outcome.stderr.prefix(300))")
        }
        let simulated = try run(["simulate", allowed.path, "--format", "json"])
        #expect(simulated.status == 0, "\(simulated.stderr.prefix(300))")
        let actions = (1...51).flatMap { ["--do", "sheet r\($0)"] }
        let refused = try run(["simulate", allowed.path, "--format", "json"] + actions)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("50 modals are shown one above the other"))
    }

    @Test func twoThousandFlowsEachStartingTheNext() throws {
        var text = Self.header + "coordinators:\n"
        let count = 2_000
        for index in 0..<count {
            text += index == 0 ? "  main:\n" : "  c\(index):\n    outcomes: [done]\n"
            text += "    root: r\n" + (index + 1 < count ? "    children: [c\(index + 1)]\n" : "")
            text += "    routes:\n      r:\n" + (index == count - 1 ? "        deeplink: /last\n" : "")
            var transitions =
                index + 1 < count ? ["{ start: c\(index + 1), as: push, then: { done: pop } }"] : []
            if index > 0 { transitions.append("{ finish: done }") }
            text += "        transitions: [\(transitions.joined(separator: ", "))]\n"
        }
        let spec = try write(text)
        for command in [["validate"], ["routes"], ["graph"], ["simulate", "--url", "deep://last"]] {
            let outcome = try run(command + [spec.path])
            #expect(outcome.status == 0, "\(command): \(outcome.stderr.prefix(300))")
        }
    }

    /// Tab bars each the only tab of the one before, with `tab-target` off so that the
    /// commands that refuse a spec with errors run on it.
    @Test func twentyThousandTabBarsEachTheTabOfTheOneBefore() throws {
        let count = 20_000
        var text = Self.header + "rules: { tab-target: off }\ncoordinators:\n"
        for index in 0..<count {
            text += "  \(index == 0 ? "main" : "t\(index)"):\n    kind: tabs\n    children: [t\(index + 1)]\n"
        }
        text += "  t\(count):\n    root: r\n    routes:\n      r:\n        deeplink: /last\n"
        let spec = try write(text)
        for command in [
            ["validate"], ["graph"], ["graph", "--format", "dot"], ["graph", "--format", "json"],
        ] {
            let outcome = try run(command + [spec.path])
            #expect(outcome.status == 0, "\(command): \(outcome.stderr.prefix(300))")
        }
        // Nested past the limit, the root's tab bars are left out: nothing to show.
        for command in [["routes"], ["simulate"]] {
            let outcome = try run(command + [spec.path])
            #expect(outcome.status == 1, "\(command): \(outcome.stderr.prefix(300))")
            #expect(outcome.stderr.contains("the root coordinator 'main' cannot be shown"))
        }
    }
}
