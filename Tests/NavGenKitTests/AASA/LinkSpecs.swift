/// Specs written for the "opens in the app" property tests: between them, every
/// part of a pattern (literal and param segments of each type, a rest segment,
/// required, optional and literal query items) and every form of host and scheme,
/// with patterns that overlap in length, path and query keys.
enum LinkSpecs {
    static let all: [SpecCorpus.Entry] = [links, overlappingLengths]

    /// Rest segments, literal query items, superset key sets, wildcard hosts and a
    /// custom scheme with a host of its own.
    static let links = SpecCorpus.Entry(
        name: "links",
        text: """
            navgen: 1
            app: Links
            root: main
            deeplinks:
              schemes: [links, 'links://www.links.example']
              hosts: [links.example, '*.links.example']
            coordinators:
              main:
                root: home
                routes:
                  home: { deeplink: / }
                  files: { params: { path: String }, deeplink: "/files/{path...}" }
                  readme: { deeplink: /files/README }
                  raw: { params: { name: String }, deeplink: "/files/{name}/raw" }
                  project: { params: { slug: String }, deeplink: "/projects/{slug}" }
                  comments:
                    params: { slug: String, comment: Int }
                    deeplink: "/projects/{slug}?comment={comment}"
                  pledge: { params: { slug: String, ref: String }, deeplink: "/projects/{slug}/pledge?ref={ref}" }
                  fromHome: { params: { slug: String }, deeplink: "/projects/{slug}/pledge?ref=home" }
                  discover:
                    params: { category: String, page: Int? }
                    deeplink: "/discover?category={category}&page={page}"
                  newArt: { deeplink: "/discover?category=art&sort=new" }
                  user: { params: { id: Int }, deeplink: "/users/{id}" }
                  userPages: { params: { id: Int, rest: String }, deeplink: "/users/{id}/{rest...}" }
                  posts: { params: { id: Int, path: String }, deeplink: "/blog/{id}/posts/{path...}" }
                  everything: { params: { all: String }, deeplink: "/docs/{all...}?lang=en" }
                  item: { params: { id: UUID, flag: Bool? }, deeplink: "/items/{id}?flag={flag}" }
                  score: { params: { value: Double }, deeplink: "/score/{value}" }
                  odd: { deeplink: "/caf%C3%A9/a*b" }

            """)

    /// Format-1 patterns of several lengths that share prefixes.
    static let overlappingLengths = SpecCorpus.Entry(
        name: "overlapping lengths",
        text: demoSpec(
            """
            home: { deeplink: "/" }
            item: { params: { id: Int }, deeplink: "/items/{id}" }
            edit: { params: { id: Int }, deeplink: "/items/{id}/edit" }
            pair: { params: { a: String, b: Bool? }, deeplink: ["/p/{a}/{b}", "/p/{a}"] }
            deep: { params: { a: String, b: UUID }, deeplink: "/d/{a}/x/{b}" }
            search: { params: { q: String, page: Int? }, deeplink: "/items?q={q}&page={page}" }
            odd: { deeplink: "/a%20b/c:d/e*f" }
            """))
}
