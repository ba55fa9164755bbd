/// The plan of a file names it before generation; what kind of output it becomes is
/// the generator's word, so the plan (below the rules) does not know ``GeneratedFile``.
extension GeneratedFilePlan {
    var kind: GeneratedFile.Kind {
        switch content {
        case .navigation: .navigation
        case .skeleton, .rootCoordinator: .skeleton
        }
    }
}
