import CYaml

/// Reads YAML text through libyaml's event API into a ``YAMLDocument``.
///
/// navgen drives the events itself rather than using libyaml's document loader so
/// that it can bound alias expansion and nesting while it reads, remember where
/// every node starts, apply merge keys, and report duplicate keys with both places.
package struct YAMLLoader: Sendable {
    package var limits: YAMLLimits

    /// Inputs of at least this many bytes are parsed on a second thread
    /// (``YAMLEventPipe``); below it, starting the thread costs more than it saves.
    var pipeThreshold = 128 * 1024
    /// Events per batch handed between the threads, and batches in flight: large enough
    /// that the threads meet only a few hundred times for a 10,000-route spec (on a
    /// busy machine the two may share a core, and every meeting is a context switch),
    /// small enough that the ring (about 100 bytes an event) stays a few hundred KB.
    var pipeBatchSize = 1024
    var pipeBatches = 3

    package init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// The outcome of a load: the document when the text could be read as one, and
    /// every finding along the way. A fatal finding leaves `document` nil.
    package struct Result: Sendable {
        package var document: YAMLDocument?
        package var findings: [Finding]
    }

    /// `fileIndex`: the file's index in the spec's ``SpecFiles``, which every node's
    /// location carries (0, the main file, unless given).
    package func load(_ bytes: [UInt8], file: String = "", fileIndex: Int = 0) -> Result {
        var keep = KeepEverything()
        return load(.bytes(bytes), file: file, fileIndex: fileIndex, consumer: &keep)
    }

    /// Loads from `input`, offering finished subtrees to `consumer` on the way. Every
    /// node and finding is placed in the file at `fileIndex` of the spec's ``SpecFiles``.
    func load<Consumer: YAMLSubtreeConsumer>(
        _ input: YAMLInput, file: String, fileIndex: Int = 0, consumer: inout Consumer
    ) -> Result {
        var builder = YAMLTreeBuilder(limits: limits, file: file, fileIndex: fileIndex, consumer: consumer)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            builder.fail(
                .yamlSyntax, at: SourceLocation.start.inFile(fileIndex),
                "libyaml could not start (out of memory)")
            return builder.result()
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        let parseFailed = input.withParser(parser) { () -> Bool in
            if input.byteCount >= pipeThreshold {
                return YAMLEventPipe.run(parser, batchSize: pipeBatchSize, batches: pipeBatches) { event in
                    builder.handle(event)
                    return !builder.isFinished
                }
            }
            var event = yaml_event_t()
            while !builder.isFinished {
                guard yaml_parser_parse(parser, &event) != 0 else { return true }
                builder.handle(&event)
                yaml_event_delete(&event)
            }
            return false
        }
        if parseFailed {
            let problem = parser.pointee.problem.map { String(cString: $0) } ?? ""
            let help =
                parser.pointee.error == YAML_READER_ERROR
                ? nil
                : YAMLSyntaxHelp.help(
                    problem: problem,
                    line: input.line(around: Int(parser.pointee.problem_mark.index)),
                    column: Int(parser.pointee.problem_mark.column))
            builder.fail(
                .yamlSyntax, at: Self.errorLocation(parser.pointee, input: input).inFile(fileIndex),
                Self.errorMessage(parser.pointee), help: help)
        }
        consumer = builder.consumer
        return builder.result()
    }

    private static func errorMessage(_ parser: yaml_parser_t) -> String {
        var message = parser.problem.map { String(cString: $0) } ?? "the text is not valid YAML"
        if parser.error == YAML_READER_ERROR, parser.problem_value != -1 {
            message += " (byte 0x" + String(parser.problem_value, radix: 16, uppercase: true) + ")"
        }
        if let context = parser.context.map({ String(cString: $0) }) {
            let mark = parser.context_mark
            message += " \(context) started at \(mark.line + 1):\(mark.column + 1)"
        }
        return message
    }

    /// libyaml's problem mark, except for reader errors (bad UTF-8, control characters),
    /// where libyaml gives only a byte offset: the line and column are counted here.
    private static func errorLocation(_ parser: yaml_parser_t, input: YAMLInput) -> SourceLocation {
        guard parser.error == YAML_READER_ERROR else {
            let mark = parser.problem_mark
            return SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
        var line = 1
        var column = 1
        for byte in input.prefix(Int(parser.problem_offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
