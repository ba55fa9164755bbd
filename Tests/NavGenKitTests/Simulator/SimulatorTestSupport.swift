import NavGenKit
import Testing

extension Simulator {
    /// The state after opening `url` (if any) and applying each action; records an
    /// issue and stops at the first refusal.
    func state(
        url: String? = nil, _ actions: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> NavigationState {
        var state = launchState
        if let url {
            switch open(url) {
            case .success(let opening): state = opening.state
            case .failure(let mismatch):
                Issue.record("\(url): \(mismatch)", sourceLocation: sourceLocation)
                throw mismatch
            }
        }
        for text in actions {
            switch perform(try ActionParser.parse(text), on: state) {
            case .success(let next): state = next
            case .failure(let refusal):
                Issue.record("\(refusal)", sourceLocation: sourceLocation)
                throw refusal
            }
        }
        return state
    }

    /// The refusal of the last action, after the others were applied.
    func refusal(after actions: [String] = [], _ last: String) throws -> SimulatorRefusal? {
        var state = launchState
        for text in actions {
            state = try perform(ActionParser.parse(text), on: state).get()
        }
        if case .failure(let refusal) = perform(try ActionParser.parse(last), on: state) { return refusal }
        return nil
    }
}

extension NavigationState {
    /// The path as the simulator prints it.
    var pathText: [String] { path.map(\.description) }
    var tabsText: [String: String] {
        Dictionary(uniqueKeysWithValues: selectedTabs.map { ($0.coordinator, $0.tab) })
    }
}

/// A spec exercising flows: tabs, a sheet flow, a cover flow, a pushed flow, a
/// tabs flow and modal routes.
let flowsSpec = """
    navgen: 1
    app: Shop
    root: main
    deeplinks: { schemes: [shop] }
    coordinators:
      main:
        kind: tabs
        children: [home, account]
      home:
        root: feed
        children: [checkout, signup, help, gallery]
        routes:
          feed:
            transitions:
              - push: item
              - sheet: filters
              - cover: player
              - start: checkout
                as: sheet
                then:
                  paid: { push: receipt }
                  cancelled: stay
              - start: signup
                as: push
                then:
                  created: { tab: account }
                  abandoned: pop
              - start: help
                as: cover
              - start: gallery
                as: cover
          item:
            params: { id: Int, note: String? }
            deeplink: /items/{id}
            transitions: [{ push: item }, pop, popToRoot, { tab: account }]
          filters:
            transitions: [dismiss, { sheet: advanced }, { tab: account }]
          advanced:
            transitions: [dismiss]
          player:
            transitions: [dismiss]
          receipt:
            params: { order: Int }
            deeplink: /receipts/{order}
            transitions: [pop]
      account:
        root: profile
        routes:
          profile:
            deeplink: /profile
      checkout:
        root: cart
        outcomes: [paid, cancelled]
        routes:
          cart:
            transitions: [{ push: pay }, { finish: cancelled }, dismiss]
          pay:
            transitions: [{ finish: paid }, { finish: cancelled }]
      signup:
        root: email
        outcomes: [created, abandoned]
        routes:
          email:
            deeplink: /signup
            transitions: [{ push: password }, { finish: abandoned }, pop]
          password:
            transitions: [{ finish: created }, popToRoot, pop]
      help:
        root: helpMain
        routes:
          helpMain:
            transitions: [dismiss, { push: article }]
          article:
            params: { slug: String }
            deeplink: /help/{slug}
      gallery:
        kind: tabs
        children: [photos, videos]
        initial: videos
      photos:
        root: photoGrid
        routes:
          photoGrid:
            transitions: [dismiss]
      videos:
        root: videoList
        routes:
          videoList:
            deeplink: /videos
            transitions: [dismiss, { tab: photos }, { tab: account }]
    """
