/// The schema of `deeplinks.redirects` (docs/spec/deep-links.md, "Redirect links").
extension SpecSchema {
    static var redirects: JSONValue {
        SchemaNode.array(
            "Links that open the URL one of their params holds (tracking links, shorteners), matched "
                + "again against the spec; at most 5 redirects per link.",
            items: SchemaNode.object(
                "A redirect: a long-hand pattern and the param holding the URL to open.",
                properties: [
                    (
                        "pattern",
                        SchemaNode.ref(
                            "deepLinkPattern", "The pattern; each of its params is a required String.")
                    ),
                    (
                        "redirect",
                        SchemaNode.string(
                            "The pattern's param holding the URL to open: an absolute URL, or a path on the "
                                + "origin the link arrived through.")
                    ),
                ] + scopeProperties,
                required: ["pattern", "redirect"]))
    }
}
