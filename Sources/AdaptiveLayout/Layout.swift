import Foundation
import Trellis

/// A line-based layout with choices (SPEC §5): views, spaces and boxes are
/// placed left to right on lines; lines break only at `newline`s; a choice
/// picks the first of two layouts that fits the available width.
///
/// The layout is a list: every case but `.empty` carries the layout that
/// follows it on the same line (`rest`), and `+` appends. A choice carries
/// its own `rest` too, so `a.or(b) + c` stays one choice followed by `c`
/// instead of becoming `(a + c).or(b + c)` — the distribution that makes the
/// original library take 2^(k+1) measurements for k chained choices.
public indirect enum Layout {
    /// A view, measured with `sizeThatFits` at the width left on its line,
    /// placed at the given vertical alignment within the line.
    case view(UIView, VerticalAlignment, Layout)
    /// Empty space of the given width.
    case space(Width, Layout)
    /// Ends the current line; the next one starts `space` points below it.
    case newline(space: CGFloat, Layout)
    /// A nested layout laid out in its own lines, occupying one item on the
    /// current line, optionally inside a wrapper view.
    case box(contents: Layout, Box, Layout)
    /// `first` if it fits, otherwise `second`; see `Choice`.
    case choice(first: Layout, second: Layout, Choice, Layout)
    /// Nothing.
    case empty
}

/// How wide a space or a box is.
public enum Width: Equatable, Sendable {
    /// Exactly this many points.
    case absolute(CGFloat)
    /// At least `min` points, sharing a line's leftover width equally with
    /// the line's other flexible items.
    case flexible(min: CGFloat)
    /// For a box: flexible, with the contents' own width as its minimum
    /// (the widest line of the contents). For a space: `.flexible(min: 0)`.
    case basedOnContents
}

/// Where an item sits vertically within its line, whose height is that of
/// its tallest item (or, with first baselines, the tallest ascent plus the
/// deepest descent).
public enum VerticalAlignment: Equatable, Sendable {
    case top, center, bottom
    /// The item's first baseline on the line's common first baseline. A
    /// label's is its text's first baseline; a box's is that of the first
    /// item of its first line; any other view's is its bottom, as in UIKit.
    case firstBaseline
}

/// A box's wrapper, width, insets and alignment. A class so that a box
/// used in several alternatives is recognised as the same box: its contents
/// are laid out once per width and reused.
public final class Box {
    /// A view behind the contents (e.g. a rounded, coloured background); the
    /// contents' views become its subviews.
    public let wrapper: UIView?
    public let width: Width
    /// Space between the box's edges and its contents.
    public let insets: UIEdgeInsets
    public let alignment: VerticalAlignment

    public init(wrapper: UIView? = nil, width: Width = .basedOnContents, insets: UIEdgeInsets = .zero,
                alignment: VerticalAlignment = .top) {
        self.wrapper = wrapper
        self.width = width
        self.insets = insets
        self.alignment = alignment
    }
}

/// What a choice tests. A class so that a choice used in several places
/// (a nested choice shared by both alternatives of its parent) is decided
/// once per starting position and width.
public final class Choice {
    /// When set, the first alternative must also be at most this tall (its
    /// own lines, from the top of the line it starts on) — e.g. the screen's
    /// height, to prefer the arrangement that needs no scrolling.
    public let maxHeight: CGFloat?

    public init(maxHeight: CGFloat? = nil) {
        self.maxHeight = maxHeight
    }
}

extension Layout {
    /// `lhs` followed by `rhs` on the same line. Takes time proportional
    /// to the length of `lhs`'s list (not of the nested layouts in it),
    /// without recursion, so long layouts do not exhaust the stack.
    public static func + (lhs: Layout, rhs: Layout) -> Layout {
        var heads: [Layout] = []
        var node = lhs
        while true {
            switch node {
            case .empty: break
            case let .view(_, _, rest), let .space(_, rest), let .newline(_, rest), let .box(_, _, rest), let .choice(_, _, _, rest):
                heads.append(node)
                node = rest
                continue
            }
            break
        }
        var result = rhs
        for head in heads.reversed() {
            switch head {
            case let .view(view, alignment, _): result = .view(view, alignment, result)
            case let .space(width, _): result = .space(width, result)
            case let .newline(space, _): result = .newline(space: space, result)
            case let .box(contents, box, _): result = .box(contents: contents, box, result)
            case let .choice(first, second, choice, _): result = .choice(first: first, second: second, choice, result)
            case .empty: break
            }
        }
        return result
    }

    /// A space of `width`.
    public static func space(_ width: Width) -> Layout { .space(width, .empty) }

    /// A space of `width` points.
    public static func space(_ width: CGFloat) -> Layout { .space(.absolute(width), .empty) }

    /// A line break; the next line starts `space` points below.
    public static func newline(space: CGFloat = 0) -> Layout { .newline(space: space, .empty) }

    /// This layout if it fits the available width, otherwise `other` (the
    /// fallback, used whether or not it fits). An exact fit fits. With
    /// `maxHeight`, this layout must also be at most that tall.
    public func or(_ other: Layout, maxHeight: CGFloat? = nil) -> Layout {
        .choice(first: self, second: other, Choice(maxHeight: maxHeight), .empty)
    }

    /// This layout as one block on its line: its own lines stay together
    /// instead of joining the lines around it.
    public func box(wrapper: UIView? = nil, width: Width = .basedOnContents, insets: UIEdgeInsets = .zero,
                    alignment: VerticalAlignment = .top) -> Layout {
        .box(contents: self, Box(wrapper: wrapper, width: width, insets: insets, alignment: alignment), .empty)
    }

    /// Flexible space on both sides of this layout.
    public var centered: Layout {
        .space(.flexible(min: 0)) + self + .space(.flexible(min: 0))
    }
}

extension UIView {
    /// The view as a layout, at the top of its line.
    public var layout: Layout { .view(self, .top, .empty) }

    /// The view as a layout, aligned vertically as given.
    public func layout(alignment: VerticalAlignment) -> Layout { .view(self, alignment, .empty) }
}

extension BidirectionalCollection where Element == Layout {
    /// The layouts side by side on one line, `space` apart.
    public func horizontal(space: Width = .absolute(0)) -> Layout {
        guard let last else { return .empty }
        return dropLast().reversed().reduce(last) { rest, item in item + .space(space) + rest }
    }

    /// The layouts side by side on one line, `space` points apart.
    public func horizontal(space: CGFloat) -> Layout { horizontal(space: .absolute(space)) }

    /// The layouts one per line, `space` points between lines.
    public func vertical(space: CGFloat = 0) -> Layout {
        guard let last else { return .empty }
        return dropLast().reversed().reduce(last) { rest, item in item + .newline(space: space) + rest }
    }

    /// The layouts side by side, centred on their line.
    public var centered: Layout { horizontal().centered }
}
