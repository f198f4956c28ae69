import Foundation

/// UIKit's bar styles (legacy), with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyleBlack instead.")
    case blackOpaque = 2
    @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES instead.")
    case blackTranslucent = 3
}
