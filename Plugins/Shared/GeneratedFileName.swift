/// The name of the navigation file NavGenPlugin generates: one fixed name, never
/// `<App>Navigation.swift`.
///
/// The module's own files share the target with it, and SwiftPM names a target's
/// object files after its sources' names: `swift package init --type library --name
/// MyAppNavigation` leaves `MyAppNavigation.swift`, which a spec with `app: MyApp`
/// would collide with ("multiple producers"). Nobody names a file of their own with
/// `navgen.` and a second dot, and a fixed name need not be guessed from the spec
/// before navgen has read it, so renaming `app:` changes no file name.
enum GeneratedFileName {
    static let navigation = "navgen.generated.swift"
}
