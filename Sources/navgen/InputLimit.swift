import NavGenKit

/// How much navgen reads of one input, so that `/dev/zero`, a FIFO or a stdin that
/// never ends cannot grow memory without bound. `docs/spec.md` ("Input limits")
/// lists them; an input over its limit is refused with exit 2 ("could not run"),
/// except an over-long line of `--urls` or `--interactive`, which is reported and
/// skipped.
struct InputLimit: Sendable {
    /// The most bytes read.
    var bytes: Int
    /// What the input is, for the message: `a spec`.
    var what: String

    /// A spec file: the library's limit of one file of a spec (64 MiB), nearly four
    /// times the 100,000-route benchmark spec (17 MB), whose validation already peaks
    /// at about 125 MB.
    static let spec = InputLimit(bytes: SpecSourceError.sizeLimit, what: "a spec")
    /// A flow file: 16 MiB, thousands of times a long hand-written one.
    static let flowFile = InputLimit(bytes: 16 << 20, what: "a flow file")
    /// One line of `--urls` or `--interactive` input: 64 KiB, far beyond any URL a
    /// browser or an app passes on.
    static let line = InputLimit(bytes: 64 << 10, what: "a line")

    /// `64 MiB`, `64 KiB`, or the bytes.
    var size: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// Why an input over the limit is refused: `it is larger than 64 MiB, the most
    /// navgen reads as a spec`.
    var exceeded: String { "it is larger than \(size), the most navgen reads as \(what)" }
}
