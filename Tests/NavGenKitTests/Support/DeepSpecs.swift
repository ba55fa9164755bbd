import Foundation

/// Specs whose size sets a depth that the YAML nesting limit does not bound: path
/// segments, chains of presentations, of flows and of tab bars. Tests feed them at
/// sizes that overflowed a thread's stack when a walk recursed once per level.
enum DeepSpecs {
    private static let header = "navgen: 1\napp: Deep\nroot: main\ndeeplinks:\n  schemes: [deep]\n"

    /// `main.item`, pushed from the root `home`, with a deep link of `segments`
    /// literal `x` segments, then `{id}`.
    static func longPattern(segments: Int) -> String {
        header + "coordinators:\n  main:\n    root: home\n    routes:\n"
            + "      home:\n        transitions: [{ push: item }]\n"
            + "      item:\n        params: { id: Int }\n"
            + "        deeplink: /" + String(repeating: "x/", count: segments) + "{id}\n"
    }

    /// The URL that `longPattern(segments:)` opens, with the last segment `last`.
    static func longURL(segments: Int, last: String = "7") -> String {
        "deep://" + String(repeating: "x/", count: segments) + last
    }

    /// Routes `r0` to `r(count - 1)` of `main`, each presenting the next as a sheet;
    /// the last has the deep link `/last`. `rules` is put in as it is.
    static func sheetChain(_ count: Int, rules: String = "") -> String {
        var text = header + rules + "coordinators:\n  main:\n    root: r0\n    routes:\n"
        for index in 0..<count {
            text += "      r\(index):\n"
            if index == count - 1 { text += "        deeplink: /last\n" }
            var transitions = index + 1 < count ? ["{ sheet: r\(index + 1) }"] : []
            if index > 0 { transitions.append("dismiss") }
            text += "        transitions: [\(transitions.joined(separator: ", "))]\n"
        }
        return text
    }

    /// Stack coordinators `main`, `c1` ... each starting the next as a flow shown
    /// `style`; the last one's route has the deep link `/last`.
    static func flowChain(_ count: Int, style: String) -> String {
        var text = header + "coordinators:\n"
        for index in 0..<count {
            text += index == 0 ? "  main:\n" : "  c\(index):\n    outcomes: [done]\n"
            text += "    root: r\n"
            if index + 1 < count { text += "    children: [c\(index + 1)]\n" }
            text += "    routes:\n      r:\n"
            if index == count - 1 { text += "        deeplink: /last\n" }
            var transitions: [String] = []
            let back = style == "push" ? "pop" : "dismiss"
            if index + 1 < count {
                transitions.append("{ start: c\(index + 1), as: \(style), then: { done: \(back) } }")
            }
            if index > 0 { transitions.append("{ finish: done }") }
            text += "        transitions: [\(transitions.joined(separator: ", "))]\n"
        }
        return text
    }

    /// Tabs coordinators `main`, `t1` ... each the only tab of the one before, the
    /// last tab a stack: `tab-target` errors, unless `rules` turns the rule off.
    static func tabBarChain(_ count: Int, rules: String = "") -> String {
        var text = header + rules + "coordinators:\n"
        for index in 0..<count {
            text += "  \(index == 0 ? "main" : "t\(index)"):\n    kind: tabs\n    children: [t\(index + 1)]\n"
        }
        return text + "  t\(count):\n    root: r\n    routes:\n      r:\n        deeplink: /last\n"
    }
}

/// Runs `body` on a thread with a stack of `bytes` (256 KiB, half a Dispatch worker's
/// on Linux), so that a walk that recurses once per level of the input overflows at a
/// depth a test can afford.
func onSmallStack<Result: Sendable>(bytes: Int = 256 << 10, _ body: @escaping @Sendable () -> Result)
    -> Result
{
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return box.result!
}

/// Carries a result from the small-stack thread; read only after it signalled.
private final class ResultBox<Result>: @unchecked Sendable {
    var result: Result?
}
