import Foundation

/// A guide a view controller offers for what covers the top or bottom of
/// its view, from before iOS 11 had safe areas: `topLayoutGuide` and
/// `bottomLayoutGuide`. It can be used with anchors and as an item of
/// `NSLayoutConstraint(item:attribute:…)`.
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view: the top or bottom safe-area
    /// inset, as of the last layout pass.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` or `bottomLayoutGuide`: a layout guide
/// of the controller's view between one of its edges and its safe area.
/// Since iOS 11 UIKit derives both from the safe area, which takes in the
/// status bar, notch, home indicator, bars and `additionalSafeAreaInsets`.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(_ edge: Edge) {
        self.edge = edge
        super.init()
        // UIKit's identifiers, which constraint logs show.
        identifier = edge == .top ? "_UIViewControllerTop" : "_UIViewControllerBottom"
    }

    /// The view's top or bottom safe-area inset, which the guide's height
    /// equals once laid out; read from the insets, so it is right even
    /// before the first layout pass after the guide was made.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    /// Spans the view's width, from the view's top to the safe area's top
    /// (top guide) or from the safe area's bottom to the view's bottom.
    func constraints(in view: UIView) -> [NSLayoutConstraint] {
        let safeArea = view.safeAreaLayoutGuide
        let vertical = switch edge {
        case .top: [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
        case .bottom: [topAnchor.constraint(equalTo: safeArea.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        return vertical + [leadingAnchor.constraint(equalTo: view.leadingAnchor), widthAnchor.constraint(equalTo: view.widthAnchor)]
    }
}

private enum LayoutSupportKeys {
    nonisolated(unsafe) static var top: UInt8 = 0
    nonisolated(unsafe) static var bottom: UInt8 = 0
}

extension UIViewController {
    /// The guide from the top of the view to the top of its safe area (the
    /// status bar, the notch, a navigation bar). Reading it loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { layoutSupport(.top, key: &LayoutSupportKeys.top) }

    /// The guide from the bottom of the view's safe area (the home
    /// indicator, a tab bar or toolbar) to the bottom of the view. Reading
    /// it loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport(.bottom, key: &LayoutSupportKeys.bottom) }

    /// The controller's guide for `edge`, made and added to its view on
    /// first use (and again for a view that replaced the old one). Held as
    /// an associated object: this extension cannot add stored properties.
    private func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge, key: UnsafeRawPointer) -> UILayoutSupport {
        let view: UIView = view
        if let guide = objc_getAssociatedObject(self, key) as? ViewControllerLayoutSupport, guide.owningView === view {
            return guide
        }
        let guide = ViewControllerLayoutSupport(edge)
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate(guide.constraints(in: view))
        objc_setAssociatedObject(self, key, guide, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return guide
    }
}
