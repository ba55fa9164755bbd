import Foundation
import Testing

@testable import NavGenKit

/// Skeletons kept from before a tab bar had outcomes: the tab bar's file lacks the
/// wiring of its tabs' `finish<Tabs>`, each tab's file the property.
struct SkeletonTabOutcomeCoverageTests {
    static let before = """
        navgen: 1
        app: Tray
        root: browser
        coordinators:
          browser:
            root: page
            children: [tabTray]
            routes:
              page:
                transitions: [{ start: tabTray, as: sheet }]
          tabTray:
            kind: tabs
            children: [openTabs]
          openTabs:
            root: tabList
            routes:
              tabList: {}
        """

    static let after =
        before
        .replacingOccurrences(
            of: "children: [openTabs]", with: "children: [openTabs]\n    outcomes: [selected]"
        )
        .replacingOccurrences(
            of: "transitions: [{ start: tabTray, as: sheet }]",
            with: "transitions: [{ start: tabTray, as: sheet, then: { selected: stay } }]"
        )
        .replacingOccurrences(of: "tabList: {}", with: "tabList: { transitions: [{ finish: selected }] }")

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aTabBarGainingOutcomesNeedsItsTabsWired(_ ui: UIFramework) throws {
        let options = GenerateOptions(ui: ui)
        let kept = try SkeletonCoverageTests.skeletons(CodeGenFixtures.spec(text: Self.before), options)
        let after = try CodeGenFixtures.spec(text: Self.after)
        let gaps = SkeletonCoverage.gaps(after, options: options, skeletons: kept).map {
            "\($0.file) \($0.kind.rawValue) \($0.name)"
        }
        #expect(
            gaps == [
                "BrowserCoordinator.swift outcome selected",
                "TabTrayCoordinator.swift tab finishTabTray",
                "OpenTabsCoordinator.swift transition finishSelected",
                "OpenTabsCoordinator.swift outcome finishTabTray",
            ])
        let own = try SkeletonCoverageTests.skeletons(after, options)
        #expect(SkeletonCoverage.gaps(after, options: options, skeletons: own).isEmpty)
    }
}
