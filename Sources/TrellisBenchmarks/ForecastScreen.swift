import Foundation
import Trellis

/// A 390×844 forecast screen of about fifty views, laid out with Auto
/// Layout: a header with the place and temperature, and a card with a row
/// per day (day, condition, low and high). The demo `make run` renders, and
/// the screen the rendering benchmark draws.
public enum ForecastScreen {
    public static let days: [(day: String, condition: String, low: Int, high: Int)] = [
        ("Today", "Partly cloudy", 12, 21), ("Tuesday", "Rain showers", 11, 17), ("Wednesday", "Thunderstorms", 13, 19),
        ("Thursday", "Sunny", 14, 24), ("Friday", "Mostly sunny", 15, 25), ("Saturday", "Windy", 12, 20),
        ("Sunday", "Fog in the morning", 10, 18), ("Monday", "Drizzle", 9, 15), ("Tuesday", "Clear", 8, 16),
        ("Wednesday", "Light snow", -2, 3),
    ]

    public static func make(width: CGFloat = 390, height: CGFloat = 844) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemGroupedBackground
        func label(_ text: String, _ font: UIFont, _ color: UIColor = .label) -> UILabel {
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            label.font = font
            label.textColor = color
            return label
        }
        let place = label("Cupertino", .preferredFont(forTextStyle: .title1))
        let temperature = label("21°", .systemFont(ofSize: 72, weight: .thin))
        let summary = label("Partly cloudy. Rain showers are expected on Tuesday afternoon, clearing by the evening.",
                            .preferredFont(forTextStyle: .body), .secondaryLabel)
        summary.numberOfLines = 0
        summary.textAlignment = .center
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        for view in [place, temperature, summary, card] as [UIView] { root.addSubview(view) }
        var constraints = [
            place.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            place.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            temperature.topAnchor.constraint(equalTo: place.bottomAnchor),
            temperature.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            summary.topAnchor.constraint(equalTo: temperature.bottomAnchor, constant: 4),
            summary.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 32),
            summary.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -32),
            card.topAnchor.constraint(equalTo: summary.bottomAnchor, constant: 24),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ]
        var previous: NSLayoutYAxisAnchor = card.topAnchor
        for (index, day) in days.enumerated() {
            let name = label(day.day, .preferredFont(forTextStyle: .body))
            let condition = label(day.condition, .preferredFont(forTextStyle: .footnote), .secondaryLabel)
            let low = label("\(day.low)°", .monospacedDigitSystemFont(ofSize: 17, weight: .regular), .secondaryLabel)
            let high = label("\(day.high)°", .monospacedDigitSystemFont(ofSize: 17, weight: .semibold))
            for view in [name, condition, low, high] { card.addSubview(view) }
            constraints += [
                name.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 12 : 10),
                name.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                name.widthAnchor.constraint(equalToConstant: 100),
                condition.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                condition.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                condition.trailingAnchor.constraint(lessThanOrEqualTo: low.leadingAnchor, constant: -8),
                high.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                high.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                high.widthAnchor.constraint(equalToConstant: 40),
                low.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                low.trailingAnchor.constraint(equalTo: high.leadingAnchor, constant: -8),
                low.widthAnchor.constraint(equalToConstant: 40),
            ]
            high.textAlignment = .right
            low.textAlignment = .right
            previous = name.bottomAnchor
        }
        constraints.append(card.bottomAnchor.constraint(equalTo: previous, constant: 12))
        NSLayoutConstraint.activate(constraints)
        return root
    }
}
