import NavGenKit
import Testing

/// Redirect links (`deeplinks.redirects`): decoding and the checks of their patterns.
@Suite struct RedirectDecodingTests {
    static let spec = """
        navgen: 1
        app: Blog
        root: main
        deeplinks:
          schemes: [blog]
          hosts: [blog.example.com, '*.blog.example.com']
          redirects:
            - { pattern: '/mbar?redirect_to={to}', redirect: to }
            - { pattern: '/get#{target}', redirect: target, hosts: ['*.blog.example.com'] }
            - { pattern: '/out/{site}/{rest...}', redirect: rest, schemes: [blog] }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: /home, transitions: [{ push: post }] }
              post: { params: { id: Int }, deeplink: '/post/{id}' }

        """

    @Test func redirectsDecodeWithPatternScopeAndParam() throws {
        let spec = try loadSpec(Self.spec)
        let redirects = spec.deepLinks.redirects
        #expect(
            redirects.map(\.pattern.value) == [
                "/mbar?redirect_to={to}", "/get#{target}", "/out/{site}/{rest...}",
            ])
        #expect(redirects.map(\.redirect.value) == ["to", "target", "rest"])
        #expect(redirects[1].form.hosts?.value.map(\.value) == ["*.blog.example.com"])
        #expect(redirects[2].form.schemes?.value.map(\.value) == ["blog"])
        #expect(redirects[0].form.isScoped == false)
        #expect(validate(Self.spec).findings.isEmpty, "\(validate(Self.spec).findings.map(\.message))")
    }

    @Test func aRedirectTakesNoModeNoBackStackAndNoConstants() {
        let found = decodeFindings(
            minimalSpec + """

                deeplinks:
                  schemes: [demo]
                  redirects:
                    - { pattern: '/a?to={to}', redirect: to, open: onTop }
                    - { pattern: '/b?to={to}', redirect: to, via: [home], set: { x: 1 } }
                    - { pattern: '/c?to={to}', redirec: to }
                    - { redirect: to }
                    - /d
                """)
        #expect(
            found.map(Spot.init) == [
                Spot(.unknownKey, 12, 46), Spot(.unknownKey, 13, 46), Spot(.unknownKey, 13, 59),
                Spot(.missingField, 14, 7), Spot(.unknownKey, 14, 32), Spot(.missingField, 15, 7),
                Spot(.wrongType, 16, 7),
            ], "\(found.map(Spot.init)) \(found.map(\.message))")
        #expect(found[0].help?.contains("keep pattern, schemes, hosts and redirect") == true)
        #expect(found[3].message == "a redirect is missing the required key 'redirect'")
        #expect(found[4].help == "did you mean 'redirect'?")
        #expect(found[5].message == "a redirect is missing the required key 'pattern'")
    }

    @Test func redirectsMustBeAList() {
        let found = decodeFindings(
            minimalSpec + "\ndeeplinks: { schemes: [demo], redirects: { pattern: /a } }\n")
        #expect(found.map(\.rule) == [.wrongType])
        #expect(found.first?.message == "redirects must be a list, not a mapping")
    }

    @Test func redirectsStayInTheMainFile() throws {
        let found = decodeFindings(minimalSpec + "\ndeeplinks: { schemes: [demo], redirects: [] }\n")
        #expect(found.isEmpty)
        #expect(
            try loadSpec(minimalSpec + "\ndeeplinks: { schemes: [demo], redirects: }\n").deepLinks.redirects
                .isEmpty)
    }

    @Test func aRedirectThatNamesNoParamIsDeeplinkParamAtTheValue() {
        let report = validate(
            minimalSpec + """

                deeplinks:
                  schemes: [demo]
                  redirects:
                    - { pattern: '/get#{target}', redirect: targt }
                    - { pattern: /plain, redirect: to }
                    - { pattern: '/two/{a}/{a}', redirect: a }
                """)
        let params = report.findings.filter { $0.rule == .deeplinkParam }
        #expect(
            params.map(Spot.init) == [
                Spot(.deeplinkParam, 12, 45), Spot(.deeplinkParam, 13, 36), Spot(.deeplinkParam, 14, 18),
            ], "\(params.map(Spot.init))")
        #expect(
            params[0].message == "redirect names 'targt', which is not a param of the pattern '/get#{target}'"
        )
        #expect(params[0].help == "did you mean 'target'?")
        #expect(params[1].help?.hasPrefix("bind the URL to open in the pattern") == true)
    }

    @Test func aRedirectsScopeNamesEntriesOfDeeplinks() {
        let report = validate(
            minimalSpec + """

                deeplinks:
                  schemes: [demo]
                  redirects: [{ pattern: '/a?to={to}', redirect: to, schemes: [dmo] }]
                """)
        let found = report.findings.filter { $0.rule == .unknownReference }
        #expect(
            found.map(\.message) == [
                "a deep link of deeplinks.redirects[0] lists 'dmo' in its schemes, which is not an entry of deeplinks.schemes"
            ])
        #expect(found.first?.help == "did you mean 'demo'?")
    }

    @Test func theCatalogReadsEachParamAsARequiredString() throws {
        let spec = try loadSpec(Self.spec)
        let catalog = DeepLinkCatalog(spec: spec)
        #expect(catalog.redirectPatterns.map(\.source.value) == spec.deepLinks.redirects.map(\.pattern.value))
        #expect(catalog.redirectPatterns.map(\.redirect?.index) == [0, 1, 2])
        #expect(catalog.redirectPatterns.map(\.redirect?.param) == [0, 0, 1])
        #expect(
            catalog.redirectPatterns.allSatisfy {
                $0.params.allSatisfy { $0.type.value == ParamType(base: .string) }
            })
        #expect(
            catalog.redirectPatterns.map(\.owner) == [
                "deeplinks.redirects[0]", "deeplinks.redirects[1]", "deeplinks.redirects[2]",
            ])
        #expect(catalog.pool.suffix(3).map(\.source.value) == spec.deepLinks.redirects.map(\.pattern.value))
        #expect(catalog.redirectPatterns[1].scope != nil)
    }
}
