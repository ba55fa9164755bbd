import NavGenKit
import Testing

/// `generate.output` by its text: a folder inside the spec's folder, or a reason why not.
@Suite struct SpecOutputPathTests {
    @Test(arguments: [
        "Navigation", "Sources/App/Navigation", "Sources/App/Navigation/", ".", "./", "./Generated",
        "Generated/../Navigation", "a/b/../../c", "a//b", "a/./b", "...", "..hidden", "x..", "Navigation ",
        "Quell\u{E9}n/Navigation", "a/b/..", "\u{1F9ED}",
    ])
    func foldersInsideTheSpecsFolderPass(_ path: String) {
        #expect(SpecOutputPath.problem(with: path) == nil)
    }

    @Test(arguments: [
        "..", "../", "../Shared", "./..", "a/../..", "a/../../b", "Sources/../../Navigation", "a/./../../b",
        "a/b/../../../c", "..//x", "a/../b/../../x",
    ])
    func dotDotPastTheSpecsFolderLeavesIt(_ path: String) {
        #expect(SpecOutputPath.problem(with: path) == .leavesFolder)
    }

    @Test(arguments: ["/", "/usr/local/Navigation", "//server/share", "/./x"])
    func absolutePathsAreRefused(_ path: String) {
        #expect(SpecOutputPath.problem(with: path) == .absolute)
    }

    @Test(arguments: ["~", "~/Navigation", "~root/Navigation", "~/"])
    func homeFoldersAreRefused(_ path: String) {
        #expect(SpecOutputPath.problem(with: path) == .home)
    }

    @Test func anEmptyPathIsRefused() {
        #expect(SpecOutputPath.problem(with: "") == .empty)
    }

    /// NUL would end the path in a C call (`a\0/../../x` writes to `a`); the rest are
    /// invisible in editors and diffs.
    @Test(arguments: ["\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"])
    func controlCharactersAreRefused(_ control: String) {
        let scalar = control.unicodeScalars.first!
        #expect(SpecOutputPath.problem(with: "a\(control)/b") == .controlCharacter(scalar))
        // Even where the rest of the path would be refused for another reason.
        #expect(SpecOutputPath.problem(with: "/\(control)") == .controlCharacter(scalar))
    }

    @Test func aFolderNameLongerThanAFileSystemAllowsIsRefused() {
        let fits = String(repeating: "a", count: 255)
        #expect(SpecOutputPath.problem(with: "x/\(fits)/y") == nil)
        let long = String(repeating: "a", count: 256)
        #expect(SpecOutputPath.problem(with: "x/\(long)/y") == .nameTooLong(long))
        // Bytes of UTF-8, not characters: 128 two-byte letters are 256 bytes.
        let wide = String(repeating: "\u{E9}", count: 128)
        #expect(SpecOutputPath.problem(with: wide) == .nameTooLong(wide))
    }
}
