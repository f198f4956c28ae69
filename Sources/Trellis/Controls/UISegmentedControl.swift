import Foundation

/// A row of segments, each a title or an image, one of them selected, as
/// in UIKit (the iOS 13 look). Drawn as views the renderer draws: a grey
/// rounded platter, a raised rounded "thumb" behind the selected segment,
/// hairline dividers between unselected segments, and labels or image views.
///
/// Geometry (iOS 13 and later): 32 points tall; titles in the 13-point
/// system font, semibold when selected (UIKit's default title attributes
/// since iOS 13). The platter's 9-point corners, the thumb inset 2 points
/// with 7-point corners and 8 points of padding either side of the widest
/// title are Trellis's reading of iOS 17's control (a two-segment
/// "First | Second" control is 121 points wide in Interface Builder).
///
/// Trellis delivers no touches: `selectedSegmentIndex` changes without
/// sending anything (as in UIKit, where only the user's taps send
/// `.valueChanged`), and `tapSegment(at:)` does what a tap does.
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment: Int = -1

    enum Layout {
        static let height: CGFloat = 32
        static let cornerRadius: CGFloat = 9
        static let thumbInset: CGFloat = 2
        static let contentPadding: CGFloat = 8
        static let fontSize: CGFloat = 13
        static let dividerHeight: CGFloat = 16
    }

    /// What one segment shows and does.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }

    private(set) var segments: [Segment] = []

    /// The selected segment, or `noSegment` (the default "until the user
    /// touches a segment", UISegmentedControl's reference). An index out of
    /// range is ignored, so a bad value from outside cannot stop the program.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            storedSelectedIndex = newValue
            setNeedsLayout()
        }
    }
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// The selected segment's thumb colour; nil is white in light mode and
    /// a mid grey in dark mode, as iOS 13 and later draw it.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// Whether segments spring back after a tap instead of staying selected
    /// (the index is still set while the actions run). Default false.
    open var isMomentary = false {
        didSet { setNeedsLayout() }
    }

    /// Whether segments are as wide as their content (true) or all as wide
    /// as the widest (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { sizeChanged() }
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let platter = UIView()
    /// The raised rounded view behind the selected segment.
    let thumb = UIView()
    private var dividers: [UIView] = []
    private var contentViews: [UIView] = []

    // MARK: - Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control with a segment per item: a `String` is a title, a
    /// `UIImage` an image; other items are skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        rebuild()
    }

    /// A control with a segment per action, showing its title or image and
    /// performing it when selected (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
        rebuild()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        platter.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        platter.backgroundColor = .tertiarySystemFill
        platter.layer.cornerRadius = Layout.cornerRadius
        thumb.layer.cornerRadius = Layout.cornerRadius - Layout.thumbInset
        // The raised thumb's soft shadow: Trellis's approximation of iOS 17's.
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(platter)
        addSubview(thumb)
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
    }

    // MARK: - Segments

    open var numberOfSegments: Int { segments.count }

    /// Inserts a title segment; an index past the end appends, as in UIKit.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removes a segment; an index out of range is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        rebuild()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        rebuild()
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        rebuild()
    }

    /// Sets a segment's title (and removes its image, as UIKit does).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) { $0.title = title; $0.image = nil }
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) { $0.image = image; $0.title = nil }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Replaces a segment's action and shows its title or image (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment) { $0 = Self.segment(for: action) }
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// A fixed width for a segment; 0 (the default) sizes it automatically.
    /// Negative widths are taken as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment; a disabled segment cannot be tapped.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        rebuild()
    }

    // MARK: - Title attributes

    /// The title attributes for a state (`.font`, `.foregroundColor`);
    /// states without their own use `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        sizeChanged()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The font a title is drawn in for a state: the attributes' font,
    /// else the 13-point system font, semibold when selected.
    func titleFont(for state: UIControl.State) -> UIFont {
        if let font = titleAttributes[state.rawValue]?[.font] as? UIFont { return font }
        if state != .normal, let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return font }
        return .systemFont(ofSize: Layout.fontSize, weight: state.contains(.selected) ? .semibold : .regular)
    }

    func titleColor(for state: UIControl.State) -> UIColor {
        if let color = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return color }
        if state.contains(.disabled) { return .tertiaryLabel }
        if state != .normal, let color = titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor { return color }
        return .label
    }

    // MARK: - Tapping

    /// What a tap on a segment does: nothing when the control or the segment
    /// is disabled; otherwise the segment becomes selected, its action (if
    /// it was made from one) runs, and `.valueChanged` is sent. A momentary
    /// control's segment does not stay drawn as selected.
    public func tapSegment(at index: Int) {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return }
        storedSelectedIndex = index
        setNeedsLayout()
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Accessibility

    /// Not one element: its parts are (see `accessibilityElements`).
    override var defaultIsAccessibilityElement: Bool { false }

    private var segmentElements: [ControlPartElement] = []

    /// One button element per segment, not the control as a whole: VoiceOver
    /// reads each segment with its title and "selected" for the selected one
    /// (role button, state "selected" or dimmed: a11yengineer.com/native-thing/segmented-control,
    /// magentaa11y.com/checklist-native/segmented-control).
    /// An image segment has no label yet (UIKit reads its image's
    /// accessibility label, which Trellis's UIImage does not have).
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            while segmentElements.count < segments.count {
                let index = segmentElements.count
                let element = ControlPartElement(accessibilityContainer: self)
                element.label = { [unowned self] in
                    guard segments.indices.contains(index) else { return nil }
                    return segments[index].title
                }
                element.traits = { [unowned self] in
                    var traits: UIAccessibilityTraits = .button
                    if index == selectedSegmentIndex, !isMomentary { traits.insert(.selected) }
                    let enabled = isEnabled && segments.indices.contains(index) && segments[index].isEnabled
                    return ControlAccessibility.partTraits(traits, enabled: enabled)
                }
                element.activate = { [unowned self] in
                    tapSegment(at: index)
                    return true
                }
                segmentElements.append(element)
            }
            let frames = segmentFrames
            let elements = Array(segmentElements.prefix(segments.count))
            for (element, frame) in zip(elements, frames) { element.accessibilityFrameInContainerSpace = frame }
            return elements
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: - Size and drawing

    /// The width of a segment's content: its title in the selected font (so
    /// it does not grow when selected) or its image.
    func contentWidth(of segment: Segment) -> CGFloat {
        if let title = segment.title {
            let label = UILabel()
            label.font = titleFont(for: .selected)
            label.text = title
            return label.intrinsicContentSize.width
        }
        return segment.image?.size.width ?? 0
    }

    /// Each segment's own width: its fixed width, or its content's with the
    /// padding. Measured once per change of segments or title attributes,
    /// as layout asks for it on every pass.
    private var naturalWidths: [CGFloat] {
        if let cachedNaturalWidths { return cachedNaturalWidths }
        let widths = segments.map { ($0.width > 0 ? $0.width : (contentWidth(of: $0) + 2 * Layout.contentPadding).rounded(.up)) }
        cachedNaturalWidths = widths
        return widths
    }
    private var cachedNaturalWidths: [CGFloat]?

    /// Each segment's width for a total width: fixed widths stay, the rest
    /// share what is left equally (or in proportion to content when
    /// `apportionsSegmentWidthsByContent`).
    func segmentWidths(forTotalWidth total: CGFloat?) -> [CGFloat] {
        let natural = naturalWidths
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        var widths = natural
        if !apportionsSegmentWidthsByContent {
            let widest = automatic.map { natural[$0] }.max() ?? 0
            for index in automatic { widths[index] = widest }
        }
        guard let total, !automatic.isEmpty else { return widths }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        let available = max(0, total - fixed)
        let automaticSum = automatic.reduce(0) { $0 + widths[$1] }
        for index in automatic {
            widths[index] = apportionsSegmentWidthsByContent && automaticSum > 0
                ? available * widths[index] / automaticSum
                : available / CGFloat(automatic.count)
        }
        return widths
    }

    /// The widths of the segments laid side by side, and 32 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths(forTotalWidth: nil).reduce(0, +), height: Layout.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func sizeChanged() {
        cachedNaturalWidths = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func rebuild() {
        for view in contentViews + dividers { view.removeFromSuperview() }
        contentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image, segment.title == nil {
                view = UIImageView(image: image)
                view.contentMode = .center
            } else {
                let label = UILabel()
                label.textAlignment = .center
                view = label
            }
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        dividers = segments.dropFirst().map { _ in
            let divider = UIView()
            divider.backgroundColor = .separator
            divider.isUserInteractionEnabled = false
            insertSubview(divider, aboveSubview: platter)
            return divider
        }
        sizeChanged()
    }

    /// The frames of the segments in the control's bounds, leading first
    /// (right to left in right-to-left layouts).
    var segmentFrames: [CGRect] {
        let widths = segmentWidths(forTotalWidth: bounds.width)
        var x: CGFloat = 0
        var frames = widths.map { width -> CGRect in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        platter.frame = bounds
        let frames = segmentFrames
        let shownSelection = isMomentary ? Self.noSegment : storedSelectedIndex
        thumb.isHidden = shownSelection == Self.noSegment
        if frames.indices.contains(shownSelection) {
            thumb.frame = frames[shownSelection].insetBy(dx: Layout.thumbInset, dy: Layout.thumbInset)
        }
        thumb.backgroundColor = selectedSegmentTintColor ?? UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
        }
        for (index, view) in contentViews.enumerated() where frames.indices.contains(index) {
            let segment = segments[index]
            var state: UIControl.State = index == shownSelection ? .selected : .normal
            if !isEnabled || !segment.isEnabled { state.insert(.disabled) }
            view.frame = frames[index].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            if let label = view as? UILabel {
                label.font = titleFont(for: state)
                label.textColor = titleColor(for: state)
                label.text = segment.title
            } else {
                view.tintColor = state.contains(.disabled) ? .tertiaryLabel : .label
            }
        }
        for (index, divider) in dividers.enumerated() where frames.indices.contains(index + 1) {
            // Dividers hide beside the selected segment, as in iOS 13 and later.
            divider.isHidden = index == shownSelection || index + 1 == shownSelection
            let boundary = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].minX : frames[index].maxX
            divider.frame = CGRect(x: boundary - 0.5, y: (bounds.height - Layout.dividerHeight) / 2,
                                   width: 1, height: Layout.dividerHeight)
        }
    }
}
