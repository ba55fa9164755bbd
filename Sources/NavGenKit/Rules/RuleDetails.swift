/// What exactly each rule checks and where its findings point, for the rules
/// doc: the decisions a user needs to read a finding or silence it.
enum RuleDetails {
    static func text(for id: RuleID) -> String? { table[id] }

    private static let table: [RuleID: String] = [
        .invalidName: """
        Besides the naming patterns, the file names `navgen generate` makes from names: the \
        `app` name with `Navigation.swift`, a coordinator id with `Coordinator.swift` (the \
        first letter uppercased), whatever `--ui` will be. Such a name is at most 255 bytes; \
        the finding points at the name and says how long it may be.
        """,
        .outputPath: """
        `generate.output` must be a relative path that stays inside the spec's folder \
        (`.` is the folder itself, `a/../b` is `b`); an absolute path, a leading `~`, `..` \
        past the spec's folder, an empty path, a control character or a folder name over \
        255 bytes is reported at the value. `generate` checks again before it writes, with \
        symbolic links followed (exit 2), and does the same for the default `Navigation` \
        folder. `--output` on the command line is not checked.
        """,
        .nameCollision: """
        Among the files `navgen generate` writes (`<App>Navigation.swift` and every \
        `<Coordinator>Coordinator.swift`, whatever `--ui` will be), two names equal up to \
        letter case (Unicode case folding: `ß` and `SS` too) are reported at the later \
        definition in the file, with a note at the earlier. `generate` refuses such a spec \
        even with `name-collision` turned off, since it would lose a file.
        """,
        .unknownReference: """
        Checked for the top-level `root`, a stack's `root` (one of its own routes), `children`, \
        `initial`, and the targets of `start`, `tab`, `push`, `sheet` and `cover`, in `then` \
        blocks too. Points at the name, with the closest spelling as a hint. A dotted name \
        (`settings.profile`) is an unknown reference: references are bare ids. Unknown rule \
        ids in `rules:` and `allow:` are reported while reading the file. While a reference \
        that names nothing sits where it could show more of the spec, the reachability \
        rules stay silent: fixing the name may well show the rest.
        """,
        .pushTarget: """
        Points at the target's name, in `then` actions too. The hint proposes `tab:` when \
        the other coordinator is a tab around this route, and starting it otherwise.
        """,
        .rootParams: """
        Points at the first required param of the root route; the message lists them all. \
        Scoped to that route, so its `allow:` can silence it.
        """,
        .modalPush: """
        A route is presented modally when any `sheet:` or `cover:` shows it (in `then` \
        too). Each `push` item and each `start ... as: push` item on it is reported, at \
        the item.
        """,
        .undeclaredChild: """
        Points at the started coordinator's name. A name that matches no coordinator is \
        `unknown-reference` instead.
        """,
        .unhandledOutcome: """
        Points at the `then` key, or at the `start` item when it has no `then`; one \
        finding lists every missing outcome. A handler that is a likely misspelling of a \
        missing outcome accounts for it: that is one `unknown-outcome`, not also this. So \
        does the one handler naming nothing when one outcome is left unhandled (a rename).
        """,
        .conflictingStart: """
        Two items of one route are the same move when they have the same action and target; \
        `sheet: x` and `cover: x` are not. A repeated `start` of a child is reported here \
        when its `as` (`sheet` when absent) or the action of some outcome in its `then` \
        differs from the first's (`stay` and a missing outcome count alike), at the repeated \
        item, with a note at the first. Starts from two routes are two moves, not reported.
        """,
        .unknownOutcome: """
        Points at the outcome's key in `then`, or at the outcome of a `finish`, which must \
        be one of its own coordinator's `outcomes` (a `finish` in `then` finishes the \
        coordinator of the route that started the child).
        """,
        .tabTarget: """
        Three checks share this id. `tab: C` where no tabs coordinator around the route \
        has a tab C ("around": containing the route's coordinator through `children` or \
        `start`, transitively) points at C. A tabs coordinator's `initial` naming a \
        coordinator that is not one of its tabs points at that name. A tab that is itself \
        a tabs coordinator (a tab must be a stack coordinator) points at its entry in \
        `children`. A name that matches no coordinator is `unknown-reference` instead.
        """,
        .coordinatorCycle: """
        One finding per group of coordinators that contain each other through `children`, \
        at the group's first `children` entry in declaration order, spelling one cycle \
        in order.
        """,
        .unreachableCoordinator: """
        Reachability starts at the root coordinator: a tabs coordinator shows all its tabs, \
        a stack its root route, a route whatever its transitions and `then` actions push, \
        present, start or select; a deep link shows its route once the route's coordinator \
        is reachable. One finding per unreachable region, at its head (what nothing else \
        unreachable leads to); the note lists what else it makes unreachable. A child that \
        its parent lists but nothing starts is `unused-child` only.
        """,
        .unreachableRoute: """
        Same reachability as `unreachable-coordinator`; a route with a deep link is \
        reachable when its coordinator is. Points at the route's key at the head of each \
        unreachable stretch of routes; the note lists the rest. A route that nothing shows \
        inside an unreachable coordinator is a region of its own: starting the coordinator \
        would not show it either.
        """,
        .unusedChild: """
        Stack coordinators only: a tabs coordinator's children are its tabs. Points at the \
        entry in `children`. A child that a misspelt `start:` in the same coordinator most \
        likely meant is not reported: the misspelling is, as `unknown-reference`.
        """,
        .deeplinkOnly: """
        Reachable once deep links count, but not from launch. Points at the key of the \
        route with the deep link that heads each such region; the routes shown only \
        through it are in the note.
        """,
        .pushCycle: """
        Follows `push:` (and pushes in `then`) within each coordinator. One finding per \
        group of routes that push each other, spelling the cycle in order \
        (`recipeDetail → reviews → recipeDetail`; a self-push is `article → article`) at \
        its first push in declaration order: that route's `allow:` silences it. A cycle \
        through `start` is a `coordinator-cycle` or an `undeclared-child` and is reported \
        as that.
        """,
        .modalCycle: """
        Follows `push:`, `sheet:` and `cover:` (and their `then` forms) within each \
        coordinator; the cycle must contain a sheet or a cover. One finding per group of \
        routes, at the cycle's first edge in declaration order, with the moves in a note.
        """,
        .noExit: """
        A cover route has a way out when it can `dismiss` itself, or it or a route it \
        presents can `finish` or `tab:` (which dismisses modals first). A flow started \
        `as: cover` has one when a route on its own stack can `dismiss`, or any of its \
        routes can `finish` or `tab:` out of it. `then` actions count. Points at the \
        route's key, or at the coordinator's key for a flow.
        """,
        .duplicateTransition: """
        Two items of one route are the same move when they have the same action and target \
        (`pop` twice, `push: x` twice; `sheet: x` and `cover: x` are not). A repeat that \
        means the same as the first (for `start`, the same `as` and the same action per \
        outcome, however written) is reported here, at the repeat, with a note at the \
        first; a `start` that differs is `conflicting-start`.
        """,
    ]
}
