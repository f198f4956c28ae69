import Foundation

extension AppPorter {
    /// The launcher: the app's delegate and scene delegate made directly
    /// (no lookup by name), its first screen and every storyboard scene drawn.
    static func launcherSource(appDelegate: String?, sceneDelegate: String?, storyboards: [String], observedOutlets: [String] = []) -> String {
        let launch: String
        if let appDelegate {
            let scene = sceneDelegate.map { "sceneDelegate: { \($0)() }, " } ?? ""
            launch = """
                    do {
                        let app = try HeadlessApp.launch(\(appDelegate)(), \(scene)bundle: bundle, device: device)
                        if let window = app.window {
                            failures += write(window, scale: device.scale, to: output.appendingPathComponent("launch.png")) ? 0 : 1
                        } else {
                            print("launch: the app shows no window", app.messages)
                            failures += 1
                        }
                        app.terminate()
                    } catch {
                        print("launch: \\(error)")
                        failures += 1
                    }
            """
        } else {
            launch = ""
        }
        let names = storyboards.map { swiftLiteral($0) }.joined(separator: ", ")
        // Outlets whose didSet must run when the storyboard connects them, as on iOS.
        let registrations = observedOutlets.map { "        Storyboard.registerOutlets(\\\($0))\n" }.joined()
        return """
            // Written by `trellis port`: the entry point of the ported app on Linux. It
            // launches the app headlessly (TrellisLaunch) on a device, draws its first
            // screen to launch.png, then every storyboard scene with a storyboard ID,
            // and the initial one, to <storyboard>-<scene>.png.
            //
            //     swift run APP [--device "iPhone SE (3rd generation)"] [--output folder]
            import Foundation
            import TrellisRender
            import UIKit

            @main
            enum TrellisPortMain {
                static let storyboards: [String] = [\(names)]

                static func main() {
            \(registrations)        let arguments = CommandLine.arguments
                    func option(_ name: String) -> String? {
                        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
                        return arguments[index + 1]
                    }
                    let deviceName = option("--device") ?? "iPhone 15"
                    guard let device = Device.all.first(where: { $0.name == deviceName }) else {
                        print("unknown device '\\(deviceName)'; one of: \\(Device.all.map(\\.name).joined(separator: ", "))")
                        exit(2)
                    }
                    let output = URL(fileURLWithPath: option("--output") ?? "screens")
                    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                    let bundle = Bundle.module.url(forResource: "App", withExtension: nil).flatMap { Bundle(url: $0) }
                    var failures = 0
            \(launch)
                    for name in storyboards {
                        let storyboard = UIStoryboard(name: name, bundle: bundle)
                        guard let document = try? storyboard.document() else {
                            print("\\(name).storyboard: cannot be loaded")
                            failures += 1
                            continue
                        }
                        for (index, node) in document.viewControllers.enumerated() {
                            let scene = node["storyboardIdentifier"] ?? (node["id"] == document.initialViewControllerID ? "initial" : nil)
                            guard let scene else {
                                print("\\(name).storyboard: scene \\(index + 1) has no storyboard ID and is not the initial one; not drawn")
                                continue
                            }
                            do {
                                let controller = scene == "initial" && node["storyboardIdentifier"] == nil
                                    ? try storyboard.initialViewController() : try storyboard.viewController(withIdentifier: scene)
                                let window = UIWindow(frame: CGRect(origin: .zero, size: device.portraitSize))
                                window.rootViewController = controller
                                window.makeKeyAndVisible()
                                window.layoutIfNeeded()
                                failures += write(window, scale: device.scale, to: output.appendingPathComponent("\\(name)-\\(scene).png")) ? 0 : 1
                                window.isHidden = true
                            } catch {
                                print("\\(name).storyboard, scene \\(scene): \\(error)")
                                failures += 1
                            }
                        }
                    }
                    exit(failures == 0 ? 0 : 1)
                }

                static func write(_ view: UIView, scale: CGFloat, to url: URL) -> Bool {
                    do {
                        var renderer = Renderer(scale: scale, traitCollection: view.traitCollection)
                        renderer.pngWriter = .cairo
                        try renderer.render(view, as: .png).write(to: url)
                        print("wrote \\(url.path)")
                        return true
                    } catch {
                        print("\\(url.lastPathComponent): \\(error)")
                        return false
                    }
                }
            }

            """
    }
}
