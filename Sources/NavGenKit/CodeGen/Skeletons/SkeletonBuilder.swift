/// Picks the skeleton builder for `--ui`.
enum SkeletonBuilder {
    struct Output {
        var name: String
        var file: SwiftFile
    }

    static func files(model: AppModel, options: GenerateOptions) -> [Output] {
        switch options.ui {
        case .none: []
        case .swiftui, .uikit: []
        }
    }
}
