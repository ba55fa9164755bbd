/// `unknown-reference` for the entries of a pattern's scope (`schemes:`, `hosts:`)
/// that are not entries of `deeplinks.schemes` / `deeplinks.hosts` written exactly as
/// there: a scope names origins, and an origin is an entry as written.
extension UnknownReferenceRule {
    static func scopeFindings(in context: RuleContext) -> [Finding] {
        let spec = context.spec
        guard
            spec.coordinators.contains(where: {
                $0.routes.contains { $0.deepLinkForms.contains(where: \.isScoped) }
            }) || spec.actions.contains(where: { $0.deepLinkForms.contains(where: \.isScoped) })
                || spec.deepLinks.redirects.contains(where: \.form.isScoped)
        else { return [] }
        let schemes = spec.deepLinks.schemes.map(\.value)
        let hosts = spec.deepLinks.hosts.map(\.value)
        var findings: [Finding] = []
        func check(_ forms: [DeepLinkForm], of owner: String, scope: RouteRef?) {
            for form in forms {
                for entry in form.schemes?.value ?? [] where !schemes.contains(entry.value) {
                    findings.append(finding(entry, of: owner, scope, "schemes", among: schemes, in: context))
                }
                for entry in form.hosts?.value ?? [] where !hosts.contains(entry.value) {
                    findings.append(finding(entry, of: owner, scope, "hosts", among: hosts, in: context))
                }
            }
        }
        for coordinator in spec.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                check(route.deepLinkForms, of: ref.description, scope: ref)
            }
        }
        for action in spec.actions {
            check(action.deepLinkForms, of: "action \(action.id.value)", scope: nil)
        }
        for (index, redirect) in spec.deepLinks.redirects.enumerated() {
            check([redirect.form], of: RedirectBinding.owner(index), scope: nil)
        }
        return findings
    }

    /// `owner`: `main.post`, `action openApp` or `redirect 0`; `scope`: the route whose `allow:` may
    /// silence the finding, none for an action.
    private static func finding(
        _ entry: Located<String>, of owner: String, _ scope: RouteRef?, _ key: String,
        among entries: [String],
        in context: RuleContext
    ) -> Finding {
        let help =
            Suggestion.help(for: entry.value, among: entries)
            ?? (entries.isEmpty
                ? "list it in deeplinks.\(key) first"
                : "write an entry of deeplinks.\(key) as it is written there: "
                    + entries.map { "'\($0)'" }.joined(separator: ", "))
        return context.finding(
            .unknownReference, at: entry.location,
            "a deep link of \(owner) lists '\(entry.value)' in its \(key), which is not an entry of "
                + "deeplinks.\(key)",
            help: help, scope: scope)
    }
}
