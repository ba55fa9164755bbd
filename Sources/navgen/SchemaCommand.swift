import ArgumentParser
import NavGenKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editors.",
        discussion: """
            Save it next to the spec and point the spec's first line at it:

              navgen schema > navgen.schema.json
              # yaml-language-server: $schema=navgen.schema.json

            VS Code's YAML extension (and any yaml-language-server client) then completes \
            keys, explains them on hover and flags unknown keys and wrong kinds. The schema \
            checks shape only; `navgen validate` checks everything. A file with `navgen: 1` \
            is checked as the main file, any other as a file it includes; docs/spec.md, \
            "Editor setup", associates the schema with both in VS Code, Neovim and Helix.
            """
    )

    func run() {
        Console.write(SpecSchema.text)
    }
}
