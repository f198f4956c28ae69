import Foundation

/// The symbols bars draw themselves: the back chevron and the images of the
/// system bar button items. Each is an SVG drawn as a template, so it takes
/// the tint colour, shaped after the SF Symbol iOS 17 uses (named beside
/// each); sizes are those of the symbol at the bar's 17-point text size.
enum BarSymbols {
    /// "chevron.backward" at 17 pt semibold, drawn by Trellis (the symbol
    /// set's chevron is thinner than iOS's semibold back indicator) in a
    /// 13 × 21-point box: an estimate of the symbol's size at 17 points.
    static let backChevron: UIImage = svg(width: 13, height: 21,
        ##"<path d="M10.5 2.5 L2.5 10.5 L10.5 18.5" fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>"##)

    /// The back chevron pointing right, for right-to-left bars.
    static let forwardChevron: UIImage = svg(width: 13, height: 21,
        ##"<path d="M2.5 2.5 L10.5 10.5 L2.5 18.5" fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>"##)

    /// The image of a system item that shows one, by the SF Symbol iOS 17
    /// draws for it; nil for the items that show a title or nothing.
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        switch item {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: return nil
        case .add: return named("plus")
        case .compose: return named("square.and.pencil")
        case .reply: return named("arrowshape.turn.up.left")
        case .action: return named("square.and.arrow.up")
        case .organize: return named("folder")
        case .bookmarks: return named("book")
        case .search: return named("magnifyingglass")
        case .refresh: return named("arrow.clockwise")
        case .stop: return named("xmark")
        case .camera: return named("camera")
        case .trash: return named("trash")
        case .play: return named("play.fill")
        case .pause: return named("pause.fill")
        case .rewind: return named("backward.fill")
        case .fastForward: return named("forward.fill")
        case .undo: return named("arrow.uturn.backward")
        case .redo: return named("arrow.uturn.forward")
        case .close: return named("xmark.circle.fill")
        default: return nil
        }
    }

    /// The title of a system item that shows one (iOS's English titles).
    static func title(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        default: return nil
        }
    }

    /// The symbol `name` as `UIImage(systemName:)` draws it; when the
    /// symbol set is not installed, Trellis's own drawing of the few the
    /// system items use most, so a bar still shows them (nil otherwise:
    /// the item shows no image).
    static func named(_ name: String) -> UIImage? {
        if let symbol = UIImage(systemName: name) { return symbol }
        return drawn(name)
    }

    /// Trellis's own drawings of the commonest system items' symbols, as templates.
    static func drawn(_ name: String) -> UIImage? {
        switch name {
        case "plus":
            return svg(width: 19, height: 19, ##"<path d="M9.5 2 V17 M2 9.5 H17" stroke="#000" stroke-width="2" stroke-linecap="round"/>"##)
        case "xmark":
            return svg(width: 16, height: 16, ##"<path d="M2.5 2.5 L13.5 13.5 M13.5 2.5 L2.5 13.5" stroke="#000" stroke-width="2" stroke-linecap="round"/>"##)
        case "xmark.circle.fill":
            return svg(width: 22, height: 22, ##"<mask id="m"><rect width="22" height="22" fill="#fff"/><path d="M7.5 7.5 L14.5 14.5 M14.5 7.5 L7.5 14.5" stroke="#000" stroke-width="2" stroke-linecap="round"/></mask><circle cx="11" cy="11" r="10" fill="#000" mask="url(#m)"/>"##)
        case "magnifyingglass":
            return svg(width: 19, height: 19, ##"<circle cx="8" cy="8" r="6" fill="none" stroke="#000" stroke-width="2"/><path d="M12.5 12.5 L17.5 17.5" stroke="#000" stroke-width="2.2" stroke-linecap="round"/>"##)
        case "square.and.arrow.up":
            return svg(width: 18, height: 23, ##"<path d="M6 8.5 H3.5 V21 H14.5 V8.5 H12" fill="none" stroke="#000" stroke-width="1.8" stroke-linejoin="round"/><path d="M9 14 V2 M5 5.5 L9 1.5 L13 5.5" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>"##)
        case "trash":
            return svg(width: 18, height: 21, ##"<path d="M1.5 4.5 H16.5 M6.5 4.5 V2 H11.5 V4.5 M3.5 4.5 L4.5 19.5 H13.5 L14.5 4.5" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>"##)
        case "square.and.pencil":
            return svg(width: 21, height: 21, ##"<path d="M9 3.5 H3.5 V18 H17 V12" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><path d="M8.5 13 L9 10 L17 2 L19.5 4.5 L11.5 12.5 Z" fill="none" stroke="#000" stroke-width="1.6" stroke-linejoin="round"/>"##)
        case "arrow.clockwise":
            return svg(width: 18, height: 20, ##"<path d="M15.5 11.5 A6.5 6.5 0 1 1 9 5 H12" fill="none" stroke="#000" stroke-width="1.9" stroke-linecap="round"/><path d="M10 1.5 L13.5 5 L10 8.5" fill="none" stroke="#000" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/>"##)
        default:
            return nil
        }
    }

    static func svg(width: Int, height: Int, _ body: String) -> UIImage {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">\#(body)</svg>"#
        // Fixed, valid SVG text: the loader cannot fail on it, but a missing
        // SVG library would; an empty image then stands in.
        return (UIImage(data: Data(text.utf8)) ?? UIImage()).withRenderingMode(.alwaysTemplate)
    }
}

/// Shows one bar button item in a navigation bar or toolbar: its custom
/// view, or its image, or its title (a system item's own title or image),
/// in the bar's tint colour, as iOS 17 draws them: titles 17 pt regular,
/// `.done` titles semibold (UIBarButtonItem.Style documentation: "done: a
/// style for a Done button—for example, a button that completes some task";
/// the iOS 17 bar draws it semibold).
final class BarButtonItemView: UIView {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView(image: nil)
    /// The title shown; nil for an image or custom view.
    private(set) var shownTitle: String?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        item.addHost(self)
        label.numberOfLines = 1
        addSubview(imageView)
        addSubview(label)
        refresh(appearance: nil)
    }

    required init?(coder: NSCoder) { fatalError("BarButtonItemView is made in code") }

    /// The gap between an item and its neighbour. Trellis's estimate for
    /// iOS 17 bars (no published number was found), used for every kind.
    static let spacing: CGFloat = 8

    /// Updates the views from the item and the bar's button appearance.
    func refresh(appearance: UIBarButtonItemAppearance?) {
        if let custom = item.customView {
            if custom.superview !== self { addSubview(custom) }
            label.isHidden = true
            imageView.isHidden = true
            shownTitle = nil
            return
        }
        let image = item.image ?? item.systemItem.flatMap(BarSymbols.image(for:))
        let title = item.title ?? item.systemItem.flatMap(BarSymbols.title(for:))
        let bold = item.style == .done
        let state = appearance?.state(enabled: item.isEnabled)
        let color = (state?.titleTextAttributes[.foregroundColor] as? UIColor)
            ?? (item.titleTextAttributes(for: item.isEnabled ? .normal : .disabled)?[.foregroundColor] as? UIColor)
            ?? (item.isEnabled ? (item.tintColor ?? tintColor) : UIColor.tertiaryLabel)
        if let image, item.systemItem != nil || title == nil {
            imageView.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            imageView.tintColor = color
            imageView.isHidden = false
            label.isHidden = true
            shownTitle = nil
        } else {
            let font = (state?.titleTextAttributes[.font] as? UIFont)
                ?? (item.titleTextAttributes(for: .normal)?[.font] as? UIFont)
                ?? UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
            label.font = font
            label.textColor = color
            label.text = title
            label.isHidden = title == nil
            imageView.isHidden = true
            shownTitle = title
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let custom = item.customView {
            let fitted = custom.bounds.size == .zero ? custom.sizeThatFits(size) : custom.bounds.size
            return CGSize(width: max(item.width, fitted.width), height: fitted.height)
        }
        let content: CGSize
        if !imageView.isHidden, let image = imageView.image {
            content = image.size
        } else if !label.isHidden {
            content = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        } else {
            content = .zero
        }
        return CGSize(width: max(item.width, ceil(content.width)), height: ceil(content.height))
    }

    override func layoutSubviews() {
        let b = bounds
        if let custom = item.customView {
            let size = custom.bounds.size == .zero ? custom.sizeThatFits(b.size) : custom.bounds.size
            custom.frame = CGRect(x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width, height: size.height)
            return
        }
        if !imageView.isHidden, let image = imageView.image {
            let s = image.size
            imageView.frame = CGRect(x: (b.width - s.width) / 2, y: (b.height - s.height) / 2, width: s.width, height: s.height)
        }
        if !label.isHidden {
            let s = label.sizeThatFits(CGSize(width: b.width, height: b.height))
            let w = min(s.width, b.width)
            label.frame = CGRect(x: (b.width - w) / 2, y: ((b.height - s.height) / 2).rounded(), width: w, height: s.height)
        }
    }
}

/// The back button of a navigation bar: the chevron, then the previous
/// screen's title, "Back", or nothing, whichever fits and the previous
/// item's `backButtonDisplayMode` allows.
final class BackButtonView: UIView {
    let chevron = UIImageView(image: nil)
    let label = UILabel()
    /// The titles to try, longest wish first (the last is nil: chevron only).
    var candidates: [String?] = [nil]
    /// The title shown after the last layout; nil: only the chevron.
    private(set) var shownTitle: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chevron)
        addSubview(label)
        label.font = UIFont.systemFont(ofSize: 17, weight: .regular)
    }

    required init?(coder: NSCoder) { fatalError("BackButtonView is made in code") }

    /// The chevron sits 8 points from the bar's leading edge and the title
    /// 6 points after it. Trellis's estimate of the iOS 17 back button (no
    /// published number was found); the bar's layout margins are not used,
    /// as UIKit's back button also hugs the edge more closely than items.
    static let chevronLeading: CGFloat = 8
    static let titleGap: CGFloat = 6

    /// The width the button takes with `title`.
    func width(with title: String?) -> CGFloat {
        let chevronWidth = chevron.image?.size.width ?? 13
        guard let title else { return Self.chevronLeading + chevronWidth }
        label.text = title
        let w = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
        return Self.chevronLeading + chevronWidth + Self.titleGap + ceil(w)
    }

    /// Chooses the longest candidate that fits in `available` points.
    func choose(fitting available: CGFloat) -> CGFloat {
        for candidate in candidates {
            let w = width(with: candidate)
            if w <= available || candidate == nil {
                shownTitle = candidate
                label.text = candidate
                label.isHidden = candidate == nil
                return w
            }
        }
        return width(with: nil)
    }

    /// Mirrors the chevron and the title inside the button, and points the
    /// system chevron the other way.
    func mirrorForRightToLeft() {
        let width = bounds.width
        for view in [chevron, label] as [UIView] {
            var frame = view.frame
            frame.origin.x = width - frame.maxX
            view.frame = frame
        }
        if chevron.image === BarSymbols.backChevron { chevron.image = BarSymbols.forwardChevron }
    }

    override func layoutSubviews() {
        let b = bounds
        if chevron.image === BarSymbols.forwardChevron { chevron.image = BarSymbols.backChevron }
        let size = chevron.image?.size ?? CGSize(width: 13, height: 21)
        chevron.frame = CGRect(x: Self.chevronLeading, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        if !label.isHidden {
            let s = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: b.height))
            let x = chevron.frame.maxX + Self.titleGap
            label.frame = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: max(0, min(s.width, b.width - x)), height: s.height)
        }
    }
}
