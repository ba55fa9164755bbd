import Foundation
import NavGenKit
import Testing

/// Skeletons for iOS N use only what iOS N has: the stand-ins carry the SDK's
/// `@available(iOS ...)`, which Swift does not check on Linux, so this reads it
/// (``StandInAvailability``) and looks through every skeleton's APIs.
@Suite struct SkeletonAvailabilityTests {
    static let cases = MinimumOS.allCases.flatMap { os in UIFramework.skeletonFrameworks.map { (os, $0) } }

    @Test(arguments: cases)
    func skeletonsUseOnlyWhatTheirMinimumOSHas(_ minimumOS: MinimumOS, _ ui: UIFramework) throws {
        for name in SkeletonCompileTests.specs {
            let files = try CodeGenerator.generate(
                CodeGenFixtures.spec(name), options: GenerateOptions(ui: ui, minimumOS: minimumOS))
            for file in files.dropFirst() {
                let violations = StandInAvailability.standIns.violations(
                    in: file.contents, minimumOS: minimumOS.rawValue)
                #expect(violations.isEmpty, "\(name) \(file.name) (iOS \(minimumOS.rawValue)): \(violations)")
                #expect(file.contents.contains("@available(iOS \(minimumOS.rawValue), *)"), "\(file.name)")
            }
        }
    }

    /// Below iOS 18 no `Tab(` appears, not even behind `#available`.
    @Test(arguments: [MinimumOS.iOS16, .iOS17])
    func noTabBelowIOS18(_ minimumOS: MinimumOS) throws {
        for name in SkeletonCompileTests.specs {
            let files = try CodeGenerator.generate(
                CodeGenFixtures.spec(name), options: GenerateOptions(ui: .swiftui, minimumOS: minimumOS))
            for file in files.dropFirst() {
                #expect(!Self.usesTab(file.contents), "\(name) \(file.name)")
                #expect(!file.contents.contains("#available"), "\(name) \(file.name)")
            }
        }
    }

    /// `Tab(` as a call, not the end of `selectMainTab(`.
    static func usesTab(_ source: String) -> Bool {
        source.range(of: "(?<![A-Za-z0-9_])Tab\\(", options: .regularExpression) != nil
    }

    /// The reading is real: it knows when the SDK brought what the skeletons use.
    @Test func theStandInsSayWhenEachAPICame() {
        let introduced = StandInAvailability.standIns.introduced
        #expect(introduced["Tab"] == 18)
        #expect(introduced["TabContentBuilder"] == 18)
        #expect(introduced["Bindable"] == 17)
        #expect(introduced["Observable"] == 17)
        #expect(introduced["NavigationStack"] == 16)
        #expect(introduced["navigationDestination"] == 16)
        #expect(introduced["StateObject"] == 14)
        #expect(introduced["NavigationSplitViewColumn"] == 17)
        #expect(introduced["detail"] == nil)
        #expect(introduced["Text"] == nil)
    }

    /// And the check can fail: a skeleton for a newer iOS, read as if for an older
    /// one, is caught, except what it puts inside `if #available`.
    @Test func aNewerSkeletonFailsForAnOlderOS() throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let availability = StandInAvailability.standIns
        let ios18 = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: .swiftui, minimumOS: .iOS18))
        let main = try #require(ios18.first { $0.name == "MainCoordinator.swift" })
        #expect(Self.usesTab(main.contents))
        #expect(
            availability.violations(in: main.contents, minimumOS: 17).contains {
                $0.hasPrefix("Tab (iOS 18)")
            })
        let ios17 = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: .swiftui, minimumOS: .iOS17))
        let violations = ios17.dropFirst().flatMap { availability.violations(in: $0.contents, minimumOS: 16) }
        #expect(violations.contains { $0.hasPrefix("Observable (iOS 17)") })
        #expect(violations.contains { $0.hasPrefix("Bindable (iOS 17)") })
        let guarded = """
            var body: some View {
                if #available(iOS 18, *) {
                    TabView(selection: $tab) { Tab(value: 1) { Text(verbatim: "a") } label: { Text(verbatim: "A") } }
                }
            }
            var other: some View { Tab(value: 1) { Text(verbatim: "a") } label: { Text(verbatim: "A") } }
            """
        #expect(availability.violations(in: guarded, minimumOS: 17) == ["Tab (iOS 18), line 6"])
    }
}
