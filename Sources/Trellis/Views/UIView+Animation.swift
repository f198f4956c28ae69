import Foundation
import Synchronization

/// UIKit's block animations, with no screen to animate on.
///
/// In UIKit the animations block runs at once, when `animate` is called
/// (even with a delay): it sets the views' real ("model") values, and Core
/// Animation then moves what is on screen from the old values to the new
/// ones over the duration. Here nothing is on screen between frames, so
/// the model values are all there is: the block runs at once, as in UIKit,
/// and the animation is over when `animate` returns.
///
/// The completion handler therefore runs synchronously, before `animate`
/// returns, with `finished` true (nothing here interrupts an animation).
/// That is the one visible difference from UIKit, which calls it when the
/// animation ends, and, even for a duration of 0, on the next turn of the
/// run loop rather than inside the call: there is no run loop here to
/// wait for. Code that sets state after calling `animate` and reads it in
/// the completion sees the state from before that line.
///
/// A repeating animation (`.repeat`) never ends in UIKit, so its completion
/// is not called (UIKit calls it with false only when the animation is
/// removed); here too, unless the animation is not animated at all (a
/// duration of 0 or less, or animations disabled), when it completes at once.
///
/// `layoutIfNeeded()` in an animations block lays out as it does anywhere:
/// the frames are final when it returns, which is what UIKit animates to.
extension UIView {
    // MARK: - Options

    /// How a block animation runs, as in UIKit (same raw values). Timing
    /// curves, repetition and transitions shape the motion on screen, which
    /// does not exist here; only `.repeat` changes what code sees (its
    /// completion is not called), and `.overrideInheritedDuration` what
    /// `inheritedAnimationDuration` says in a nested animation.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// How a keyframe animation runs, as in UIKit (same raw values).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    // MARK: - Animating

    /// Runs `animations` at once; there is nothing left to animate when it returns.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration: duration, repeats: false, overridesDuration: false, animations: animations, completion: nil)
    }

    /// Runs `animations`, then `completion(true)`, before returning (UIKit
    /// calls the completion later: see the notes on this extension).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: false, overridesDuration: false, animations: animations, completion: completion)
    }

    /// Runs `animations` at once, whatever the delay (UIKit, too, sets the
    /// new values when called and delays only their display), then
    /// `completion(true)`; with `.repeat`, the completion is never called.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: options.contains(.repeat), overridesDuration: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// The spring animation: a spring shapes the path to the new values, not
    /// the values, so this runs like `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: options.contains(.repeat), overridesDuration: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// Runs `animations`, in which `addKeyframe` calls run their blocks at
    /// once in the order made; the values the last one sets are the final
    /// ones, as UIKit's model values are. Then `completion(true)`, unless `.repeat`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: options.contains(.repeat), overridesDuration: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// A keyframe of the enclosing `animateKeyframes`: its block runs at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` (the changes to `view` that UIKit would show with
    /// a flip, curl or cross-dissolve), then `completion(true)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: options.contains(.repeat), overridesDuration: options.contains(.overrideInheritedDuration),
            animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView`, as UIKit does at the end of the
    /// transition: `toView` goes into `fromView`'s superview, in its place
    /// among the subviews, and `fromView` leaves it. With
    /// `.showHideTransitionViews`, both views stay (both must already be in
    /// the hierarchy) and `fromView` is hidden, `toView` shown. Then
    /// `completion(true)`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, repeats: options.contains(.repeat), overridesDuration: options.contains(.overrideInheritedDuration),
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if fromView !== toView, let parent = fromView.superview {
                    parent.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: `animate`
    /// calls inside it animate nothing (`inheritedAnimationDuration` is 0).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIView.$animationsSuppressed.withValue(true) { actionsWithoutAnimation() }
    }

    /// Whether animations are enabled: `setAnimationsEnabled(_:)` says so
    /// (true by default), and `performWithoutAnimation` turns them off
    /// while its block runs.
    public class var areAnimationsEnabled: Bool {
        animationsEnabled.load(ordering: .relaxed) && !animationsSuppressed
    }

    /// Turns animations on or off for every view; blocks still run and
    /// completions are still called, as in UIKit.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled.store(enabled, ordering: .relaxed)
    }

    /// The duration of the animation whose block is running, 0 outside one
    /// or when it does not animate. A nested `animate` inherits the
    /// enclosing animation's duration unless it passes `.overrideInheritedDuration`,
    /// as in UIKit.
    public class var inheritedAnimationDuration: TimeInterval {
        currentAnimationDuration ?? 0
    }

    // MARK: - Running

    private static let animationsEnabled = Atomic<Bool>(true)
    @TaskLocal private static var animationsSuppressed = false
    /// The duration of the animation whose block is running; nil outside
    /// one, or in a block that does not animate.
    @TaskLocal private static var currentAnimationDuration: TimeInterval?

    /// Runs the block as an animation of `duration` (0 when it does not
    /// animate) and completes it, synchronously.
    private static func run(duration: TimeInterval, repeats: Bool, overridesDuration: Bool,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        var effective = duration.isFinite && duration > 0 ? duration : 0
        if !overridesDuration, let inherited = currentAnimationDuration { effective = inherited }
        if !areAnimationsEnabled { effective = 0 }
        // Only an animating block is an animation that nested calls inherit from.
        $currentAnimationDuration.withValue(effective > 0 ? effective : nil) { animations() }
        if repeats && effective > 0 { return }
        completion?(true)
    }
}
