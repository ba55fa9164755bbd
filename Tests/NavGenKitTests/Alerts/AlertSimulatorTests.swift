import Foundation
import NavGenKit
import Testing

/// The alerts fixture: alerts, a confirmation dialog, popovers and a flow that takes an input.
private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Alerts")

private func mail() throws -> Simulator {
    let text = try String(contentsOf: fixture.appendingPathComponent("navgen.yaml"), encoding: .utf8)
    return try makeSimulator(text)
}

@Suite struct AlertSimulatorTests {
    @Test func anAlertIsOnTopInTextAndJSON() throws {
        let state = try mail().state(#"push message(id: "7")"#, "alert deleteMessage")
        #expect(state.pathTexts == ["inbox.list", #"inbox.message(id: "7")"#, "inbox.deleteMessage?"])
        #expect(state.topText == "inbox.deleteMessage?")
        #expect(state.alert?.name == "deleteMessage")
        #expect(StateRendering.text(state).contains("    confirmationDialog: inbox.deleteMessage?\n"))
        let json = StateRendering.json(state.root).rendered()
        #expect(json.contains(#""modal":{"style":"confirmationDialog","alert":"deleteMessage"}"#), "\(json)")
        let offline = try mail().state("alert offline")
        #expect(
            StateRendering.json(offline.root).rendered().contains(
                #""modal":{"style":"alert","alert":"offline"}"#))
    }

    @Test func onlyAnswersAreAllowedWhileAnAlertIsUp() throws {
        let simulator = try mail()
        let shown = [#"push message(id: "7")"#, "alert deleteMessage"]
        let refusal = try simulator.refusal(after: shown, "pop")
        #expect(refusal?.reason.contains("answer it first") == true, "\(String(describing: refusal))")
        #expect(refusal?.allowed == ["answer delete", "answer archive", "answer cancel", "back"])
        let unknown = try simulator.refusal(after: shown, "answer delet")
        #expect(unknown?.reason.contains("did you mean 'delete'?") == true, "\(String(describing: unknown))")
        #expect(
            try simulator.refusal(after: ["alert offline"], "back")?.reason.contains("no outcome 'cancel'")
                == true)
        #expect(try simulator.refusal("answer ok")?.reason == "no alert is shown: there is nothing to answer")
    }

    @Test func anAnswerRunsItsThenAsTheRouteBelow() throws {
        let simulator = try mail()
        let deleted = try simulator.state(#"push message(id: "7")"#, "alert deleteMessage", "answer delete")
        #expect(deleted.pathTexts == ["inbox.list"])
        let cancelled = try simulator.state(#"push message(id: "7")"#, "alert deleteMessage", "back")
        #expect(cancelled.pathTexts == ["inbox.list", #"inbox.message(id: "7")"#])
        let archived = try simulator.state(#"push message(id: "7")"#, "alert deleteMessage", "answer archive")
        #expect(archived.topText == "inbox.archived")
        #expect(StateRendering.text(archived).contains("popover: inbox.archived"))
        let stayed = try simulator.state("alert offline", "answer ok")
        #expect(stayed == simulator.launchState)
    }

    @Test func anAlertOverAPresentedFlowNestsLikeAnyModal() throws {
        let state = try mail().state(#"start composer(replyTo: "1")"#, "alert confirmDiscard")
        let json = StateRendering.json(state.root).rendered()
        #expect(json.contains(#""modal":{"style":"sheet","flow":{"coordinator":"composer""#), "\(json)")
        #expect(json.contains(#""modal":{"style":"alert","alert":"confirmDiscard"}"#), "\(json)")
        let finished = try mail().state(
            #"start composer(replyTo: "1")"#, "alert confirmDiscard", "answer discard")
        #expect(finished.pathTexts == ["inbox.list"])
    }

    @Test func aPopoverIsASheetForBackAndDismiss() throws {
        let simulator = try mail()
        let shown = try simulator.state(#"push message(id: "7")"#, "popover share")
        #expect(shown.topText == "inbox.share")
        #expect(StateRendering.json(shown.root).rendered().contains(#""style":"popover","route""#))
        #expect(
            try simulator.state(#"push message(id: "7")"#, "popover share", "back").topText
                == #"inbox.message(id: "7")"#)
        #expect(
            try simulator.state(#"push message(id: "7")"#, "popover share", "dismiss").topText
                == #"inbox.message(id: "7")"#)
        #expect(try simulator.refusal(after: [#"push message(id: "7")"#], "sheet share") != nil)
    }
}

@Suite struct FlowInputSimulatorTests {
    @Test func startSuppliesTheRootsRequiredParams() throws {
        let simulator = try mail()
        let started = try simulator.state(#"start composer(replyTo: "42", draft: "d1")"#)
        #expect(started.topText == #"composer.compose(replyTo: "42", draft: "d1")"#)
        let refusal = try simulator.refusal("start composer")
        #expect(refusal?.reason == "start composer: composer.compose needs 'replyTo: String'")
        #expect(refusal?.allowed.contains("start composer(replyTo: String, draft: Draft?)") == true)
        #expect(try simulator.refusal(#"start composer(replyTo: 4)"#) != nil)
    }

    @Test func aDeepLinkTakesTheInputFromTheURL() throws {
        let opened = try mail().state(url: "mail://messages/42/reply")
        #expect(opened.pathTexts == ["inbox.list", #"composer.compose(replyTo: "42", draft: nil)"#])
    }

    @Test func aDeepLinkThatCannotSupplyTheInputIsUnbuildable() {
        let yaml = spec(
            """
              main:
                root: home
                children: [composer]
                routes:
                  home:
                    transitions: [{ start: composer, then: { sent: stay } }]
              composer:
                root: compose
                outcomes: [sent]
                routes:
                  compose:
                    params: { replyTo: String }
                    transitions: [{ push: preview }, { finish: sent }]
                  preview:
                    deeplink: ↓/preview
                    transitions: [{ finish: sent }]
            """)
        let marked = MarkedSpec("deeplinks: { schemes: [mail] }\n" + yaml)
        #expect(validate(marked.text).findings.spots == marked.spots(.deeplinkUnbuildable))
    }

    @Test func theFlowFileOfTheFixturePasses() throws {
        let bytes = try [UInt8](Data(contentsOf: fixture.appendingPathComponent("flows.yaml")))
        let flows = try FlowFile.parse(bytes, file: "flows.yaml").get().flows
        let results = try flows.map(mail().run)
        let passed = results.map(\.passed)
        #expect(passed == [true, true, true, true, true], "\(results.compactMap(\.failure))")
    }
}
