import Foundation
import NavGenKit
import Testing

/// A move whose target names nothing, which only a spec that switches
/// `unknown-reference` off keeps, has no edge in the model: the skeletons write no
/// method and no button for it, and a `then:` action to it does nothing, as `stay`.
@Suite struct SkeletonUnresolvedMoveTests {
    static let spec = """
        navgen: 1
        app: Demo
        root: main
        rules: { unknown-reference: off }
        coordinators:
          login:
            root: form
            outcomes: [done]
            routes:
              form: { transitions: [{ finish: done }] }
          main:
            root: home
            children: [login]
            routes:
              home:
                transitions:
                  - push: detial
                  - alert: nope
                  - push: detail
                  - start: login
                    then: { done: { push: other } }
              detail: {}
        """

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aMoveToNothingHasNoMethod(_ ui: UIFramework) throws {
        let text = try GeneratedSnippet.file(
            "MainCoordinator.swift", of: try CodeGenFixtures.spec(text: Self.spec), ui: ui)
        for name in ["detial", "Detial", "nope", "Nope", "`other`", "Other"] {
            #expect(!text.contains(name), "\(name)")
        }
        #expect(
            GeneratedSnippet.declarations(
                ["func showDetail(", "func startLogin(", "func loginDidFinish("], in: text)
                == Self.expected[ui])
    }

    static let expected: [UIFramework: String] = [
        .swiftui:
            #"""
        /// `push: detail`
        func showDetail() {
            path.append(.detail)
        }

        /// `start: login`
        func startLogin() {
            sheet = .login(makeLogin())
        }

        /// The `then:` of `start: login`: closes the flow, then acts on its outcome.
        private func loginDidFinish(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: break
            }
        }
        """#,
        .uikit:
            #"""
        /// `push: detail`
        func showDetail() {
            navigationController.pushViewController(makeViewController(for: .detail), animated: true)
        }

        /// `start: login`
        func startLogin() {
            let login = makeLogin(in: UINavigationController())
            loginFlow = login
            login.start()
            present(login.navigationController, style: .pageSheet)
        }

        /// The `then:` of `start: login`: closes the flow, then acts on its outcome.
        private func loginDidFinish(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: break
            }
        }
        """#,
    ]
}
