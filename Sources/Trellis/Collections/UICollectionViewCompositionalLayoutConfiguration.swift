import Foundation

/// What applies to a whole compositional layout (iOS 13): its scroll
/// direction, the space between sections, headers and footers of the
/// whole layout, and what sections' insets count from.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the layout scrolls along. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' insets count from when they say `.automatic`:
    /// the safe area by default
    /// (developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/contentinsetsreference).
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }
}

/// The section for a section index and the environment, or nil for an
/// empty section (UIKit's `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
