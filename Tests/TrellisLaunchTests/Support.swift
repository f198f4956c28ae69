import Foundation
import Testing
import TrellisLaunch
import UIKit

/// The app folders in Fixtures, laid out as app bundles: Info.plist at the
/// top, storyboards beside it or in Base.lproj.
enum Fixtures {
    static func bundle(_ name: String) throws -> Bundle {
        let root = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try #require(Bundle(url: root), "no fixture app \(name) at \(root.path)")
    }
}
