import AdaptiveLayout
import Foundation
import Trellis

/// The flight card of SPEC §5, laid out with AdaptiveLayout so it works at
/// every width and text size: the origin and destination airports (a
/// title, a large code and a local time, each airport on a rounded
/// coloured wrapper) side by side with an airplane icon centred between
/// them, or stacked and centred when they don't fit; and four metadata
/// pairs (flight, terminal, gate, boarding), each on its own wrapper, in
/// one row, in two rows of two, or one per line.
///
/// The card's `LayoutContainer` sits in a scroll view (within the safe
/// area) with Auto Layout: its
/// width follows the scroll view's and its height is its intrinsic content
/// size, so a card taller than the screen scrolls.
public final class FlightCardView: UIView {
    /// One airport: its title ("From"), code and local time.
    public struct Airport: Sendable {
        public var title: String
        public var code: String
        public var time: String

        public init(title: String, code: String, time: String) {
            self.title = title
            self.code = code
            self.time = time
        }
    }

    /// Which arrangement of the airports was chosen.
    public enum AirportArrangement: Equatable, Sendable { case sideBySide, stacked }
    /// Which arrangement of the metadata pairs was chosen.
    public enum MetadataArrangement: Equatable, Sendable { case oneRow, twoRows, onePerLine }

    public let scrollView = UIScrollView()
    public let container: LayoutContainer
    public let originWrapper = UIView()
    public let destinationWrapper = UIView()
    public let airplane = AirplaneIcon()
    /// Title, code and time labels of the origin and the destination.
    public let originLabels: [UILabel]
    public let destinationLabels: [UILabel]
    /// Each metadata pair's wrapper and its name and value labels.
    public let metadataWrappers: [UIView]
    public let metadataLabels: [(name: UILabel, value: UILabel)]

    /// The sample flight: San Francisco to New York.
    public static let sampleOrigin = Airport(title: "From", code: "SFO", time: "9:40 AM")
    public static let sampleDestination = Airport(title: "To", code: "JFK", time: "6:15 PM")
    public static let sampleMetadata = [("Flight", "UA 1549"), ("Terminal", "3"), ("Gate", "F12"), ("Boarding", "9:05 AM")]

    public init(frame: CGRect, origin: Airport = sampleOrigin, destination: Airport = sampleDestination,
                metadata: [(String, String)] = sampleMetadata) {
        originLabels = Self.airportLabels(origin)
        destinationLabels = Self.airportLabels(destination)
        metadataLabels = metadata.map { name, value in
            (Self.label(name, style: .caption1, color: .secondaryLabel), Self.label(value, style: .headline))
        }
        metadataWrappers = metadata.map { _ in Self.wrapper(Palette.metadata) }
        container = LayoutContainer(.empty)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        for (wrapper, color) in [(originWrapper, Palette.origin), (destinationWrapper, Palette.destination)] {
            wrapper.backgroundColor = color
            wrapper.layer.cornerRadius = 14
        }
        container.content = makeLayout()
        build()
    }

    public required init?(coder: NSCoder) { nil }

    /// The wrappers' fills, dynamic as an iOS app's are: the design's light
    /// pastels, and in dark mode the same hues deepened (iOS's tinted
    /// fills: the dark system blue and green at about a quarter over
    /// black; the metadata on `secondarySystemBackground`'s dark grey).
    /// The labels are `.label` and `.secondaryLabel`, white and light grey
    /// in dark mode, which a light pastel under them would hide.
    enum Palette {
        static let origin = dynamic(light: UIColor(red: 0.87, green: 0.93, blue: 1, alpha: 1),
                                    dark: UIColor(red: 0.04, green: 0.16, blue: 0.30, alpha: 1))
        static let destination = dynamic(light: UIColor(red: 0.88, green: 0.97, blue: 0.91, alpha: 1),
                                         dark: UIColor(red: 0.05, green: 0.21, blue: 0.10, alpha: 1))
        static let metadata = dynamic(light: UIColor(red: 0.93, green: 0.95, blue: 0.98, alpha: 1),
                                      dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))

        private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? dark : light }
        }
    }

    /// The card's layout: the airports' choice, then the metadata's.
    private func makeLayout() -> Layout {
        let padding = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        func airport(_ labels: [UILabel], _ wrapper: UIView) -> Layout {
            labels.map { $0.layout.centered }.vertical(space: 2).box(wrapper: wrapper, insets: padding)
        }
        let origin = airport(originLabels, originWrapper)
        let destination = airport(destinationLabels, destinationWrapper)
        let sideBySide = origin + .space(.flexible(min: 12)) + airplane.layout(alignment: .center)
            + .space(.flexible(min: 12)) + destination
        let airports = sideBySide.or([origin, destination].vertical(space: 8))

        let pairs = zip(metadataLabels, metadataWrappers).map { labels, wrapper in
            [labels.name.layout, labels.value.layout].vertical(space: 2)
                .box(wrapper: wrapper, insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        }
        let half = pairs.count / 2
        let oneRow = pairs.horizontal(space: 8)
        let twoRows = [pairs[..<half].horizontal(space: 8), pairs[half...].horizontal(space: 8)].vertical(space: 8)
        let metadata = oneRow.or(twoRows.or(pairs.vertical(space: 8)))

        return [airports, metadata].vertical(space: 16).box(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    }

    private func build() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        container.translatesAutoresizingMaskIntoConstraints = false
        container.accessibilityIdentifier = "flight card"
        addSubview(scrollView)
        scrollView.addSubview(container)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            container.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            container.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            container.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    /// How the airports are arranged now (after a layout pass).
    public var airportArrangement: AirportArrangement {
        container.arrangement?.frame(of: airplane) != nil ? .sideBySide : .stacked
    }

    /// How the metadata pairs are arranged now (after a layout pass).
    public var metadataArrangement: MetadataArrangement {
        let tops = Set(metadataWrappers.compactMap { container.arrangement?.frame(of: $0)?.minY })
        switch tops.count {
        case 1: return .oneRow
        case metadataWrappers.count: return .onePerLine
        default: return .twoRows
        }
    }

    private static func airportLabels(_ airport: Airport) -> [UILabel] {
        [label(airport.title, style: .subheadline, color: .secondaryLabel),
         label(airport.code, style: .largeTitle),
         label(airport.time, style: .body)]
    }

    private static func label(_ text: String, style: UIFont.TextStyle, color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        return label
    }

    private static func wrapper(_ color: UIColor) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.layer.cornerRadius = 10
        return view
    }
}

/// The airplane between the airports: a tinted circle with an arrow, 32
/// points square. The arrow is a symbol image centred in the circle, as an
/// iOS app draws one: a "→" character sat on the font's math axis, not at
/// the line's centre, 2 points off (issue 23); `arrow.forward` also turns
/// round in right-to-left layouts, where the origin is on the right.
public final class AirplaneIcon: UIView {
    private let arrow = UIImageView(image: UIImage(systemName: "arrow.forward"))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 16
        arrow.tintColor = .white
        arrow.contentMode = .scaleAspectFit
        addSubview(arrow)
    }

    public required init?(coder: NSCoder) { nil }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 32, height: 32) }
    public override var intrinsicContentSize: CGSize { CGSize(width: 32, height: 32) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // 16 of 32 points: the arrow's share of the old 18-point glyph's circle.
        arrow.frame = bounds.insetBy(dx: 8, dy: 8)
    }
}
