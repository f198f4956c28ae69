import Foundation

/// A tap: discrete. UIKit's defaults: one tap, one finger.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
}

/// A press held in place: continuous. UIKit's defaults: 0.5 s, 10 points
/// of allowed movement, no taps before, one finger.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired: Int = 0
    open var numberOfTouchesRequired: Int = 1
    open override var isContinuous: Bool { true }
}

/// A drag: continuous. UIKit's defaults: one to any number of fingers.
/// `simulateRecognition` reports the translation set with
/// `setTranslation(_:in:)` (zero by default) and a zero velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = .max
    private var translation: CGPoint = .zero

    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open override var isContinuous: Bool { true }
}

/// A pan that starts at an edge of the screen (`edges`, none by default as in UIKit).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// A swipe: discrete. UIKit's defaults: to the right, one finger.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired: Int = 1
}

/// A pinch: continuous. `scale` starts at 1, as in UIKit; set it before
/// `simulateRecognition` to report a pinch of that scale.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
    open override var isContinuous: Bool { true }
}

/// A rotation: continuous, `rotation` in radians (0 by default).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
    open override var isContinuous: Bool { true }
}
