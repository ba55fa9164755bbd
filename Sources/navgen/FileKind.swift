/// What an open descriptor is, from its `st_mode`: readers of included files take
/// only regular files, and a message names what was found instead.
enum FileKind: Equatable, CustomStringConvertible {
    case regular
    case folder
    case fifo
    case device
    case socket
    case other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// `a FIFO`, for `it is a FIFO`.
    var description: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .fifo: "a FIFO"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }
}
