import Foundation
import Testing

/// `navgen simulate` on a spec with conditions, as a user runs it: `--given`, the
/// `conditions:`/`waiting:` lines, JSON, `--urls` and `set` (docs/spec.md,
/// "Conditions that resume").
@Suite struct SimulateConditionsCommandTests {
    static let recipes = "examples/recipes/navgen.yaml"

    @Test func aLinkToAGuardedTabWaitsAndTheTextSaysSo() throws {
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--url", "recipes://account"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.lines.contains("path: recipes.recipeList › signIn.signInForm"))
        #expect(output.lines.contains("    account: accountHome (hidden)"))
        #expect(output.lines.contains("conditions: signedIn false, premium false"))
        #expect(output.lines.contains("waiting: open recipes://account"))
        let resumed = try ExampleFolders.run([
            "simulate", Self.recipes, "--url", "recipes://account", "--do", "finish signedIn",
        ])
        #expect(resumed.lines.contains("path: account.accountHome"))
        #expect(resumed.lines.contains("waiting: nothing"))
    }

    @Test func givenSetsConditionsAtLaunchAndJSONShowsThem() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--given", "signedIn=true", "--url", "recipes://account", "--format",
            "json",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["path"] as? [String] == ["account.accountHome"])
        #expect(object["conditions"] as? [String: Bool] == ["signedIn": true, "premium": false])
        #expect(object["waiting"] is NSNull)
        #expect(output.stdout.contains(#""conditions": {\#n    "signedIn": true,\#n    "premium": false"#))
    }

    @Test func aBadGivenIsAUsageError() throws {
        let misspelt = try ExampleFolders.run(["simulate", Self.recipes, "--given", "signedin=true"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("did you mean 'signedIn'?"))
        let value = try ExampleFolders.run(["simulate", Self.recipes, "--given", "signedIn=yes"])
        #expect(value.status == 64)
        #expect(value.stderr.contains("'yes' is not true or false"))
        let shape = try ExampleFolders.run(["simulate", Self.recipes, "--given", "signedIn"])
        #expect(shape.status == 64)
        let plain = try ExampleFolders.run(["simulate", "examples/articles/navgen.yaml", "--given", "x=true"])
        #expect(plain.status == 64)
        #expect(plain.stderr.contains("declares no conditions"))
    }

    @Test func setIsAnActionAndAnUnknownNameIsAUsageError() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--do", "set signedIn true", "--do", "tab account",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.lines.contains("path: account.accountHome"))
        let unknown = try ExampleFolders.run(["simulate", Self.recipes, "--do", "set signed true"])
        #expect(unknown.status == 64)
    }

    @Test func urlsSayWhatAGuardDoesUnderTheGivenConditions() throws {
        let signedOut = try ExampleFolders.run([
            "simulate", Self.recipes, "--urls", "examples/recipes/urls.txt",
        ])
        #expect(
            signedOut.lines.contains(
                "recipes://account -> account.accountHome, waiting for signedIn: signIn.signInForm"))
        #expect(
            signedOut.lines.contains(
                "recipes://premium/4 -> recipes.premiumRecipe(id: 4), otherwise: recipes.paywall"))
        let signedIn = try ExampleFolders.run([
            "simulate", Self.recipes, "--urls", "examples/recipes/urls.txt", "--given", "signedIn=true",
            "--given", "premium=true",
        ])
        #expect(signedIn.lines.contains("recipes://account -> account.accountHome"))
        #expect(signedIn.lines.contains("recipes://premium/4 -> recipes.premiumRecipe(id: 4)"))
    }

    /// `requires` on the vault's own coordinator hides its tab as a tab entry's would:
    /// the launch selects `settings`, and a link into the vault waits for `unlock`.
    @Test func aTabGuardedByItsOwnCoordinatorIsHiddenAndALinkIntoItWaits() throws {
        let vault = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/vault.yaml"
        let launch = try ExampleFolders.run(["simulate", vault])
        #expect(launch.lines.contains("    vault: items (hidden)"), "\(launch.stdout)")
        #expect(launch.lines.contains("  * settings: settingsHome"))
        let text = try ExampleFolders.run(["simulate", vault, "--url", "vault://items/3"])
        #expect(text.status == 0, "\(text.stdout)")
        #expect(text.lines.contains("path: settings.settingsHome › unlock.passcode"))
        #expect(text.lines.contains("waiting: open vault://items/3"))
        let json = try ExampleFolders.run(["simulate", vault, "--url", "vault://items/3", "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["waiting"] as? String == "open vault://items/3")
        #expect(object["tabs"] as? [String: String] == ["main": "settings"])
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["hidden"] as? [String] == ["vault", "archive"])
        let urls = try ExampleFolders.run(["simulate", vault, "--urls", "-"], stdin: "vault://items/3\n")
        #expect(urls.status == 0, "\(urls.stdout)")
        #expect(
            urls.lines.contains("vault://items/3 -> vault.item(id: 3), waiting for unlocked: unlock.passcode")
        )
        let unlocked = try ExampleFolders.run(
            [
                "simulate", vault, "--given", "unlocked=true", "--urls", "-",
            ], stdin: "vault://items/3\n")
        #expect(unlocked.lines.contains("vault://items/3 -> vault.item(id: 3)"))
    }

    @Test func routesAndGraphShowTheGuards() throws {
        let routes = try ExampleFolders.run(["routes", Self.recipes])
        #expect(routes.status == 0)
        #expect(
            routes.lines.contains("      guard: tab account requires signedIn: waits for signIn (signedIn)"))
        let graph = try ExampleFolders.run(["graph", Self.recipes])
        #expect(
            graph.stdout.contains(
                #"recipes__premiumRecipe -.->|"otherwise · sheet paywall"| recipes__paywall"#))
    }

    @Test func interactiveOffersSetAndTakesIt() throws {
        let output = try ExampleFolders.run(
            ["simulate", Self.recipes, "--interactive"], stdin: "set signedIn true\ntab account\nquit\n")
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.lines.contains("  or: open URL, set CONDITION true|false, quit"))
        #expect(output.lines.contains("conditions: signedIn true, premium false"))
        #expect(output.lines.contains("path: account.accountHome"))
    }

    @Test func traceShowsEachStepsConditionsAndWaiting() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--url", "recipes://account", "--do", "finish cancelled", "--trace",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(
            output.lines.filter { $0.hasPrefix("waiting: ") } == [
                "waiting: nothing", "waiting: open recipes://account", "waiting: nothing",
            ])
    }
}
