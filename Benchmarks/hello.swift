// The start-up floor: a Foundation "hello world" built like navgen (release, static stdlib).
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")
