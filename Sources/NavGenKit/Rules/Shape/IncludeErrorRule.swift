/// `include-error`: an `include:` entry that names no file navgen can read, or may
/// not read (outside the include root, or no part of a spec), or one that would read
/// a file again through a cycle. The spec loader reports it, at the entry.
package enum IncludeErrorRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .includeError, severity: .error, configurable: false,
        summary: "an include names a file that cannot be read, or makes a cycle",
        rationale: """
            A feature module's file that is missing, moved or unreadable would take its \
            coordinators out of the spec: every reference to them would break, far from the \
            cause. An include cycle has no first file, so the order in which names are first \
            defined would mean nothing. A spec that could include any file could print the \
            files around it: a pull request's spec including `../../.env` would show its \
            secrets in the CI log.
            """,
        details: """
            Paths are relative to the file that lists them; absolute paths and globs (`*`, `?`) \
            are refused. A file must be inside the main file's folder (or the folder given with \
            `--include-root`), both as the path reads and once its symbolic links are followed, \
            and be a regular file: a folder, a FIFO or a device is never read. A file that is \
            not a part of a spec (no mapping holding `coordinators`, `conditions` or `include`) \
            is refused at its entry, quoting at most 24 characters of it. A cycle is reported at the entry that closes it, with the files of the \
            cycle. A file included twice without a cycle (two features including one common \
            file) is read once, without a finding. Includes may nest 32 files deep below the \
            main file, and a spec has at most 1,000 files.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            include: [↓features/missing.yaml]   # no such file
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            include: [↓navgen.yaml]             # the file itself: a cycle
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            include: [↓features/*.yaml]         # globs are not expanded
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            include: [↓../.env]                 # above the spec's folder
            coordinators:
              main:
                root: home
                routes:
                  home:
            # file: ../.env
            coordinators:
              leaked:
                root: home
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            include: [features/profile.yaml]
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions:
                      - start: profile
                children: [profile]
            # file: features/profile.yaml
            coordinators:
              profile:
                root: overview
                routes:
                  overview:
                    transitions:
                      - push: detail
                  detail:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            include: [features/a.yaml, features/b.yaml]   # both include common.yaml: read once
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions:
                      - start: a
                      - start: b
                children: [a, b]
            # file: features/a.yaml
            include: [common.yaml]
            coordinators:
              a:
                root: start
                children: [help]
                routes:
                  start:
                    requires: [signedIn]
                    transitions:
                      - start: help
            # file: features/b.yaml
            include: [common.yaml]
            coordinators:
              b:
                root: start
                routes:
                  start:
                    requires: [signedIn]
                    transitions:
                      - push: detail
                  detail:
            # file: features/common.yaml
            conditions:
              signedIn: { setByApp: true }
            coordinators:
              help:
                root: topics
                routes:
                  topics:
                    transitions:
                      - push: detail
                  detail:
            """,
        ])
}
