import NavGenKit
import Testing

/// The spec's location, not the one the Testing library also names so.
private typealias Location = NavGenKit.SourceLocation

@Suite struct SpecFilesTests {
    @Test func numbersFilesInTheOrderTheyAreAdded() {
        var files = SpecFiles(main: "Specs/app.yaml")
        #expect(files.main == "Specs/app.yaml")
        #expect(files.add("Specs/features/profile.yaml") == 1)
        #expect(files.add("Specs/features/recipes.yaml") == 2)
        #expect(files.add("Specs/features/profile.yaml") == 1, "a path already held keeps its index")
        #expect(
            files.paths == ["Specs/app.yaml", "Specs/features/profile.yaml", "Specs/features/recipes.yaml"])
        #expect(files.index(of: "Specs/features/recipes.yaml") == 2)
        #expect(files.index(of: "elsewhere.yaml") == nil)
        #expect(files.path(of: Location(line: 3, column: 1, fileIndex: 2)) == "Specs/features/recipes.yaml")
        #expect(files[9] == "Specs/app.yaml", "an index it does not hold names the main file")
    }

    @Test func refusesFilesPastItsLimit() {
        var files = SpecFiles(main: "main.yaml")
        for number in 1..<SpecFiles.maxCount {
            #expect(files.add("f\(number).yaml") == number)
        }
        #expect(files.count == SpecFiles.maxCount)
        #expect(files.add("one-more.yaml") == nil)
        #expect(files.add("f3.yaml") == 3)
        #expect(SpecFiles.maxCount - 1 <= Location.maxFileIndex, "every index fits in a location")
    }
}
