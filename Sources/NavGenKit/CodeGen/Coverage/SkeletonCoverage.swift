/// Whether the skeletons an app keeps still cover its spec (docs/generate.md,
/// "Bringing a skeleton up to date"): `navgen generate` writes a skeleton once,
/// so a route, transition, outcome, alert or flow added later is missing from it
/// until someone adds it. This reads each kept file as a person would (its switch
/// cases, its methods, the names its code uses), whatever navgen version wrote it
/// and however it was edited since, and lists what is missing. Pure: the caller
/// reads the files.
package enum SkeletonCoverage {
    /// What the kept skeletons lack, by file in the order `generate` lists them,
    /// then in the order of ``SkeletonRequirement/all(of:ui:)``.
    ///
    /// - Parameters:
    ///   - skeletons: the text of each skeleton file that exists, by file name;
    ///     files not in it are not checked.
    ///   - model: the spec's resolved model when the caller has it (the pipeline's).
    package static func gaps(
        _ spec: NavigationSpec, model: NavigationModel? = nil, options: GenerateOptions,
        skeletons: [String: String]
    ) -> [SkeletonGap] {
        guard options.ui != .none, !skeletons.isEmpty else { return [] }
        // Named as `CodeGenerator.generate` names them, prefix included.
        let names = GeneratedNames(app: spec.app.value, prefix: options.typePrefix)
        let index = SkeletonIndex(
            model: AppModel(model: model ?? NavigationModel(spec), typePrefix: options.typePrefix))
        var gaps: [SkeletonGap] = []
        for file in GeneratedFilePlan.files(of: spec, names: names) {
            guard case .skeleton(let coordinator) = file.content, let text = skeletons[file.name],
                let plan = SkeletonBuilder.plan(for: coordinator, index: index, options: options)
            else { continue }
            gaps += self.gaps(
                in: text, file: file.name, requirements: SkeletonRequirement.all(of: plan, ui: options.ui))
        }
        return gaps
    }

    /// The requirements that `text` does not meet, each pointed at the switch or
    /// method of its group when the file has one.
    static func gaps(in text: String, file: String, requirements: [SkeletonRequirement]) -> [SkeletonGap] {
        let outline = SkeletonOutline(text)
        let met = requirements.map { isMet($0.evidence, in: outline) }
        let checked = requirements.map { $0.within.map { isMet($0, in: outline) } ?? true }
        let lines = anchors(requirements, met: met, outline: outline)
        return requirements.indices.filter { checked[$0] && !met[$0] }.map { position in
            let requirement = requirements[position]
            return SkeletonGap(
                file: file, line: lines[position], kind: requirement.kind, name: requirement.name,
                message: requirement.message, help: requirement.help)
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

    /// Where each missing requirement belongs: for a case, the switch with the most
    /// cases of its group, the first of equals (else its group's method); for a
    /// method, after the last method of its group that comes before it, else before
    /// the first that follows. Group by group, each in one pass.
    private static func anchors(_ requirements: [SkeletonRequirement], met: [Bool], outline: SkeletonOutline)
        -> [Int?]
    {
        var groups: [String: [Int]] = [:]
        for position in requirements.indices {
            groups[requirements[position].group, default: []].append(position)
        }
        var lines = [Int?](repeating: nil, count: requirements.count)
        for members in groups.values {
            var counts: [Int: Int] = [:]
            var methodLines: [Int?] = []
            for position in members {
                switch requirements[position].evidence {
                case .switchCase(let name):
                    for entry in outline.switchesWithCase(name) { counts[entry, default: 0] += 1 }
                    methodLines.append(nil)
                case .function(let name), .functionOrName(let name, _):
                    methodLines.append(met[position] ? outline.functions[name] : nil)
                case .name:
                    methodLines.append(nil)
                }
            }
            let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
            let firstMethod = methodLines.lazy.compactMap { $0 }.first
            var previous: Int?
            for (offset, position) in members.enumerated() {
                if let line = methodLines[offset] { previous = line }
                guard !met[position] else { continue }
                if case .switchCase = requirements[position].evidence {
                    lines[position] =
                        best.map { outline.switches[$0.key].line }
                        ?? requirements[position].fallback.flatMap { outline.functions[$0] }
                } else {
                    lines[position] = previous ?? firstMethod
                }
            }
        }
        return lines
    }
}

extension SkeletonBuilder {
    /// The plan the builder of `options.ui` renders for `coordinator`, with the member
    /// names that builder reserves; nil with `--ui none`. The builder is made as
    /// generating makes it, so the names are the generated ones.
    static func plan(for coordinator: Coordinator, index: SkeletonIndex, options: GenerateOptions)
        -> SkeletonPlan?
    {
        switch options.ui {
        case .none: nil
        case .swiftui:
            SwiftUISkeletonBuilder(index: index, coordinator: coordinator, minimumOS: options.minimumOS).plan
        case .uikit: UIKitSkeletonBuilder(index: index, coordinator: coordinator).plan
        }
    }
}
