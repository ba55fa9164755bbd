// libFuzzer entry point: any bytes through the strict JSON reader and the two readers
// built on it, a baseline and a deployed apple-app-site-association file; a file the
// latter reads is then checked against a small spec's patterns, as `aasa --check` does.
// Built by `make fuzz` into the one fuzz binary, with NavGenKit's sources; FuzzTarget.swift calls it.

/// Patterns of every kind `aasa --check` judges: literal, param and rest segments,
/// required and literal query items.
private let fuzzSpec = """
    navgen: 1
    app: Fuzz
    root: main
    deeplinks: { hosts: [links.example.com] }
    coordinators:
      main:
        root: home
        routes:
          home:
            deeplink: /
            transitions: [{ push: recipe }, { push: files }, { push: search }]
          recipe:
            params: { id: Int }
            deeplink: ['/recipes/{id}', '/r/{id}?ref=home']
          files:
            params: { path: String }
            deeplink: /files/{path...}
          search:
            params: { q: String }
            deeplink: /search?q={q}
    """

private let fuzzPatterns: [RoutePattern] = {
    let report = Validator.validate(Array(fuzzSpec.utf8), file: "fuzz.yaml")
    guard report.isUsable, let spec = report.spec else { fatalError("the fuzz spec must be valid") }
    return DeepLinkCatalog(spec: spec).patterns
}()

public func readJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkJSONReaders(bytes, patterns: fuzzPatterns)
    return 0
}

/// What must hold for any bytes: a refusal has a place; what is read renders and
/// reads back as the same value (a baseline as the same baseline).
func checkJSONReaders(_ bytes: [UInt8], patterns: [RoutePattern]) {
    do throws(JSONReadError) {
        let node = try JSONReader.read(bytes)
        let again = try? JSONReader.read(Array(node.value.rendered().utf8))
        precondition(again?.value == node.value, "rendered JSON reads back as another value, or not at all")
    } catch {
        precondition(error.position.line >= 1 && error.position.column >= 1, "a refusal without a place")
    }
    do throws(JSONReadError) {
        let baseline = try Baseline(json: bytes)
        let again = try? Baseline(json: Array(baseline.json.utf8))
        precondition(again == baseline, "a written baseline reads back otherwise, or not at all")
    } catch {
        precondition(error.position.line >= 1 && error.position.column >= 1, "a refusal without a place")
    }
    do throws(JSONReadError) {
        let file = try AASADeployedFile(json: bytes)
        _ = AASACheck.disagreements(file, patterns: patterns, host: "links.example.com")
    } catch {
        precondition(error.position.line >= 1 && error.position.column >= 1, "a refusal without a place")
    }
}
