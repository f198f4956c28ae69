// `import UIKit` means on Linux what it means on iOS: UIKit's own classes
// (Trellis, Storyboard's UIStoryboard and UINib, and TrellisLaunch's
// UIApplicationMain and the storyboard of a scene configuration, and TrellisPreview's
// `#Preview`) and everything UIKit
// brings with it there, Foundation, Dispatch, Core Graphics and QuartzCore.
// On Linux, Foundation's networking (URLSession) and XML parser (XMLParser)
// are modules of their own; they are part of Foundation on iOS, so they come
// too. Nothing but imports belongs in this module (DESIGN.md).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif
@_exported import Dispatch
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import Trellis
@_exported import Storyboard
@_exported import TrellisLaunch
@_exported import TrellisPreview
