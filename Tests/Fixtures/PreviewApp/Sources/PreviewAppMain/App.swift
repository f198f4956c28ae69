/// The package's program: its `@main` entry point, which `trellis preview`
/// leaves out when it compiles this target's previews into its own program.
@main
struct PreviewAppMain {
    static func main() {
        print(welcomeGreeting)
    }
}
