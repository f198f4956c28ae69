import Foundation

/// How one axis of a view follows its superview's length L under an
/// autoresizing mask: `start = startConstant + startFactor × L` and
/// `length = lengthConstant + lengthFactor × L`, both in the superview's space.
///
/// Springs and struts are linear in L. UIKit shares a change among the
/// flexible parts in proportion to their current sizes, and this rule gives
/// the same frame at the current L. One rule serves the solver (as
/// constraints) and hierarchies without constraints (as arithmetic).
struct AutoresizingRule: Equatable {
    var startConstant: CGFloat
    var startFactor: CGFloat
    var lengthConstant: CGFloat
    var lengthFactor: CGFloat

    /// The rule that keeps `start` and `length` at the superview length `superLength`.
    init(start x: CGFloat, length w: CGFloat, superLength: CGFloat,
         flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) {
        let end = superLength - x - w
        func share(_ part: CGFloat, of total: CGFloat) -> CGFloat { total == 0 ? 0.5 : part / total }
        switch (flexibleStart, flexibleLength, flexibleEnd) {
        case (false, false, _):
            self.init(startConstant: x, startFactor: 0, lengthConstant: w, lengthFactor: 0)
        case (false, true, false):
            self.init(startConstant: x, startFactor: 0, lengthConstant: -x - end, lengthFactor: 1)
        case (true, false, false):
            self.init(startConstant: -end - w, startFactor: 1, lengthConstant: w, lengthFactor: 0)
        case (true, false, true):
            let a = share(x, of: x + end)
            self.init(startConstant: -a * w, startFactor: a, lengthConstant: w, lengthFactor: 0)
        case (true, true, false):
            let a = share(x, of: x + w)
            self.init(startConstant: -a * end, startFactor: a, lengthConstant: -(1 - a) * end, lengthFactor: 1 - a)
        case (false, true, true):
            let b = share(w, of: w + end)
            self.init(startConstant: x, startFactor: 0, lengthConstant: -b * x, lengthFactor: b)
        case (true, true, true):
            if superLength == 0 {
                self.init(startConstant: x, startFactor: 0, lengthConstant: w, lengthFactor: 0)
            } else {
                self.init(startConstant: 0, startFactor: x / superLength, lengthConstant: 0, lengthFactor: w / superLength)
            }
        }
    }

    init(startConstant: CGFloat, startFactor: CGFloat, lengthConstant: CGFloat, lengthFactor: CGFloat) {
        self.startConstant = startConstant
        self.startFactor = startFactor
        self.lengthConstant = lengthConstant
        self.lengthFactor = lengthFactor
    }

    func start(for superLength: CGFloat) -> CGFloat { startConstant + startFactor * superLength }
    func length(for superLength: CGFloat) -> CGFloat { lengthConstant + lengthFactor * superLength }
}

extension UIView.AutoresizingMask {
    /// The horizontal and vertical rules for a frame inside a superview of `size`.
    func rules(for frame: CGRect, in size: CGSize) -> (horizontal: AutoresizingRule, vertical: AutoresizingRule) {
        (AutoresizingRule(start: frame.minX, length: frame.width, superLength: size.width,
                          flexibleStart: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
                          flexibleEnd: contains(.flexibleRightMargin)),
         AutoresizingRule(start: frame.minY, length: frame.height, superLength: size.height,
                          flexibleStart: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
                          flexibleEnd: contains(.flexibleBottomMargin)))
    }

    /// Where a subview's frame goes when its superview goes from `old` to `new` size.
    func frame(for frame: CGRect, in old: CGSize, resizedTo new: CGSize) -> CGRect {
        let (horizontal, vertical) = rules(for: frame, in: old)
        return CGRect(x: horizontal.start(for: new.width), y: vertical.start(for: new.height),
                      width: horizontal.length(for: new.width), height: vertical.length(for: new.height))
    }
}
