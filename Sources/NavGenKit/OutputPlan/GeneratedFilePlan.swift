/// One file `navgen generate` writes for a spec, named before anything is rendered.
///
/// The generator writes exactly the files of ``files(of:)``, and validation checks
/// exactly their names (``GeneratedFileNameCheck``): a file added here is checked
/// with the others, and no file can be generated without being added here.
struct GeneratedFilePlan: Sendable {
    enum Content: Sendable {
        /// `<App>Navigation.swift`.
        case navigation
        /// `<Coordinator>Coordinator.swift`, for this coordinator.
        case skeleton(Coordinator)
        /// `<App>RootCoordinator.swift`, for a spec whose `root` is a list of entries.
        case rootCoordinator
    }

    var name: String
    var content: Content
    /// The spec name the file name is made from: where a finding about it points.
    var source: Located<String>

    /// The naming rule the source name follows.
    var pattern: NamePattern {
        switch content {
        case .navigation, .rootCoordinator: .typeName
        case .skeleton: .identifier
        }
    }

    /// What the source name is, for messages: "app name", "coordinator id".
    var sourceRole: String {
        switch content {
        case .navigation, .rootCoordinator: "app name"
        case .skeleton: "coordinator id"
        }
    }

    /// What the file is, for messages.
    var fileRole: String {
        switch content {
        case .navigation: "navigation file"
        case .skeleton, .rootCoordinator: "skeleton file"
        }
    }

    /// Every file generate may write, in the order it writes them: the navigation
    /// file, then one skeleton per coordinator in spec order, then the root coordinator
    /// of a spec whose `root` is a list. Skeletons are listed
    /// whatever `--ui` will say, so a spec that validates generates with any flags.
    /// `names` decides the prefix: the spec's own unless the generator was given another.
    static func files(of spec: NavigationSpec, names: GeneratedNames? = nil) -> [GeneratedFilePlan] {
        let names = names ?? GeneratedNames(spec: spec)
        var files = [GeneratedFilePlan(name: names.navigationFile, content: .navigation, source: spec.app)]
        files.reserveCapacity(spec.coordinators.count + 1)
        for coordinator in spec.coordinators {
            files.append(
                GeneratedFilePlan(
                    name: coordinator.kind == .routes
                        ? names.routeSetFile(coordinator.id.value) : names.skeletonFile(coordinator.id.value),
                    content: .skeleton(coordinator),
                    source: coordinator.id))
        }
        if spec.hasAlternativeRoots {
            files.append(
                GeneratedFilePlan(
                    name: names.rootCoordinator + ".swift", content: .rootCoordinator, source: spec.app))
        }
        return files
    }
}
