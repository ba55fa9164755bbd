import Foundation
import NavGenKit
import Testing

/// A spec with every kind of guard: a tab shown only when signed in, a route behind
/// a paywall (`otherwise`), a route needing two satisfying flows, a negated
/// requirement, a guarded coordinator, and a flow started normally that also
/// satisfies a condition.
let guardsSpec = """
    navgen: 1
    app: Shop
    root: main
    deeplinks: { schemes: [shop] }
    conditions:
      signedIn:
        initially: false
        satisfiedBy: { start: signIn, outcome: signedIn, as: cover }
      premium:
        initially: false
        setByApp: true
      verified:
        initially: false
        satisfiedBy: { start: verify, outcome: verified }
      beta: { initially: false, setByApp: true }
    coordinators:
      main:
        kind: tabs
        children: [home, { account: { requires: [signedIn] } }]
      home:
        root: feed
        children: [checkout, signIn]
        routes:
          feed:
            deeplink: /
            transitions:
              - push: item
              - push: vault
              - push: orders
              - push: lab
              - start: checkout
                as: cover
                then: { paid: { push: orders } }
              - start: signIn
                then: { signedIn: stay, cancelled: stay }
          item:
            params: { id: Int }
            deeplink: /items/{id}
            requires: [premium]
            otherwise: { sheet: paywall }
          paywall:
            transitions: [dismiss]
          orders:
            deeplink: [{ pattern: /orders, open: onTop }]
            requires: [signedIn]
          vault:
            deeplink: /vault
            requires: [signedIn, verified]
          lab:
            deeplink: /lab
            requires: ["!beta"]
      checkout:
        root: cart
        requires: [signedIn]
        outcomes: [paid]
        routes:
          cart: { transitions: [{ finish: paid }] }
      account:
        root: profile
        routes:
          profile: { deeplink: /account }
      signIn:
        root: form
        outcomes: [signedIn, cancelled]
        routes:
          form:
            transitions: [{ finish: signedIn }, { finish: cancelled }]
      verify:
        root: code
        outcomes: [verified, gaveUp]
        routes:
          code:
            transitions: [{ finish: verified }, { finish: gaveUp }]
    """

/// The same spec, with the guarded tab as the tab shown at launch: hidden until
/// signed in, so the launch shows `home`.
let hiddenInitialSpec = guardsSpec.replacingOccurrences(
    of: "children: [home, { account: { requires: [signedIn] } }]",
    with: "children: [home, { account: { requires: [signedIn] } }]\n    initial: account")

extension Simulator {
    /// The simulator of a spec given as text.
    static func of(_ text: String) throws -> Simulator {
        try Simulator(spec: try CodeGenFixtures.spec(text: text))
    }

    /// The state after each step from `start` (the launch state by default): an
    /// action, or `open URL` (applied to the state, as a flow's `open:` step is).
    /// Records an issue and stops at the first refusal.
    func run(
        _ steps: String..., from start: NavigationState? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> NavigationState {
        var state = start ?? launchState
        for text in steps {
            switch perform(try ActionParser.parse(text), on: state) {
            case .success(let next): state = next
            case .failure(let refusal):
                Issue.record("\(text): \(refusal)", sourceLocation: sourceLocation)
                throw refusal
            }
        }
        return state
    }

    /// The launch state with these conditions given.
    func launch(_ given: (String, Bool)...) throws -> NavigationState {
        try launchState(given: given.map { (name: $0.0, value: $0.1) }).get()
    }

    /// The state `url` opens on `state` (the launch state by default), or the mismatch.
    func opened(_ url: String, on state: NavigationState? = nil) -> Result<NavigationState, DeepLinkMismatch>
    {
        open(url, on: state ?? launchState).map(\.state)
    }

    /// `signedIn`'s value, by name.
    func condition(_ name: String, in state: NavigationState) -> Bool? {
        conditionNames.firstIndex(of: name).map { state.conditions[$0] }
    }
}
