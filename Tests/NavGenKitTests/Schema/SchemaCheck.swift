import Foundation
import NavGenKit

/// Validates YAML specs against navgen's schema with Python's `jsonschema`, the
/// reference implementation of draft 2020-12, in one `python3` run for many specs.
enum SchemaCheck {
    /// YAML to JSON the way navgen reads it (scalars are text). PyYAML's
    /// default loader applies YAML 1.1 typing, which would turn `push-cycle: off` into
    /// `false` and reject a valid spec. This loader keeps every scalar a string except
    /// two: a plain integer (so `navgen: 1` is the number 1, as editors see it, while
    /// `navgen: "1"` stays a string, which navgen rejects too) and the empty value (so
    /// `profile:` is null). Merge keys (`<<`) keep working.
    static let script = #"""
        import json, re, sys
        import yaml
        from jsonschema import Draft202012Validator

        class TextLoader(yaml.SafeLoader):
            yaml_implicit_resolvers = {}

        TextLoader.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
        TextLoader.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^$"), [""])
        TextLoader.add_implicit_resolver("tag:yaml.org,2002:merge", re.compile(r"^<<$"), ["<"])

        with open(sys.argv[1]) as f:
            schema = json.load(f)
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        results = []
        for path in sys.argv[2:]:
            with open(path) as f:
                document = yaml.load(f, Loader=TextLoader)
            errors = sorted(
                "/".join(str(p) for p in error.absolute_path) + ": " + error.message
                for error in validator.iter_errors(document))
            results.append(errors)
        print(json.dumps(results))
        """#

    /// The schema errors of each spec, in order: an empty list means it is accepted.
    static func errors(of specs: [String]) throws -> [[String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("navgen.schema.json")
        try Data(SpecSchema.text.utf8).write(to: schema)
        let paths = try specs.enumerated().map { index, text in
            let url = folder.appendingPathComponent("spec\(index).yaml")
            try Data(text.utf8).write(to: url)
            return url.path
        }
        guard let python = ExternalTool.find("python3") else {
            throw Failure(description: "python3 is not installed")
        }
        let result = try ExternalTool.run(python, ["-c", script, schema.path] + paths)
        guard result.status == 0, let data = result.stdout.data(using: .utf8),
            let errors = try JSONSerialization.jsonObject(with: data) as? [[String]]
        else {
            throw Failure(description: "python3 failed (\(result.status)): \(result.stderr)")
        }
        return errors
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
