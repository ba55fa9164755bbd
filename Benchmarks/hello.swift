// The start-up floor: a Foundation "hello world" built like navgen (release).
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")
