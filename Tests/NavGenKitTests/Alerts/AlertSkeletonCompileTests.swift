import Foundation
import NavGenKit
import Testing

/// Alerts, answers and popovers named with Swift keywords: the navigation file and
/// both skeletons must still type-check against the stand-ins.
@Suite(.serialized) struct AlertSkeletonCompileTests {
    static let hostile = """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            children: [in]
            alerts:
              default: { style: confirmationDialog, outcomes: [self, init, type, cancel] }
              protocol: { outcomes: [in] }
            routes:
              home:
                transitions:
                  - alert: default
                    then: { self: { popover: self }, init: stay, type: pop, cancel: stay }
                  - alert: protocol
                    then: { in: { sheet: self } }
                  - start: in
                    then: { done: stay }
              self:
                transitions: [dismiss, { alert: protocol, then: { in: dismiss } }]
          in:
            root: input
            outcomes: [done]
            routes:
              input:
                params: { self: String, alert: Int? }
                transitions: [{ finish: done }]
        """

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func keywordNamesTypecheck(_ ui: UIFramework) throws {
        let standIns = try StandInModules.folder.get()
        let spec = try CodeGenFixtures.spec(text: Self.hostile)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources = try CodeGenFixtures.write(files, to: folder)
        let outcome = try SwiftCompiler.typecheck(sources, flags: ["-wmo", "-I", standIns.path])
        #expect(outcome.succeeded, "\(ui):\n\(outcome.excerpt)")
    }
}
