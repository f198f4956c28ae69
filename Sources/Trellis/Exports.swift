// The Core Graphics and Core Animation names Trellis has live in their own
// modules, so that code importing them alone compiles; `import Trellis`
// still brings them, as `import UIKit` does on iOS.
@_exported import CoreGraphics
@_exported import QuartzCore
