import NavGenKit

/// The names of one slot, put where the slot is: a hub's routes, params, flows...
extension SlotSpec {
    /// The names as params of every type on a route of each hub, which the hub
    /// pushes and shows as a sheet and as a cover, and which a deep link opens.
    mutating func params(_ names: [String]) {
        let types = ["String?", "Int", "Double?", "Item?", "Bool", "UUID?"]
        let hubs = SlotSpec.chunks(names, of: 60).enumerated().map { index, batch in
            var hub = Hub(transitions: ["push: slotParams", "sheet: slotParams", "cover: slotParams"])
            hub.routes = [Line("      slotParams:"), Line("        params:")]
            var query: [String] = []
            for (position, name) in batch.enumerated() {
                let type = types[position % types.count]
                hub.routes.append(Line("          \(name): \(type)", defines: name))
                if type != "Item?" { query.append("\(name)={\(name)}") }
            }
            hub.routes += [
                Line("        deeplink: /slot/params/\(index)?" + query.joined(separator: "&")),
                Line("        transitions: [pop, dismiss]"),
            ]
            return hub
        }
        assemble(hubs: hubs)
    }

    /// The names as routes of the hubs, with and without a param, each pushed and
    /// shown as a sheet or a cover, and opened by a deep link.
    mutating func routes(_ names: [String]) {
        let hubs = SlotSpec.chunks(names, of: 20).enumerated().map { index, batch in
            var hub = Hub()
            for (position, name) in batch.enumerated() {
                hub.transitions += ["push: \(name)", "\(position % 2 == 0 ? "sheet" : "cover"): \(name)"]
                hub.routes.append(Line("      \(name):", defines: name))
                if position % 2 == 1 { hub.routes.append(Line("        params: { slotValue: Int? }")) }
                hub.routes += [
                    Line("        deeplink: /slot/route/\(index)/\(name)"),
                    Line("        transitions: [pop, dismiss]"),
                ]
            }
            return hub
        }
        assemble(hubs: hubs)
    }

    /// A flow with the names as outcomes, which a hub starts as a sheet (each
    /// outcome answered by another kind of action) and as a push.
    mutating func outcomes(_ names: [String]) {
        let actions = [
            "stay", "{ tab: account }", "{ push: slotLanding }", "dismiss", "pop", "popToRoot",
            "{ sheet: slotLanding }", "{ cover: slotLanding }", "{ finish: slotHubDone }",
        ]
        var hub = Hub(children: ["slotFlow"])
        let answers = names.enumerated().map { "\($1): \(actions[$0 % actions.count])" }
        hub.transitions = ["{ start: slotFlow, as: sheet, then: { \(answers.joined(separator: ", ")) } }"]
        hub.ways = [
            [
                "{ start: slotFlow, as: push, then: { \(names.map { "\($0): stay" }.joined(separator: ", ")) } }"
            ]
        ]
        hub.routes = [Line("      slotLanding:"), Line("        transitions: [pop, dismiss]")]
        var flow = [Line("  slotFlow:"), Line("    root: slotHome"), Line("    outcomes:")]
        flow += names.map { Line("      - \($0)", defines: $0, at: 9) }
        flow += [Line("    routes:"), Line("      slotHome:"), Line("        transitions:")]
        flow += names.map { Line("          - finish: \($0)") }
        assemble(hubs: [hub], coordinators: flow)
    }

    /// The names as stack coordinators: tabs of `main` (those in `tabs`), and flows
    /// a hub starts as a push, a sheet and a cover, each answered.
    mutating func coordinators(_ names: [String], tabs: [String]) {
        let hubs = SlotSpec.chunks(names, of: 20).map { batch in
            Hub(
                children: batch,
                transitions: batch.map {
                    "{ start: \($0), as: sheet, then: { slotDone: { tab: account } } }"
                },
                ways: [
                    batch.map { "{ start: \($0), as: cover, then: { slotDone: stay } }" },
                    batch.map { "{ start: \($0), as: push, then: { slotDone: popToRoot } }" },
                ])
        }
        var flows: [Line] = []
        for name in names {
            flows += [
                Line("  \(name):", defines: name), Line("    root: slotHome"),
                Line("    outcomes: [slotDone]"),
                Line("    routes:"), Line("      slotHome:"),
                Line("        deeplink: /slot/coordinator/\(name)"),
                Line("        transitions: [{ finish: slotDone }, dismiss, { tab: account }]"),
            ]
        }
        assemble(tabs: tabs, hubs: hubs, coordinators: flows)
    }

    /// The names as tabs coordinators, which a hub presents as a sheet and as a
    /// cover; their first tab dismisses them and selects the other.
    mutating func tabBars(_ names: [String]) {
        let hubs = SlotSpec.chunks(names, of: 30).map { batch in
            Hub(
                children: batch,
                transitions: batch.map { "{ start: \($0), as: sheet }" },
                ways: [batch.map { "{ start: \($0), as: cover }" }])
        }
        var bars = [
            Line("  slotLeaf:"), Line("    root: slotHome"), Line("    routes:"), Line("      slotHome:"),
            Line("        deeplink: /slot/leaf"), Line("        transitions: [dismiss, { tab: slotOther }]"),
            Line("  slotOther:"), Line("    root: slotHome"), Line("    routes:"), Line("      slotHome:"),
        ]
        for name in names {
            bars += [
                Line("  \(name):", defines: name), Line("    kind: tabs"),
                Line("    children: [slotLeaf, slotOther]"),
            ]
        }
        assemble(hubs: hubs, coordinators: bars)
    }

    /// The names as the types of params, required and optional, on a route of each
    /// hub, which the hub pushes and shows as a sheet.
    mutating func customTypes(_ names: [String]) {
        var hubs: [Hub] = []
        for batch in SlotSpec.chunks(names, of: 60) {
            var hub = Hub(transitions: ["push: slotTypes", "sheet: slotTypes"])
            hub.routes = [Line("      slotTypes:"), Line("        params:")]
            for (position, name) in batch.enumerated() {
                let head = "          slotType\(position): "
                hub.routes.append(
                    Line(head + name + (position % 2 == 0 ? "" : "?"), defines: name, at: head.count + 1))
                customTypes.insert(name)
            }
            hub.routes.append(Line("        transitions: [pop, dismiss]"))
            hubs.append(hub)
        }
        assemble(hubs: hubs)
    }

    /// The names as the input of a flow: params of its root route (at least one
    /// required), with one more named like the flow itself, so that the local that
    /// holds the flow where it starts meets an argument of its name. Each hub starts
    /// its flow as a sheet, a push and a cover, and a deep link opens it.
    mutating func inputs(_ names: [String]) {
        let types = ["String", "Int?", "Item?", "Bool", "Double?", "UUID"]
        var hubs: [Hub] = []
        var flows: [Line] = []
        for (index, batch) in SlotSpec.chunks(names, of: 60).enumerated() {
            let flow = "slotInput\(index)"
            hubs.append(
                Hub(
                    children: [flow],
                    transitions: ["{ start: \(flow), as: sheet, then: { slotDone: stay } }"],
                    ways: [
                        ["{ start: \(flow), as: push, then: { slotDone: pop } }"],
                        ["{ start: \(flow), as: cover, then: { slotDone: { tab: account } } }"],
                    ]))
            flows += [
                Line("  \(flow):"), Line("    root: slotHome"), Line("    outcomes: [slotDone]"),
                Line("    routes:"), Line("      slotHome:"), Line("        params:"),
                Line("          \(flow): String"),
            ]
            var query: [String] = []
            for (position, name) in batch.enumerated() {
                let type = types[position % types.count]
                flows.append(Line("          \(name): \(type)", defines: name))
                if type != "Item?" { query.append("\(name)={\(name)}") }
            }
            flows += [
                Line("        deeplink: /slot/input/\(index)/{\(flow)}?" + query.joined(separator: "&")),
                Line("        transitions: [{ finish: slotDone }, dismiss, { tab: account }]"),
            ]
        }
        assemble(hubs: hubs, coordinators: flows)
    }

    /// The names as alerts and confirmation dialogs of the hubs, each shown from the
    /// root with its answers acting, and from another route with every answer `stay`.
    mutating func alerts(_ names: [String]) {
        let actions = [
            "{ sheet: slotPanel }", "{ tab: account }", "{ finish: slotHubDone }", "dismiss", "popToRoot",
            "{ cover: slotPanel }", "stay", "pop",
        ]
        let hubs = SlotSpec.chunks(names, of: 20).map { batch in
            var hub = Hub()
            var elsewhere: [String] = []
            for (position, name) in batch.enumerated() {
                let action = actions[position % actions.count]
                if position % 2 == 0 {
                    hub.alerts.append(Line("      \(name): { outcomes: [slotYes, cancel] }", defines: name))
                    hub.transitions.append("{ alert: \(name), then: { slotYes: \(action), cancel: stay } }")
                    elsewhere.append("{ alert: \(name), then: { slotYes: stay, cancel: stay } }")
                } else {
                    hub.alerts.append(
                        Line(
                            "      \(name): { style: confirmationDialog, outcomes: [slotYes, slotNo, cancel] }",
                            defines: name))
                    hub.transitions.append(
                        "{ alert: \(name), then: { slotYes: \(action), slotNo: stay, cancel: stay } }")
                    elsewhere.append(
                        "{ alert: \(name), then: { slotYes: stay, slotNo: stay, cancel: stay } }")
                }
            }
            hub.ways = [elsewhere]
            return hub
        }
        assemble(hubs: hubs)
    }

    /// The names as the answers of an alert and of a confirmation dialog, each
    /// answered by another kind of action.
    mutating func answers(_ names: [String]) {
        let actions = [
            "stay", "{ tab: account }", "{ push: slotLanding }", "dismiss", "pop", "popToRoot",
            "{ sheet: slotLanding }", "{ cover: slotLanding }", "{ finish: slotHubDone }",
        ]
        var hub = Hub()
        for (alert, style) in [("slotAsk", nil), ("slotPick", "confirmationDialog")] {
            hub.alerts.append(Line("      \(alert):"))
            if let style { hub.alerts.append(Line("        style: \(style)")) }
            hub.alerts.append(Line("        outcomes:"))
            hub.alerts += names.map { Line("          - \($0)", defines: $0, at: 13) }
        }
        let acting = names.enumerated().map { "\($1): \(actions[$0 % actions.count])" }
        hub.transitions = ["{ alert: slotAsk, then: { \(acting.joined(separator: ", ")) } }"]
        hub.ways = [
            ["{ alert: slotPick, then: { \(names.map { "\($0): stay" }.joined(separator: ", ")) } }"]
        ]
        hub.routes = [Line("      slotLanding:"), Line("        transitions: [pop, dismiss]")]
        assemble(hubs: [hub])
    }

    /// The names as conditions, satisfied by a flow shown each way or set by the app,
    /// guarding the routes each hub pushes (some negated, some with `otherwise`), a
    /// flow each hub starts, and a tab of `main`.
    mutating func conditions(_ names: [String]) {
        let kinds = [
            "satisfiedBy: { start: slotGate, outcome: slotDone, as: cover }",
            "satisfiedBy: { start: slotGate, outcome: slotDone }",
            "satisfiedBy: { start: slotGate, outcome: slotDone, as: push }",
            "setByApp: true",
        ]
        var conditions: [Line] = []
        for (position, name) in names.enumerated() {
            conditions.append(Line("  \(name):", defines: name))
            conditions.append(Line("    " + kinds[position % kinds.count]))
            if position % 5 == 4 { conditions.append(Line("    initially: true")) }
        }
        var hubs: [Hub] = []
        var coordinators = [
            Line("  slotGate:"), Line("    root: slotHome"), Line("    outcomes: [slotDone, slotQuit]"),
            Line("    routes:"), Line("      slotHome:"),
            Line("        transitions: [{ finish: slotDone }, { finish: slotQuit }, dismiss]"),
            Line("  slotTab:"), Line("    root: slotHome"), Line("    routes:"), Line("      slotHome:"),
            Line("        transitions: [{ tab: account }]"),
        ]
        for (index, batch) in SlotSpec.chunks(names, of: 20).enumerated() {
            let gated = "slotGated\(index)"
            var hub = Hub(
                children: [gated],
                transitions: ["{ start: \(gated), as: sheet, then: { slotDone: stay } }"])
            for (position, name) in batch.enumerated() {
                let route = "slotGuard\(position)"
                hub.transitions.append("push: \(route)")
                hub.routes.append(Line("      \(route):"))
                hub.routes.append(Line("        requires: [\(position % 3 == 2 ? "\"!\(name)\"" : name)]"))
                if position % 4 == 1 { hub.routes.append(Line("        otherwise: { sheet: slotPanel }")) }
                hub.routes.append(Line("        transitions: [pop]"))
            }
            hubs.append(hub)
            coordinators += [
                Line("  \(gated):"), Line("    root: slotHome"), Line("    outcomes: [slotDone]"),
                Line("    requires: [\(batch.joined(separator: ", "))]"), Line("    routes:"),
                Line("      slotHome:"), Line("        transitions: [{ finish: slotDone }, dismiss]"),
            ]
        }
        let tab = "{ slotTab: { requires: [\(names.prefix(10).joined(separator: ", "))] } }"
        assemble(tabEntries: [tab], conditions: conditions, hubs: hubs, coordinators: coordinators)
    }

    /// The names as route sets the hubs use: each set's route is pushed or presented
    /// by the hub, starts a flow of the set, and every other one shows an alert of
    /// the set. (Two sets a stack uses cannot both show an alert of one name: each
    /// set's protocol would require its own `showSlotAsk()`.)
    mutating func routeSets(_ names: [String]) {
        var hubs: [Hub] = []
        var sets: [Line] = []
        for batch in SlotSpec.chunks(names, of: 20) {
            var hub = Hub(uses: batch)
            for (position, name) in batch.enumerated() {
                let route = "slotIn" + SwiftName.upperCamel(name)
                hub.transitions.append((position % 2 == 0 ? "push: " : "sheet: ") + route)
                sets += [
                    Line("  \(name):", defines: name), Line("    kind: routes"),
                    Line("    children: [slotPushed]"),
                ]
                if position % 2 == 0 {
                    sets.append(Line("    alerts: { slotAsk\(position): { outcomes: [slotYes, cancel] } }"))
                }
                sets += [
                    Line("    routes:"), Line("      \(route):"), Line("        params: { slotValue: Int? }"),
                    Line("        deeplink: /slot/set/\(name)"), Line("        transitions:"),
                    Line("          - pop"), Line("          - dismiss"),
                    Line("          - { tab: account }"),
                    Line("          - { start: slotPushed, as: sheet, then: { slotDone: stay } }"),
                ]
                if position % 2 == 0 {
                    sets.append(
                        Line(
                            "          - { alert: slotAsk\(position), then: { slotYes: pop, cancel: stay } }")
                    )
                }
            }
            hubs.append(hub)
        }
        assemble(hubs: hubs, coordinators: sets)
    }

    /// The names as entry routes of the hubs (`entry: true`), with and without
    /// params, each pushed and shown as a sheet or a cover.
    mutating func entries(_ names: [String]) {
        let hubs = SlotSpec.chunks(names, of: 20).enumerated().map { index, batch in
            var hub = Hub()
            for (position, name) in batch.enumerated() {
                hub.transitions += ["push: \(name)", "\(position % 2 == 0 ? "sheet" : "cover"): \(name)"]
                hub.routes.append(Line("      \(name):", defines: name))
                switch position % 3 {
                case 1: hub.routes.append(Line("        params: { slotValue: Int? }"))
                case 2: hub.routes.append(Line("        params: { slotKey: String, slotValue: Int? }"))
                default: break
                }
                hub.routes += [
                    Line("        entry: true"),
                    Line(
                        "        deeplink: /slot/entry/\(index)/\(name)"
                            + (position % 3 == 2 ? "/{slotKey}" : "")),
                    Line("        transitions: [pop, dismiss]"),
                ]
            }
            return hub
        }
        assemble(hubs: hubs)
    }
}
