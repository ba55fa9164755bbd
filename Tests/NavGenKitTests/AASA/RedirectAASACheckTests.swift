import Testing

@testable import NavGenKit

/// `navgen aasa --check` on redirects: a file that sends a redirect's URLs to the
/// browser is reported with a witness that leads to a screen, the first route link's.
@Suite struct RedirectAASACheckTests {
    @Test func aRedirectTheFileLeavesOutIsReportedWithAWitnessThatOpens() throws {
        let spec = try makeSimulator(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              hosts: [demo.example.com]
              redirects: [{ pattern: '/s/{slug}', redirect: slug }]
            coordinators:
              main:
                root: home
                routes:
                  home: { deeplink: /home }

            """)
        let catalog = DeepLinkCatalog(spec: spec.spec)
        let file = #"{"applinks": {"details": [{"appIDs": ["T.B"], "components": [{"/": "/home"}]}]}}"#
        let found = AASACheck.disagreements(
            try AASADeployedFile(json: Array(file.utf8)), patterns: catalog.pool, host: "demo.example.com")
        #expect(found.map(\.witness) == ["https://demo.example.com/s/%2Fhome"])
        #expect(found.map(\.pattern) == ["/s/{slug}"])
        // The witness opens a screen, through the redirect.
        guard case .success(let opening) = spec.open("https://demo.example.com/s/%2Fhome") else {
            Issue.record("the witness opens nothing")
            return
        }
        #expect(opening.target.description == "main.home")
    }
}
