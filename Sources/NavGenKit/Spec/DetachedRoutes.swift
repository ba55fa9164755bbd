/// The routes ``SpecRouteConsumer`` decoded while the YAML was read, with their
/// findings, found again by the payload their detached nodes hold.
///
/// Routes are kept in one array per `routes` mapping, in order, ids included, so
/// that the decoder's walk can hand a coordinator the whole array: the model's route
/// arrays are these arrays, never copies of them. A flat array copied into each
/// coordinator would hold every route twice at the walk, which for a large spec is
/// the moment memory peaks.
struct DetachedRoutes {
    private var groups: [[Route]] = []
    /// The payload of each group's first route; payloads number routes across groups.
    private var groupStarts: [Int32] = []
    /// Only routes with findings have an entry.
    private var findings: [Int32: [Finding]] = [:]
    /// Only routes that recorded names have an entry.
    private var names: [Int32: NameFacts] = [:]
    private var lastParent: NodeID?
    private var count: Int32 = 0

    /// Adds a route decoded from an entry of the mapping `parent`; returns its payload.
    mutating func add(_ route: Route, findings: [Finding], names: NameFacts = NameFacts(), parent: NodeID)
        -> Int32
    {
        if parent != lastParent {
            // Coordinators tend to have alike numbers of routes: sizing a group like the
            // one before usually makes it exact, with no growth and nothing to trim.
            let expected = groups.last?.count ?? 0
            finishGroup()
            groups.append([])
            groups[groups.count - 1].reserveCapacity(expected)
            groupStarts.append(count)
            lastParent = parent
        }
        groups[groups.count - 1].append(route)
        if !findings.isEmpty { self.findings[count] = findings }
        if !names.isEmpty { self.names[count] = names }
        count += 1
        return count - 1
    }

    /// Trims the last group to its size: these arrays become the model's, and a large
    /// spec would otherwise keep the growth room of every one.
    mutating func finishGroup() {
        guard let last = groups.indices.last else { return }
        let count = groups[last].count
        guard groups[last].capacity - count > count / 8 else { return }
        var exact: [Route] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: groups[last])
        groups[last] = exact
    }

    func route(_ payload: Int32) -> Route {
        let group = self.group(of: payload)
        return groups[group][Int(payload - groupStarts[group])]
    }

    func findings(of payload: Int32) -> [Finding] {
        findings[payload] ?? []
    }

    func names(of payload: Int32) -> NameFacts? {
        names[payload]
    }

    /// The routes of payloads `first..<first + count`, when they are exactly one
    /// group: the array itself, shared rather than copied.
    func group(startingAt first: Int32, count: Int) -> [Route]? {
        guard first < self.count else { return nil }
        let group = self.group(of: first)
        guard groupStarts[group] == first, groups[group].count == count else { return nil }
        return groups[group]
    }

    /// The group holding a payload: the last group that starts at or before it.
    private func group(of payload: Int32) -> Int {
        var low = 0
        var high = groupStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if groupStarts[middle] <= payload { low = middle } else { high = middle }
        }
        return low
    }
}
