import Foundation

/// A list's look (iOS 14): what a compositional layout section needs to
/// look and behave like a table view — its appearance (plain, grouped,
/// inset grouped, sidebar), headers and footers, separators, background
/// and swipe actions. `UICollectionViewCompositionalLayout.list(using:)`
/// makes a whole list; `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// makes one section of a larger layout.
///
/// Rows are `UICollectionViewListCell`s that size themselves: an estimated
/// 44-point height (UIKit's standard row), corrected by each row's cell.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// Headers are supplementary views of kind `elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (outlines in sidebars).
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none = 0
        /// Footers are supplementary views of kind `elementKindSectionFooter`.
        case supplementary
    }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    /// Whether rows show separators. Default true, except in sidebars,
    /// whose rows iOS draws without them.
    public var showsSeparators: Bool
    /// The separators' look (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes one row's separators (iOS 14.5).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil: the appearance's (`backgroundColorForAppearance`).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section's header (iOS 15); nil: the system's, none
    /// in Trellis's lists beyond the header's own top margin.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = !appearance.isSidebar
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    // MARK: - Metrics

    /// UIKit's standard row height, the estimate rows start at.
    static let estimatedRowHeight: CGFloat = 44
    /// Between sections of a grouped list without headers or footers, 18
    /// points above and 18 below a section: the same as Trellis's grouped
    /// table (`UITableView` with no section titles), so the two styles match.
    static let groupedSectionSpacing: CGFloat = 18

    /// How far an inset-grouped (or sidebar) section stands in from each
    /// side: 16 points in compact width, 20 in regular, as the inset-grouped
    /// table (the system's minimum layout margins, developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins).
    static func sideInset(for traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular ? 20 : 16
    }

    /// The background a list of `appearance` shows when `backgroundColor` is nil:
    /// plain lists on the system background, the others on the grouped background.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return appearance == .plain ? .systemBackground : .systemGroupedBackground
    }

    // MARK: - Making the section

    /// The section this configuration describes, for `environment`.
    func makeSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = self
        section.contentInsetsReference = .none

        var insets = NSDirectionalEdgeInsets.zero
        switch appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            if headerMode == .none { insets.top = Self.groupedSectionSpacing }
            if footerMode == .none { insets.bottom = Self.groupedSectionSpacing }
        case .insetGrouped, .sidebar:
            let side = Self.sideInset(for: environment.traitCollection)
            insets.leading = side
            insets.trailing = side
            if headerMode == .none { insets.top = Self.groupedSectionSpacing }
            if footerMode == .none { insets.bottom = Self.groupedSectionSpacing }
        }
        section.contentInsets = insets
        // Headers and footers span the section's width; in an inset-grouped
        // list their text lines up with the rows' text through their margins.
        section.supplementariesFollowContentInsets = true

        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists keep their section's header in view, as plain tables do.
            header.pinToVisibleBounds = appearance == .plain
            boundary.append(header)
        }
        if footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        if let headerTopPadding, headerTopPadding.isFinite { section.leadingPadding = max(0, headerTopPadding) }
        return section
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
}

/// How a list's row separators look (iOS 14.5): whether the top and bottom
/// separators show, their insets and color.
public struct UIListSeparatorConfiguration: Equatable {
    public enum Visibility: Int, Sendable {
        /// The list decides: shown between rows, hidden at a grouped section's ends.
        case automatic = 0
        case visible
        case hidden
    }

    /// Insets that mean "as the system places them": the leading inset
    /// follows the row's text, as UIKit's `automaticInsets`.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separator color: `.separator` by default, UIKit's semantic separator color.
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: UIListSeparatorConfiguration, rhs: UIListSeparatorConfiguration) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
    }
}
