import Foundation
import Trellis

/// A screen for the layout benchmark: a column of rows, each a container
/// holding a fixed-size icon, a title and a value with intrinsic sizes. Four
/// views and sixteen constraints a row, in nested containers, the shape of
/// a settings or inbox list.
public final class ListScreen {
    /// A view with content of a fixed size, standing in for a label until
    /// text measurement exists.
    final class ContentView: UIView {
        let content: CGSize

        init(_ width: CGFloat, _ height: CGFloat) {
            content = CGSize(width: width, height: height)
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }

        required init?(coder: NSCoder) { nil }

        override var intrinsicContentSize: CGSize { content }
    }

    public static let viewsPerRow = 4

    public let root: UIView
    public let rows: [UIView]

    /// Builds the views and activates the constraints (no layout yet).
    public init(views: Int, width: CGFloat = 375) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        var rows: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<max(1, views / Self.viewsPerRow) {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            let icon = UIView(), title = ContentView(CGFloat(120 + index % 7 * 10), 21), value = ContentView(60, 21)
            icon.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            for child in [icon, title, value] { row.addSubview(child) }
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                icon.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                value.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            ]
            rows.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        self.rows = rows
    }

    public var viewCount: Int { 1 + rows.count * Self.viewsPerRow }
}
