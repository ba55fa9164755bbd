import NavGenKit
import Testing

/// The spec's location, not the one the Testing library also names so.
private typealias Location = NavGenKit.SourceLocation

@Suite struct SourceLocationTests {
    /// Every node of the model carries a location: adding the file must not grow it.
    @Test func staysEightBytes() {
        #expect(MemoryLayout<Location>.size == 8)
    }

    @Test func keepsFileLineAndColumnApartAtTheirLimits() {
        let values = [0, 1, 2, 77, Location.maxPosition - 1, Location.maxPosition]
        let files = [0, 1, 49, SpecFiles.maxCount - 1, Location.maxFileIndex]
        for file in files {
            for line in values {
                for column in values {
                    let location = Location(line: line, column: column, fileIndex: file)
                    #expect(location.fileIndex == file)
                    #expect(location.line == line)
                    #expect(location.column == column)
                }
            }
        }
    }

    @Test func clampsWhatItCannotHold() {
        let large = Location(line: .max, column: Location.maxPosition + 1, fileIndex: .max)
        #expect(large.line == Location.maxPosition)
        #expect(large.column == Location.maxPosition)
        #expect(large.fileIndex == Location.maxFileIndex)
        let negative = Location(line: -3, column: .min, fileIndex: -1)
        #expect(negative == Location(line: 0, column: 0, fileIndex: 0))
    }

    @Test func settersChangeOnlyTheirPart() {
        var location = Location(line: 12, column: 7, fileIndex: 3)
        location.line = 40
        #expect(location == Location(line: 40, column: 7, fileIndex: 3))
        location.column = 2
        #expect(location == Location(line: 40, column: 2, fileIndex: 3))
        location.fileIndex = 5
        #expect(location == Location(line: 40, column: 2, fileIndex: 5))
        #expect(location.inFile(0) == Location(line: 40, column: 2))
        #expect(location.description == "40:2")
    }

    /// Ordered by file, then line, then column, as if the three were a tuple.
    @Test func ordersByFileThenLineThenColumn() {
        let parts = [0, 1, 2, Location.maxPosition]
        var locations: [Location] = []
        for file in [0, 1, 7] {
            for line in parts {
                for column in parts {
                    locations.append(Location(line: line, column: column, fileIndex: file))
                }
            }
        }
        for lhs in locations {
            for rhs in locations {
                let expected = (lhs.fileIndex, lhs.line, lhs.column) < (rhs.fileIndex, rhs.line, rhs.column)
                #expect((lhs < rhs) == expected, "\(lhs.fileIndex):\(lhs) < \(rhs.fileIndex):\(rhs)")
            }
        }
    }
}
