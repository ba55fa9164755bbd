import NavGenKit
import Testing

@Suite struct GitHubReportRendererTests {
    @Test func printsOneCommandPerFindingThenTheSummary() throws {
        let rendered = ReportRenderer.render(try RendererFixture.input(), as: .github)
        let expected = [
            "::error file=Specs/navgen.yaml,line=10,col=19,title=unknown-reference::"
                + "no route 'recipeDetial' in coordinator 'main'%0Ahelp: did you mean 'recipeDetail'?",
            "::error file=Specs/navgen.yaml,line=13,col=7,title=wrong-type::"
                + "'Integer' is not a param type%0Ahelp: did you mean 'Int'?",
            "::warning file=Specs/navgen.yaml,line=14,col=25,title=push-cycle::"
                + "'recipeDetail' pushes itself, which can repeat forever"
                + "%0Athe cycle: main.recipeDetail -> main.recipeDetail"
                + "%0Aadd 'push-cycle' to the route's 'allow' list if this is intended",
            "::error file=Specs/navgen.yaml,line=15,col=1,title=yaml-syntax::did not find expected key",
            "Specs/navgen.yaml: 3 errors, 1 warning",
        ]
        #expect(rendered == expected.joined(separator: "\n") + "\n")
    }

    @Test func escapesMessagesAndProperties() {
        let finding = Finding(
            location: SourceLocation(line: 3, column: 4),
            rule: .unknownKey,
            message: "100% wrong,\r\nreally: yes",
            notes: ["a: b, c"]
        )
        let input = ReportInput(findings: [finding], displayPath: "./a,b:c%d.yaml")
        #expect(
            ReportRenderer.render(input, as: .github)
                == "::error file=a%2Cb%3Ac%25d.yaml,line=3,col=4,title=unknown-key::"
                + "100%25 wrong,%0D%0Areally: yes%0Aa: b, c\n./a,b:c%d.yaml: 1 error, 0 warnings\n")
    }

    @Test func givesTheRepositoryFormOfThePath() {
        let finding = Finding(location: .start, severity: .warning, rule: .noExit, message: "m")
        let input = ReportInput(findings: [finding], displayPath: ".\\specs\\navgen.yaml")
        #expect(
            ReportRenderer.render(input, as: .github)
                == "::warning file=specs/navgen.yaml,line=1,col=1,title=no-exit::m\n.\\specs\\navgen.yaml: 0 errors, 1 warning\n"
        )
    }

    @Test func printsOnlyTheSummaryNamingTheSpecWithoutFindings() {
        let input = ReportInput(findings: [], displayPath: "App/navgen.yaml")
        #expect(ReportRenderer.render(input, as: .github) == "App/navgen.yaml: 0 errors, 0 warnings\n")
    }
}
