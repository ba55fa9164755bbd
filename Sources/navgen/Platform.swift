// The C library, for every file of the CLI: its POSIX calls (open, read, isatty,
// posix_spawn) come from here, so no file repeats the platform's import.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("navgen needs a POSIX C library (Glibc, Musl or Darwin)")
#endif
