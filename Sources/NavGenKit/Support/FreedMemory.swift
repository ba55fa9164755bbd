#if canImport(Glibc)
    import CMalloc
#endif

/// Gives memory that navgen has freed back to the system.
enum FreedMemory {
    /// glibc keeps what a thread frees in that thread's arena, for its next
    /// allocations. The loader's threads allocate nothing more once the spec is read,
    /// so what they freed would stay resident to the end of the run; on a 100k-route
    /// spec that is about 8 MB of the peak. Elsewhere this does nothing.
    static func returnToSystem() {
        #if canImport(Glibc)
            _ = malloc_trim(0)
        #endif
    }
}
