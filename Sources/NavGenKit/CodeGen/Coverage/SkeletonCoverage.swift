/// Whether the skeletons an app keeps still cover its spec (docs/generate.md,
/// "Bringing a skeleton up to date"): `navgen generate` writes a skeleton once,
/// so a route, transition, outcome, alert or flow added later is missing from it
/// until someone adds it. This reads each kept file as a person would (its switch
/// cases, its methods, the names its code uses), whatever navgen version wrote it
/// and however it was edited since, and lists what is missing. Pure: the caller
/// reads the files.
public enum SkeletonCoverage {
    /// What the kept skeletons lack, by file in the order `generate` lists them,
    /// then in the order of ``SkeletonRequirement/all(of:)``.
    ///
    /// - Parameters:
    ///   - skeletons: the text of each skeleton file that exists, by file name;
    ///     files not in it are not checked.
    ///   - model: the spec's resolved model when the caller has it (the pipeline's).
    public static func gaps(
        _ spec: NavigationSpec, model: NavigationModel? = nil, options: GenerateOptions,
        skeletons: [String: String]
    ) -> [SkeletonGap] {
        guard options.ui != .none, !skeletons.isEmpty else { return [] }
        let index = SkeletonIndex(model: AppModel(model: model ?? NavigationModel(spec)))
        var gaps: [SkeletonGap] = []
        for file in GeneratedFilePlan.files(of: spec) {
            guard case .skeleton(let coordinator) = file.content, let text = skeletons[file.name],
                let plan = SkeletonBuilder.plan(for: coordinator, index: index, ui: options.ui)
            else { continue }
            gaps += self.gaps(in: text, file: file.name, requirements: SkeletonRequirement.all(of: plan))
        }
        return gaps
    }

    /// The requirements that `text` does not meet, each pointed at the switch or
    /// method of its group when the file has one.
    static func gaps(in text: String, file: String, requirements: [SkeletonRequirement]) -> [SkeletonGap] {
        let outline = SkeletonOutline(text)
        let met = requirements.map { isMet($0.evidence, in: outline) }
        let checked = requirements.map { $0.within.map { isMet($0, in: outline) } ?? true }
        return requirements.indices.filter { checked[$0] && !met[$0] }.map { position in
            let requirement = requirements[position]
            return SkeletonGap(
                file: file, line: anchor(of: position, in: requirements, met: met, outline: outline),
                kind: requirement.kind, name: requirement.name, message: requirement.message,
                help: requirement.help)
        }
    }

    private static func isMet(_ evidence: SkeletonRequirement.Evidence, in outline: SkeletonOutline) -> Bool {
        switch evidence {
        case .switchCase(let name): outline.hasCase(name)
        case .function(let name): outline.functions[name] != nil
        case .functionOrName(let function, let name):
            outline.functions[function] != nil || outline.names.contains(name)
        case .name(let name): outline.names.contains(name)
        }
    }

    /// Where the missing requirement at `position` belongs: for a case, the switch
    /// with the most cases of its group (else its group's method); for a method,
    /// after the last method of its group that comes before it, else before the
    /// first that follows.
    private static func anchor(
        of position: Int, in requirements: [SkeletonRequirement], met: [Bool], outline: SkeletonOutline
    ) -> Int? {
        let requirement = requirements[position]
        let siblings = requirements.indices.filter {
            $0 != position && requirements[$0].group == requirement.group
        }
        if case .switchCase = requirement.evidence {
            let names = Set(
                siblings.compactMap { sibling -> String? in
                    if case .switchCase(let name) = requirements[sibling].evidence { name } else { nil }
                })
            var best: (line: Int, count: Int)?
            for entry in outline.switches {
                let count = entry.cases.intersection(names).count
                if count > 0, count > best?.count ?? 0 { best = (entry.line, count) }
            }
            return best?.line ?? requirement.fallback.flatMap { outline.functions[$0] }
        }
        let lines = siblings.filter { met[$0] }.map { sibling -> (Int, Int?) in
            switch requirements[sibling].evidence {
            case .function(let name), .functionOrName(let name, _): (sibling, outline.functions[name])
            case .switchCase, .name: (sibling, nil)
            }
        }
        return lines.last { $0.0 < position && $0.1 != nil }?.1 ?? lines.first { $0.1 != nil }?.1
    }
}

extension SkeletonBuilder {
    /// The plan the builder of `ui` renders for `coordinator`, with the member names
    /// that builder reserves; nil with `--ui none`.
    static func plan(for coordinator: Coordinator, index: SkeletonIndex, ui: UIFramework) -> SkeletonPlan? {
        switch ui {
        case .none: nil
        case .swiftui: SwiftUISkeletonBuilder(index: index, coordinator: coordinator).plan
        case .uikit: UIKitSkeletonBuilder(index: index, coordinator: coordinator).plan
        }
    }
}
