// On Apple's platforms CoreGraphics defines CGFloat, CGPoint, CGSize and
// CGRect; on Linux Foundation does, so `import CoreGraphics` brings
// Foundation for code that names them with that import alone. The rest of
// Core Graphics that Trellis has (CGAffineTransform, CGColor) lives here.
@_exported import Foundation
