/// Adaptive presentation in the skeletons (docs/spec/adaptive-presentation.md): a move
/// whose `as:` maps size classes to styles presents in the style of the class the
/// coordinator reads when the move is made, so that it shows what `navgen simulate
/// --size-class` shows. Specs without such a move read no size class.
extension SkeletonPlan {
    /// Whether this coordinator reads the size class: some move it makes adapts (an item,
    /// an `otherwise`, a `then:` action), or it is the root of a spec that adapts, whose
    /// links open in the class the app runs in (`<App>NavigationState(url:sizeClass:)`).
    var readsSizeClass: Bool {
        guard model.adapts else { return false }
        if isRoot { return coordinator.kind == .stack }
        return makesMove { Self.adapts($0.adaptive) }
    }

    /// Whether this coordinator may present a popover, in either size class: by an item,
    /// an `otherwise`, a `then:` action, or a deep link's `apply` showing what they show.
    /// UIKit's skeleton then anchors the popovers it presents, as UIKit requires on iPad.
    var presentsPopovers: Bool {
        makesMove { action in
            SizeClass.allCases.contains { sizeClass in
                switch action.adaptive.map({ action.kind(style: $0[sizeClass]) }) ?? action.kind {
                case .show(_, .popover), .start(_, style: .popover): true
                default: false
                }
            }
        }
    }

    /// Whether a mapping gives two styles: one style in both classes is a plain move.
    static func adapts(_ style: AdaptiveStyle?) -> Bool {
        style.map { $0.compact != $0.regular } ?? false
    }

    /// Whether some move of this coordinator's routes (an item, an `otherwise`, a `then:`
    /// action, a then-start's own `then:`) is one `test` holds for.
    private func makesMove(where test: (ThenAction) -> Bool) -> Bool {
        func starts(_ start: ThenStart) -> Bool {
            test(ThenAction(start.edge)) || start.then.values.contains { $0.map(test) ?? false }
                || start.starts.values.contains(where: starts)
        }
        return Self.shownRoutes(of: coordinator, model: model).contains { route in
            Self.items(of: route, model: model, otherwise: true).contains { item in
                test(ThenAction(item.edge)) || item.then.values.contains { $0.map(test) ?? false }
                    || item.starts.values.contains(where: starts)
            }
        }
    }

    /// The styles this coordinator's moves that adapt present in, in either class: its
    /// SwiftUI skeleton needs a slot for each.
    var adaptiveStyles: Set<PresentationStyle> {
        var styles: Set<PresentationStyle> = []
        for method in methods { styles.formUnion(method.move.adaptive?.styles ?? []) }
        for child in children {
            for then in child.thens {
                for action in then.actions { styles.formUnion(action.move?.adaptive?.styles ?? []) }
            }
        }
        for route in Self.shownRoutes(of: coordinator, model: model) {
            for item in Self.items(of: route, model: model, otherwise: true) {
                styles.formUnion(item.edge.adaptiveStyle?.styles ?? [])
            }
        }
        return styles
    }

    /// `sizeClass == .compact ? compact : regular`, each branch what `value` makes of a
    /// style, read from the coordinator's `sizeClass` (`self.sizeClass` when a parameter
    /// hides it); the compact branch alone when both are the same.
    func bySizeClass(
        _ adaptive: AdaptiveStyle, in scope: SwiftNameScope, _ value: (PresentationStyle) -> SwiftExpression
    ) -> SwiftExpression {
        let compact = value(adaptive.compact)
        let regular = value(adaptive.regular)
        guard compact != regular else { return compact }
        return .ternary(.binary(scope.member("sizeClass"), "==", .dot("compact")), compact, regular)
    }
}
