import Foundation
import NavGenKit
import Testing

/// Fallbacks: keyed `otherwise`, `stay`, `web`, and `deeplinks.requires` with
/// `deeplinks.otherwise` (docs/spec/conditions.md, "Fallbacks"), from the decoder to
/// the simulator's output.
@Suite struct FallbackTests {
    private static let spec = """
        navgen: 1
        app: Wall
        root: main
        deeplinks:
          schemes: [wall]
          hosts: [wall.example.com]
          requires: ["!locked", ready]
          otherwise: { "!locked": web }
        conditions:
          locked: { setByApp: true }
          ready: { initially: true, setByApp: true }
          featuresEnabled: { setByApp: true }
          signedIn:
            satisfiedBy: { start: signIn, outcome: signedIn }
          canShow: { setByApp: true }
          beta: { setByApp: true }
        coordinators:
          main:
            root: home
            children: [signIn]
            routes:
              home:
                deeplink: /
                transitions: [{ push: stats }, { push: wallpaper }, { push: labs }, { start: signIn, then: { signedIn: stay } }]
              stats:
                deeplink: /stats
                requires: [featuresEnabled, signedIn]
                otherwise: { featuresEnabled: { cover: featuresOverlay } }
              featuresOverlay:
                transitions: [dismiss]
              wallpaper:
                deeplink: /wallpaper
                requires: [canShow]
                otherwise: stay
              labs:
                deeplink: /labs
                requires: ["!beta"]
                otherwise: { "!beta": web }
          signIn:
            root: form
            outcomes: [signedIn]
            routes:
              form:
                transitions: [{ finish: signedIn }]
        """

    @Test func theDecoderReadsEveryForm() throws {
        let loaded = SpecLoader.load(Array(Self.spec.utf8), file: "navgen.yaml")
        #expect(loaded.findings == [], "\(loaded.findings.map(\.message))")
        let spec = try #require(loaded.spec)
        let main = try #require(spec.coordinator(named: "main"))
        let stats = try #require(main.route(named: "stats")?.otherwise)
        #expect(stats.isKeyed && stats.entries.map(\.key?.value) == ["featuresEnabled"])
        #expect(stats.entries[0].key?.location == SourceLocation(line: 28, column: 22))
        #expect(stats.fallback(for: "featuresEnabled")?.transition?.action.keyword == "cover")
        #expect(stats.fallback(for: "signedIn") == nil)
        #expect(
            main.route(named: "wallpaper")?.otherwise?.entries.first?.fallback
                == .stay(.init(line: 34, column: 20)))
        #expect(
            main.route(named: "labs")?.otherwise?.fallback(for: "!beta") == .web(.init(line: 38, column: 31)))
        #expect(spec.deepLinks.requires.map(\.spelling) == ["!locked", "ready"])
        #expect(spec.deepLinks.otherwise?.fallback(for: "!locked") == .web(.init(line: 8, column: 27)))
        #expect(spec.deepLinks.otherwise?.fallback(for: "ready") == nil)
    }

    @Test func aMappingThatStartsWithAnActionWordIsOneAction() throws {
        let spec = try CodeGenFixtures.spec(text: guardsSpec)
        let item = try #require(spec.coordinator(named: "home")?.route(named: "item")?.otherwise)
        #expect(!item.isKeyed && item.transitions.map(\.action.keyword) == ["sheet"])
    }

    @Test func mistakesArePointedAt() {
        let unknownKey = Self.spec.replacingOccurrences(
            of: "{ featuresEnabled: { cover", with: "{ featureEnabled: { cover")
        #expect(decodeFindings(unknownKey).spots == [Spot(.unknownReference, 28, 22)])
        #expect(decodeFindings(unknownKey)[0].help == "did you mean 'featuresEnabled'?")
        let negationKept = Self.spec.replacingOccurrences(of: #"{ "!beta": web }"#, with: "{ beta: web }")
        #expect(decodeFindings(negationKept).spots == [Spot(.unknownReference, 38, 22)])
        let badWord = Self.spec.replacingOccurrences(of: "otherwise: stay", with: "otherwise: sty")
        #expect(decodeFindings(badWord).spots == [Spot(.wrongType, 34, 20)])
        #expect(decodeFindings(badWord)[0].help == "did you mean 'stay'?")
        let linkAction = Self.spec.replacingOccurrences(
            of: #"otherwise: { "!locked": web }"#, with: #"otherwise: { "!locked": { sheet: home } }"#)
        #expect(decodeFindings(linkAction).spots == [Spot(.wrongType, 8, 27)])
        let linkScalar = Self.spec.replacingOccurrences(
            of: #"otherwise: { "!locked": web }"#, with: "otherwise: wbe")
        #expect(decodeFindings(linkScalar).spots == [Spot(.wrongType, 8, 14)])
        let noRequires = Self.spec.replacingOccurrences(of: "  requires: [\"!locked\", ready]\n", with: "")
        #expect(decodeFindings(noRequires).spots == [Spot(.missingField, 7, 3)])
        let unknownCondition = Self.spec.replacingOccurrences(of: "ready]", with: "redy]")
        let report = validate(unknownCondition)
        #expect(report.findings.contains { $0.rule == .unknownReference && $0.location.line == 7 })
    }

    @Test func guardNoWayIsOnlyForEntriesWithoutAFallback() {
        let spec = Self.spec.replacingOccurrences(
            of: "featuresEnabled: { setByApp: true }", with: "featuresEnabled:"
        )
        .replacingOccurrences(of: "canShow: { setByApp: true }", with: "canShow:")
        #expect(validate(spec).findings.filter { $0.rule == .guardNoWay } == [])
        let unanswered = spec.replacingOccurrences(
            of: "requires: [featuresEnabled, signedIn]", with: "requires: [signedIn, canShow]"
        )
        .replacingOccurrences(of: "{ featuresEnabled: { cover", with: "{ signedIn: { cover")
        #expect(
            validate(unanswered).findings.filter { $0.rule == .guardNoWay }.spots == [
                Spot(.guardNoWay, 27, 30)
            ])
    }

    @Test func tapsMeetingAFallback() throws {
        let simulator = try Simulator.of(Self.spec)
        // The first unmet entry's action runs; without a key, its satisfiedBy.
        let overlay = try simulator.run("push stats")
        #expect(overlay.topText == "main.featuresOverlay")
        let waiting = try simulator.run("set featuresEnabled true", "push stats")
        #expect(waiting.topText == "signIn.form" && waiting.waiting?.text == "push stats")
        // `stay`: accepted, nothing changes.
        #expect(try simulator.run("push wallpaper") == simulator.launchState)
        // `web`: a tap has no URL to hand to the browser.
        guard
            case .failure(let refusal) = simulator.perform(
                .show("labs", .push, []), on: try simulator.launch(("beta", true)))
        else {
            Issue.record("a tap meeting web is refused")
            return
        }
        #expect(refusal.reason.contains("otherwise is web"))
    }

    @Test func linksMeetingAFallback() throws {
        let simulator = try Simulator.of(Self.spec)
        let beta = try simulator.launch(("beta", true))
        let handed = try simulator.open("https://wall.example.com/labs", on: beta).get()
        #expect(handed.web == "https://wall.example.com/labs" && handed.state == beta)
        #expect(handed.target.description == "main.labs")
        guard case .failure(let mismatch) = simulator.open("wall://labs", on: beta) else {
            Issue.record("a custom-scheme link cannot go to the browser")
            return
        }
        #expect(mismatch.kind == "no-match" && mismatch.description.hasSuffix("cannot go to the browser"))
        let stayed = try simulator.open("wall://wallpaper").get()
        #expect(
            stayed.fallback == .stay && stayed.state.topText == "main.home"
                && stayed.target.description == "main.wallpaper")
        // `deeplinks.requires`: before the first move, under the current conditions.
        let locked = try simulator.launch(("locked", true))
        let webbed = try simulator.open("https://wall.example.com/stats", on: locked).get()
        #expect(webbed.web == "https://wall.example.com/stats" && webbed.state == locked)
        guard case .failure = simulator.open("wall://stats", on: locked) else {
            Issue.record("a custom-scheme link cannot go to the browser")
            return
        }
        let notReady = try simulator.launch(("ready", false))
        guard case .failure(let refused) = simulator.open("wall://stats", on: notReady) else {
            Issue.record("an unmet requirement without a fallback or a flow refuses the link")
            return
        }
        #expect(refused.kind == "refused")
    }

    @Test func outputsSayWhereTheLinkWent() throws {
        let simulator = try Simulator.of(Self.spec)
        let beta = try simulator.launch(("beta", true))
        let run = simulator.steps(
            from: beta, url: nil, route: nil, actions: [.open("https://wall.example.com/labs")], trace: false)
        let text = SimulateTextRenderer(useColor: false).render(run)
        #expect(text.contains("\ntop: main.home\nweb: https://wall.example.com/labs\n"), "\(text)")
        let json = SimulateFormat.json.renderer(useColor: false).render(run)
        let lines = json.split(separator: "\n").map { $0.drop { $0 == " " } }
        let url = try #require(lines.firstIndex { $0.hasPrefix(#""url""#) })
        #expect(lines[url + 1] == #""web": "https://wall.example.com/labs","#, "\(json)")
    }
}
